// Curve flattening: Bézier curves to polylines within a stated tolerance,
// the tolerance being the largest distance allowed between a curve and its
// polyline, in pixels.
//
// The number of segments comes from Wang's formula (Wang 1984; the bound
// Skia's GrWangsFormula and Pathfinder use): for a polynomial curve whose
// second derivative has magnitude at most M, the chords of n equal
// parameter steps stay within M / (8 n²) of the curve. For a Bézier of
// degree d, M <= d(d-1) * max_i |P_i - 2 P_i+1 + P_i+2|, so
//
//     n = ceil( sqrt( d(d-1)/8 * max_i |P_i - 2 P_i+1 + P_i+2| / tolerance ) )
//
// which is sqrt(|P0 - 2 P1 + P2| / (4 tol)) for a quadratic and
// sqrt(3/4 * max(|P0 - 2 P1 + P2|, |P1 - 2 P2 + P3|) / tol) for a cubic.
// The bound holds for the whole curve. A curve is not cut into that many
// equal steps, though: like Core Graphics, we halve it at t = 1/2 until the
// formula asks for one segment per piece, each piece measured on its own.
// A curve that bends at one end gets short pieces there and long ones
// elsewhere, always a power of two of halvings deep; a curve flattened so
// has its corners where iOS puts them, and so do its edge pixels' values.

/// The flatness used when a caller does not say: what Core Graphics
/// flattens to by default, as iOS's pictures show (CGContext's default
/// flatness 0.25 times 0.225: see `CGContext.flatteningTolerance`); Core
/// Animation's shapes use it too, so a CAShapeLayer draws as its path
/// filled in a context does.
public let defaultFlatteningTolerance = 0.05625

/// Most segments one curve is cut into. Wang's formula grows with the
/// square root of the curve's size, so this only binds for curves
/// spanning about 1e9 pixels: it bounds the work such a curve costs.
let maxCurveSegments = 1 << 16

/// A usable tolerance: NaN, infinite, zero and negative values fall back to
/// the default, and tiny ones are raised so the segment count stays sane.
func sanitizedTolerance(_ tolerance: Double) -> Double {
    guard tolerance.isFinite, tolerance > 0 else { return defaultFlatteningTolerance }
    return max(tolerance, 1e-4)
}

/// Rounds a real segment count up into 1...maxCurveSegments (NaN gives 1).
func clampedSegmentCount(_ n: Double) -> Int {
    guard n > 1 else { return 1 }
    return n >= Double(maxCurveSegments) ? maxCurveSegments : Int(n.rounded(.up))
}

/// Wang's formula for a quadratic Bézier (see the top of the file).
func quadSegmentCount(_ x0: Double, _ y0: Double, _ cx: Double, _ cy: Double,
                      _ x1: Double, _ y1: Double, tolerance: Double) -> Int {
    let ddx = x0 - 2 * cx + x1, ddy = y0 - 2 * cy + y1
    let dd = (ddx * ddx + ddy * ddy).squareRoot()
    return clampedSegmentCount((dd / (4 * tolerance)).squareRoot())
}

/// Wang's formula for a cubic Bézier (see the top of the file).
func cubicSegmentCount(_ x0: Double, _ y0: Double, _ c1x: Double, _ c1y: Double,
                       _ c2x: Double, _ c2y: Double, _ x1: Double, _ y1: Double,
                       tolerance: Double) -> Int {
    let ax = x0 - 2 * c1x + c2x, ay = y0 - 2 * c1y + c2y
    let bx = c1x - 2 * c2x + x1, by = c1y - 2 * c2y + y1
    let dd = max(ax * ax + ay * ay, bx * bx + by * by).squareRoot()
    return clampedSegmentCount((0.75 * dd / tolerance).squareRoot())
}

/// Calls `emit` with the `segments` points after the start of a quadratic,
/// at equal steps of t; the last one is exactly the end point.
@inline(__always)
func flattenQuad(_ x0: Double, _ y0: Double, _ cx: Double, _ cy: Double, _ x1: Double, _ y1: Double,
                 segments: Int, _ emit: (Double, Double) -> Void) {
    let step = 1 / Double(segments)
    for i in 1..<max(segments, 1) {
        let t = Double(i) * step, mt = 1 - t
        let a = mt * mt, b = 2 * mt * t, c = t * t
        emit(a * x0 + b * cx + c * x1, a * y0 + b * cy + c * y1)
    }
    emit(x1, y1)
}

/// Calls `emit` with the `segments` points after the start of a cubic, at
/// equal steps of t; the last one is exactly the end point.
@inline(__always)
func flattenCubic(_ x0: Double, _ y0: Double, _ c1x: Double, _ c1y: Double,
                  _ c2x: Double, _ c2y: Double, _ x1: Double, _ y1: Double,
                  segments: Int, _ emit: (Double, Double) -> Void) {
    let step = 1 / Double(segments)
    for i in 1..<max(segments, 1) {
        let t = Double(i) * step, mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        emit(a * x0 + b * c1x + c * c2x + d * x1, a * y0 + b * c1y + c * c2y + d * y1)
    }
    emit(x1, y1)
}

/// Total turning, in radians, of a control polygon of up to three legs
/// (zero legs are skipped; a quadratic passes a zero third leg). A Bézier
/// curve turns no more than its control polygon (variation diminishing),
/// so this bounds the curve's turning.
func controlPolygonTurning(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double,
                           _ cx: Double, _ cy: Double) -> Double {
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
        abs(angleOf(ux * vx + uy * vy, ux * vy - uy * vx))
    }
    let a = ax != 0 || ay != 0, b = bx != 0 || by != 0, c = cx != 0 || cy != 0
    switch (a, b, c) {
    case (true, true, true): return angle(ax, ay, bx, by) + angle(bx, by, cx, cy)
    case (true, true, false): return angle(ax, ay, bx, by)
    case (true, false, true): return angle(ax, ay, cx, cy)
    case (false, true, true): return angle(bx, by, cx, cy)
    default: return 0
    }
}

/// Segments needed for a curve turning by `turning` radians so that its
/// stroke outline, `halfWidth` to each side, stays within `tolerance` of
/// the true offsets. Outside a bend the stroker joins chords round, which
/// is exact; inside, the offset chords meet at their crossing, which lies
/// halfWidth * (1 / cos(a / 2) - 1) ≈ halfWidth a² / 8 beyond the true
/// offset for a chord turning by a. So a <= sqrt(8 tolerance / halfWidth).
func offsetSegmentCount(turning: Double, halfWidth: Double, tolerance: Double) -> Int {
    guard halfWidth > tolerance else { return 1 }
    return clampedSegmentCount(turning / (8 * tolerance / halfWidth).squareRoot())
}

/// One step of a flattened path.
enum FlatElement {
    case move(Double, Double)
    /// A straight segment to the point; `smooth` when the point lies inside
    /// a curve (the stroker joins such points round, whatever the style,
    /// because the true curve has no corner there).
    case line(Double, Double, smooth: Bool)
    /// The direction a curve leaves its start point in (before its
    /// segments, `atStart`) or arrives at its end point in (after them),
    /// for strokes only: a stroke's cap there is square to the curve, not
    /// to the first or last segment, whose chord turns from the curve by
    /// half a step (a circle stroked from angle 0 to 2π showed a sliver
    /// between its two butt caps).
    case tangent(Double, Double, atStart: Bool)
    case close
}

/// The part of the plane a caller will look at: a stroke whose outline
/// only matters inside it need not cut curves finely elsewhere.
public struct FlatteningRegion: Sendable, Equatable {
    public var minX: Double, minY: Double, maxX: Double, maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// The bounds of `rect`'s corners mapped by the affine map (a, b, c,
    /// d, tx, ty): given a map back from device pixels, the part of user
    /// space a clip rect sees.
    public init(_ rect: PixelRect, mappedBy a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) {
        let xs = [Double(rect.x0), Double(rect.x1)], ys = [Double(rect.y0), Double(rect.y1)]
        var lo = (Double.infinity, Double.infinity), hi = (-Double.infinity, -Double.infinity)
        for x in xs {
            for y in ys {
                let u = a * x + c * y + tx, v = b * x + d * y + ty
                lo = (Swift.min(lo.0, u), Swift.min(lo.1, v)); hi = (Swift.max(hi.0, u), Swift.max(hi.1, v))
            }
        }
        self.init(minX: lo.0, minY: lo.1, maxX: hi.0, maxY: hi.1)
    }

    /// Whether the box lies within the region grown by `margin`.
    @inline(__always)
    func contains(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, margin: Double) -> Bool {
        x0 >= minX - margin && x1 <= maxX + margin && y0 >= minY - margin && y1 <= maxY + margin
    }

    /// The nearest and the farthest distance from the box to any point of
    /// the region.
    func distances(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> (nearest: Double, farthest: Double) {
        let nx = Swift.max(0, minX - x1, x0 - maxX), ny = Swift.max(0, minY - y1, y0 - maxY)
        let fx = Swift.max(maxX - x0, x1 - minX), fy = Swift.max(maxY - y0, y1 - minY)
        return (hypot2(nx, ny), hypot2(fx, fy))
    }

    /// Whether the ring between radii `inner` and `outer` around (x, y)
    /// stays clear of the region by `clearance`: all of the region inside
    /// it or all of it outside.
    func ringMisses(_ x: Double, _ y: Double, inner: Double, outer: Double, clearance: Double) -> Bool {
        let d = distances(x, y, x, y)
        return d.farthest + clearance < inner || d.nearest > outer + clearance
    }

    /// Whether the box lies wholly outside, `margin` away or more.
    @inline(__always)
    func excludes(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, margin: Double) -> Bool {
        x1 + margin < minX || x0 - margin > maxX || y1 + margin < minY || y0 - margin > maxY
    }
}

extension RasterPath {
    /// Walks the path with its curves flattened to `tolerance`. When
    /// `strokeHalfWidth` is positive, curves are cut finely enough for their
    /// offsets at that distance to stay within tolerance too.
    ///
    /// With a `region`, a part of a curve whose control box lies farther
    /// than `margin` outside it is one chord instead: whatever the caller
    /// builds from the curve within `margin` of it (a stroke's sides,
    /// joins and caps) then changes only outside the region. A curve that
    /// crosses the region's edge is halved until its parts lie inside or
    /// outside, so a curve a billion pixels long costs a few hundred
    /// segments where it passes the region, not 65,536.
    func forEachFlattened(tolerance: Double, strokeHalfWidth: Double = 0, region: FlatteningRegion? = nil,
                          margin: Double = 0, _ body: (FlatElement) -> Void) {
        let tol = sanitizedTolerance(tolerance)
        var x = 0.0, y = 0.0
        var c = 0
        coords.withUnsafeBufferPointer { p in
            for verb in verbs {
                switch verb {
                case .move:
                    x = p[c]; y = p[c + 1]
                    body(.move(x, y))
                case .line:
                    x = p[c]; y = p[c + 1]
                    body(.line(x, y, smooth: false))
                case .quad, .cubic:
                    let b = verb == .quad
                        ? BezierPiece(x0: x, y0: y, c1x: p[c], c1y: p[c + 1], c2x: p[c], c2y: p[c + 1], x1: p[c + 2],
                                      y1: p[c + 3], cubic: false)
                        : BezierPiece(x0: x, y0: y, c1x: p[c], c1y: p[c + 1], c2x: p[c + 2], c2y: p[c + 3],
                                      x1: p[c + 4], y1: p[c + 5], cubic: true)
                    let stroked = strokeHalfWidth > 0
                    if stroked, let t = b.startTangent { body(.tangent(t.0, t.1, atStart: true)) }
                    b.flatten(tolerance: tol, halfWidth: strokeHalfWidth, region: region, margin: margin, last: true,
                              depth: 0, body)
                    if stroked, let t = b.endTangent { body(.tangent(t.0, t.1, atStart: false)) }
                    x = b.x1; y = b.y1
                case .close:
                    body(.close)
                }
                c += verb.coordinateCount
            }
        }
    }

    /// The path with every curve replaced by line segments within
    /// `tolerance` pixels of it.
    public func flattened(tolerance: Double = defaultFlatteningTolerance) -> RasterPath {
        var out = RasterPath()
        forEachFlattened(tolerance: tolerance) { element in
            switch element {
            case let .move(x, y): out.move(to: x, y)
            case let .line(x, y, _): out.line(to: x, y)
            case .close: out.close()
            case .tangent: break
            }
        }
        return out
    }
}

/// A quadratic (its second control point unused) or cubic Bézier curve,
/// flattened whole or, against a region, in halves.
struct BezierPiece {
    var x0: Double, y0: Double, c1x: Double, c1y: Double, c2x: Double, c2y: Double, x1: Double, y1: Double
    var cubic: Bool

    /// The unit direction the curve leaves its start in: toward the first
    /// control point that is not the start (nil for a curve that is a point).
    var startTangent: (Double, Double)? {
        Self.unit(c1x - x0, c1y - y0) ?? Self.unit(c2x - x0, c2y - y0) ?? Self.unit(x1 - x0, y1 - y0)
    }

    /// The unit direction it arrives at its end in.
    var endTangent: (Double, Double)? {
        Self.unit(x1 - c2x, y1 - c2y) ?? Self.unit(x1 - c1x, y1 - c1y) ?? Self.unit(x1 - x0, y1 - y0)
    }

    private static func unit(_ dx: Double, _ dy: Double) -> (Double, Double)? {
        let len = hypot2(dx, dy)
        return len > Polyline.minimumSegment && len.isFinite ? (dx / len, dy / len) : nil
    }

    /// Halving stops here (2^-40 of the curve) whatever the region; a
    /// part still astride its edge is drawn as its chord.
    static let maxDepth = 40
    /// Parts needing no more segments than this are not halved further.
    static let smallPiece = 16

    var box: (Double, Double, Double, Double) {
        var lo = (Swift.min(x0, c1x, x1), Swift.min(y0, c1y, y1)), hi = (Swift.max(x0, c1x, x1), Swift.max(y0, c1y, y1))
        if cubic {
            lo = (Swift.min(lo.0, c2x), Swift.min(lo.1, c2y)); hi = (Swift.max(hi.0, c2x), Swift.max(hi.1, c2y))
        }
        return (lo.0, lo.1, hi.0, hi.1)
    }

    /// Segments for `tolerance`, and for offsets at `halfWidth` where those
    /// can pass through `region`: offsets farther from every point of the
    /// curve than the whole region is (a stroke far wider than what is
    /// seen) are never seen, and need no finer cut than the curve.
    func segments(tolerance: Double, halfWidth: Double, region: FlatteningRegion? = nil) -> Int {
        var halfWidth = halfWidth
        if halfWidth > 0, let region {
            let b = box
            if region.distances(b.0, b.1, b.2, b.3).farthest + tolerance < halfWidth { halfWidth = 0 }
        }
        if cubic {
            var n = cubicSegmentCount(x0, y0, c1x, c1y, c2x, c2y, x1, y1, tolerance: tolerance)
            if halfWidth > 0 {
                let turning = controlPolygonTurning(c1x - x0, c1y - y0, c2x - c1x, c2y - c1y, x1 - c2x, y1 - c2y)
                n = Swift.max(n, offsetSegmentCount(turning: turning, halfWidth: halfWidth, tolerance: tolerance))
            }
            return n
        }
        var n = quadSegmentCount(x0, y0, c1x, c1y, x1, y1, tolerance: tolerance)
        if halfWidth > 0 {
            let turning = controlPolygonTurning(c1x - x0, c1y - y0, x1 - c1x, y1 - c1y, 0, 0)
            n = Swift.max(n, offsetSegmentCount(turning: turning, halfWidth: halfWidth, tolerance: tolerance))
        }
        return n
    }

    /// The two halves at t = 1/2 (de Casteljau).
    func halves() -> (BezierPiece, BezierPiece) {
        if cubic {
            let ax = (x0 + c1x) / 2, ay = (y0 + c1y) / 2, bx = (c1x + c2x) / 2, by = (c1y + c2y) / 2
            let cx = (c2x + x1) / 2, cy = (c2y + y1) / 2
            let dx = (ax + bx) / 2, dy = (ay + by) / 2, ex = (bx + cx) / 2, ey = (by + cy) / 2
            let mx = (dx + ex) / 2, my = (dy + ey) / 2
            return (BezierPiece(x0: x0, y0: y0, c1x: ax, c1y: ay, c2x: dx, c2y: dy, x1: mx, y1: my, cubic: true),
                    BezierPiece(x0: mx, y0: my, c1x: ex, c1y: ey, c2x: cx, c2y: cy, x1: x1, y1: y1, cubic: true))
        }
        let ax = (x0 + c1x) / 2, ay = (y0 + c1y) / 2, bx = (c1x + x1) / 2, by = (c1y + y1) / 2
        let mx = (ax + bx) / 2, my = (ay + by) / 2
        return (BezierPiece(x0: x0, y0: y0, c1x: ax, c1y: ay, c2x: 0, c2y: 0, x1: mx, y1: my, cubic: false),
                BezierPiece(x0: mx, y0: my, c1x: bx, c1y: by, c2x: 0, c2y: 0, x1: x1, y1: y1, cubic: false))
    }

    /// Emits the points after the start: the last is the end point, and
    /// smooth unless this piece ends the curve (`last`).
    func flatten(tolerance: Double, halfWidth: Double, region: FlatteningRegion?, margin: Double, last: Bool, depth: Int,
                 _ body: (FlatElement) -> Void) {
        /// Flattens the two halves, the first never the curve's last piece.
        func halve(keeping region: FlatteningRegion?) {
            let (a, z) = halves()
            a.flatten(tolerance: tolerance, halfWidth: halfWidth, region: region, margin: margin, last: false,
                      depth: depth + 1, body)
            z.flatten(tolerance: tolerance, halfWidth: halfWidth, region: region, margin: margin, last: last,
                      depth: depth + 1, body)
        }
        if let region {
            let b = box
            if region.excludes(b.0, b.1, b.2, b.3, margin: margin) {
                body(.line(x1, y1, smooth: !last))
                return
            }
            if !region.contains(b.0, b.1, b.2, b.3, margin: margin),
               segments(tolerance: tolerance, halfWidth: halfWidth, region: region) > Self.smallPiece {
                if depth == Self.maxDepth {
                    // Still astride the region's edge after 40 halvings: a
                    // curve over 10^12 times the region's size, whose
                    // coordinates (far past 2^53 of its parts) no longer
                    // place it to a pixel anyway. A chord, not 65,536 cuts.
                    body(.line(x1, y1, smooth: !last))
                    return
                }
                halve(keeping: region)
                return
            }
        }
        let n = segments(tolerance: tolerance, halfWidth: halfWidth, region: region)
        if n >= maxCurveSegments {
            // A curve too long to cut finely anywhere: equal steps, at most
            // maxCurveSegments of them (halving it would cost more).
            var i = 0
            let emit: (Double, Double) -> Void = { px, py in
                i += 1
                body(.line(px, py, smooth: i < n || !last))
            }
            if cubic {
                flattenCubic(x0, y0, c1x, c1y, c2x, c2y, x1, y1, segments: n, emit)
            } else {
                flattenQuad(x0, y0, c1x, c1y, x1, y1, segments: n, emit)
            }
            return
        }
        // Halved until each half is flat enough on its own, as Core
        // Graphics flattens: where a curve bends little its pieces are
        // long, where it bends much they are short, and the corners fall
        // where iOS's fall (a curve cut into equal steps put edge pixels
        // up to 37 levels from iOS's). At most about twice the pieces
        // Wang's formula asks for the whole curve.
        if n > 1 && depth < Self.maxDepth {
            halve(keeping: nil)
            return
        }
        body(.line(x1, y1, smooth: !last))
    }
}
