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
// The bound holds for the whole curve, so uniform steps in t suffice.

/// The flatness used when a caller does not say: a quarter pixel keeps
/// anti-aliased edges visually exact.
public let defaultFlatteningTolerance = 0.25

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
    case close
}

extension RasterPath {
    /// Walks the path with its curves flattened to `tolerance`. When
    /// `strokeHalfWidth` is positive, curves are cut finely enough for their
    /// offsets at that distance to stay within tolerance too.
    func forEachFlattened(tolerance: Double, strokeHalfWidth: Double = 0, _ body: (FlatElement) -> Void) {
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
                case .quad:
                    let cx = p[c], cy = p[c + 1], ex = p[c + 2], ey = p[c + 3]
                    var n = quadSegmentCount(x, y, cx, cy, ex, ey, tolerance: tol)
                    if strokeHalfWidth > 0 {
                        let turning = controlPolygonTurning(cx - x, cy - y, ex - cx, ey - cy, 0, 0)
                        n = max(n, offsetSegmentCount(turning: turning, halfWidth: strokeHalfWidth, tolerance: tol))
                    }
                    var i = 0
                    flattenQuad(x, y, cx, cy, ex, ey, segments: n) { px, py in
                        i += 1
                        body(.line(px, py, smooth: i < n))
                    }
                    x = ex; y = ey
                case .cubic:
                    let c1x = p[c], c1y = p[c + 1], c2x = p[c + 2], c2y = p[c + 3], ex = p[c + 4], ey = p[c + 5]
                    var n = cubicSegmentCount(x, y, c1x, c1y, c2x, c2y, ex, ey, tolerance: tol)
                    if strokeHalfWidth > 0 {
                        let turning = controlPolygonTurning(c1x - x, c1y - y, c2x - c1x, c2y - c1y, ex - c2x, ey - c2y)
                        n = max(n, offsetSegmentCount(turning: turning, halfWidth: strokeHalfWidth, tolerance: tol))
                    }
                    var i = 0
                    flattenCubic(x, y, c1x, c1y, c2x, c2y, ex, ey, segments: n) { px, py in
                        i += 1
                        body(.line(px, py, smooth: i < n))
                    }
                    x = ex; y = ey
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
            }
        }
        return out
    }
}
