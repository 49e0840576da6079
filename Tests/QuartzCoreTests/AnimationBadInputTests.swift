import Testing
@testable import QuartzCore

/// Bad animation input: one diagnostic, Apple's fallback, and the layer's
/// other animations keep running.
@Suite struct AnimationBadInputTests {
    /// A layer with a healthy animation, to check it survives.
    func withHealthyAnimation(_ s: Scrubber) -> CALayer {
        let l = s.layer()
        s.add(basic("position.x", from: 0, to: 100), to: l, key: "healthy")
        return l
    }

    func healthyStillRuns(_ s: Scrubber, _ l: CALayer, _ line: Int = #line) {
        #expect(s.presented(l, at: s.now + 0) { $0.position.x } >= 0)
        #expect(l.animation(forKey: "healthy") != nil, "line \(line)")
    }

    @Test func badDurationsAndSpeedsFallBack() {
        let s = Scrubber()
        let l = withHealthyAnimation(s)
        let m = diagnostics {
            l.add(basic("opacity", from: 0, to: 1, duration: -2), forKey: "negative")
            l.add(basic("opacity", from: 0, to: 1, duration: .nan), forKey: "nan")
            l.add(basic("opacity", from: 0, to: 1) { $0.speed = .nan }, forKey: "speed")
            l.add(basic("opacity", from: 0, to: 1) { $0.beginTime = .nan }, forKey: "begin")
            CATransaction.flush()
        }
        #expect(m.count == 4)
        #expect(l.animation(forKey: "negative")?.duration == 0.25)
        #expect(l.animation(forKey: "nan")?.duration == 0.25)
        #expect(l.animation(forKey: "speed")?.speed == 1)
        #expect(s.presented(l, at: 0.5) { $0.position.x } == 50)
    }

    @Test func speedZeroOnAnAnimationFreezesIt() {
        let s = Scrubber()
        let l = s.layer()
        s.add(basic("opacity", from: 0, to: 1) { $0.speed = 0; $0.timeOffset = 0.75 }, to: l)
        #expect(abs(s.presented(l, at: 5) { $0.opacity } - 0.75) < 1e-6)
    }

    @Test func wrongValueTypesAreReportedAndIgnored() {
        let s = Scrubber()
        let l = withHealthyAnimation(s)
        let m = diagnostics {
            s.add(basic("opacity", from: "zero", to: 1), to: l, key: "bad-from")
            s.add(basic("bounds", to: CGPoint.zero), to: l, key: "bad-to")
        }
        #expect(m.count == 2)
        #expect(m[0].contains("fromValue") && m[0].contains("String"))
        // from ignored: current (1) → 1; to ignored: nothing to do.
        #expect(s.presented(l, at: 0.5) { $0.opacity } == 1)
        #expect(s.presented(l, at: 0.5) { $0.position.x } == 50)
    }

    @Test func unknownKeyPathsRunButChangeNothing() {
        let s = Scrubber()
        let l = withHealthyAnimation(s)
        let d = RecordingDelegate()
        let m = diagnostics {
            s.add(basic("positoin.x", from: 0, to: 1) { $0.delegate = d }, to: l, key: "typo")
            s.add(basic("transform.rotation.w", from: 0, to: 1), to: l, key: "field")
            s.add(CABasicAnimation(), to: l, key: nil)
        }
        #expect(m.count == 3)
        #expect(l.animation(forKey: "typo") != nil)
        // Setting a mask animates it implicitly, as on iOS (Apple lists it as
        // animatable): a key, not a typo, so nothing is reported
        // (CHIPageControl sets a mask on a layer of its own every frame).
        let quiet = diagnostics {
            l.mask = CALayer()
            CATransaction.flush()
        }
        #expect(quiet.isEmpty && l.animation(forKey: "mask") != nil, "\(quiet)")
        #expect(s.presented(l, at: 0.5) { $0.position.x } == 50)
        _AnimationScheduler.current.deliverPending()
    }

    @Test func springWithMassZeroUsesOne() {
        let s = Scrubber()
        let l = withHealthyAnimation(s)
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.fromValue = 0
        spring.toValue = 1
        spring.mass = 0
        spring.duration = 2
        let m = diagnostics { s.add(spring, to: l, key: "spring") }
        #expect(m.count == 1)
        #expect(m[0].contains("mass"))
        let expected = _SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0, allowsOverdamping: false).value(at: 0.3)
        #expect(abs(Double(s.presented(l, at: 0.3) { $0.opacity }) - expected) < 1e-6)
        #expect(s.presented(l, at: 0.3) { $0.position.x } == 30)
    }

    @Test func emptyKeyframesAndBadPathsAreInert() {
        let s = Scrubber()
        let l = withHealthyAnimation(s)
        let empty = CAKeyframeAnimation(keyPath: "opacity")
        empty.values = []
        let noSegments = CAKeyframeAnimation(keyPath: "position")
        noSegments.path = CGMutablePath()
        let m = diagnostics {
            s.add(empty, to: l, key: "empty")
            s.add(noSegments, to: l, key: "path")
        }
        #expect(m.count == 2)
        #expect(s.presented(l, at: 0.25) { $0.position.x } == 25)
    }

    @Test func valueFunctionOnANonTransformKeyIsIgnored() {
        let s = Scrubber()
        let l = s.layer()
        let a = basic("opacity", from: 0, to: 1)
        a.valueFunction = CAValueFunction(name: .rotateZ)
        let m = diagnostics { s.add(a, to: l) }
        #expect(m.count == 1)
        #expect(abs(s.presented(l, at: 0.5) { $0.opacity } - 0.5) < 1e-6)
        #expect(CAValueFunction(name: CAValueFunctionName("spin")) == nil)
    }
}
