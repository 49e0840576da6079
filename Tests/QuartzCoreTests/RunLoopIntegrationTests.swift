import Testing
import Foundation
@testable import QuartzCore

/// Without a window: code that changes layers and runs its thread's run
/// loop gets the implicit transaction committed by the run-loop observer and
/// hears animationDidStop, as on iOS. (A thread of its own stands in for the
/// main thread, which Swift Testing keeps for itself on Linux; the
/// machinery is per thread and identical.)
@Suite struct RunLoopIntegrationTests {
    final class Outcome: @unchecked Sendable {
        var presentedBeforeRun: Float?
        var presentedAfter: Float?
        var events: [String] = []
        var completed = false
        var keysAfter: [String]?
        var ranFor: TimeInterval = 0
        var wentIdle = false
    }

    @Test func aThreadRunningItsRunLoopCommitsAndHearsTheAnimationStop() {
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let l = CALayer()
            let d = RecordingDelegate()
            l.opacity = 0.5                     // opens the implicit transaction
            CATransaction.begin()
            CATransaction.setCompletionBlock { outcome.completed = true }
            l.add(basic("opacity", from: 0, to: 1, duration: 0.1) { $0.delegate = d }, forKey: "fade")
            CATransaction.commit()
            outcome.presentedBeforeRun = l.presentation()?.opacity
            let start = Date()
            // Like `RunLoop.main.run()` in a command-line tool: it returns
            // when nothing is left to do (no timers, no pending commit).
            // The cap only bounds a broken run: how long the loop takes
            // depends on the machine's load (the render tree's lock is
            // shared with every other suite running beside this one).
            while Date().timeIntervalSince(start) < 8 {
                if !RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.5)) {
                    outcome.wentIdle = true
                    break
                }
            }
            outcome.ranFor = Date().timeIntervalSince(start)
            outcome.presentedAfter = l.presentation()?.opacity
            outcome.events = d.events
            outcome.keysAfter = l.animationKeys()
            finished.signal()
        }
        thread.start()
        // Generous: the thread may wait on the render tree's lock while
        // other suites draw large frames under it.
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(outcome.presentedBeforeRun == nil, "nothing committed before the run loop turns")
        #expect(outcome.presentedAfter == 0.5, "the observer committed the implicit transaction")
        #expect(outcome.events == ["start", "stop"])
        #expect(outcome.completed)
        #expect(outcome.keysAfter == nil, "removed on completion")
        #expect(outcome.ranFor >= 0.09, "ran until the animation ended")
        #expect(outcome.wentIdle, "then went idle: the run loop had nothing left to do")
    }
}
