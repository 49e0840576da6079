/// A rounded rectangle prepared for row-by-row coverage from cached corner
/// tiles (see `CornerCut`): a row costs its partial columns (the rounded
/// corners and fractional edges) plus a fill of the rest, with no
/// sub-rows and no square roots once the tiles are cached.
///
/// Shapes whose corners are too large to cache take the sub-row path
/// (`RoundedRect.coverage(row:…)`), which gives the same coverage.
public struct RoundedRectRows {
    public let shape: RoundedRect
    /// Touched pixels, unclipped (coordinates clamped to ±1e9 so that
    /// absurd geometry still converts to Int).
    let x0: Int, x1: Int, y0: Int, y1: Int
    let tl: CornerTile?, tr: CornerTile?, br: CornerTile?, bl: CornerTile?
    let subRows: Bool
    /// Rows that meet no corner and are covered top to bottom: their
    /// coverage is the same row after row, so callers compute it once.
    public let plainRows: Range<Int>

    public init(_ shape: RoundedRect, tiles: CornerTileCache) {
        self.shape = shape
        guard !shape.isEmpty else {
            x0 = 0; x1 = 0; y0 = 0; y1 = 0
            tl = nil; tr = nil; br = nil; bl = nil; subRows = false
            plainRows = 0..<0
            return
        }
        x0 = Self.index(shape.minX, .down); x1 = Self.index(shape.maxX, .up)
        y0 = Self.index(shape.minY, .down); y1 = Self.index(shape.maxY, .up)
        // Phases: where each corner point falls inside its pixel, measured
        // from the pixel's outer side (the mirrored tile's origin).
        let fl = shape.minX - Double(x0), fr = Double(x1) - shape.maxX
        let ft = shape.minY - Double(y0), fb = Double(y1) - shape.maxY
        let radii = shape.radii
        let a = Self.tile(radii.tl, fl, ft, tiles), b = Self.tile(radii.tr, fr, ft, tiles)
        let c = Self.tile(radii.br, fr, fb, tiles), d = Self.tile(radii.bl, fl, fb, tiles)
        tl = a.tile; tr = b.tile; br = c.tile; bl = d.tile
        subRows = a.missing || b.missing || c.missing || d.missing
        // Below the top corners' rows and above the bottom ones', inside
        // the shape's whole rows.
        let top = Swift.max(Self.index(shape.minY + Swift.max(radii.tl, radii.tr), .up), Self.index(shape.minY, .up))
        let bottom = Swift.min(Self.index(shape.maxY - Swift.max(radii.bl, radii.br), .down), Self.index(shape.maxY, .down))
        plainRows = top < bottom ? top..<bottom : 0..<0
    }

    /// The cached tile of one corner; `missing` when the corner is rounded
    /// but too large to cache.
    static func tile(_ r: Double, _ fx: Double, _ fy: Double, _ tiles: CornerTileCache) -> (tile: CornerTile?, missing: Bool) {
        guard r > 0 else { return (nil, false) }
        let t = tiles.tile(radius: r, phaseX: fx, phaseY: fy)
        return (t, t == nil)
    }

    /// `v` rounded to a pixel index, clamped far outside any surface.
    static func index(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int {
        Int(Swift.min(1e9, Swift.max(-1e9, v)).rounded(rule))
    }

    /// Row `y`'s coverage clipped to columns `clipX0..<clipX1`, written to
    /// `coverage[x − clipX0]` for every touched column (full ones as 255),
    /// as `RoundedRect.coverage(row:…)` does. `accumulator` is only used by
    /// shapes on the sub-row path.
    public func coverage(row y: Int, clipX0: Int, clipX1: Int, into coverage: UnsafeMutablePointer<UInt8>,
                         accumulator: UnsafeMutablePointer<Float>) -> RowCoverage {
        if subRows {
            return shape.coverage(row: y, clipX0: clipX0, clipX1: clipX1, into: coverage, accumulator: accumulator)
        }
        guard y >= y0, y < y1 else { return RowCoverage() }
        let cx0 = Swift.max(clipX0, x0), cx1 = Swift.min(clipX1, x1)
        guard cx1 > cx0 else { return RowCoverage() }
        let wy = Swift.min(Double(y + 1), shape.maxY) - Swift.max(Double(y), shape.minY)
        guard wy > 0 else { return RowCoverage() }
        let jt = y - y0, jb = y1 - 1 - y
        let useTL = tl.map { jt < $0.rows } ?? false, useTR = tr.map { jt < $0.rows } ?? false
        let useBL = bl.map { jb < $0.rows } ?? false, useBR = br.map { jb < $0.rows } ?? false
        // Columns that need per-pixel work on each side: the corner tiles
        // of this row, and a fractional edge.
        var kL = Swift.max(useTL ? tl!.columns : 0, useBL ? bl!.columns : 0)
        var kR = Swift.max(useTR ? tr!.columns : 0, useBR ? br!.columns : 0)
        if shape.minX != Double(x0) || x1 - x0 == 1 { kL = Swift.max(kL, 1) }
        if shape.maxX != Double(x1) || x1 - x0 == 1 { kR = Swift.max(kR, 1) }

        var out = RowCoverage()
        out.x0 = cx0; out.x1 = cx1; out.full0 = cx0; out.full1 = cx0
        let m0 = Swift.max(cx0, x0 + kL), m1 = Swift.min(cx1, x1 - kR)
        if m1 > m0 {
            let fullRow = wy >= 1
            let inner: UInt8 = fullRow ? 255 : UInt8(Swift.min(255, wy * 255 + 0.5))
            (coverage + (m0 - clipX0)).update(repeating: inner, count: m1 - m0)
            if fullRow { out.full0 = m0; out.full1 = m1 }
        }
        // Whole-pixel shapes in whole rows, one corner a side, unclipped:
        // the corners' rows are copied from the tiles as they are.
        if wy >= 1, kL > 0, kR > 0, cx0 == x0, cx1 == x1, x0 + kL <= x1 - kR,
           shape.minX == Double(x0), shape.maxX == Double(x1), useTL != useBL, useTR != useBR {
            let l = useTL ? tl! : bl!, jl = useTL ? jt : jb
            let r = useTR ? tr! : br!, jr = useTR ? jt : jb
            (coverage + (x0 - clipX0)).update(from: l.cover + jl * l.columns, count: l.columns)
            if kL > l.columns { (coverage + (x0 + l.columns - clipX0)).update(repeating: 255, count: kL - l.columns) }
            (coverage + (x1 - r.columns - clipX0)).update(from: r.coverMirrored + jr * r.columns, count: r.columns)
            if kR > r.columns { (coverage + (x1 - kR - clipX0)).update(repeating: 255, count: kR - r.columns) }
            return out
        }
        partialColumns(coverage - clipX0, cx0: cx0, cx1: cx1, kL: kL, kR: kR, wy: wy,
                       corners: (jt, jb, useTL, useTR, useBL, useBR))
        return out
    }

    /// The columns of a row that need per-pixel work (clipped to
    /// `cx0..<cx1`, `cov` indexed by column): the row's base coverage,
    /// less each corner's cut (saturating: the cuts are disjoint, so only
    /// rounding can overshoot), then the fractional edge columns exactly.
    @inline(__always)
    private func partialColumns(_ cov: UnsafeMutablePointer<UInt8>, cx0: Int, cx1: Int, kL: Int, kR: Int, wy: Double,
                                corners: (jt: Int, jb: Int, tl: Bool, tr: Bool, bl: Bool, br: Bool)) {
        let (jt, jb, useTL, useTR, useBL, useBR) = corners
        let base: UInt8 = wy >= 1 ? 255 : UInt8(Swift.min(255, wy * 255 + 0.5))
        let leftEnd = Swift.min(cx1, x0 + kL)
        let rightStart = Swift.max(cx0, x1 - kR, x0 + kL)
        if leftEnd > cx0 { (cov + cx0).update(repeating: base, count: leftEnd - cx0) }
        if cx1 > rightStart { (cov + rightStart).update(repeating: base, count: cx1 - rightStart) }
        @inline(__always) func subtract(_ t: CornerTile, row j: Int, left: Bool) {
            let cut = t.cut + j * t.columns
            // The tile's columns, clipped; right corners count leftward from x1 − 1.
            let lo = left ? Swift.max(cx0, x0) : Swift.max(cx0, x1 - t.columns)
            let hi = left ? Swift.min(cx1, x0 + t.columns) : Swift.min(cx1, x1)
            guard hi > lo else { return }
            if left {
                for x in lo..<hi { cov[x] = cov[x] &- Swift.min(cov[x], cut[x - x0]) }
            } else {
                for x in lo..<hi { cov[x] = cov[x] &- Swift.min(cov[x], cut[x1 - 1 - x]) }
            }
        }
        if useTL { subtract(tl!, row: jt, left: true) }
        if useBL { subtract(bl!, row: jb, left: true) }
        if useTR { subtract(tr!, row: jt, left: false) }
        if useBR { subtract(br!, row: jb, left: false) }
        // Fractional left and right edges: the horizontal overlap scales
        // the column (before the corners cut from it).
        @inline(__always) func edge(_ x: Int) {
            guard x >= cx0, x < cx1 else { return }
            let wx = Swift.min(Double(x + 1), shape.maxX) - Swift.max(Double(x), shape.minX)
            var c = Int(wx * wy * 255 + 0.5)
            let il = x - x0, ir = x1 - 1 - x
            if useTL, il < tl!.columns { c -= Int(tl!.cut[jt * tl!.columns + il]) }
            if useBL, il < bl!.columns { c -= Int(bl!.cut[jb * bl!.columns + il]) }
            if useTR, ir < tr!.columns { c -= Int(tr!.cut[jt * tr!.columns + ir]) }
            if useBR, ir < br!.columns { c -= Int(br!.cut[jb * br!.columns + ir]) }
            cov[x] = UInt8(Swift.min(255, Swift.max(0, c)))
        }
        if shape.minX != Double(x0) || x1 - x0 == 1 { edge(x0) }
        if x1 - 1 != x0, shape.maxX != Double(x1) { edge(x1 - 1) }
    }
}
