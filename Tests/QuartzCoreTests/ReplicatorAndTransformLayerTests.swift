import Raster
import Testing
@testable import QuartzCore

@Suite struct ReplicatorLayerTests: GoldenScene {
    @Test func defaultsAreApples() {
        let r = CAReplicatorLayer()
        #expect(r.instanceCount == 1 && r.instanceDelay == 0)
        #expect(CATransform3DIsIdentity(r.instanceTransform))
        #expect(r.instanceColor.map(_Color.init) == _Color(r: 1, g: 1, b: 1, a: 1))
        #expect(r.instanceRedOffset == 0 && r.instanceGreenOffset == 0 && r.instanceBlueOffset == 0
                && r.instanceAlphaOffset == 0)
        #expect(!r.preservesDepth)
    }

    @Test func everyPropertyThroughKeyValueCodingAndAnimation() {
        let r = CAReplicatorLayer()
        r.setValue(5, forKey: "instanceCount")
        r.setValue(0.1, forKey: "instanceDelay")
        r.setValue(CATransform3DMakeTranslation(10, 0, 0), forKey: "instanceTransform")
        r.setValue(-0.2, forKey: "instanceAlphaOffset")
        r.setValue(true, forKey: "preservesDepth")
        #expect(r.instanceCount == 5 && r.value(forKey: "instanceCount") as? Int == 5)
        #expect(r.instanceDelay == 0.1 && r.instanceTransform.m41 == 10)
        #expect(r.instanceAlphaOffset == -0.2 && r.preservesDepth)
        let sc = Scrubber()
        let l = sc.make(CAReplicatorLayer())
        sc.add(basic("instanceTransform.translation.x", from: 0, to: 20), to: l)
        #expect(approx(sc.presented(l, at: 0.5) { $0.instanceTransform.m41 }, 10))
    }

    /// The classic spinner: one bar, twelve instances turned 30 degrees,
    /// a fade offset by instanceDelay, so the bars fade one after another.
    func spinner(_ root: CALayer) -> CAReplicatorLayer {
        let r = CAReplicatorLayer()
        r.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        r.instanceCount = 12
        r.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        r.instanceDelay = 1.0 / 12
        let bar = CALayer()
        bar.frame = CGRect(x: 37, y: 4, width: 6, height: 20)
        bar.cornerRadius = 3
        bar.backgroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.5, alpha: 1)
        r.addSublayer(bar)
        root.addSublayer(r)
        return r
    }

    @Test func theSpinnerFadesBarByBar() {
        let root = committedScene(width: 100, height: 100)
        root.speed = 0
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let r = spinner(root)
        CATransaction.commit()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.1
        fade.duration = 1
        fade.repeatCount = .greatestFiniteMagnitude
        fade.beginTime = 0.001
        r.sublayers![0].add(fade, forKey: "fade")
        CATransaction.flush()
        root.timeOffset = 0.5
        CATransaction.flush()
        let frame = checkedFrame(root, at: CACurrentMediaTime())
        GoldenImage.expectMatches(frame, "replicator-spinner")
        // Bar 0 (top) is half faded; bar 3 (right, a quarter turn on) is
        // a quarter second behind, so darker.
        let top = pixelChannels(frame[50, 24]), right = pixelChannels(frame[76, 50])
        #expect(top.r > right.r, "later instances lag behind: \(top) vs \(right)")
    }

    /// An equaliser: bars scaled from their bottom, each instance's bounce
    /// delayed; instance colours darken by an offset.
    @Test func anEqualiserWithColourOffsets() {
        let root = committedScene(width: 120, height: 60)
        root.speed = 0
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let r = CAReplicatorLayer()
        r.frame = CGRect(x: 10, y: 5, width: 100, height: 50)
        r.instanceCount = 6
        r.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
        r.instanceDelay = 0.12
        r.instanceGreenOffset = 0.15
        r.instanceRedOffset = -0.15
        let bar = CALayer()
        bar.anchorPoint = CGPoint(x: 0.5, y: 1)
        bar.bounds = CGRect(x: 0, y: 0, width: 10, height: 50)
        bar.position = CGPoint(x: 8, y: 50)
        bar.backgroundColor = CGColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1)
        r.addSublayer(bar)
        root.addSublayer(r)
        CATransaction.commit()
        let bounce = CABasicAnimation(keyPath: "transform.scale.y")
        bounce.fromValue = 0.2
        bounce.toValue = 1
        bounce.duration = 0.6
        bounce.autoreverses = true
        bounce.repeatCount = .greatestFiniteMagnitude
        bounce.beginTime = 0.001
        bar.add(bounce, forKey: "b")
        CATransaction.flush()
        root.timeOffset = 1.5
        CATransaction.flush()
        let frame = checkedFrame(root, at: CACurrentMediaTime())
        GoldenImage.expectMatches(frame, "replicator-equaliser")
        // Each bar's height follows the bounce at its own delay.
        func height(_ k: Int) -> Int {
            (0..<60).filter { pixelChannels(frame[18 + 16 * k, $0]).g < 250 || pixelChannels(frame[18 + 16 * k, $0]).b < 250 }.count
        }
        #expect(height(0) != height(2), "instances are at different points of the bounce")
    }

    @Test func countsOutOfRangeAreReportedAndSurvived() {
        let m = diagnostics {
            let frame = render(width: 40, height: 40, reference: false) { root in
                for count in [0, -3, 1_000_000] {
                    let r = CAReplicatorLayer()
                    r.frame = root.bounds
                    r.instanceCount = count
                    r.instanceTransform = CATransform3DMakeTranslation(0.001, 0, 0)
                    let dot = CALayer()
                    dot.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
                    dot.backgroundColor = CGColor(gray: 0, alpha: 1)
                    r.addSublayer(dot)
                    root.addSublayer(r)
                }
                let fine = CALayer()
                fine.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
                fine.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
                root.addSublayer(fine)
            }
            #expect(pixelChannels(frame[25, 25]).b == 255)
            #expect(pixelChannels(frame[1, 1]).r == 0, "the capped replicator still draws")
        }
        #expect(m.count == 2 && m[0].contains("negative") && m[1].contains("capped"), "\(m)")
    }

    /// Each copy draws the replicator's sublayers back to front by
    /// zPosition, then in order, as sublayers anywhere are drawn: a red
    /// square added second but with the lower zPosition lies under the
    /// blue one, in the first copy and the one moved right.
    @Test func copiesDrawSublayersByZPosition() {
        let frame = render(width: 40, height: 20) { root in
            let r = CAReplicatorLayer()
            r.frame = root.bounds
            r.instanceCount = 2
            r.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            let blue = CALayer(), red = CALayer()
            blue.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            blue.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            red.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
            red.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            red.zPosition = -1
            r.addSublayer(blue)
            r.addSublayer(red)
            root.addSublayer(r)
        }
        for x in [7, 27] {
            #expect(pixelChannels(frame[x, 7]).b == 255 && pixelChannels(frame[x, 7]).r == 0, "overlap at \(x)")
            #expect(pixelChannels(frame[x + 5, 12]).r == 255, "red beyond the overlap at \(x)")
        }
    }

    /// Replicators of 10,000 inside replicators of 10,000 (found by
    /// fuzzing: every frame measured 10^8 boxes): past a budget their box
    /// is the whole plane, a frame draws at most a million copies (the
    /// inner one draws 100 of its 10,000, and says so once), and frames,
    /// whole and damage-tracked, are quick.
    @Test func nestedReplicatorsAreNotMeasuredCopyByCopy() {
        let root = committedScene(width: 40, height: 40) { root in
            let outer = CAReplicatorLayer(), inner = CAReplicatorLayer()
            outer.frame = root.bounds
            inner.frame = root.bounds
            for r in [outer, inner] {
                r.instanceCount = 10_000
                r.instanceTransform = CATransform3DMakeTranslation(0, 100, 0) // all but the first far below
            }
            let dot = CALayer()
            dot.frame = CGRect(x: 4, y: 4, width: 6, height: 6)
            dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            dot.shadowOpacity = 0.5
            inner.addSublayer(dot)
            outer.addSublayer(inner)
            root.addSublayer(outer)
        }
        var frame: Surface?
        let messages = diagnostics { frame = renderedFrame(root, at: CACurrentMediaTime()) }
        #expect(pixelChannels(frame![6, 6]).r == 255)
        #expect(messages.count == 1 && messages[0].contains("10 are drawn"), "\(messages)")
        let outer = root._node!.children[0]
        #expect(_ReplicatorContent.instancedNodes(outer, budget: _ReplicatorContent.boxBudget) > _ReplicatorContent.boxBudget)
        let tracker = _DamageTracker()
        let surface = Surface(width: 40, height: 40)!
        tracker.renderFrame(root, into: surface, at: CACurrentMediaTime())
        #expect(sameBytes(surface, frame!))
    }

    /// A replicator drawn inside another's instances is measured once per
    /// copy: what measuring costs is its boxes times those copies (found
    /// by fuzzing: a tilted layer holding a replicator, in a replicator,
    /// took minutes a frame under ASan).
    @Test func aReplicatorInsideCopiesIsMeasuredWithinTheBudget() {
        let root = committedScene(width: 40, height: 40) { root in
            let inner = CAReplicatorLayer()
            inner.instanceCount = 1_000
            inner.addSublayer(CALayer())
            root.addSublayer(inner)
        }
        _ = renderedFrame(root, at: CACurrentMediaTime())
        let inner = root._node!.children[0]
        #expect(_ReplicatorContent.instancedNodes(inner, budget: _ReplicatorContent.boxBudget) == 1_000)
        #expect(_ReplicatorContent.affordsMeasuring(inner, copies: 1))
        #expect(_ReplicatorContent.affordsMeasuring(inner, copies: 100))
        #expect(!_ReplicatorContent.affordsMeasuring(inner, copies: 101))
        #expect(!_ReplicatorContent.affordsMeasuring(inner, copies: 10_000_000))
    }

    /// Two copies of a card 40 points in front of the replicator's plane,
    /// the second turned half way round (so 40 points behind it), red and
    /// blue by the instance colour offsets. Flattened, the later instance
    /// draws over the earlier; with `preservesDepth` the nearer one does,
    /// and the reference compositor agrees either way.
    @Test(arguments: [false, true])
    func preservesDepthPlacesInstancesByDepth(preserving: Bool) {
        let root = committedScene(width: 80, height: 60) { root in
            let r = CAReplicatorLayer()
            r.frame = root.bounds
            r.instanceCount = 2
            r.instanceTransform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            r.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            r.instanceRedOffset = -1
            r.instanceBlueOffset = 1
            r.preservesDepth = preserving
            let card = CALayer()
            card.frame = CGRect(x: 20, y: 15, width: 40, height: 30)
            card.zPosition = 40
            card.backgroundColor = CGColor(gray: 1, alpha: 1)
            r.addSublayer(card)
            root.addSublayer(r)
        }
        let frame = checkedFrame(root, at: CACurrentMediaTime(), always: true)
        let c = pixelChannels(frame[40, 30])
        if preserving {
            #expect(c.r == 255 && c.b == 0, "the nearer (first, red) copy is in front: \(c)")
        } else {
            #expect(c.b == 255 && c.r == 0, "the later (blue) copy draws over: \(c)")
        }
    }

    /// A tinted instance is drawn offscreen only where its sublayers
    /// reach: what reaches past their bounds (a shadow thrown far, a
    /// sublayer of a sublayer outside it, a rotation) must still be in
    /// that area, and nothing outside it is touched.
    @Test func tintedInstancesKeepWhatReachesPastTheirBounds() {
        let root = committedScene(width: 160, height: 90) { root in
            let r = CAReplicatorLayer()
            r.frame = root.bounds
            r.instanceCount = 3
            r.instanceTransform = CATransform3DRotate(CATransform3DMakeTranslation(45, 0, 0), 0.3, 0, 0, 1)
            r.instanceColor = CGColor(red: 0.2, green: 0.8, blue: 1, alpha: 1)
            r.instanceRedOffset = 0.3
            r.instanceAlphaOffset = -0.2
            let tile = CALayer()
            tile.frame = CGRect(x: 10, y: 20, width: 20, height: 20)
            tile.backgroundColor = CGColor(gray: 1, alpha: 1)
            tile.shadowOpacity = 1
            tile.shadowRadius = 3
            tile.shadowOffset = CGSize(width: 6, height: 22)
            let outside = CALayer()
            outside.frame = CGRect(x: 24, y: -14, width: 8, height: 8)
            outside.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
            tile.addSublayer(outside)
            r.addSublayer(tile)
            root.addSublayer(r)
        }
        let frame = checkedFrame(root, at: CACurrentMediaTime(), always: true)
        // The first instance's shadow, 22 points below its tile, is there.
        #expect(pixelChannels(frame[26, 58]).r < 128)
        // Its sublayer above the tile, yellow tinted (0.2, 0.8, 1): not
        // the white behind it.
        let above = pixelChannels(frame[38, 10])
        #expect(above.r == 51 && above.g == 204 && above.b == 0, "\(above)")
    }

    @Test func instancesAreDamagedWithTheirOriginal() {
        let root = committedScene(width: 100, height: 40) { root in
            let r = CAReplicatorLayer()
            r.frame = root.bounds
            r.instanceCount = 4
            r.instanceTransform = CATransform3DMakeTranslation(25, 0, 0)
            let dot = CALayer()
            dot.frame = CGRect(x: 2, y: 10, width: 10, height: 10)
            dot.backgroundColor = CGColor(gray: 0, alpha: 1)
            r.addSublayer(dot)
            root.addSublayer(r)
        }
        let tracker = _DamageTracker()
        let target = Surface(width: 100, height: 40)!
        tracker.renderFrame(root, into: target, at: CACurrentMediaTime())
        let dot = root.sublayers![0].sublayers![0]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
        CATransaction.flush()
        let t = CACurrentMediaTime()
        tracker.renderFrame(root, into: target, at: t)
        #expect(pixelChannels(target[82, 15]).r == 255, "the fourth instance turned red too")
        #expect(sameBytes(target, renderedFrame(root, at: t)))
    }
}

@Suite struct TransformLayerTests: GoldenScene {
    /// A cube of six faces in a transform layer, turned about two axes.
    func cube(_ root: CALayer, angleX: CGFloat, angleY: CGFloat) {
        let container = CALayer()
        container.frame = root.bounds
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        container.sublayerTransform = perspective
        root.addSublayer(container)
        let t = CATransformLayer()
        t.frame = container.bounds
        t.transform = CATransform3DRotate(CATransform3DMakeRotation(angleX, 1, 0, 0), angleY, 0, 1, 0)
        container.addSublayer(t)
        let half: CGFloat = 30
        let faces: [(CATransform3D, CGColor)] = [
            (CATransform3DMakeTranslation(0, 0, half), CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)),
            (CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -half), .pi, 0, 1, 0), CGColor(red: 0.2, green: 0.8, blue: 0.2, alpha: 1)),
            (CATransform3DRotate(CATransform3DMakeTranslation(half, 0, 0), .pi / 2, 0, 1, 0), CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)),
            (CATransform3DRotate(CATransform3DMakeTranslation(-half, 0, 0), -.pi / 2, 0, 1, 0), CGColor(red: 0.9, green: 0.8, blue: 0.2, alpha: 1)),
            (CATransform3DRotate(CATransform3DMakeTranslation(0, -half, 0), .pi / 2, 1, 0, 0), CGColor(red: 0.8, green: 0.3, blue: 0.8, alpha: 1)),
            (CATransform3DRotate(CATransform3DMakeTranslation(0, half, 0), -.pi / 2, 1, 0, 0), CGColor(red: 0.2, green: 0.8, blue: 0.8, alpha: 1)),
        ]
        for (transform, colour) in faces {
            let f = CALayer()
            f.bounds = CGRect(x: 0, y: 0, width: 2 * half, height: 2 * half)
            f.position = CGPoint(x: t.bounds.midX, y: t.bounds.midY)
            f.backgroundColor = colour
            f.borderWidth = 2
            f.borderColor = CGColor(gray: 0.1, alpha: 1)
            f.transform = transform
            t.addSublayer(f)
        }
    }

    @Test func aCubeShowsItsNearFacesAtThreeAngles() {
        let frame = render(width: 300, height: 100) { root in
            for (i, angles) in [(CGFloat(0.3), CGFloat(0.5)), (-0.5, 2.2), (0.9, -0.8)].enumerated() {
                let cell = CALayer()
                cell.frame = CGRect(x: CGFloat(i) * 100, y: 0, width: 100, height: 100)
                root.addSublayer(cell)
                cube(cell, angleX: angles.0, angleY: angles.1)
            }
        }
        GoldenImage.expectMatches(frame, "transform-layer-cube")
        // Turned 0.5 rad about y, the front (red) face is the nearest: it
        // covers the cube's centre; the back (green) face shows nowhere.
        let centre = pixelChannels(frame[50, 50])
        #expect(centre.r > 200 && centre.g < 100, "the front face in front: \(centre)")
        var green = 0
        for y in 0..<100 { for x in 0..<100 where pixelChannels(frame[x, y]) == (255, 51, 204, 51) { green += 1 } }
        #expect(green == 0, "the back face is hidden")
    }

    @Test func drawingPropertiesAreIgnoredWithADiagnostic() {
        let m = diagnostics {
            let frame = render(width: 20, height: 20) { root in
                let t = CATransformLayer()
                t.frame = root.bounds
                t.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                t.backgroundColor = nil
                root.addSublayer(t)
            }
            #expect(pixelChannels(frame[10, 10]) == (255, 255, 255, 255), "no background drawn")
        }
        #expect(m.count == 1 && m[0].contains("ignored"), "\(m)")
    }

    @Test func damageFollowsTheFacesIn3D() {
        let root = committedScene(width: 100, height: 100) { root in cube(root, angleX: 0.3, angleY: 0.5) }
        let tracker = _DamageTracker()
        let target = Surface(width: 100, height: 100)!
        tracker.renderFrame(root, into: target, at: CACurrentMediaTime())
        let t = root.sublayers![0].sublayers![0]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        t.transform = CATransform3DRotate(CATransform3DMakeRotation(0.3, 1, 0, 0), 1.1, 0, 1, 0)
        CATransaction.commit()
        CATransaction.flush()
        let now = CACurrentMediaTime()
        tracker.renderFrame(root, into: target, at: now)
        #expect(sameBytes(target, renderedFrame(root, at: now)), "a tracked frame is the whole frame")
    }
}
