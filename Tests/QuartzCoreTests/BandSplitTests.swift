import Testing
@testable import QuartzCore

/// The boundaries between a frame's bands move toward equal times.
@Suite struct BandSplitTests {
    @Test func bandsStartEvenAndMoveTowardEqualTimes() {
        var split = _BandSplit()
        split.prepare(bands: 2, rows: 0..<720)
        #expect(split.rows(of: 0) == 0..<360 && split.rows(of: 1) == 360..<720)
        // The top band took three times as long: its work is denser, so
        // it should shrink. Where the time halves is row 240; halfway there.
        split.rebalance(times: [3_000_000, 1_000_000])
        #expect(split.rows(of: 0) == 0..<300 && split.rows(of: 1) == 300..<720)
        // Equal times keep the boundaries where they are.
        split.prepare(bands: 2, rows: 0..<720)
        split.rebalance(times: [1_000_000, 1_000_000])
        #expect(split.rows(of: 0) == 0..<300)
        // So do times within 3% of even.
        split.rebalance(times: [1_020_000, 1_000_000])
        #expect(split.rows(of: 0) == 0..<300)
        // Other rows start again from equal heights.
        split.prepare(bands: 2, rows: 0..<100)
        #expect(split.rows(of: 0) == 0..<50)
    }

    @Test func everyBandKeepsARowAndTheRowsStayCovered() {
        var split = _BandSplit()
        split.prepare(bands: 4, rows: 10..<30)
        for _ in 0..<20 {
            split.rebalance(times: [1, 0, 0, 1_000_000_000])
        }
        var next = 10
        for i in 0..<4 {
            let r = split.rows(of: i)
            #expect(r.lowerBound == next && r.count >= 1, "band \(i): \(r)")
            next = r.upperBound
        }
        #expect(next == 30)
    }
}
