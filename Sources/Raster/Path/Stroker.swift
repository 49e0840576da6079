// The outline of a stroked polyline, as closed contours whose non-zero fill
// is the stroke.
//
// For an open polyline the contour runs forward along the left offset
// (the side of the normal n = (-dy, dx)), around the end cap, back along the
// right offset and around the start cap. A closed polyline gives two loops:
// the left offset forward and the right offset backward.
//
// Why this fills correctly: such a contour is, as a sum of closed chains,
// the boundaries of one rectangle per segment plus one wedge per outer
// join plus the caps, every piece wound the same way. The winding number
// is therefore >= 1 on their union and 0 elsewhere, however segments
// overlap, and the non-zero rule fills exactly the union. On the inner side
// of a join the contour goes through the corner point itself ("pivot")
// rather than computing where the offsets cross, which keeps that
// decomposition valid for any segment lengths and angles. When the offsets
// cross well inside both segments (the common case) we use the crossing
// point instead: that only removes the overlap of the two rectangles,
// where the winding was 2, leaving it 1, and it spares the analytic
// rasterizer, which sums windings within a pixel, a darkened inner corner.

/// Builds stroke outlines; holds its scratch buffers between polylines.
struct Stroker {
    private(set) var halfWidth: Double
    private(set) var cap: LineCap
    private(set) var join: LineJoin
    private(set) var miterLimit: Double
    private(set) var tolerance: Double
    /// Where the outline is seen (see `StrokeBuilder.outline`): arcs whose
    /// circle does not cross it need no fine steps.
    private(set) var region: FlatteningRegion?
    /// Offset points, forward along the polyline, interleaved x, y.
    private var left: [Double] = []
    private var right: [Double] = []

    init(style: StrokeStyle, tolerance: Double) {
        halfWidth = style.width / 2
        cap = style.cap
        join = style.join
        miterLimit = style.miterLimit
        self.tolerance = tolerance
    }

    /// Takes another style, keeping the buffers.
    mutating func configure(style: StrokeStyle, tolerance: Double, region: FlatteningRegion? = nil) {
        halfWidth = style.width / 2
        cap = style.cap
        join = style.join
        miterLimit = style.miterLimit
        self.tolerance = tolerance
        self.region = region
    }

    /// Appends the outline of `line` to `out`.
    mutating func stroke(_ line: Polyline, into out: inout RasterPath) {
        let n = line.count
        guard n > 1 else {
            if n == 1 { dot(line.xs[0], line.ys[0], line.dotDX, line.dotDY, into: &out) }
            return
        }
        left.removeAll(keepingCapacity: true)
        right.removeAll(keepingCapacity: true)
        let hw = halfWidth

        // Unit direction and length of segment k (k + 1 wraps when closed).
        func segment(_ k: Int) -> (dx: Double, dy: Double, len: Double) {
            let j = (k + 1) % n
            let dx = line.xs[j] - line.xs[k], dy = line.ys[j] - line.ys[k]
            let len = hypot2(dx, dy)
            return (dx / len, dy / len, len)
        }
        func joinAt(_ k: Int, _ a: (dx: Double, dy: Double, len: Double), _ b: (dx: Double, dy: Double, len: Double)) {
            addJoin(line.xs[k], line.ys[k], a, b, style: line.smooth[k] ? .round : join)
        }

        if line.closed {
            let segments = n
            var previous = segment(segments - 1)
            for k in 0..<segments {
                let s = segment(k)
                joinAt(k, previous, s)
                previous = s
            }
            emitForward(left, into: &out)
            out.close()
            emitBackward(right, into: &out)
            out.close()
            return
        }

        // The ends face along the path there: a curve's own direction where
        // a curve begins or ends it, else the end segment's.
        let x0 = line.xs[0], y0 = line.ys[0]
        var previous = segment(0)
        let first = line.startTangent ?? (previous.dx, previous.dy)
        left.append(x0 - first.dy * hw); left.append(y0 + first.dx * hw)
        right.append(x0 + first.dy * hw); right.append(y0 - first.dx * hw)
        for k in 1..<(n - 1) {
            let s = segment(k)
            joinAt(k, previous, s)
            previous = s
        }
        let xe = line.xs[n - 1], ye = line.ys[n - 1]
        let last = line.endTangent ?? (previous.dx, previous.dy)
        left.append(xe - last.dy * hw); left.append(ye + last.dx * hw)
        right.append(xe + last.dy * hw); right.append(ye - last.dx * hw)

        emitForward(left, into: &out)
        addCap(xe, ye, last.dx, last.dy, into: &out)
        emitBackward(right, into: &out, continuing: true)
        addCap(x0, y0, -first.dx, -first.dy, into: &out)
        out.close()
    }

    // MARK: Joins

    /// Appends both sides' points for the corner at (px, py) between
    /// directions a (incoming) and b (outgoing).
    private mutating func addJoin(_ px: Double, _ py: Double, _ a: (dx: Double, dy: Double, len: Double),
                                  _ b: (dx: Double, dy: Double, len: Double), style: LineJoin) {
        let hw = halfWidth
        let nax = -a.dy, nay = a.dx, nbx = -b.dy, nby = b.dx
        // The sine and cosine of the turn from a to b.
        let sinTurn = a.dx * b.dy - a.dy * b.dx, cosTurn = a.dx * b.dx + a.dy * b.dy
        if abs(sinTurn) <= 1e-12 && cosTurn > 0 {
            // Straight on: one point per side.
            append(1, px + nax * hw, py + nay * hw)
            append(-1, px - nax * hw, py - nay * hw)
            return
        }
        // The path turns toward the normal's side when sinTurn > 0: that side
        // is inner. An exact U-turn picks a side arbitrarily.
        let inner: Double = sinTurn >= 0 ? 1 : -1
        // The offsets on one side meet at corner + side * hw * (na + nb) / denom;
        // that point is hw * |sinTurn| / denom back along each segment.
        let denom = 1 + cosTurn

        // Inner side: the offsets' crossing when it lies within half of each
        // segment's length from the corner (so the joins at a segment's two
        // ends cannot overlap), else the pivot through the corner. See the
        // file comment.
        if denom > 1e-12 && hw * abs(sinTurn) / denom <= 0.5 * min(a.len, b.len) {
            append(inner, px + inner * hw * (nax + nbx) / denom, py + inner * hw * (nay + nby) / denom)
        } else {
            append(inner, px + inner * hw * nax, py + inner * hw * nay)
            append(inner, px, py)
            append(inner, px + inner * hw * nbx, py + inner * hw * nby)
        }

        // Outer side.
        let s = -inner
        switch style {
        case .miter where denom > 0 && miterLimit >= 1 && denom * miterLimit * miterLimit >= 2:
            // miter length / width = 1 / cos(turn / 2) = sqrt(2 / denom).
            append(s, px + s * hw * (nax + nbx) / denom, py + s * hw * (nay + nby) / denom)
        case .round:
            append(s, px + s * hw * nax, py + s * hw * nay)
            Self.arc(px, py, s * nax, s * nay, radius: hw, tolerance: arcTolerance(px, py),
                     sweep: angleOf(cosTurn, sinTurn), includeEnds: false) { x, y in append(s, x, y) }
            append(s, px + s * hw * nbx, py + s * hw * nby)
        default: // bevel, or a miter past its limit
            append(s, px + s * hw * nax, py + s * hw * nay)
            append(s, px + s * hw * nbx, py + s * hw * nby)
        }
    }

    // MARK: Caps and dots

    /// The points of the cap at (px, py) facing (dx, dy), from the left offset
    /// to the right one (the offsets' own points are already there).
    private func addCap(_ px: Double, _ py: Double, _ dx: Double, _ dy: Double, into out: inout RasterPath) {
        let hw = halfWidth
        let nx = -dy, ny = dx
        switch cap {
        case .butt:
            break
        case .square:
            out.line(to: px + (nx + dx) * hw, py + (ny + dy) * hw)
            out.line(to: px + (-nx + dx) * hw, py + (-ny + dy) * hw)
        case .round:
            // From n through d to -n: a half turn in the negative sense.
            Self.arc(px, py, nx, ny, radius: hw, tolerance: arcTolerance(px, py), sweep: -.pi, includeEnds: false) { x, y in
                out.line(to: x, y)
            }
        }
    }

    /// A zero-length stroke: a disc for round caps, a square facing
    /// (dx, dy) for square caps, nothing for butt caps.
    private func dot(_ px: Double, _ py: Double, _ dx: Double, _ dy: Double, into out: inout RasterPath) {
        let hw = halfWidth
        switch cap {
        case .butt:
            return
        case .square:
            // Two square caps back to back, from the left offset round to it
            // again, wound like every other piece.
            out.move(to: px - dy * hw, py + dx * hw)
            addCap(px, py, dx, dy, into: &out)
            out.line(to: px + dy * hw, py - dx * hw)
            addCap(px, py, -dx, -dy, into: &out)
        case .round:
            // Not two round caps: a cap's ends lie on the offset edges, at the
            // radius, where a full circle's points are all pushed out to keep
            // the disc's area (see `arc`).
            var first = true
            Self.arc(px, py, -dy, dx, radius: hw, tolerance: arcTolerance(px, py), sweep: -2 * .pi, includeEnds: true) { x, y in
                if first { out.move(to: x, y) } else { out.line(to: x, y) }
                first = false
            }
        }
        out.close()
    }

    // MARK: Helpers

    /// Points on an arc of radius `r` around (cx, cy), starting at unit
    /// vector (ux, uy) and turning by `sweep` radians. Without `includeEnds`
    /// only the interior points are emitted (the two ends lie on the offset
    /// edges, which emit them); with it the start is emitted too, for a full
    /// circle.
    ///
    /// Steps are sized for chords inscribed in the arc: a chord spanning
    /// angle t lies r * (1 - cos(t / 2)) inside it, at most `tolerance`. The
    /// interior points are then pushed out to r * sqrt(t / sin(t)), the
    /// radius at which the polygon's area equals the disc's: the outline
    /// straddles the arc, missing it by at most 2/3 of the tolerance, and
    /// round caps and dots keep their true weight instead of looking thin.
    ///
    /// No step is finer than a 1024-gon's: its sides stay within the
    /// tolerance up to a radius of about 50,000 pixels, past any surface,
    /// and without the floor a huge line width would put tens of thousands
    /// of points on every join of a flattened curve.
    private static func arc(_ cx: Double, _ cy: Double, _ ux: Double, _ uy: Double, radius r: Double,
                            tolerance: Double, sweep: Double, includeEnds: Bool, _ emit: (Double, Double) -> Void) {
        let finest = 2 * Double.pi / 1024
        let maxStep = tolerance < r ? min(max(2 * arcCosine(1 - tolerance / r), finest), .pi / 2) : .pi / 2
        let n = clampedSegmentCount(abs(sweep) / maxStep)
        let step = abs(sweep) / Double(n)
        let radius = step > 1e-9 ? r * (step / sine(step)).squareRoot() : r
        let range = includeEnds ? 0..<n : 1..<n
        for k in range {
            let t = sweep * Double(k) / Double(n)
            let c = cosine(t), s = sine(t)
            emit(cx + radius * (ux * c - uy * s), cy + radius * (ux * s + uy * c))
        }
    }

    /// The tolerance for an arc of the pen around (px, py): the stroke's,
    /// unless the arc stays clear of the region, where any step will do.
    /// Drawn in quarter turns (see `arc`), its polygon lies between 0.88
    /// and 1.26 times the radius; a region wholly inside or outside that
    /// ring sees no difference. A pen far wider than the surface then
    /// costs a few points a cap, not hundreds.
    private func arcTolerance(_ px: Double, _ py: Double) -> Double {
        guard let region,
              region.ringMisses(px, py, inner: 0.88 * halfWidth, outer: 1.26 * halfWidth, clearance: tolerance) else {
            return tolerance
        }
        return .infinity
    }

    /// Appends a point to the left side (side > 0) or the right one.
    private mutating func append(_ side: Double, _ x: Double, _ y: Double) {
        if side > 0 {
            left.append(x); left.append(y)
        } else {
            right.append(x); right.append(y)
        }
    }

    private func emitForward(_ points: [Double], into out: inout RasterPath) {
        out.move(to: points[0], points[1])
        var i = 2
        while i < points.count { out.line(to: points[i], points[i + 1]); i += 2 }
    }

    private func emitBackward(_ points: [Double], into out: inout RasterPath, continuing: Bool = false) {
        var i = points.count - 2
        if !continuing {
            out.move(to: points[i], points[i + 1])
            i -= 2
        }
        while i >= 0 { out.line(to: points[i], points[i + 1]); i -= 2 }
    }
}
