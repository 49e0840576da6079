import Testing
@testable import QuartzCore

/// `transform.translation` as real code animates it: Core Animation takes
/// a point there as well as a size (x and y, z zero), and follows a
/// keyframe animation's `path` on it as it does on `position` (lottie-ios
/// animates nearly every position that way).
@MainActor
@Suite struct TranslationValueTests {
    @Test func keyframePathOnTranslationFollowsThePath() {
        let s = Scrubber()
        let l = s.layer { $0.bounds = CGRect(x: 0, y: 0, width: 10, height: 10) }
        let a = CAKeyframeAnimation(keyPath: "transform.translation")
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 20))
        path.addLine(to: CGPoint(x: 110, y: 20))
        path.addLine(to: CGPoint(x: 110, y: 120))
        a.path = path
        a.calculationMode = .paced
        a.duration = 2
        s.add(a, to: l)
        let half = s.presented(l, at: 1) { $0.transform }
        #expect(abs(half.m41 - 110) < 1e-6 && abs(half.m42 - 20) < 1e-6)
        let quarter = s.presented(l, at: 0.5) { $0.transform }
        #expect(abs(quarter.m41 - 60) < 1e-6 && abs(quarter.m42 - 20) < 1e-6)
        #expect(quarter.m43 == 0 && quarter.m11 == 1)
        let tx = s.presented(l, at: 1.5) { $0.value(forKeyPath: "transform.translation.y") as? CGFloat }
        #expect(tx.map { abs($0 - 70) < 1e-6 } == true)
    }

    /// lottie-ios closes every position path and gives key times for the
    /// points before the close: the animation ends at the last of them,
    /// silently, and never runs the closing line.
    @Test func keyTimesForTheOpenPartOfAClosedPath() {
        let s = Scrubber()
        let l = s.layer()
        let a = CAKeyframeAnimation(keyPath: "transform.translation")
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 50))
        path.closeSubpath()
        a.path = path
        a.keyTimes = [0, 0.5, 1]
        a.duration = 1
        let reports = _Diagnostics.capture { s.add(a, to: l) }.messages
        #expect(reports.isEmpty)
        let m = s.presented(l, at: 0.75) { $0.transform }
        #expect(abs(m.m41 - 100) < 1e-6 && abs(m.m42 - 25) < 1e-6)
        let end = s.presented(l, at: 0.999) { $0.transform }
        #expect(abs(end.m41 - 100) < 1e-6 && abs(end.m42 - 50) < 0.5)
    }

    /// A path of one point (a move, closed) holds the layer there, as a
    /// position keyframe that does not move does in lottie-ios's files.
    @Test func aOnePointPathHoldsTheLayerThere() {
        let s = Scrubber()
        let l = s.layer()
        let a = CAKeyframeAnimation(keyPath: "transform.translation")
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 30, y: 40))
        path.closeSubpath()
        a.path = path
        a.keyTimes = [0]
        a.duration = 1
        let reports = _Diagnostics.capture { s.add(a, to: l) }.messages
        #expect(reports.isEmpty)
        let m = s.presented(l, at: 0.5) { $0.transform }
        #expect(m.m41 == 30 && m.m42 == 40)
    }

    @Test func pointValuesOnTranslationAreTaken() {
        let s = Scrubber()
        let l = s.layer()
        let reports = _Diagnostics.capture {
            s.add(basic("transform.translation", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 40, y: -20)), to: l)
            let k = CAKeyframeAnimation(keyPath: "transform.translation")
            k.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)]
            k.isAdditive = true
            k.duration = 1
            s.add(k, to: l, key: "k")
        }.messages
        #expect(reports.isEmpty)
        let m = s.presented(l, at: 0.5) { $0.transform }
        #expect(abs(m.m41 - 25) < 1e-6 && abs(m.m42 - -5) < 1e-6)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.setValue(CGPoint(x: 3, y: 4), forKeyPath: "transform.translation")
        CATransaction.commit()
        #expect(l.transform.m41 == 3 && l.transform.m42 == 4 && l.transform.m43 == 0)
    }

    @Test func emptyGradientLocationsAreSilent() {
        let g = CAGradientLayer()
        let reports = _Diagnostics.capture {
            g.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
            g.locations = []
        }.messages
        #expect(reports.isEmpty)
        #expect(g.locations?.isEmpty == true)
    }
}

/// `render(in:)` of a presentation copy draws the presented subtree, as
/// snapshot code (lottie-ios's tests among it) renders
/// `layer.presentation()` to see animations in flight.
@MainActor
@Suite struct PresentationRenderTests {
    @Test func aPresentationCopyRendersItsSublayersAndMask() {
        let s = Scrubber()
        let holder = s.layer {
            $0.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            $0.anchorPoint = .zero
        }
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        child.anchorPoint = .zero
        child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 25, height: 40)
        mask.backgroundColor = CGColor(gray: 0, alpha: 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        holder.addSublayer(child)
        holder.mask = mask
        CATransaction.commit()
        s.add(basic("position.x", from: 0, to: 20), to: child)
        s.at(0.5)
        func ink(_ l: CALayer) -> [Bool] {
            let ctx = CGContext(data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            l.render(in: ctx)
            // A bitmap context is y up: the layer's top rows are its last.
            // At x = 5, 12 and 28 (the mask keeps x < 25).
            return [5, 12, 28].map { ctx._surface[$0, 35] != 0 }
        }
        #expect(ink(holder.presentation()!) == [false, true, false], "half way: the child at x 10...30")
        #expect(ink(holder) == [true, true, false], "the model: the child at x 0...20")
    }
}
