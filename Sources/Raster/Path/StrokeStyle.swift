/// How an open end of a stroke is drawn.
public enum LineCap: Sendable, Hashable {
    /// Square, flush with the end point.
    case butt
    /// A half disc centred on the end point.
    case round
    /// Square, extended past the end point by half the width.
    case square
}

/// How a stroke turns a corner.
public enum LineJoin: Sendable, Hashable {
    /// The outer edges extended until they meet, unless the miter (from the
    /// inner corner to the tip: width / sin(a/2) for an angle a between the
    /// segments) is longer than `miterLimit` times the width; then the corner
    /// is bevelled.
    case miter
    /// A disc sector centred on the corner.
    case round
    /// The outer corners joined by a straight line.
    case bevel
}

/// Everything that shapes a stroke, in the path's (device) units.
public struct StrokeStyle: Sendable, Hashable {
    /// Full width; zero, negative or NaN strokes nothing.
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// Largest ratio of miter length to width drawn as a miter (as in
    /// CoreGraphics and PostScript: 10 by default, sqrt(2) bevels anything
    /// sharper than a right angle).
    public var miterLimit: Double
    /// Alternating painted and unpainted lengths along the path, starting
    /// with painted; an odd count is used twice over. See `DashPattern` for
    /// what counts as "no dashing".
    public var dashes: [Double]
    /// How far into the pattern each subpath starts.
    public var dashPhase: Double

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dashes: [Double] = [], dashPhase: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashPhase = dashPhase
    }
}

/// A dash array made usable, and where in it a subpath starts.
struct DashPattern {
    /// Even count, every entry >= 0, sum > 0; even indices are painted.
    let intervals: [Double]
    let total: Double
    let startIndex: Int
    /// What is left of `intervals[startIndex]` at the start of a subpath.
    let startRemaining: Double

    /// Nil means "do not dash": an empty array, or one holding a negative,
    /// NaN or infinite entry, or adding up to zero. CoreGraphics leaves such
    /// patterns undefined; a solid line is the least surprising reading.
    init?(dashes: [Double], phase: Double) {
        guard !dashes.isEmpty, dashes.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let intervals = dashes.count % 2 == 0 ? dashes : dashes + dashes
        let total = intervals.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        self.intervals = intervals
        self.total = total

        // Walk the phase (taken modulo the pattern, NaN as 0) into the pattern.
        // A phase landing exactly on an interval's end starts the next one,
        // but a zero phase keeps a leading zero-length dash (a dot).
        var p = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if p < 0 { p += total }
        if p >= total { p = 0 }
        var i = 0
        while p > 0 && p >= intervals[i] {
            p -= intervals[i]
            i = (i + 1) % intervals.count
        }
        startIndex = i
        startRemaining = intervals[i] - p
    }
}
