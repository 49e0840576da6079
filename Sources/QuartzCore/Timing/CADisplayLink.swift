import Foundation

/// A timer synchronised with the display's refresh (Apple's
/// `CADisplayLink`). Its callback runs on the main thread once per frame
/// it is due, before that frame's commit, so a callback that reads
/// `presentation()` values and sets model values is drawn in the same
/// frame. A preview window drives links from its vsync; with no window
/// they are driven by a run-loop timer at the display rate (60 Hz) on the
/// run loop they were added to.
///
/// Linux has no selectors: `init(_:)` takes the callback as a closure
/// where Apple's `init(target:selector:)` takes a target and a selector.
open class CADisplayLink {
    private let callback: (CADisplayLink) -> Void
    /// Run loops and modes the link was added to, and their timers when
    /// no display drives it.
    private var registrations: [(runLoop: RunLoop, mode: RunLoop.Mode, timer: Timer?)] = []
    private var isInvalidated = false

    /// The time the last frame was displayed (0 before the first callback).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame will be displayed: what a callback should
    /// prepare its content for.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between the display's refreshes.
    open private(set) var duration: CFTimeInterval = 0
    /// While true the callback is not called (the link stays added).
    open var isPaused = false
    /// 0: the display's rate.
    open var preferredFramesPerSecond: Int = 0
    /// Refreshes between calls (iOS 3–10's form of the rate: 2 is every
    /// other refresh). Default 1. Setting it sets `preferredFramesPerSecond`
    /// to 60 divided by it.
    @available(iOS, deprecated: 10.0, message: "use preferredFramesPerSecond")
    open var frameInterval: Int {
        get { preferredFramesPerSecond > 0 ? max(1, 60 / preferredFramesPerSecond) : 1 }
        set { preferredFramesPerSecond = newValue > 1 ? max(1, 60 / newValue) : 0 }
    }
    /// The rate the link would like: `preferred`, else `maximum`, else
    /// `preferredFramesPerSecond`, capped at the display's rate. Default: no preference.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// A link that calls `callback` once per frame it is due; it starts when
    /// added to a run loop with `add(to:forMode:)`.
    public init(_ callback: @escaping (CADisplayLink) -> Void) {
        self.callback = callback
    }

    /// Starts the link on `runloop` in `mode` (`.common` or `.default`).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated, !registrations.contains(where: { $0.runLoop === runloop && $0.mode == mode }) else { return }
        registrations.append((runloop, mode, _DisplayLinkDriver.isDisplayDriven ? nil : makeTimer(runloop, mode)))
        _DisplayLinkDriver.register(self)
    }

    /// The fallback without a display: a timer at the display rate.
    private func makeTimer(_ runloop: RunLoop, _ mode: RunLoop.Mode) -> Timer {
        let interval = 1 / _DisplayLinkDriver.displayRate
        let t = Timer(timeInterval: interval, repeats: true) { [weak self] _ in
            self?.fire(at: CACurrentMediaTime(), displayInterval: interval)
        }
        runloop.add(t, forMode: mode)
        return t
    }

    /// A display started (or stopped) driving the links: run-loop timers
    /// go (or come back).
    func displayDrivenChanged(_ driven: Bool) {
        for i in registrations.indices {
            registrations[i].timer?.invalidate()
            registrations[i].timer = driven ? nil : makeTimer(registrations[i].runLoop, registrations[i].mode)
        }
    }

    /// Stops the link on `runloop` in `mode`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        registrations.removeAll { r in
            guard r.runLoop === runloop && r.mode == mode else { return false }
            r.timer?.invalidate()
            return true
        }
        if registrations.isEmpty { _DisplayLinkDriver.unregister(self) }
    }

    /// Removes the link from every run loop; it never fires again.
    open func invalidate() {
        isInvalidated = true
        for r in registrations { r.timer?.invalidate() }
        registrations.removeAll()
        _DisplayLinkDriver.unregister(self)
    }

    /// The frames per second the link asks for (0: the display's rate).
    var requestedRate: Double {
        if let p = preferredFrameRateRange.preferred, p > 0 { return Double(p) }
        if preferredFrameRateRange.maximum > 0 { return Double(preferredFrameRateRange.maximum) }
        return Double(max(preferredFramesPerSecond, 0))
    }

    /// One display refresh at `now`: calls back when the link is due at
    /// its rate (every refresh, or every second one for half the rate...).
    package func fire(at now: CFTimeInterval, displayInterval: CFTimeInterval) {
        guard !isInvalidated, !isPaused else { return }
        let displayRate = 1 / displayInterval
        let rate = requestedRate > 0 ? min(requestedRate, displayRate) : displayRate
        // Refreshes per callback, rounded to whole frames.
        let every = max(1, (displayRate / rate).rounded())
        let interval = every * displayInterval
        if timestamp > 0, now - timestamp < interval - displayInterval / 2 { return }
        duration = displayInterval
        timestamp = now
        targetTimestamp = now + interval
        callback(self)
    }
}

/// The display links that are running on a thread, and what drives
/// them: a preview window's refreshes (which call `fireAll` before each
/// frame's commit) or, with no window, a run-loop timer per link. Links
/// belong to the thread that added them, as run loops do; each thread's
/// state is its own, so a window on the main thread and a headless
/// snapshot on another never drive each other's links.
package enum _DisplayLinkDriver {
    final class State {
        var links: [CADisplayLink] = []
        var isDisplayDriven = false
    }
    private static let perThread = _ThreadLocal { State() }
    private static var state: State { perThread.value }

    /// The refresh rate assumed without a display, in Hz.
    package static let displayRate: Double = 60
    /// A window's frame loop drives this thread's links (set while it runs).
    package static var isDisplayDriven: Bool { state.isDisplayDriven }

    /// A window starts or stops driving this thread's links.
    package static func setDisplayDriven(_ driven: Bool) {
        let s = state
        guard driven != s.isDisplayDriven else { return }
        s.isDisplayDriven = driven
        for link in s.links { link.displayDrivenChanged(driven) }
    }

    static func register(_ link: CADisplayLink) {
        let s = state
        if !s.links.contains(where: { $0 === link }) { s.links.append(link) }
    }

    static func unregister(_ link: CADisplayLink) {
        state.links.removeAll { $0 === link }
    }

    /// Whether some link on this thread wants frames (the window keeps refreshing).
    package static var hasRunningLinks: Bool { state.links.contains { !$0.isPaused } }

    /// One display refresh: every running link of this thread that is due is called.
    package static func fireAll(at now: CFTimeInterval, displayInterval: CFTimeInterval) {
        for link in state.links { link.fire(at: now, displayInterval: displayInterval) }
    }
}
