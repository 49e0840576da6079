import Testing
@testable import QuartzCore

/// The one evaluator's pieces: springs and timing functions with their
/// derivatives, the progression that combines them with the timing model,
/// and the velocities a layer reports for UIKit-style interruption. Every
/// velocity is checked against a central difference of the values it is
/// the derivative of.
@Suite struct AnimationCurveTests {
    static let h = 1e-5

    @Test(arguments: [(1.0, 100.0, 4.0, 0.0), (1.0, 100.0, 20.0, 3.0), (2.0, 50.0, 40.0, -2.0), (1.0, 300.0, 90.0, 5.0)])
    func springVelocityIsTheDerivativeOfItsValue(mass: Double, stiffness: Double, damping: Double, v0: Double) {
        for over in [false, true] {
            let s = _SpringSolution(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v0,
                                    allowsOverdamping: over)
            #expect(abs(s.velocity(at: 0) - v0) < 1e-12)
            for t in stride(from: 0.01, through: 2, by: 0.13) {
                let numeric = (s.value(at: t + Self.h) - s.value(at: t - Self.h)) / (2 * Self.h)
                #expect(abs(s.velocity(at: t) - numeric) < 1e-4 * max(1, abs(numeric)),
                        "zeta \(s.zeta) t \(t): \(s.velocity(at: t)) vs \(numeric)")
            }
            #expect(abs(s.velocity(at: 30)) < 1e-6, "a settled spring is still")
        }
    }

    @Test func timingFunctionSlopeIsItsDerivative() {
        for name in [CAMediaTimingFunctionName.easeIn, .easeOut, .easeInEaseOut, .default] {
            let c = CAMediaTimingFunction(name: name)._curve
            for x in stride(from: 0.02, through: 0.98, by: 0.06) {
                let numeric = (c.value(at: x + Self.h) - c.value(at: x - Self.h)) / (2 * Self.h)
                #expect(abs(c.slope(at: x) - numeric) < 1e-4, "\(name.rawValue) at \(x)")
            }
        }
        #expect(_BezierCurve.linear.slope(at: 0.3) == 1)
    }

    /// Progress rates follow the timing model: forward, backward on an
    /// autoreversing way back and under negative speed, 0 while filling.
    @Test func progressionRateFollowsTheTiming() {
        var timing = _Timing()
        timing.duration = 2
        timing.autoreverses = true
        timing.repeatCount = 2
        timing.speed = 1.5
        timing.fillsForwards = true
        let spring = _SpringSolution(mass: 1, stiffness: 80, damping: 9, initialVelocity: 0, allowsOverdamping: false)
        for prog in [_Progression(easing: CAMediaTimingFunction(name: .easeInEaseOut)._curve, spring: nil, duration: 2),
                     _Progression(easing: nil, spring: spring, duration: 2),
                     _Progression(easing: CAMediaTimingFunction(name: .easeIn)._curve, spring: spring, duration: 2)] {
            for t in stride(from: 0.05, through: 5.2, by: 0.1) where abs(t.remainder(dividingBy: 2 / 1.5)) > 0.01 {
                let numeric = (prog.fraction(timing.evaluate(at: t + Self.h)) - prog.fraction(timing.evaluate(at: t - Self.h)))
                    / (2 * Self.h)
                let rate = prog.rate(timing.evaluate(at: t))
                #expect(abs(rate - numeric) < 1e-3 * max(1, abs(numeric)), "t \(t): \(rate) vs \(numeric)")
            }
            #expect(prog.rate(timing.evaluate(at: 6)) == 0, "filling forwards does not move")
        }
        #expect(timing.evaluate(at: 2).rate < 0, "the way back runs backwards")
    }

    /// The same curve object serves numbers, points and keyframes with
    /// segment curves; each velocity is the derivative of the value.
    @Test func numberCurveVelocities() {
        var timing = _Timing()
        timing.duration = 1
        let prog = _Progression(easing: CAMediaTimingFunction(name: .easeOut)._curve, spring: nil, duration: 1)
        let k = _Keyframes(mode: .linear, values: [.point(.zero), .point(CGPoint(x: 100, y: 20)), .point(CGPoint(x: 40, y: 90))],
                           segments: [], keyTimes: [0, 0.4, 1],
                           curves: [CAMediaTimingFunction(name: .easeIn)._curve, nil],
                           tangentsOut: [], tangentsIn: [], rotation: nil)
        let (shape, storage, curved) = _NumberCurve.keyframeStorage(k, isCumulative: false)!
        #expect(shape == .keyPoints && curved)
        storage.withUnsafeBufferPointer { buf in
            let c = _NumberCurve(shape: shape, progression: prog, keys: buf.baseAddress, count: 3, hasSegmentCurves: curved)
            for t in stride(from: 0.03, through: 0.97, by: 0.07) {
                let a = c.point(timing.evaluate(at: t - Self.h)), b = c.point(timing.evaluate(at: t + Self.h))
                let v = c.pointVelocity(timing.evaluate(at: t))
                #expect(abs(v.x - (b.x - a.x) / (2 * Self.h)) < 1e-2 && abs(v.y - (b.y - a.y) / (2 * Self.h)) < 1e-2,
                        "t \(t)")
                // And the value agrees with the general keyframe evaluation.
                let (general, _) = k.value(at: prog.eased(timing.evaluate(at: t)))
                #expect(general.point.map { abs($0.x - c.point(timing.evaluate(at: t)).x) < 1e-9 } == true)
            }
        }
    }

    /// Discrete keyframes of numbers and of flags, held in a number curve,
    /// choose the value `_Keyframes.value(at:)` chooses at every progress,
    /// on the key times themselves, outside 0...1, and in lottie-ios's
    /// visibility shape (hidden, shown, hidden from 1 to 1).
    @Test func discreteCurveAgreesWithKeyframes() throws {
        let cases: [([_Value], [Double])] = [
            ([.bool(true), .bool(false), .bool(true)], [0, 0.25, 1, 1]),
            ([.number(3), .number(-1), .number(7), .number(2)], [0, 0.1, 0.5, 0.5, 1]),
            ([.number(1), .number(2)], [0, 0.5, 1]),
        ]
        for (values, times) in cases {
            let k = _Keyframes(mode: .discrete, values: values, segments: [], keyTimes: times, curves: [],
                               tangentsOut: [], tangentsIn: [], rotation: nil)
            let (shape, storage, _) = try #require(_NumberCurve.keyframeStorage(k, isCumulative: false))
            #expect(shape == .keyDiscrete)
            storage.withUnsafeBufferPointer { buf in
                let c = _NumberCurve(shape: shape, progression: _Progression(easing: nil, spring: nil, duration: 1),
                                     keys: buf.baseAddress, count: values.count)
                for p in Array(stride(from: -0.1, through: 1.1, by: 0.01)) + times {
                    let x = c.number(_TimingState(phase: .active, isApplied: true, progress: p, iteration: 0, cycleTime: p))
                    let expected: CGFloat
                    switch k.value(at: p).0 {
                    case .bool(let b): expected = b ? 1 : 0
                    case .number(let n): expected = n
                    default: expected = .nan
                    }
                    #expect(x == expected, "\(values) at \(p): \(x), keyframes \(expected)")
                }
            }
        }
        // Cumulative discrete keyframes keep to the general path.
        let k = _Keyframes(mode: .discrete, values: [.number(1), .number(2)], segments: [], keyTimes: [0, 0.5, 1],
                           curves: [], tangentsOut: [], tangentsIn: [], rotation: nil)
        #expect(_NumberCurve.keyframeStorage(k, isCumulative: true) == nil)
    }

    /// What a UIKit-style interruption reads: the layer's velocity on a key
    /// path, the sum of its animations', matching the presented values.
    @Test func layerReportsPresentationVelocity() {
        let s = Scrubber()
        let l = s.layer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 200
        spring.damping = 6
        spring.initialVelocity = 4
        spring.duration = spring.settlingDuration
        s.add(spring, to: l, key: "spring")
        let wobble = CABasicAnimation(keyPath: "position.x")
        wobble.fromValue = 0
        wobble.toValue = 30
        wobble.isAdditive = true
        wobble.duration = 0.8
        wobble.autoreverses = true
        wobble.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        s.add(wobble, to: l, key: "wobble")
        #expect(l.presentationVelocity(forKeyPath: "opacity") == nil, "nothing animates opacity")
        let h = 1e-4
        for t in stride(from: 0.05, through: 1.5, by: 0.11) {
            let before = s.presented(l, at: t - h) { $0.presentation()!.position.x }
            let after = s.presented(l, at: t + h) { $0.presentation()!.position.x }
            s.at(t)
            let v = l.presentationVelocity(forKeyPath: "position.x")!
            #expect(abs(v - (after - before) / (2 * h)) < 1e-2 * max(1, abs(v)), "t \(t)")
        }
        s.at(0)
        #expect(abs(l.presentationVelocity(forKeyPath: "position.x")! - (4 * 200 + 30 / 0.8 * 0)) < 1e-6,
                "a spring starts at its initial velocity (distances per second) and an ease-in at rest")
    }
}
