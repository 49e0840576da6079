import Testing
import Raster
@testable import QuartzCore

/// Five behaviours pinned to the sentences of Apple's documentation that
/// define them. Each test names the sentence it pins.

// MARK: CAAnimationGroup.timingFunction

@Suite struct GroupTimingFunctionTests {
    /// CAAnimationGroup: the grouped animations "run in the time space
    /// specified by the CAAnimationGroup instance"; the Core Animation
    /// Cookbook: "the animation group's timing function and duration take
    /// precedence".
    @Test func theGroupsCurveMapsTimeBeforeTheChildrenSeeIt() {
        let s = Scrubber()
        let l = s.layer()
        let g = CAAnimationGroup()
        g.duration = 1
        g.timingFunction = CAMediaTimingFunction(name: .easeIn)
        g.animations = [basic("opacity", from: 0, to: 1)]
        s.add(g, to: l)
        #expect(approx(CGFloat(s.presented(l, at: 0.5) { $0.opacity }), 0.31536, 1e-4), "easeIn(0.5)")
        #expect(approx(CGFloat(s.presented(l, at: 0.25) { $0.opacity }), CGFloat(CAMediaTimingFunction(name: .easeIn)._solve(0.25)), 1e-6))
        #expect(s.presented(l, at: 1) { $0.opacity } == 1, "ends exactly at the child's end")
    }

    /// The Cookbook's recipe: one overall curve for a keyframe animation by
    /// grouping it and setting the group's timing function.
    @Test func aKeyframeAnimationTakesTheGroupsOverallCurve() {
        let s = Scrubber()
        let l = s.layer()
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = [0, 50, 100]
        k.duration = 2
        let g = CAAnimationGroup()
        g.duration = 2
        g.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        g.animations = [k]
        s.add(g, to: l)
        #expect(approx(s.presented(l, at: 0.5) { $0.position.x }, 12.916, 1e-2), "easeInEaseOut(0.25) of 100")
        #expect(approx(s.presented(l, at: 1) { $0.position.x }, 50, 1e-5), "the curve is symmetric")
        #expect(approx(s.presented(l, at: 1.5) { $0.position.x }, 87.084, 1e-2))
    }

    /// The curve acts within each cycle, and an autoreversing group plays
    /// its eased time backwards.
    @Test func theCurveAppliesPerCycleAndReverses() {
        let s = Scrubber()
        let l = s.layer()
        let g = CAAnimationGroup()
        g.duration = 1
        g.autoreverses = true
        g.timingFunction = CAMediaTimingFunction(name: .easeIn)
        g.animations = [basic("position.x", from: 0, to: 100)]
        s.add(g, to: l)
        #expect(approx(s.presented(l, at: 0.5) { $0.position.x }, 31.536, 1e-2))
        #expect(approx(s.presented(l, at: 1.5) { $0.position.x }, 31.536, 1e-2), "the mirror of the forward half")
    }

    /// Groups nest: each level's curve applies on the way down.
    @Test func nestedGroupsComposeTheirCurves() {
        let s = Scrubber()
        let l = s.layer()
        let inner = CAAnimationGroup()
        inner.duration = 1
        inner.timingFunction = CAMediaTimingFunction(name: .easeIn)
        inner.animations = [basic("opacity", from: 0, to: 1)]
        let outer = CAAnimationGroup()
        outer.duration = 1
        outer.timingFunction = CAMediaTimingFunction(name: .easeOut)
        outer.animations = [inner]
        s.add(outer, to: l)
        let easeIn = CAMediaTimingFunction(name: .easeIn), easeOut = CAMediaTimingFunction(name: .easeOut)
        let expected = easeIn._solve(easeOut._solve(0.5))
        #expect(approx(CGFloat(s.presented(l, at: 0.5) { $0.opacity }), CGFloat(expected), 1e-5))
    }
}

// MARK: Cubic keyframes of every value type

@Suite struct CubicKeyframeValueTypeTests {
    func cubic(_ keyPath: String, _ values: [Any]) -> CAKeyframeAnimation {
        let k = CAKeyframeAnimation(keyPath: keyPath)
        k.values = values
        k.calculationMode = .cubic
        k.duration = 1
        return k
    }

    /// CAKeyframeAnimation `.cubic`: "a Catmull-Rom spline" through the
    /// keyframes (Kochanek–Bartels with tension, continuity and bias 0).
    /// For 0, 10, 40, 90 half way the spline is at 22.5, whatever the type.
    @Test func transformsFollowTheSameSplineAsNumbers() {
        let s = Scrubber()
        let numbers = s.layer(), transforms = s.layer(), points = s.layer()
        s.add(cubic("position.x", [0, 10, 40, 90]), to: numbers)
        s.add(cubic("transform", [0, 10, 40, 90].map { CATransform3DMakeTranslation(CGFloat($0), 0, 0) }), to: transforms)
        s.add(cubic("position", [0, 10, 40, 90].map { CGPoint(x: CGFloat($0), y: CGFloat(2 * $0)) }), to: points)
        s.at(0.5)
        let x = numbers.presentation()!.position.x
        #expect(approx(x, 22.5, 1e-9))
        let m = transforms.presentation()!.transform
        #expect(approx(m.m41, 22.5, 1e-9), "not 170: the spline runs through the translation, not matrix products")
        #expect(approx(m, CATransform3DMakeTranslation(22.5, 0, 0), 1e-9))
        #expect(approx(points.presentation()!.position, CGPoint(x: 22.5, y: 45), 1e-9))
    }

    /// 0, 10, 10 three quarters of the way: the spline overshoots a little
    /// past 10 (10.625), as it does for numbers, instead of reaching 30.
    @Test func aFlatEndOvershootsAsNumbersDo() {
        let s = Scrubber()
        let numbers = s.layer(), transforms = s.layer()
        s.add(cubic("position.x", [0, 10, 10]), to: numbers)
        s.add(cubic("transform", [0, 10, 10].map { CATransform3DMakeTranslation(CGFloat($0), 0, 0) }), to: transforms)
        s.at(0.75)
        #expect(approx(numbers.presentation()!.position.x, 10.625, 1e-9))
        #expect(approx(transforms.presentation()!.transform.m41, 10.625, 1e-9))
    }

    /// Rotations spline through their angle: evenly spaced turns about z
    /// stay between their neighbours and pass each keyframe exactly.
    @Test func rotationsStayOnTheSplineAndHitTheirKeyframes() {
        let s = Scrubber()
        let l = s.layer()
        let angles: [CGFloat] = [0, .pi / 6, .pi / 3, .pi / 2]
        s.add(cubic("transform", angles.map { CATransform3DMakeRotation($0, 0, 0, 1) }), to: l)
        for (i, a) in angles.enumerated() {
            let m = s.presented(l, at: Double(i) / 3) { $0.transform }
            #expect(approx(m, CATransform3DMakeRotation(a, 0, 0, 1), 1e-9), "keyframe \(i)")
        }
        let mid = s.presented(l, at: 0.5) { $0.transform }
        #expect(approx(atan2(mid.m12, mid.m11), .pi / 4, 2e-3), "half way between 30 and 60 degrees")
        #expect(approx(mid.m11 * mid.m11 + mid.m12 * mid.m12, 1, 1e-9), "still a rotation, not a shrink")
    }

    /// Scaled transforms: the spline acts on the scale factors.
    @Test func scalesSplineThroughTheirFactors() {
        let s = Scrubber()
        let numbers = s.layer(), transforms = s.layer()
        let factors: [CGFloat] = [1, 2, 4, 3]
        s.add(cubic("opacity", factors), to: numbers)
        s.add(cubic("transform", factors.map { CATransform3DMakeScale($0, $0, 1) }), to: transforms)
        s.at(0.4)
        let expected = CGFloat(numbers.presentation()!.opacity)
        #expect(approx(transforms.presentation()!.transform.m11, expected, 1e-5))
    }

    /// Paths (same elements) spline point by point, like points do.
    @Test func pathsSplinePointByPoint() {
        let s = Scrubber()
        let l = s.layer()
        func line(_ x: CGFloat) -> CGPath {
            let p = CGMutablePath()
            p.move(to: CGPoint(x: x, y: 0))
            p.addLine(to: CGPoint(x: 2 * x, y: 5))
            return p
        }
        l.setValue(line(0), forKey: "shape")
        s.add(cubic("shape", [line(0), line(10), line(40), line(90)]), to: l)
        s.at(0.5)
        let path = l.presentation()!.value(forKey: "shape") as! CGPath
        #expect(approx(path.currentPoint, CGPoint(x: 45, y: 5), 1e-9), "the end point's x is the spline of 0, 20, 80, 180")
    }
}

// MARK: isCumulative along a path

@Suite struct CumulativePathKeyframeTests {
    func along(_ configure: (CAKeyframeAnimation) -> Void = { _ in }) -> CAKeyframeAnimation {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 20))
        let k = CAKeyframeAnimation(keyPath: "position")
        k.path = path
        k.duration = 1
        k.repeatCount = 3
        k.isCumulative = true
        configure(k)
        return k
    }

    /// CAPropertyAnimation.isCumulative: "the value of the property is the
    /// value at the end of the previous repeat cycle, plus the value of the
    /// current repeat cycle" — for a path as for values.
    @Test func eachCycleStartsWhereThePathLastEnded() {
        let s = Scrubber()
        let l = s.layer()
        s.add(along(), to: l)
        #expect(approx(s.presented(l, at: 1.5) { $0.position }, CGPoint(x: 15, y: 30), 1e-9))
        #expect(approx(s.presented(l, at: 2.5) { $0.position }, CGPoint(x: 25, y: 50), 1e-9))
    }

    @Test func additiveAndCumulativeAlongThePath() {
        let s = Scrubber()
        let l = s.layer { $0.position = CGPoint(x: 100, y: 100) }
        s.add(along { $0.isAdditive = true }, to: l)
        #expect(approx(s.presented(l, at: 1.5) { $0.position }, CGPoint(x: 115, y: 130), 1e-9))
    }

    /// Every calculation mode accumulates along a path, discrete included.
    @Test func discreteAndPacedModesAccumulateToo() {
        for mode in [CAAnimationCalculationMode.discrete, .paced, .cubicPaced] {
            let s = Scrubber()
            let l = s.layer()
            s.add(along { $0.calculationMode = mode }, to: l)
            let p = s.presented(l, at: 1.25) { $0.position }
            #expect(p.x >= 10 && p.y >= 20, "\(mode.rawValue): the second cycle starts from the path's end, got \(p)")
        }
    }
}

// MARK: isGeometryFlipped

@Suite struct GeometryFlippedConversionTests {
    func tree() -> (root: CALayer, flipped: CALayer, child: CALayer) {
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let flipped = layer("flipped", frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        flipped.isGeometryFlipped = true
        let child = CALayer()
        child.name = "child"
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        child.position = CGPoint(x: 30, y: 17)
        root.addSublayer(flipped)
        flipped.addSublayer(child)
        return (root, flipped, child)
    }

    /// CALayer.position: "the layer's position in its superlayer's
    /// coordinate space" — which stays true when the superlayer is flipped.
    @Test func aSublayersAnchorConvertsToItsPosition() {
        let (_, flipped, child) = tree()
        #expect(approx(child.convert(CGPoint(x: 10, y: 10), to: flipped), CGPoint(x: 30, y: 17)), "not mirrored to 83")
        #expect(approx(flipped.convert(CGPoint(x: 30, y: 17), to: child), CGPoint(x: 10, y: 10)))
        #expect(approx(child.convert(child.bounds, to: flipped), child.frame))
    }

    /// CALayer.isGeometryFlipped: "whether the geometry of the layer and
    /// its sublayers is flipped vertically" — so the flipped layer's own
    /// bounds origin, seen from its unflipped parent, is at its far edge.
    @Test func theFlippedLayersOriginIsAtItsFarEdge() {
        let (root, flipped, _) = tree()
        #expect(approx(flipped.convert(CGPoint.zero, to: root), CGPoint(x: 20, y: 130)))
        #expect(approx(flipped.convert(flipped.bounds, to: root), flipped.frame), "the bounds map onto the frame")
        #expect(approx(root.convert(CGPoint(x: 20, y: 130), to: flipped), .zero))
    }

    /// Across the flipped level the sublayer is where it is drawn: mirrored.
    @Test func conversionsToTheRootAndHitTestingSeeTheMirror() {
        let (root, flipped, child) = tree()
        // The child's anchor at y 17 in the flipped layer is 100 − 17 = 83
        // from the flipped layer's top, so 30 + 83 in the root.
        #expect(approx(child.convert(CGPoint(x: 10, y: 10), to: root), CGPoint(x: 50, y: 113)))
        #expect(root.hitTest(CGPoint(x: 50, y: 113)) === child)
        #expect(root.hitTest(CGPoint(x: 50, y: 47)) === flipped, "the unmirrored place is empty")
    }

    /// A rotated flipped layer converts consistently both ways.
    @Test func rotatedFlippedLayersRoundTrip() {
        let (root, flipped, child) = tree()
        flipped.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
        for p in [CGPoint(x: 3, y: 4), CGPoint(x: 19, y: 0), CGPoint(x: -7, y: 12.5)] {
            let up = child.convert(p, to: root)
            #expect(approx(root.convert(up, to: child), p, 1e-9))
            #expect(approx(flipped.convert(child.convert(p, to: flipped), to: root), up, 1e-9), "level by level equals all at once")
        }
        let centre = child.convert(CGPoint(x: 10, y: 10), to: root)
        #expect(root.hitTest(centre) === child)
    }

    /// The renderer draws the sublayer where the conversions put it.
    @Test func renderingAgreesWithTheConversions() throws {
        let (root, _, child) = tree()
        child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let ctx = try #require(CGContext(data: nil, width: 200, height: 200, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        ctx.translateBy(x: 0, y: 200)
        ctx.scaleBy(x: 1, y: -1)
        root.render(in: ctx)
        func rgba(_ x: Int, _ row: Int) -> [Int] {
            let p = ctx.data!.assumingMemoryBound(to: UInt8.self) + row * ctx.bytesPerRow + x * 4
            return [Int(p[0]), Int(p[1]), Int(p[2]), Int(p[3])]
        }
        let centre = child.convert(CGPoint(x: 10, y: 10), to: root)
        #expect(rgba(Int(centre.x), Int(centre.y)) == [255, 0, 0, 255], "red where the child converts to")
        #expect(rgba(50, 47)[3] == 0, "nothing at the unmirrored place")
    }
}

// MARK: contentsAreFlipped

final class RecordingDrawer: NSObject, CALayerDelegate {
    var ctm: CGAffineTransform?
    var clip: CGRect?
    var color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctm = ctx.ctm
        clip = ctx.boundingBoxOfClipPath
        ctx.setFillColor(color)
        ctx.fill(layer.bounds)
    }
}

@Suite struct ContentsAreFlippedTests {
    /// CALayer.contentsAreFlipped(): "If the layer needs to flip its
    /// content, it returns true from this method and applies a y-flip
    /// transform to the graphics context before passing it to the layer's
    /// draw(in:) method." An iOS layer draws y-down, flipped from Quartz's
    /// y-up (the documentation's "false by default" is the Mac's, whose
    /// layers draw y-up): Core Text code that flips back when it is true
    /// (lottie-ios's text layers) draws upright only so.
    @Test func anIOSLayerDrawsFlippedAndSaysSo() throws {
        #expect(CALayer().contentsAreFlipped())
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        #expect(child.contentsAreFlipped())
        let plain = CALayer(), flipped = CALayer()
        flipped.isGeometryFlipped = true
        let a = RecordingDrawer(), b = RecordingDrawer()
        plain.delegate = a
        flipped.delegate = b
        for l in [plain, flipped] { l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10) }
        plain.display()
        flipped.display()
        #expect(!flipped.contentsAreFlipped())
        #expect(try #require(a.ctm).d < 0, "y-down, as iOS draws")
        #expect(try #require(b.ctm).d > 0, "flipped back to y-up")
        // Two flips cancel.
        let outer = CALayer(), inner = CALayer()
        outer.isGeometryFlipped = true
        inner.isGeometryFlipped = true
        outer.addSublayer(inner)
        #expect(inner.contentsAreFlipped())
    }

    /// "Similarly, the layer converts any rectangles passed to its
    /// setNeedsDisplay(_:) into the flipped coordinate space."
    @Test func setNeedsDisplayRectsRedrawOnlyTheirPixelsUnderTheSameRule() throws {
        for isFlipped in [false, true] {
            let l = CALayer()
            l.isGeometryFlipped = isFlipped
            let d = RecordingDrawer()
            l.delegate = d
            l.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            l.display()
            d.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
            l.displayIfNeeded()
            #expect(d.clip == CGRect(x: 0, y: 0, width: 5, height: 5), "draw(in:) sees the rect in bounds space")
            let s = try #require(l.contents as? CGImage)._surface
            // User (0, 0) is the top-left pixel y-down, the bottom-left y-up.
            let redrawnRow = isFlipped ? 17 : 2, keptRow = isFlipped ? 2 : 17
            #expect(pixelChannels(s[2, redrawnRow]).b == 255, "flipped \(isFlipped): the marked rect is redrawn")
            #expect(pixelChannels(s[2, keptRow]).r == 255, "flipped \(isFlipped): the mirrored rect keeps its pixels")
            #expect(pixelChannels(s[15, 10]).r == 255, "the rest keeps its pixels")
        }
    }

    /// A whole redraw after a partial one is whole again, and rects join.
    @Test func partialRectsJoinAndAWholeRedrawWins() {
        let l = CALayer()
        let d = RecordingDrawer()
        l.delegate = d
        l.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        l.display()
        l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        l.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
        l.displayIfNeeded()
        #expect(d.clip == CGRect(x: 0, y: 0, width: 15, height: 15))
        l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        l.setNeedsDisplay()
        l.displayIfNeeded()
        #expect(d.clip == l.bounds)
        l.setNeedsDisplay(CGRect(x: 1, y: 1, width: 0, height: 4))
        #expect(!l.needsDisplay(), "an empty rect marks nothing")
    }
}
