import Foundation

/// Tells delegates when animations start and stop, removes finished
/// animations, and runs transaction completion blocks — on the run loop of
/// the thread whose transactions added them (the main run loop in an app).
///
/// It sleeps until the next start or end it can predict (a run-loop timer
/// at that time), so a program with no window still hears
/// `animationDidStop`, and an idle one does nothing. Tests drive it with
/// `tick(now:)`.
final class _AnimationScheduler {
    static let perThread = _ThreadLocal { _AnimationScheduler() }
    static var current: _AnimationScheduler { perThread.value }

    private struct Tracked { weak var layer: CALayer? }
    private var tracked: [ObjectIdentifier: Tracked] = [:]
    /// Callbacks waiting for the run loop, in order.
    private var pending: [() -> Void] = []
    private var timer: CFRunLoopTimer?
    private let runLoop = CFRunLoopGetCurrent()
    private var isTicking = false

    /// Starts watching the changed layers that have animations, and wakes
    /// up at once to report those that start now.
    func didCommit(_ layers: [CALayer], at now: Double) {
        var any = false
        for l in layers where !l._animations.isEmpty {
            tracked[ObjectIdentifier(l)] = Tracked(layer: l)
            any = true
        }
        if any { wake(at: now) }
    }

    /// An animation left its layer (removed, replaced, or finished).
    func animationDidEnd(_ a: _AnimationInstance, finished: Bool) {
        guard !a.didReportStop else { return }
        a.didReportStop = true
        pending.append {
            a.animation.delegate?.animationDidStop(a.animation, finished: finished)
            for g in a.completionGroups { g.animationEnded() }
            a.completionGroups.removeAll()
        }
        wake(at: CACurrentMediaTime())
    }

    /// Reports starts and ends up to `now`, removes finished animations
    /// (when `isRemovedOnCompletion`), delivers pending callbacks, and sets
    /// the timer for the next predictable event.
    func tick(now: Double) {
        guard !isTicking else { return }
        isTicking = true
        defer { isTicking = false }
        var next = Double.infinity
        _RenderTreeLock.withLock {
        for (id, entry) in tracked {
            guard let layer = entry.layer, let node = layer._node else { tracked[id] = nil; continue }
            let local = node.localTime(at: now)
            var unfinished = false
            for a in layer._animations where a.isCommitted && !a.didFinish {
                let state = a.timing.evaluate(at: local)
                if !a.didStart && state.phase != .before {
                    a.didStart = true
                    pending.append { a.animation.delegate?.animationDidStart(a.animation) }
                }
                if state.phase == .after {
                    a.didFinish = true
                    if a.animation.isRemovedOnCompletion {
                        layer._removeInstance(a, finished: true)
                    } else {
                        animationDidEnd(a, finished: true)
                    }
                    continue
                }
                unfinished = true
                let localEvent = a.didStart ? a.timing.endInParentTime : a.timing.beginTime
                if let l = localEvent, let t = node.absoluteTime(forLocal: l) { next = min(next, max(t, now)) }
            }
            if !unfinished { tracked[id] = nil }
        }
        }
        deliverPending()
        if next.isFinite { wake(at: next) }
    }

    /// Runs the queued callbacks (they may queue more; those run too).
    func deliverPending() {
        var rounds = 0
        while !pending.isEmpty && rounds < 100 {
            let batch = pending
            pending.removeAll()
            for c in batch { c() }
            rounds += 1
        }
    }

    /// Schedules a tick on this thread's run loop at media time `t`.
    private func wake(at t: Double) {
        let delay = max(0, t - CACurrentMediaTime())
        let fire = CFAbsoluteTimeGetCurrent() + delay
        if let timer {
            if CFRunLoopTimerGetNextFireDate(timer) <= fire, CFRunLoopTimerIsValid(timer) { return }
            CFRunLoopTimerInvalidate(timer)
        }
        // The timer fires on this thread's run loop, whose scheduler is
        // this one: found again there rather than captured (weakly, it
        // would need a side table; strongly, a cycle through the timer).
        let tmr = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, fire, 0, 0, 0) { _ in
            let scheduler = _AnimationScheduler.current
            scheduler.timer = nil
            scheduler.tick(now: CACurrentMediaTime())
        }
        CFRunLoopAddTimer(runLoop, tmr, kCFRunLoopCommonModes)
        timer = tmr
    }
}

/// For a host that steps time itself (a headless snapshot on a fixed
/// clock): reports the starts and ends of this thread's animations up to
/// `now`, as the run-loop timer would when real time reaches it.
package enum _AnimationCallbacks {
    package static func deliver(upTo now: Double) {
        _AnimationScheduler.current.tick(now: now)
    }
}
