import Raster
import Testing
@testable import QuartzCore

func circlePath(_ centre: CGPoint, _ radius: CGFloat) -> CGPath {
    CGPath(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius),
           transform: nil)
}

/// CAShapeLayer's properties as Apple's header gives them.
@Suite struct ShapeLayerPropertyTests {
    @Test func defaultsAreApples() {
        let s = CAShapeLayer()
        #expect(s.path == nil)
        #expect(s.fillColor.map(_Color.init) == _Color(r: 0, g: 0, b: 0, a: 1), "opaque black")
        #expect(s.fillRule == .nonZero)
        #expect(s.strokeColor == nil)
        #expect(s.strokeStart == 0 && s.strokeEnd == 1)
        #expect(s.lineWidth == 1 && s.miterLimit == 10)
        #expect(s.lineCap == .butt && s.lineJoin == .miter)
        #expect(s.lineDashPhase == 0 && s.lineDashPattern == nil)
        #expect(CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat == 1)
        #expect(CAShapeLayer.defaultValue(forKey: "miterLimit") as? CGFloat == 10)
        #expect(CALayer.defaultValue(forKey: "lineWidth") == nil, "a plain layer has no lineWidth")
    }

    @Test func everyPropertyThroughKeyValueCoding() throws {
        let s = CAShapeLayer()
        let p = circlePath(CGPoint(x: 10, y: 10), 5)
        s.setValue(p, forKey: "path")
        s.setValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1), forKey: "fillColor")
        s.setValue("even-odd", forKey: "fillRule")
        s.setValue(CGColor(red: 0, green: 0, blue: 1, alpha: 1), forKey: "strokeColor")
        s.setValue(0.25, forKey: "strokeStart")
        s.setValue(NSNumber(value: 0.75), forKey: "strokeEnd")
        s.setValue(3, forKey: "lineWidth")
        s.setValue(4.0, forKey: "miterLimit")
        s.setValue(CAShapeLayerLineCap.round, forKey: "lineCap")
        s.setValue("bevel", forKey: "lineJoin")
        s.setValue(2, forKey: "lineDashPhase")
        s.setValue([4, 2], forKey: "lineDashPattern")
        #expect(s.path === p)
        #expect(s.fillColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(s.fillRule == .evenOdd)
        #expect(s.strokeColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(s.strokeStart == 0.25 && s.strokeEnd == 0.75)
        #expect(s.lineWidth == 3 && s.miterLimit == 4)
        #expect(s.lineCap == .round && s.lineJoin == .bevel)
        #expect(s.lineDashPhase == 2)
        #expect(s.lineDashPattern == [4, 2])
        #expect(s.value(forKey: "lineWidth") as? CGFloat == 3)
        #expect(s.value(forKey: "strokeEnd") as? CGFloat == 0.75)
        #expect((s.value(forKey: "path") as? CGPath) === p)
        #expect(s.value(forKey: "lineCap") as? CAShapeLayerLineCap == .round)
    }

    @Test func copiesCarryTheShape() {
        let s = CAShapeLayer()
        s.lineWidth = 7
        s.path = circlePath(.zero, 3)
        CATransaction.flush()
        let c = s.presentation()
        #expect(c?.lineWidth == 7 && c?.path === s.path)
    }

    /// A subclass's defaultValue(forKey:) changes where its layers start.
    final class Thick: CAShapeLayer {
        override class func defaultValue(forKey key: String) -> Any? {
            key == "lineWidth" ? 6.0 : super.defaultValue(forKey: key)
        }
    }

    @Test func subclassDefaultsApply() {
        #expect(Thick().lineWidth == 6)
        #expect(Thick().miterLimit == 10)
    }
}

/// Animating a shape layer: implicitly on a committed standalone layer
/// (everything animatable but `path`), explicitly with Apple's idiom.
@Suite struct ShapeLayerAnimationTests {
    @Test func animatablePropertiesAnimateImplicitlyButPathDoesNot() {
        let root = CALayer()
        let s = CAShapeLayer()
        root.addSublayer(s)
        CATransaction.flush()
        s.strokeEnd = 0.5
        s.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        s.lineWidth = 4
        s.path = circlePath(.zero, 10)
        #expect(s.animation(forKey: "strokeEnd") is CABasicAnimation)
        #expect(s.animation(forKey: "fillColor") != nil)
        #expect(s.animation(forKey: "lineWidth") != nil)
        #expect(s.animation(forKey: "path") == nil, "Apple: a change of path creates no implicit animation")
        let a = s.animation(forKey: "strokeEnd") as! CABasicAnimation
        #expect(a.duration == 0.25 && a.keyPath == "strokeEnd")
        s.lineCap = .round
        #expect(s.animation(forKey: "lineCap") == nil, "caps are not animatable")
    }

    @Test func strokeEndAnimatesExplicitly() {
        let sc = Scrubber()
        let s = sc.make(CAShapeLayer()) { $0.path = circlePath(CGPoint(x: 50, y: 50), 20) }
        sc.add(basic("strokeEnd", from: 0, to: 1, duration: 2), to: s)
        #expect(approx(sc.presented(s, at: 0.5) { $0.strokeEnd }, 0.25))
        #expect(approx(sc.presented(s, at: 1.5) { $0.strokeEnd }, 0.75))
        #expect(s.strokeEnd == 1, "the model keeps its value")
        #expect(s.presentation()?.path === s.path)
    }

    @Test func colorsAndWidthsInterpolate() {
        let sc = Scrubber()
        let s = sc.make(CAShapeLayer())
        sc.add(basic("fillColor", from: CGColor(red: 0, green: 0, blue: 0, alpha: 1),
                     to: CGColor(red: 1, green: 0, blue: 0, alpha: 1)), to: s, key: "f")
        sc.add(basic("lineWidth", from: 2, to: 10), to: s, key: "w")
        sc.add(basic("lineDashPhase", by: 8), to: s, key: "d")
        sc.at(0.25)
        let p = s.presentation()!
        #expect(approx(p.fillColor!.components![0], 0.25))
        #expect(approx(p.lineWidth, 4))
        #expect(approx(p.lineDashPhase, 2))
    }

    /// Apple: paths interpolate point by point when they have the same
    /// elements (the shape morphs iOS tutorials show).
    @Test func pathMorphsPointByPoint() throws {
        let sc = Scrubber()
        let from = CGMutablePath(), to = CGMutablePath()
        from.move(to: .zero); from.addLine(to: CGPoint(x: 10, y: 0)); from.addLine(to: CGPoint(x: 10, y: 10))
        to.move(to: .zero); to.addLine(to: CGPoint(x: 30, y: 0)); to.addLine(to: CGPoint(x: 30, y: 50))
        let s = sc.make(CAShapeLayer()) { $0.path = from }
        sc.add(basic("path", from: from, to: to), to: s)
        let mid = try #require(sc.presented(s, at: 0.5) { $0.path })
        #expect(mid._elements == [.move(.zero), .line(CGPoint(x: 20, y: 0)), .line(CGPoint(x: 20, y: 30))])
    }

    /// Different element structures switch at the half-way point.
    @Test func mismatchedPathsSwitchHalfWay() {
        let sc = Scrubber()
        let a = circlePath(.zero, 5), b = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        let s = sc.make(CAShapeLayer()) { $0.path = a }
        sc.add(basic("path", from: a, to: b), to: s)
        #expect(sc.presented(s, at: 0.25) { $0.path } === a)
        #expect(sc.presented(s, at: 0.75) { $0.path } === b)
    }

    @Test func keyframesAndSpringsOnShapeKeys() {
        let sc = Scrubber()
        let s = sc.make(CAShapeLayer())
        let k = CAKeyframeAnimation(keyPath: "strokeStart")
        k.values = [0, 0.5, 0.2]
        k.duration = 1
        sc.add(k, to: s, key: "k")
        #expect(approx(sc.presented(s, at: 0.25) { $0.strokeStart }, 0.25))
        #expect(approx(sc.presented(s, at: 0.75) { $0.strokeStart }, 0.35))
    }
}

/// strokeStart / strokeEnd as fractions of the whole path's length.
@Suite struct PathTrimTests {
    func length(_ e: [_PathElement]) -> CGFloat { CGFloat(_PathMeasure(e).total) }

    @Test func fractionsRunAcrossEverySubpath() {
        let p = CGMutablePath()
        p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 0))
        p.move(to: CGPoint(x: 0, y: 5)); p.addLine(to: CGPoint(x: 30, y: 5))
        let e = p._elements
        #expect(_PathTrim.trimmed(e, from: 0, to: 0.25) == [.move(.zero), .line(CGPoint(x: 10, y: 0))])
        #expect(_PathTrim.trimmed(e, from: 0, to: 0.5) == [.move(.zero), .line(CGPoint(x: 10, y: 0)),
                                                          .move(CGPoint(x: 0, y: 5)), .line(CGPoint(x: 10, y: 5))])
        #expect(_PathTrim.trimmed(e, from: 0.5, to: 1) == [.move(CGPoint(x: 10, y: 5)), .line(CGPoint(x: 30, y: 5))])
        #expect(_PathTrim.trimmed(e, from: 0.6, to: 0.4).isEmpty, "strokeStart after strokeEnd draws nothing")
        #expect(_PathTrim.trimmed(e, from: -1, to: 2) == e, "clamped to 0...1")
    }

    @Test func aWholeClosedSubpathKeepsItsClose() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        p.move(to: CGPoint(x: 20, y: 0)); p.addLine(to: CGPoint(x: 60, y: 0))
        let e = p._elements
        let half = _PathTrim.trimmed(e, from: 0, to: 0.5)
        #expect(half == CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)._elements,
                "the square is kept whole and closed; the line has not started")
        let more = _PathTrim.trimmed(e, from: 0, to: 0.75)
        #expect(more.suffix(2) == [.move(CGPoint(x: 20, y: 0)), .line(CGPoint(x: 40, y: 0))])
    }

    @Test func curvesAreCutAtTheirArcLength() {
        let e = circlePath(.zero, 10)._elements
        let total = length(e)
        #expect(approx(total, 2 * .pi * 10, 0.05))
        let quarter = _PathTrim.trimmed(e, from: 0, to: 0.25)
        #expect(approx(length(quarter), total / 4, 0.05))
        #expect(!quarter.contains(.close), "cut open")
        let middle = _PathTrim.trimmed(e, from: 0.3, to: 0.6)
        #expect(approx(length(middle), total * 0.3, 0.05))
        for el in quarter { if case .line = el { Issue.record("curves stay curves: \(el)") } }
    }
}

/// Drawing: the same pixels as CGContext for the same path, goldens for
/// the stroke's parts, and bad input surviving.
@Suite struct ShapeLayerRenderTests: GoldenScene {
    func star(_ c: CGPoint, _ r: CGFloat) -> CGPath {
        let p = CGMutablePath()
        for i in 0..<10 {
            let a = CGFloat(i) * .pi / 5 - .pi / 2, rr = i % 2 == 0 ? r : r * 0.45
            let q = CGPoint(x: c.x + rr * cos(a), y: c.y + rr * sin(a))
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.closeSubpath()
        return p
    }

    /// A shape layer draws what CGContext's fillPath and strokePath draw
    /// for the same path and style.
    @Test func agreesWithCGContext() throws {
        let path = star(CGPoint(x: 60, y: 50), 40)
        let frame = render(width: 120, height: 100) { root in
            let s = CAShapeLayer()
            s.frame = root.bounds
            s.path = path
            s.fillColor = rgb(0.2, 0.6, 1)
            s.strokeColor = rgb(0.8, 0.1, 0.1)
            s.lineWidth = 5
            s.lineJoin = .round
            root.addSublayer(s)
        }
        let ctx = try #require(CGContext(data: nil, width: 120, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        ctx.setFillColor(CGColor(gray: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 120, height: 100))
        ctx.translateBy(x: 0, y: 100)
        ctx.scaleBy(x: 1, y: -1)
        ctx.addPath(path)
        ctx.setFillColor(rgb(0.2, 0.6, 1))
        ctx.fillPath()
        ctx.addPath(path)
        ctx.setStrokeColor(rgb(0.8, 0.1, 0.1))
        ctx.setLineWidth(5)
        ctx.setLineJoin(.round)
        ctx.strokePath()
        let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
        var worst = 0
        for y in 0..<100 {
            for x in 0..<120 {
                let q = pixelChannels(frame[x, y])
                let o = bytes + y * ctx.bytesPerRow + x * 4
                worst = max(worst, abs(Int(q.r) - Int(o[0])), abs(Int(q.g) - Int(o[1])), abs(Int(q.b) - Int(o[2])))
            }
        }
        #expect(worst <= 2, "worst channel difference \(worst)/255")
    }

    @Test func strokeEndAtAQuarterAHalfAndWhole() {
        let frame = render(width: 240, height: 80) { root in
            for (i, end) in [CGFloat(0.25), 0.5, 1].enumerated() {
                let s = CAShapeLayer()
                s.frame = CGRect(x: CGFloat(i) * 80, y: 0, width: 80, height: 80)
                s.path = circlePath(CGPoint(x: 40, y: 40), 28)
                s.fillColor = nil
                s.strokeColor = rgb(0.1, 0.5, 0.9)
                s.lineWidth = 8
                s.lineCap = .round
                s.strokeEnd = end
                root.addSublayer(s)
            }
        }
        GoldenImage.expectMatches(frame, "shape-stroke-end")
    }

    @Test func dashesCapsAndJoins() {
        let frame = render(width: 240, height: 120) { root in
            let caps: [CAShapeLayerLineCap] = [.butt, .round, .square]
            let joins: [CAShapeLayerLineJoin] = [.miter, .round, .bevel]
            for i in 0..<3 {
                let s = CAShapeLayer()
                s.frame = CGRect(x: CGFloat(i) * 80, y: 0, width: 80, height: 120)
                let p = CGMutablePath()
                p.move(to: CGPoint(x: 15, y: 50)); p.addLine(to: CGPoint(x: 40, y: 15)); p.addLine(to: CGPoint(x: 65, y: 50))
                p.move(to: CGPoint(x: 15, y: 75)); p.addLine(to: CGPoint(x: 65, y: 75))
                p.move(to: CGPoint(x: 15, y: 100)); p.addLine(to: CGPoint(x: 65, y: 100))
                s.path = p
                s.fillColor = nil
                s.strokeColor = rgb(0.15, 0.15, 0.2)
                s.lineWidth = 9
                s.lineCap = caps[i]
                s.lineJoin = joins[i]
                root.addSublayer(s)
                // The dashed twin over the last line.
                let d = CAShapeLayer()
                d.frame = s.frame
                let q = CGMutablePath()
                q.move(to: CGPoint(x: 10, y: 100)); q.addLine(to: CGPoint(x: 70, y: 100))
                d.path = q
                d.strokeColor = rgb(1, 0.4, 0)
                d.lineWidth = 3
                d.lineDashPattern = [6, 3]
                d.lineDashPhase = CGFloat(i) * 3
                d.lineCap = caps[i]
                root.addSublayer(d)
            }
        }
        GoldenImage.expectMatches(frame, "shape-caps-joins-dashes")
    }

    /// The fill rule, a shadow that follows the painted shape, opacity,
    /// masksToBounds clipping the path, and a shape layer as a mask.
    @Test func fillRulesShadowsAndMasks() {
        let frame = render(width: 240, height: 100) { root in
            let even = CAShapeLayer()
            even.frame = CGRect(x: 0, y: 0, width: 80, height: 100)
            even.path = star(CGPoint(x: 40, y: 50), 34)
            let doubled = CGMutablePath()
            doubled.addPath(circlePath(CGPoint(x: 40, y: 50), 30))
            doubled.addPath(circlePath(CGPoint(x: 40, y: 50), 15))
            even.path = doubled
            even.fillRule = .evenOdd
            even.fillColor = rgb(0.9, 0.3, 0.3)
            even.shadowOpacity = 0.6
            even.shadowRadius = 3
            even.shadowOffset = CGSize(width: 3, height: 4)
            root.addSublayer(even)
            let clipped = CAShapeLayer()
            clipped.frame = CGRect(x: 95, y: 20, width: 50, height: 60)
            clipped.backgroundColor = rgb(0.9, 0.9, 0.9)
            clipped.masksToBounds = true
            clipped.path = star(CGPoint(x: 25, y: 30), 40)
            clipped.fillColor = rgb(0.2, 0.5, 0.2)
            clipped.opacity = 0.7
            root.addSublayer(clipped)
            let masked = CALayer()
            masked.frame = CGRect(x: 160, y: 10, width: 80, height: 80)
            masked.backgroundColor = rgb(0.3, 0.3, 0.9)
            let m = CAShapeLayer()
            m.frame = masked.bounds
            m.path = star(CGPoint(x: 40, y: 40), 38)
            masked.mask = m
            root.addSublayer(masked)
        }
        GoldenImage.expectMatches(frame, "shape-fill-shadow-mask")
    }

    @Test func badInputIsSurvived() {
        let messages = diagnostics {
            let frame = render(width: 60, height: 60, reference: false) { root in
                let empty = CAShapeLayer()
                empty.frame = root.bounds
                empty.path = CGMutablePath()
                empty.strokeColor = rgb(1, 0, 0)
                root.addSublayer(empty)
                let nan = CAShapeLayer()
                let bad = CGMutablePath()
                bad.move(to: .zero); bad.addLine(to: CGPoint(x: CGFloat.nan, y: 4))
                nan.path = bad
                root.addSublayer(nan)
                let backwards = CAShapeLayer()
                backwards.frame = root.bounds
                backwards.path = circlePath(CGPoint(x: 30, y: 30), 20)
                backwards.fillColor = nil
                backwards.strokeColor = rgb(1, 0, 0)
                backwards.strokeStart = 0.8
                backwards.strokeEnd = 0.2
                root.addSublayer(backwards)
                let negative = CAShapeLayer()
                negative.frame = root.bounds
                negative.path = circlePath(CGPoint(x: 30, y: 30), 10)
                negative.fillColor = nil
                negative.strokeColor = rgb(1, 0, 0)
                negative.lineWidth = -3
                root.addSublayer(negative)
                let fine = CALayer()
                fine.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                fine.backgroundColor = rgb(0, 0, 1)
                root.addSublayer(fine)
            }
            #expect(pixelChannels(frame[5, 5]).b == 255, "the rest of the tree renders")
            #expect(pixelChannels(frame[30, 10]) == (255, 255, 255, 255), "nothing drawn for the bad shapes")
        }
        #expect(messages.count == 1 && messages[0].contains("non-finite"), "\(messages)")
    }

    @Test func aMillionPointPathRenders() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        for i in 0..<1_000_000 {
            let t = CGFloat(i) / 1_000_000
            p.addLine(to: CGPoint(x: 10 + 40 * t, y: 30 + 20 * sin(t * 200)))
        }
        let frame = render(width: 60, height: 60, reference: false) { root in
            let s = CAShapeLayer()
            s.frame = root.bounds
            s.path = p
            s.fillColor = nil
            s.strokeColor = rgb(0, 0, 0)
            s.strokeEnd = 0.5
            root.addSublayer(s)
        }
        #expect(pixelChannels(frame[30, 30]).a == 255)
    }
}
