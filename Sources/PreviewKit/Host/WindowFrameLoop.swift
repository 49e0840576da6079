import Foundation
import QuartzCore

/// The window server's frames in time: when the next may start (its
/// `FramePacer`), drawing one (the presentation evaluated for the refresh
/// it will be shown at, the damage rasterized and handed to the output)
/// and telling the app what it cost; with nothing to draw, when the app's
/// display links tick. The server's thread alone touches it.
final class WindowFrameLoop {
    private(set) var pacer: FramePacer
    private let renderer: _LayerRenderer
    private let link: ServerLink
    private let events: HostEventQueue
    private var lastFrameEnd = -Double.infinity
    private var lastTick = -Double.infinity
    private var reportedNoVsync = false

    /// What the server does next.
    enum Step {
        /// Draw a frame now.
        case draw
        /// Tick the display links for the refresh at this time, now.
        case tick(Double)
        /// Nothing before this time (infinity: nothing until woken).
        case wait(until: Double)
    }

    init(pacer: FramePacer, renderer: _LayerRenderer, link: ServerLink, events: HostEventQueue) {
        self.pacer = pacer
        self.renderer = renderer
        self.link = link
        self.events = events
    }

    /// The display's refresh interval, when the window may have moved to
    /// another display.
    func setInterval(_ interval: Double) { pacer.interval = interval }

    /// What to do at `now`: draw when a frame is wanted and may start;
    /// else tick display links when they want a refresh (`ticks`) and it
    /// has come; else wait for whichever comes first.
    func next(at now: Double, wantsFrame: Bool, ticks: ServerLink.Ticks?) -> Step {
        if wantsFrame {
            return now >= pacer.earliestFrameStart ? .draw : .wait(until: pacer.earliestFrameStart)
        }
        guard let ticks, let due = tickDue(ticks, now: now) else { return .wait(until: .infinity) }
        return now >= due ? .tick(due) : .wait(until: due)
    }

    /// When the next refresh wanted without a frame is due (nil: none).
    private func tickDue(_ ticks: ServerLink.Ticks, now: Double) -> Double? {
        // From the last refresh this thread saw (a tick or a frame); long
        // ago or never: now.
        let last = max(lastTick, lastFrameEnd)
        switch ticks {
        case .none: return nil
        case .everyRefresh: return now - last < FramePacer.phaseLifetime ? pacer.nextRefresh(after: last) : now
        case .every(let seconds): return last.isFinite ? last + seconds : now
        }
    }

    /// Ticks the app's display links for the refresh at `due`.
    func tick(_ due: Double, at now: Double) {
        pacer.ticked(at: due)
        lastTick = now
        events.post(.frame(timestamp: due, interval: pacer.interval))
    }

    /// Draws and presents a frame through `output`. True when its present
    /// showed that presents do not wait for the display after all (frames
    /// are then paced by a timer, and the app is told how they present).
    func draw(at now: Double, requests: ServerLink.Requests, through output: WindowOutput) -> Bool {
        guard let surface = renderer.surface else { return false }
        // Drawn straight after the last one: whether presents wait shows
        // in their spacing.
        let backToBack = now - lastFrameEnd < pacer.interval / 4
        let shownAt = pacer.beginFrame(at: now)
        let rects = renderer.renderFrame(at: shownAt)
        let stats = renderer.lastStats
        let cost = output.show(surface, damaged: rects, at: now,
                               flashing: requests.flashesRedraws ? requests.toolsRect : nil)
        let end = CACurrentMediaTime()
        var vsyncGivenUp = false
        if pacer.presented(at: end, backToBack: backToBack), !reportedNoVsync {
            reportedNoVsync = true
            vsyncGivenUp = true
            _Diagnostics.report("PreviewWindow: \(output.presenter.name) presents without waiting for the display; pacing frames by a timer")
        }
        lastFrameEnd = end
        output.presented(surface, at: end)
        report(FrameCost(stats: stats, upload: cost.upload, present: cost.presentCPU, time: end))
        events.post(.frame(timestamp: pacer.waitsForVsync ? end : shownAt, interval: pacer.interval))
        return vsyncGivenUp
    }

    /// A presented frame, for the app's HUD and `--run-for`'s report.
    private func report(_ cost: FrameCost) {
        link.read { r in
            r.framesDrawn += 1
            r.frameTimes.append(cost.time)
            if r.frameTimes.count > 4096 { r.frameTimes.removeFirst(2048) }
            r.costs.append(cost)
            if r.costs.count > 240 { r.costs.removeFirst(120) }
        }
    }
}
