/// A flattened subpath on its way to the stroker: its points, whether each
/// lies inside a curve, and whether it is closed. Reused between subpaths.
struct Polyline {
    var xs: [Double] = []
    var ys: [Double] = []
    /// True for points inside a flattened curve (joined round; see
    /// FlatElement).
    var smooth: [Bool] = []
    var closed = false
    /// The direction a zero-length polyline's square cap faces: along the
    /// path for a zero-length dash, along x otherwise (as CoreGraphics).
    var dotDX = 1.0, dotDY = 0.0
    /// The unit directions the path leaves its first point in and arrives
    /// at its last in, when a curve begins or ends it (see
    /// `FlatElement.tangent`); nil for a straight end, whose segment is the
    /// direction.
    var startTangent: (dx: Double, dy: Double)?
    var endTangent: (dx: Double, dy: Double)?

    /// Points closer than this to the previous one are dropped: a segment
    /// that short has no trustworthy direction, and joining along a noisy
    /// direction would draw miter spikes. 1e-4 px is far below what 8-bit
    /// coverage can show.
    static let minimumSegment = 1e-4

    var count: Int { xs.count }

    mutating func removeAll() {
        xs.removeAll(keepingCapacity: true)
        ys.removeAll(keepingCapacity: true)
        smooth.removeAll(keepingCapacity: true)
        closed = false
        dotDX = 1; dotDY = 0
        startTangent = nil; endTangent = nil
    }

    /// Appends a point unless it repeats the last one.
    mutating func append(_ x: Double, _ y: Double, smooth s: Bool) {
        if let lx = xs.last, let ly = ys.last,
           abs(x - lx) <= Self.minimumSegment && abs(y - ly) <= Self.minimumSegment {
            return
        }
        xs.append(x); ys.append(y); smooth.append(s)
    }

    /// For a closed polyline, drops a last point that repeats the first (the
    /// closing segment already returns there).
    mutating func trimClosingDuplicate() {
        guard closed, count > 1, let lx = xs.last, let ly = ys.last,
              abs(xs[0] - lx) <= Self.minimumSegment && abs(ys[0] - ly) <= Self.minimumSegment else { return }
        xs.removeLast(); ys.removeLast(); smooth.removeLast()
    }

    /// The bounds of its points.
    var box: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var b = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for k in 0..<count {
            b = (Swift.min(b.0, xs[k]), Swift.min(b.1, ys[k]), Swift.max(b.2, xs[k]), Swift.max(b.3, ys[k]))
        }
        return b
    }

    /// Sum of the segment lengths, the closing one included when closed.
    var length: Double {
        var total = 0.0
        let segments = closed ? count : count - 1
        for k in 0..<max(segments, 0) {
            let j = (k + 1) % count
            total += hypot2(xs[j] - xs[k], ys[j] - ys[k])
        }
        return total
    }
}

/// The length of (x, y) without overflow worries for pixel-range values.
@inline(__always)
func hypot2(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
