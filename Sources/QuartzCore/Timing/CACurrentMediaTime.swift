import Foundation

/// Seconds on a monotonic clock (Apple's `CACurrentMediaTime`, mach time in
/// seconds). Tests can fix it for the calling task with `_MediaClock.$fixed`.
public func CACurrentMediaTime() -> CFTimeInterval {
    if let t = _MediaClock.fixed { return t }
    return _MediaClock.monotonicNow()
}

package enum _MediaClock {
    /// A fixed "now" for the calling task, so tests can step time exactly.
    @TaskLocal public static var fixed: CFTimeInterval?

    static func monotonicNow() -> CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) * 1e-9
    }
}
