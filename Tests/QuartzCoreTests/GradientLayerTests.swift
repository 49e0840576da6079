import Raster
import Testing
@testable import QuartzCore

@Suite struct GradientLayerPropertyTests {
    @Test func defaultsAreApples() {
        let g = CAGradientLayer()
        #expect(g.colors == nil && g.locations == nil)
        #expect(g.startPoint == CGPoint(x: 0.5, y: 0) && g.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(g.type == .axial)
        #expect(CAGradientLayer.defaultValue(forKey: "startPoint") as? CGPoint == CGPoint(x: 0.5, y: 0))
    }

    @Test func everyPropertyThroughKeyValueCoding() {
        let g = CAGradientLayer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        g.setValue([red, blue], forKey: "colors")
        g.setValue([0, 0.5], forKey: "locations")
        g.setValue(CGPoint(x: 0, y: 0), forKey: "startPoint")
        g.setValue(CGPoint(x: 1, y: 1), forKey: "endPoint")
        g.setValue("radial", forKey: "type")
        #expect((g.colors as? [CGColor]) == [red, blue])
        #expect(g.locations == [0, 0.5])
        #expect(g.startPoint == .zero && g.endPoint == CGPoint(x: 1, y: 1))
        #expect(g.type == .radial)
        #expect((g.value(forKey: "colors") as? [CGColor])?.count == 2)
        #expect(g.value(forKey: "endPoint") as? CGPoint == CGPoint(x: 1, y: 1))
    }

    @Test func mismatchedAndUnsortedLocationsAreReported() {
        let g = CAGradientLayer()
        let m = diagnostics {
            g.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
            g.locations = [0, 0.5, 1]
            g.locations = [0.8, 0.2]
            g.colors = ["not a colour"]
        }
        #expect(m.count == 3, "\(m)")
        #expect(m[0].contains("differ in length"))
        #expect(m[1].contains("ascending"))
        #expect(m[2].contains("colors"))
        #expect(g.colors?.count == 2, "a bad value leaves the old one")
    }
}

@Suite struct GradientLayerAnimationTests {
    @Test func everyPropertyAnimatesImplicitlyButType() {
        let root = CALayer()
        let g = CAGradientLayer()
        root.addSublayer(g)
        CATransaction.flush()
        g.colors = [CGColor(gray: 0, alpha: 1)]
        g.locations = [0.5]
        g.startPoint = .zero
        g.endPoint = CGPoint(x: 1, y: 0)
        g.type = .conic
        for key in ["colors", "locations", "startPoint", "endPoint"] {
            #expect(g.animation(forKey: key) != nil, "\(key)")
        }
        #expect(g.animation(forKey: "type") == nil)
    }

    @Test func coloursAndLocationsInterpolateElementByElement() throws {
        let sc = Scrubber()
        let g = sc.make(CAGradientLayer())
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1), white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        sc.add(basic("colors", from: [black, white], to: [white, black]), to: g, key: "c")
        sc.add(basic("locations", from: [0, 1], to: [0.5, 1]), to: g, key: "l")
        sc.add(basic("startPoint.x", from: 0, to: 1), to: g, key: "s")
        sc.at(0.25)
        let p = try #require(g.presentation())
        let colors = try #require(p.colors as? [CGColor])
        #expect(approx(colors[0].components![0], 0.25) && approx(colors[1].components![0], 0.75))
        #expect(p.locations.map { $0.map(\.doubleValue) } == [0.125, 1])
        #expect(approx(p.startPoint.x, 0.25))
    }
}

@Suite struct GradientLayerRenderTests: GoldenScene {
    func colours() -> [CGColor] {
        [rgb(0.95, 0.3, 0.2), rgb(1, 0.85, 0.2), rgb(0.2, 0.6, 0.95)]
    }

    @Test func axialRadialAndConicWithLocations() {
        let frame = render(width: 240, height: 90) { root in
            for (i, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
                let g = CAGradientLayer()
                g.frame = CGRect(x: 5 + CGFloat(i) * 80, y: 5, width: 70, height: 80)
                g.colors = colours()
                g.locations = [0, 0.3, 1]
                g.type = type
                switch type {
                case .axial: g.startPoint = .zero; g.endPoint = CGPoint(x: 1, y: 1)
                case .radial: g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 1)
                default: g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 0.5)
                }
                g.cornerRadius = 14
                g.backgroundColor = rgb(0.2, 0.2, 0.2)
                g.borderWidth = 2
                g.borderColor = rgb(0.1, 0.1, 0.1)
                root.addSublayer(g)
            }
        }
        GoldenImage.expectMatches(frame, "gradient-types")
    }

    /// Axial: t is the projection on the start–end line; the end colours
    /// extend past the ends.
    @Test func axialColoursFollowTheLine() {
        let frame = render(width: 100, height: 10) { root in
            let g = CAGradientLayer()
            g.frame = root.bounds
            g.colors = [rgb(0, 0, 0), rgb(1, 1, 1)]
            g.startPoint = CGPoint(x: 0.2, y: 0.5)
            g.endPoint = CGPoint(x: 0.8, y: 0.5)
            root.addSublayer(g)
        }
        #expect(pixelChannels(frame[5, 5]).r == 0, "before the start: the first colour")
        #expect(pixelChannels(frame[95, 5]).r == 255, "after the end: the last colour")
        let mid = Int(pixelChannels(frame[50, 5]).r)
        #expect(abs(mid - 146) <= 2, "half way: Generic RGB's half grey, as iOS draws it (\(mid))")
    }

    /// iOS's own picture of a red-to-yellow gradient layer (swift-snapshot-
    /// testing's reference, 300 pixels tall at @3x): the mean green of
    /// rows 0, 50, 150, 250 and 299 (the mean undoes iOS's dither), and
    /// red all the way. Blended in sRGB the green would start at 0 and be
    /// 128 half way.
    @Test func redToYellowIsIOSs() {
        let frame = render(width: 16, height: 300) { root in
            let g = CAGradientLayer()
            g.frame = root.bounds
            g.colors = [rgb(1, 0, 0), rgb(1, 1, 0)]
            root.addSublayer(g)
        }
        for (row, green) in [(0, 37.8), (50, 67.5), (150, 147.4), (250, 218.9), (299, 251.0)] {
            var g = 0.0, r = 0.0
            for x in 0..<16 { g += Double(pixelChannels(frame[x, row]).g); r += Double(pixelChannels(frame[x, row]).r) }
            #expect(abs(g / 16 - green) <= 1.6, "row \(row): green \(g / 16), iOS's \(green)")
            #expect(r / 16 >= 253.5, "row \(row): red \(r / 16)")
        }
    }

    /// A 720 px ramp over 256 levels would show flat 3 px steps; the
    /// dither keeps every 4×4 block's mean on the ramp (iOS's blend).
    @Test func aLongRampDoesNotBand() {
        let width = 720
        let frame = render(width: width, height: 8) { root in
            let g = CAGradientLayer()
            g.frame = root.bounds
            g.colors = [rgb(0.2, 0.2, 0.2), rgb(0.5, 0.5, 0.5)]
            g.startPoint = CGPoint(x: 0, y: 0.5)
            g.endPoint = CGPoint(x: 1, y: 0.5)
            root.addSublayer(g)
        }
        var worst = 0.0
        for bx in stride(from: 0, to: width, by: 4) {
            var sum = 0.0
            for y in 0..<4 { for x in bx..<(bx + 4) { sum += Double(pixelChannels(frame[x, y]).g) } }
            let grey = _GradientColorSpace.blend(_Color(r: 0.2, g: 0.2, b: 0.2, a: 1), _Color(r: 0.5, g: 0.5, b: 0.5, a: 1),
                                                 (CGFloat(bx) + 2) / CGFloat(width))
            let ideal = Double(grey.g) * 255
            worst = max(worst, abs(sum / 16 - ideal))
        }
        #expect(worst < 0.3, "worst 4×4 block mean off the ramp by \(worst)")
    }

    @Test func animatedColoursDamageTheLayer() {
        let root = committedScene(width: 40, height: 40) { root in
            let g = CAGradientLayer()
            g.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            g.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
            root.addSublayer(g)
        }
        let g = root.sublayers![0] as! CAGradientLayer
        let tracker = _DamageTracker()
        let target = Surface(width: 40, height: 40)!
        let t0 = CACurrentMediaTime()
        tracker.renderFrame(root, into: target, at: t0)
        #expect(tracker.renderFrame(root, into: target, at: t0 + 0.1).isEmpty, "idle: nothing damaged")
        let a = CABasicAnimation(keyPath: "colors")
        a.fromValue = [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)]
        a.toValue = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        a.duration = 10
        g.add(a, forKey: "c")
        CATransaction.flush()
        let t = CACurrentMediaTime() + 1
        let rects = tracker.renderFrame(root, into: target, at: t)
        #expect(!rects.isEmpty)
        #expect(rects.allSatisfy { $0.x0 >= 7 && $0.x1 <= 33 }, "only the gradient's box: \(rects)")
        #expect(sameBytes(target, renderedFrame(root, at: t)), "a tracked frame is the whole frame")
    }
}
