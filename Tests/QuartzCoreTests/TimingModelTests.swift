import Testing
@testable import QuartzCore

/// The pure timing model (Apple's CAMediaTiming: beginTime, speed, timeOffset, repeats, fill modes).
@Suite struct TimingModelTests {
    func timing(_ configure: (inout _Timing) -> Void) -> _Timing {
        var t = _Timing()
        t.duration = 1
        configure(&t)
        return t
    }

    @Test func activeIntervalIsBeginToEndInclusive() {
        let t = timing { $0.beginTime = 10 }
        #expect(t.evaluate(at: 9.99).phase == .before)
        #expect(t.evaluate(at: 10).phase == .active)
        #expect(t.evaluate(at: 11).phase == .active, "the end is inclusive")
        #expect(t.evaluate(at: 11).progress == 1)
        #expect(t.evaluate(at: 11.001).phase == .after)
    }

    @Test func fillModesDecideWhatShowsOutside() {
        for (fwd, bwd) in [(false, false), (true, false), (false, true), (true, true)] {
            let t = timing { $0.beginTime = 1; $0.fillsForwards = fwd; $0.fillsBackwards = bwd }
            #expect(t.evaluate(at: 0).isApplied == bwd)
            #expect(t.evaluate(at: 5).isApplied == fwd)
            #expect(t.evaluate(at: 1.5).isApplied)
        }
        let f = timing { $0.fillsForwards = true; $0.fillsBackwards = true }
        #expect(f.evaluate(at: -3).progress == 0, "backwards shows the start")
        #expect(f.evaluate(at: 3).progress == 1, "forwards holds the end")
    }

    @Test func repeatsAndFractionalRepeatCountEndMidCycle() {
        let t = timing { $0.repeatCount = 2.5; $0.fillsForwards = true }
        #expect(t.activeDuration == 2.5)
        #expect(abs(t.evaluate(at: 1.25).progress - 0.25) < 1e-12)
        #expect(t.evaluate(at: 1.25).iteration == 1)
        #expect(t.evaluate(at: 2.5).phase == .active)
        #expect(abs(t.evaluate(at: 2.5).progress - 0.5) < 1e-12, "a fractional count ends mid-cycle")
        #expect(abs(t.evaluate(at: 9).progress - 0.5) < 1e-12)
    }

    @Test func wholeRepeatCountsEndOnTheLastCyclesEnd() {
        let t = timing { $0.repeatCount = 3 }
        #expect(t.evaluate(at: 3).progress == 1)
        #expect(t.evaluate(at: 3).iteration == 2)
        #expect(t.evaluate(at: 2).progress == 0, "a boundary inside the interval starts the next cycle")
    }

    @Test func repeatDurationSetsTheActiveDuration() {
        let t = timing { $0.repeatDuration = 1.75 }
        #expect(t.activeDuration == 1.75)
        #expect(abs(t.evaluate(at: 1.5).progress - 0.5) < 1e-12)
        #expect(t.evaluate(at: 1.8).phase == .after)
    }

    @Test func infiniteRepeatNeverEnds() {
        let t = timing { $0.repeatCount = .infinity }
        #expect(t.activeDuration == .infinity)
        #expect(t.evaluate(at: 1e6 + 0.25).phase == .active)
        #expect(abs(t.evaluate(at: 1e6 + 0.25).progress - 0.25) < 1e-6)
        #expect(timing { $0.repeatCount = .greatestFiniteMagnitude }.activeDuration == .infinity)
    }

    @Test func autoreverseMirrorsTheSecondHalf() {
        let t = timing { $0.autoreverses = true }
        #expect(t.activeDuration == 2)
        #expect(abs(t.evaluate(at: 0.3).progress - 0.3) < 1e-12)
        #expect(abs(t.evaluate(at: 1.7).progress - 0.3) < 1e-12)
        #expect(t.evaluate(at: 2).progress == 0, "an autoreversing animation ends at its start")
    }

    @Test func speedScalesTheActiveInterval() {
        let t = timing { $0.beginTime = 1; $0.speed = 2 }
        #expect(abs(t.evaluate(at: 1.25).progress - 0.5) < 1e-12)
        #expect(t.evaluate(at: 1.6).phase == .after)
        #expect(t.endInParentTime == 1.5)
    }

    @Test func timeOffsetFastForwardsAndWraps() {
        // A 1 s animation with offset 0.5 plays 0.5→1, then 0→0.5.
        let t = timing { $0.timeOffset = 0.5 }
        #expect(abs(t.evaluate(at: 0).progress - 0.5) < 1e-12)
        #expect(abs(t.evaluate(at: 0.25).progress - 0.75) < 1e-12)
        #expect(abs(t.evaluate(at: 0.75).progress - 0.25) < 1e-12)
        #expect(t.evaluate(at: 1).phase == .active)
        #expect(t.evaluate(at: 1.1).phase == .after)
    }

    @Test func speedZeroShowsTheStateAtTheTimeOffset() {
        let t = timing { $0.speed = 0; $0.timeOffset = 0.3 }
        for now in [-5.0, 0, 7, 1e6] {
            #expect(t.evaluate(at: now).phase == .active)
            #expect(abs(t.evaluate(at: now).progress - 0.3) < 1e-12)
        }
        #expect(t.endInParentTime == nil)
    }

    @Test func negativeSpeedPlaysBackwards() {
        let t = timing { $0.speed = -1 }
        #expect(t.evaluate(at: 0).progress == 1)
        #expect(abs(t.evaluate(at: 0.25).progress - 0.75) < 1e-12)
        #expect(t.evaluate(at: 1).progress == 0)
    }

    @Test func layerTimeIsLinearAndInvertible() {
        let local = _layerLocalTime(10, beginTime: 2, speed: 2, timeOffset: 1)
        #expect(local == 17)
        #expect(_layerParentTime(17, beginTime: 2, speed: 2, timeOffset: 1) == 10)
        #expect(_layerParentTime(17, beginTime: 2, speed: 0, timeOffset: 1) == nil)
    }
}

@Suite struct FastFloorTests {
    /// The timing model's floor agrees with the library's everywhere:
    /// whole and fractional, negative, at the edges of exactness, and
    /// for values that are not numbers.
    @Test func agreesWithRoundedDown() {
        let values: [Double] = [0, -0.0, 0.5, -0.5, 1, -1, 2.999999999, -2.000000001, 1e15 + 0.5, -(1e15 + 0.5),
                                4_503_599_627_370_495.5, 4_503_599_627_370_496, -4_503_599_627_370_497, 1e300, -1e300,
                                .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude]
        for v in values + (0..<2000).map({ Double($0) * 0.0137 - 13.7 }) {
            #expect(_floor(v) == v.rounded(.down), "\(v)")
        }
        #expect(_floor(.nan).isNaN)
    }
}
