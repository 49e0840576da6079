import Foundation

// Values `import UIKit` brings from Darwin's C headers (math.h, Dispatch's
// time.h) that Glibc spells differently or not at all. Real animation code
// writes `animation.repeatCount = HUGE`.

/// Darwin's `MAXFLOAT` (math.h): the largest finite Float.
public let MAXFLOAT: Float = 0x1.fffffep+127
/// Darwin's `HUGE` is `MAXFLOAT` (math.h), a Float: `repeatCount = HUGE`
/// repeats for as long as anyone watches.
public let HUGE: Float = MAXFLOAT
/// C's `HUGE_VALF`: Float's infinity.
public let HUGE_VALF: Float = .infinity

/// Dispatch's time units (Darwin's `dispatch/time.h`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
