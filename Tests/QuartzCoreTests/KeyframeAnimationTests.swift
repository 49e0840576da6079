import Testing
@testable import QuartzCore

@Suite struct KeyframeAnimationTests {
    func keyframes(_ keyPath: String, _ values: [Any], times: [Double]? = nil,
                   _ configure: (CAKeyframeAnimation) -> Void = { _ in }) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: keyPath)
        a.values = values
        a.keyTimes = times?.map { NSNumber(value: $0) }
        a.duration = 1
        configure(a)
        return a
    }

    @Test func linearModeFollowsKeyTimes() {
        let s = Scrubber()
        let l = s.layer()
        s.add(keyframes("position.x", [0, 100, 50], times: [0, 0.8, 1]), to: l)
        #expect(s.presented(l, at: 0.4) { $0.position.x } == 50)
        #expect(s.presented(l, at: 0.8) { $0.position.x } == 100)
        #expect(s.presented(l, at: 0.9) { $0.position.x } == 75)
    }

    @Test func missingKeyTimesAreEvenlySpaced() {
        let s = Scrubber()
        let l = s.layer()
        s.add(keyframes("opacity", [0, 1, 0, 1]), to: l)
        #expect(abs(s.presented(l, at: 1.0 / 3) { $0.opacity } - 1) < 1e-6)
        #expect(abs(s.presented(l, at: 0.5) { $0.opacity } - 0.5) < 1e-6)
    }

    @Test func discreteModeHoldsEachValueUntilTheNextKeyTime() {
        let s = Scrubber()
        let l = s.layer()
        s.add(keyframes("position.x", [10, 20, 30], times: [0, 0.5, 0.9, 1]) { $0.calculationMode = .discrete }, to: l)
        #expect(s.presented(l, at: 0.49) { $0.position.x } == 10)
        #expect(s.presented(l, at: 0.5) { $0.position.x } == 20)
        #expect(s.presented(l, at: 0.95) { $0.position.x } == 30)
        let even = s.layer()
        s.add(keyframes("position.x", [1, 2, 3, 4]) { $0.calculationMode = .discrete }, to: even)
        #expect(s.presented(even, at: s.now + 0.3) { $0.position.x } == 2, "four values hold a quarter each")
    }

    /// A discrete animation frozen at its end shows its last value (Apple's
    /// `CAAnimationCalculationMode.discrete`: the value of the penultimate
    /// key time holds until the animation completes), unless that value's
    /// time is the end itself: key times ending 1, 1 (lottie-ios's
    /// visibility animations, hidden from 1 to 1) leave the value before
    /// it, so a play-once animation holds its last frame.
    @Test func aDiscreteAnimationFrozenAtItsEndKeepsItsLastReachedValue() {
        let s = Scrubber()
        let l = s.layer(), ending = s.layer()
        s.add(keyframes("position.x", [310, 60, 120, 60], times: [0, 0.25, 0.5, 0.75, 1]) {
            $0.calculationMode = .discrete; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
        }, to: l)
        s.add(keyframes("position.x", [1, 2, 3], times: [0, 0.4, 1, 1]) {
            $0.calculationMode = .discrete; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
        }, to: ending)
        for t in [0.99, 1, 2] {
            #expect(s.presented(l, at: t) { $0.position.x } == 60)
            #expect(s.presented(ending, at: t) { $0.position.x } == 2, "at \(t)")
        }
        #expect(s.presented(ending, at: 0.4) { $0.position.x } == 2)
        #expect(s.presented(ending, at: 0.39) { $0.position.x } == 1)
    }

    /// A discrete animation of one value leaves the model value showing,
    /// as Core Animation does (lottie-ios's hold stretches between two
    /// other keyframes: its iOS snapshots show the model value there).
    @Test func aDiscreteAnimationOfOneValueChangesNothing() {
        let s = Scrubber()
        let l = s.layer()
        let m = diagnostics {
            s.add(keyframes("opacity", [0], times: [0, 1]) { $0.calculationMode = .discrete }, to: l)
        }
        #expect(m.isEmpty && l.animation(forKey: "a") != nil, "it runs, silently: \(m)")
        #expect(s.presented(l, at: 0.5) { $0.opacity } == 1)
        let two = s.layer()
        s.add(keyframes("opacity", [0, 0.5], times: [0, 0.5, 1]) { $0.calculationMode = .discrete }, to: two)
        #expect(s.presented(two, at: s.now + 0.25) { $0.opacity } == 0)
    }

    @Test func pacedModeMovesAtConstantSpeedIgnoringKeyTimes() {
        let s = Scrubber()
        let l = s.layer()
        // Segments of length 10 and 30: a quarter of the time reaches the corner.
        s.add(keyframes("position", [CGPoint.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 30)], times: [0, 0.9, 1]) {
            $0.calculationMode = .paced
        }, to: l)
        #expect(approx(s.presented(l, at: 0.25) { $0.position }, CGPoint(x: 10, y: 0)))
        #expect(approx(s.presented(l, at: 0.625) { $0.position }, CGPoint(x: 10, y: 15)))
    }

    @Test func perSegmentTimingFunctionsApplyAfterTheAnimations() {
        let s = Scrubber()
        let l = s.layer()
        s.add(keyframes("opacity", [0, 1, 0]) {
            $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        }, to: l)
        #expect(abs(Double(s.presented(l, at: 0.25) { $0.opacity }) - 0.31536) < 1e-5, "easeIn at the first segment's middle")
        #expect(abs(s.presented(l, at: 0.75) { $0.opacity } - 0.5) < 1e-6)
    }

    @Test func cubicModePassesThroughEveryKeyframeSmoothly() {
        let s = Scrubber()
        let l = s.layer()
        s.add(keyframes("position.y", [0, 100, 0, 100]) { $0.calculationMode = .cubic }, to: l)
        for (i, expected) in [0.0, 100, 0, 100].enumerated() {
            #expect(abs(s.presented(l, at: Double(i) / 3) { $0.position.y } - expected) < 1e-9)
        }
        // Catmull–Rom overshoots between alternating keys where linear would not.
        let mid = s.presented(l, at: 0.5) { $0.position.y }
        #expect(abs(mid - 50) < 1e-9, "symmetric middle segment")
        let early = s.presented(l, at: 0.25) { $0.position.y }
        #expect(early > 75, "the spline rises faster than a line into the first peak")
    }

    @Test func cubicEndsUseZeroSlopeNeighbours() {
        // Tangents at the ends use a repeated keyframe: with two keys the
        // curve is smoothstep-like (zero slope at both ends).
        let s = Scrubber()
        let l = s.layer()
        s.add(keyframes("position.x", [0, 100]) { $0.calculationMode = .cubic }, to: l)
        let a = s.presented(l, at: 0.01) { $0.position.x }
        #expect(a < 1, "flat start")
        #expect(abs(s.presented(l, at: 0.5) { $0.position.x } - 50) < 1e-9)
    }

    @Test func tensionOfOneMakesSegmentsLinearInShape() {
        let s = Scrubber()
        let l = s.layer()
        s.add(keyframes("position.x", [0, 100, 0]) {
            $0.calculationMode = .cubic
            $0.tensionValues = [1, 1, 1]
        }, to: l)
        // Zero tangents: Hermite with flat ends, symmetric around each key.
        #expect(abs(s.presented(l, at: 0.25) { $0.position.x } - 50) < 1e-9)
    }

    @Test func pathAnimationFollowsTheCurveAndRotatesWithIt() {
        let s = Scrubber()
        let l = s.layer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = path
        a.duration = 1
        a.rotationMode = .rotateAuto
        s.add(a, to: l)
        #expect(approx(s.presented(l, at: 0.25) { $0.position }, CGPoint(x: 50, y: 0)))
        #expect(approx(s.presented(l, at: 0.75) { $0.position }, CGPoint(x: 100, y: 50)))
        #expect(approx(s.presented(l, at: 0.75) { $0.transform }, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1e-9),
                "turned to face down the second segment")
        #expect(approx(s.presented(l, at: 0.25) { $0.transform }, CATransform3DIdentity, 1e-12))
    }

    @Test func pathWithCurvesAndPacedTiming() {
        let s = Scrubber()
        let l = s.layer()
        let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = circle
        a.duration = 1
        a.calculationMode = .paced
        s.add(a, to: l)
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            let p = s.presented(l, at: t) { $0.position }
            #expect(abs(hypot(p.x, p.y) - 50) < 0.05, "on the circle at \(t)")
        }
        let quarter = s.presented(l, at: 0.25) { $0.position }
        #expect(approx(quarter, CGPoint(x: 0, y: 50), 0.2), "a quarter of the time, a quarter of the way")
    }

    @Test func mismatchedKeyTimesFallBackToEvenSpacingWithADiagnostic() {
        let s = Scrubber()
        let l = s.layer()
        let m = diagnostics { s.add(keyframes("position.x", [0, 10, 20], times: [0, 1]), to: l) }
        #expect(m.count == 1)
        #expect(m[0].contains("keyTimes"))
        #expect(s.presented(l, at: 0.5) { $0.position.x } == 10)
    }

    /// One key time more than the values (a discrete animation's count on
    /// a linear one): ignored without a word, as iOS ignores key times
    /// unfit for the mode, and the values evenly spaced.
    @Test func oneKeyTimeTooManyIsIgnoredSilently() {
        let s = Scrubber()
        let l = s.layer()
        let m = diagnostics { s.add(keyframes("position.x", [0, 10, 20], times: [0, 0.1, 0.2, 1]), to: l) }
        #expect(m.isEmpty, "\(m)")
        #expect(s.presented(l, at: 0.25) { $0.position.x } == 5)
        #expect(s.presented(l, at: 0.5) { $0.position.x } == 10)
    }

    /// Core Animation takes key times as given, out of 0...1 or out of
    /// order, finding the segment by the first later time past the
    /// progress: lottie-ios puts a 0 before keyframes that begin before the
    /// layer does.
    @Test func keyTimesOutOfRangeOrOrderAreTakenAsGiven() {
        let s = Scrubber()
        let l = s.layer()
        let m = diagnostics {
            s.add(keyframes("position.x", [0, 0, 10, 20, 40], times: [0, -0.2, -0.1, 0.1, 1.2]), to: l)
        }
        #expect(m.isEmpty)
        // Between the keyframes at -0.1 and 0.1, and at 0.1 and 1.2.
        #expect(abs(s.presented(l, at: 0) { $0.position.x } - 15) < 1e-9)
        #expect(abs(s.presented(l, at: 0.65) { $0.position.x } - 30) < 1e-9)
        let unsorted = s.layer()
        let m2 = diagnostics { s.add(keyframes("position.x", [0, 10, 20], times: [0, 0.7, 0.2]), to: unsorted) }
        #expect(m2.isEmpty)
        // It began when it was added, at the scrubber's time then.
        #expect(abs(s.presented(unsorted, at: s.now + 0.35) { $0.position.x } - 5) < 1e-9)
        let broken = s.layer()
        #expect(diagnostics { s.add(keyframes("position.x", [0, 10], times: [0, .nan]), to: broken) }.count == 1)
    }

    @Test func valuesOfTheWrongTypeAreSkipped() {
        let s = Scrubber()
        let l = s.layer()
        let m = diagnostics { s.add(keyframes("position.x", [0, "ten", 20]), to: l) }
        #expect(m.count == 1)
        #expect(s.presented(l, at: 0.5) { $0.position.x } == 10)
    }
}
