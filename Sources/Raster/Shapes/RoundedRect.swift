/// An axis-aligned rectangle with a radius per corner, in device pixels
/// (y down): what layer backgrounds, borders, clips and shadows are made of.
///
/// Coverage is computed analytically per pixel row, without a path: each
/// row is cut into sub-rows, and in each sub-row the shape is exactly one
/// interval [left, right] (a circle's chord in the corners), whose overlap
/// with every pixel is exact. The midpoint rule over sub-rows is exact for
/// straight edges and within 1/255 for arcs of a pixel's radius or more.
/// Rows that do not meet a corner need a single interval.
public struct RoundedRect: Equatable, Sendable {
    public var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Radii of the top-left, top-right, bottom-right and bottom-left
    /// corners (y down), each clamped to half the shorter side.
    public private(set) var radii: (tl: Double, tr: Double, br: Double, bl: Double)

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double,
                radii: (tl: Double, tr: Double, br: Double, bl: Double) = (0, 0, 0, 0)) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
        // Apple clamps the corner radius to half the shorter side.
        let limit = Swift.max(0, Swift.min(maxX - minX, maxY - minY) / 2)
        func clamp(_ r: Double) -> Double { r.isNaN ? 0 : Swift.min(Swift.max(r, 0), limit) }
        self.radii = (clamp(radii.tl), clamp(radii.tr), clamp(radii.br), clamp(radii.bl))
    }

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double) {
        self.init(minX: minX, minY: minY, maxX: maxX, maxY: maxY, radii: (radius, radius, radius, radius))
    }

    public static func == (a: RoundedRect, b: RoundedRect) -> Bool {
        a.minX == b.minX && a.minY == b.minY && a.maxX == b.maxX && a.maxY == b.maxY
            && a.radii.tl == b.radii.tl && a.radii.tr == b.radii.tr && a.radii.br == b.radii.br && a.radii.bl == b.radii.bl
    }

    public var isEmpty: Bool { !(maxX > minX && maxY > minY) }
    public var hasCorners: Bool { radii.tl > 0 || radii.tr > 0 || radii.br > 0 || radii.bl > 0 }

    /// The same shape moved inward by `d` on every side, radii shrinking
    /// with it: the inner edge of a border of width d.
    public func inset(by d: Double) -> RoundedRect {
        RoundedRect(minX: minX + d, minY: minY + d, maxX: maxX - d, maxY: maxY - d,
                    radii: (Swift.max(0, radii.tl - d), Swift.max(0, radii.tr - d),
                            Swift.max(0, radii.br - d), Swift.max(0, radii.bl - d)))
    }

    public func offsetBy(dx: Double, dy: Double) -> RoundedRect {
        RoundedRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy, radii: radii)
    }

    /// The pixels the shape touches, within `limit`.
    public func pixelBounds(within limit: PixelRect) -> PixelRect {
        isEmpty ? .empty : PixelRect.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY, within: limit)
    }

    /// The shape's horizontal extent at height `y`: nil outside it.
    public func interval(atY y: Double) -> (Double, Double)? {
        guard y >= minY, y < maxY else { return nil }
        var l = minX, r = maxX
        if y < minY + radii.tl {
            let d = minY + radii.tl - y
            l = minX + radii.tl - (radii.tl * radii.tl - d * d).squareRoot()
        } else if y > maxY - radii.bl {
            let d = y - (maxY - radii.bl)
            l = minX + radii.bl - Swift.max(0, radii.bl * radii.bl - d * d).squareRoot()
        }
        if y < minY + radii.tr {
            let d = minY + radii.tr - y
            r = maxX - radii.tr + (radii.tr * radii.tr - d * d).squareRoot()
        } else if y > maxY - radii.br {
            let d = y - (maxY - radii.br)
            r = maxX - radii.br + Swift.max(0, radii.br * radii.br - d * d).squareRoot()
        }
        return (l, r)
    }

    /// Whether pixel row `y` meets a rounded corner (and so needs sub-rows).
    func rowMeetsCorner(_ y: Int) -> Bool {
        let top = minY + Swift.max(radii.tl, radii.tr), bottom = maxY - Swift.max(radii.bl, radii.br)
        return Double(y) < top || Double(y + 1) > bottom
    }

    /// Sub-rows per pixel row where a corner passes.
    public static let subRows = 16
}

/// One row of a rounded rectangle's coverage: the columns it touches, the
/// columns it covers completely (solid spans need no per-pixel coverage),
/// and the coverage of every touched column in a caller's buffer.
public struct RowCoverage {
    /// Touched columns: x0..<x1 (empty when x1 <= x0).
    public var x0 = 0, x1 = 0
    /// Fully covered columns: full0..<full1, inside x0..<x1.
    public var full0 = 0, full1 = 0
}

extension RoundedRect {
    /// Computes row `y`'s coverage clipped to columns `clipX0..<clipX1`.
    /// `coverage[x - clipX0]` is written for x in the touched columns
    /// (0...255; full columns are written too, as 255). `accumulator` is
    /// scratch of at least 2 × (clipX1 − clipX0 + 1) floats (a RowScratch's).
    public func coverage(row y: Int, clipX0: Int, clipX1: Int, into coverage: UnsafeMutablePointer<UInt8>,
                         accumulator acc: UnsafeMutablePointer<Float>) -> RowCoverage {
        var out = RowCoverage()
        guard !isEmpty, clipX1 > clipX0, Double(y + 1) > minY, Double(y) < maxY else { return out }
        let fy0 = Swift.max(Double(y), minY), fy1 = Swift.min(Double(y + 1), maxY)
        if !rowMeetsCorner(y) {
            // One interval for the whole row, weighted by its vertical overlap.
            return Self.coverInterval(minX, maxX, weight: fy1 - fy0, clipX0: clipX0, clipX1: clipX1,
                                      coverage: coverage)
        }
        // Sub-rows: accumulate each one's exact interval overlap.
        let n = RoundedRect.subRows
        let h = 1.0 / Double(n)
        var ls = InlineArray<16, Double>(repeating: 0), rs = InlineArray<16, Double>(repeating: 0)
        var ws = InlineArray<16, Float>(repeating: 0)
        var count = 0
        var lo = Double.infinity, hi = -Double.infinity
        var innerL = -Double.infinity, innerR = Double.infinity
        var total = 0.0
        for s in 0..<n {
            let s0 = Double(y) + Double(s) * h
            let a = Swift.max(s0, fy0), b = Swift.min(s0 + h, fy1)
            guard b > a, let (l, r) = interval(atY: (a + b) / 2), r > l else {
                innerL = .infinity; innerR = -.infinity
                continue
            }
            ls[count] = l; rs[count] = r; ws[count] = Float(b - a)
            count += 1
            total += b - a
            lo = Swift.min(lo, l); hi = Swift.max(hi, r)
            innerL = Swift.max(innerL, l); innerR = Swift.min(innerR, r)
        }
        guard count > 0 else { return out }
        out.x0 = clampedPixel(lo, clipX0, clipX1, .down)
        out.x1 = clampedPixel(hi, clipX0, clipX1, .up)
        guard out.x1 > out.x0 else { return RowCoverage() }
        let span = out.x1 - out.x0
        // acc[0..<span] holds partial areas, acc[span...] is not needed:
        // full columns of each sub-row go into a running "cover" delta
        // (acc is span + 1 long) so a sub-row costs O(1) plus its two
        // partial pixels, and one pass sums the row.
        acc.update(repeating: 0, count: span + 1)
        let delta = acc + (span + 1)
        delta.update(repeating: 0, count: span + 1)
        for k in 0..<count {
            Self.accumulate(ls[k], rs[k], weight: ws[k], x0: out.x0, x1: out.x1, area: acc, cover: delta)
        }
        var running: Float = 0
        for i in 0..<span {
            running += delta[i]
            coverage[out.x0 - clipX0 + i] = UInt8(Swift.min(255, Swift.max(0, (acc[i] + running) * 255 + 0.5)))
        }
        // Full columns: inside every sub-row's interval, with the row
        // covered top to bottom.
        out.full0 = out.x0; out.full1 = out.x0
        if total >= 1 - 1e-9, innerR > innerL {
            let a = clampedPixel(innerL, out.x0, out.x1, .up), b = clampedPixel(innerR, out.x0, out.x1, .down)
            if b > a { out.full0 = a; out.full1 = b }
        }
        return out
    }

    /// A row covered by one interval [l, r) with vertical weight `weight`.
    static func coverInterval(_ l: Double, _ r: Double, weight: Double, clipX0: Int, clipX1: Int,
                              coverage: UnsafeMutablePointer<UInt8>) -> RowCoverage {
        var out = RowCoverage()
        out.x0 = clampedPixel(l, clipX0, clipX1, .down)
        out.x1 = clampedPixel(r, clipX0, clipX1, .up)
        guard out.x1 > out.x0 else { return RowCoverage() }
        let fullRow = weight >= 1 - 1e-9
        let in0 = clampedPixel(l, out.x0, out.x1, .up), in1 = clampedPixel(r, out.x0, out.x1, .down)
        let inner = UInt8(Swift.min(255, Swift.max(0, weight * 255 + 0.5)))
        // Only the first and last columns can be partial.
        func edge(_ x: Int) {
            let overlap = Swift.min(Double(x + 1), r) - Swift.max(Double(x), l)
            coverage[x - clipX0] = UInt8(Swift.min(255, Swift.max(0, overlap * weight * 255 + 0.5)))
        }
        edge(out.x0)
        edge(out.x1 - 1)
        let a = Swift.max(out.x0, in0), b = Swift.min(out.x1, in1)
        if b > a {
            (coverage + (a - clipX0)).update(repeating: inner, count: b - a)
            if fullRow { out.full0 = a; out.full1 = b } else { out.full0 = out.x0; out.full1 = out.x0 }
        } else {
            out.full0 = out.x0; out.full1 = out.x0
        }
        return out
    }

    /// Adds weight × overlap([x, x+1], [l, r]) for x in x0..<x1: the two
    /// partial pixels into `area`, the whole pixels between them as a
    /// +weight/−weight pair in `cover` (summed left to right later).
    static func accumulate(_ l0: Double, _ r0: Double, weight: Float, x0: Int, x1: Int,
                           area: UnsafeMutablePointer<Float>, cover: UnsafeMutablePointer<Float>) {
        let l = Swift.max(l0, Double(x0)), r = Swift.min(r0, Double(x1))
        guard r > l else { return }
        let a = Int(l.rounded(.down)), b = Swift.min(x1, Int(r.rounded(.up)))
        if b - a == 1 {
            area[a - x0] += weight * Float(r - l)
            return
        }
        area[a - x0] += weight * Float(Double(a + 1) - l)
        area[b - 1 - x0] += weight * Float(r - Double(b - 1))
        if b - a > 2 {
            cover[a + 1 - x0] += weight
            cover[b - 1 - x0] -= weight
        }
    }
}
