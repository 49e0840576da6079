/// The display's refreshes as a schedule, for the window server: when a
/// frame may start, which refresh it will be shown at (the time its
/// animations are evaluated for, and `CADisplayLink.targetTimestamp`), and
/// when to tick display links with nothing to draw.
///
/// With vsync, each present returns at a refresh, and those returns set
/// the phase. Without (the software renderer, a display without vblank,
/// or presents that turn out not to wait), frames keep to a timer at the
/// display's rate on a fixed schedule, so the time spent drawing is not
/// added to each interval, and a late frame restarts the schedule.
struct FramePacer {
    /// Seconds between the display's refreshes.
    var interval: Double
    /// Presents wait for the refresh: claimed by the renderer, given up
    /// when presents drawn back to back come back faster than the display
    /// refreshes.
    private(set) var waitsForVsync: Bool
    /// The last refresh known: a present's return, a frame's slot on the
    /// timer's schedule, or a tick.
    private(set) var lastRefresh: Double?
    /// Spacing of the last presents drawn back to back (vsync only).
    private var gaps: [Double] = []

    /// How many back-to-back presents decide whether vsync waits; a
    /// driver may queue a frame or two ahead, so a few fast ones prove
    /// nothing.
    static let sample = 16
    /// After this long without a refresh the phase is not trusted.
    static let phaseLifetime = 0.5

    init(interval: Double, vsync: Bool) {
        self.interval = interval > 0 && interval.isFinite ? interval : 1.0 / 60
        waitsForVsync = vsync
    }

    /// The earliest time the next frame may start drawing.
    var earliestFrameStart: Double {
        guard !waitsForVsync, let last = lastRefresh else { return -.infinity }
        return last + interval
    }

    /// A frame starts drawing at `now`: the refresh it will be shown at.
    /// On the timer's schedule this is the frame's slot (and the schedule
    /// moves on); with vsync, the first refresh after `now`.
    mutating func beginFrame(at now: Double) -> Double {
        if !waitsForVsync {
            let slot = lastRefresh.map { $0 + interval } ?? now
            // On schedule (or early, if asked to): keep the phase; a
            // frame later than a whole refresh restarts it from now.
            let start = now - slot < interval ? slot : now
            lastRefresh = start
            return start
        }
        return nextRefresh(after: now)
    }

    /// A present returned at `t`. `backToBack`: the frame before it was
    /// presented just before this one began (so the gap between them says
    /// whether presents wait). True when this shows that they do not.
    mutating func presented(at t: Double, backToBack: Bool) -> Bool {
        guard waitsForVsync else { return false }
        defer { lastRefresh = t }
        guard backToBack, let last = lastRefresh else {
            gaps.removeAll(keepingCapacity: true)
            return false
        }
        gaps.append(t - last)
        if gaps.count > Self.sample { gaps.removeFirst() }
        guard gaps.count == Self.sample else { return false }
        let mean = gaps.reduce(0, +) / Double(gaps.count)
        if mean < 0.6 * interval {
            waitsForVsync = false
            return true
        }
        return false
    }

    /// The first refresh after `now` by the known phase (at least a
    /// hair after, so a tick is never due twice); `now` plus an interval
    /// when the phase is unknown or stale.
    func nextRefresh(after now: Double) -> Double {
        guard let last = lastRefresh, now - last < Self.phaseLifetime else { return now + interval }
        let k = max(1, ((now - last) / interval).rounded(.up))
        let next = last + k * interval
        return next > now ? next : next + interval
    }

    /// A refresh passed with nothing drawn (display links ticked for it).
    mutating func ticked(at t: Double) {
        lastRefresh = t
    }
}
