import Foundation
import Testing
@testable import QuartzCore

/// `CADisplayLink`: called once per display refresh (or per few, at a
/// lower preferred rate) with Apple's timestamps, paused, removed and
/// invalidated as Apple's is; driven by a run-loop timer without a
/// display and by the display's refreshes when a window drives it.
@Suite(.serialized) struct DisplayLinkTests {
    @Test func withoutADisplayARunLoopTimerCallsItAtSixtyHertz() {
        var calls: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { l in calls.append((l.timestamp, l.targetTimestamp, l.duration)) }
        link.add(to: .current, forMode: .default)
        // A quarter second, longer if a loaded machine let this thread run
        // for too little of it to see six frames (up to three seconds).
        let start = Date()
        repeat {
            RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        } while Date().timeIntervalSince(start) < 0.25 || (calls.count < 6 && Date().timeIntervalSince(start) < 3)
        let elapsed = Date().timeIntervalSince(start)
        link.invalidate()
        #expect(calls.count >= 6 && calls.count <= Int(elapsed * 60) + 2,
                "about 60 frames a second, never more: \(calls.count) in \(elapsed) s")
        for (t, target, d) in calls {
            #expect(abs(d - 1.0 / 60) < 1e-9)
            #expect(abs((target - t) - 1.0 / 60) < 1e-9, "the next frame is one refresh later")
        }
        #expect(zip(calls, calls.dropFirst()).allSatisfy { $0.0 < $1.0 }, "timestamps increase")
        let after = calls.count
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        #expect(calls.count == after, "an invalidated link never fires again")
    }

    @Test func pausedAndRemovedLinksAreNotCalled() {
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        link.add(to: .current, forMode: .default)
        link.isPaused = true
        RunLoop.current.run(until: Date().addingTimeInterval(0.08))
        #expect(calls == 0)
        link.isPaused = false
        RunLoop.current.run(until: Date().addingTimeInterval(0.08))
        #expect(calls > 0)
        link.remove(from: .current, forMode: .default)
        let after = calls
        RunLoop.current.run(until: Date().addingTimeInterval(0.08))
        #expect(calls == after)
        #expect(!_DisplayLinkDriver.hasRunningLinks)
    }

    /// Driven by a display: every refresh, or every other one at half the
    /// display's rate, with the target one call interval ahead.
    @Test func aDisplayDrivesItAtThePreferredRate() {
        _DisplayLinkDriver.setDisplayDriven(true)
        defer { _DisplayLinkDriver.setDisplayDriven(false) }
        var every: [CFTimeInterval] = [], half: [(CFTimeInterval, CFTimeInterval)] = []
        let a = CADisplayLink { every.append($0.timestamp) }
        let b = CADisplayLink { half.append(($0.timestamp, $0.targetTimestamp)) }
        b.preferredFramesPerSecond = 30
        a.add(to: .current, forMode: .common)
        b.add(to: .current, forMode: .common)
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        #expect(every.isEmpty, "no timer runs while a display drives the links")
        for k in 1...12 { _DisplayLinkDriver.fireAll(at: 100 + Double(k) / 60, displayInterval: 1.0 / 60) }
        #expect(every.count == 12)
        #expect(half.count == 6)
        #expect(half.allSatisfy { abs(($0.1 - $0.0) - 2.0 / 60) < 1e-9 })
        a.invalidate()
        b.invalidate()
    }

    /// The window calls the links before the frame's commit: what a
    /// callback sets is what that frame presents.
    @Test func aCallbacksChangesCommitWithItsFrame() {
        let layer = CALayer()
        CATransaction.flush()
        _DisplayLinkDriver.setDisplayDriven(true)
        defer { _DisplayLinkDriver.setDisplayDriven(false) }
        let link = CADisplayLink { _ in
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 40, y: 2)
        }
        link.add(to: .current, forMode: .common)
        _DisplayLinkDriver.fireAll(at: CACurrentMediaTime(), displayInterval: 1.0 / 60)
        CATransaction.flush()
        #expect(layer.presentation()?.position == CGPoint(x: 40, y: 2))
        link.invalidate()
    }
}
