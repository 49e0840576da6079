/// Fills and borders drawn from cached corners (see `ShapeCorner`).
extension Surface {
    /// Source-over of `color` inside `shape` within `clip`, from its
    /// corners' tiles. False, with nothing drawn, when the shape has no
    /// such tiles (see `corners`): the row-by-row path draws it then. A
    /// shape on the 1/64-pixel grid is drawn to the same bytes as row by
    /// row; one between grid points as the nearest one on it.
    package func fillFromCorners(_ shape: RoundedRect, color: UInt32, clip: PixelRect, scratch: RowScratch) -> Bool {
        // Most layers of a frame split into bands lie outside the band.
        if shape.pixelBounds(within: clip.intersection(bounds)).isEmpty { return true }
        guard let c = Self.corners(shape, width: 0, scratch: scratch) else { return false }
        drawRows(c, color: color, clip: clip)
        return true
    }

    /// Source-over of `color` in the ring between `outer` and
    /// `outer.inset(by: width)` within `clip`, from its corners' tiles;
    /// false, with nothing drawn, when there are none.
    package func fillBorderFromCorners(_ outer: RoundedRect, width w: Double, color: UInt32, clip: PixelRect,
                                       scratch: RowScratch) -> Bool {
        if outer.pixelBounds(within: clip.intersection(bounds)).isEmpty { return true }
        guard w > 0, let c = Self.corners(outer, width: w, scratch: scratch) else { return false }
        drawRows(c, color: color, clip: clip)
        return true
    }

    /// A shape's pixel box and its four corners.
    struct Corners {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var tl: ShapeCorner, tr: ShapeCorner, br: ShapeCorner, bl: ShapeCorner
    }

    /// The corners of `shape` (a fill for `width` 0, else its border),
    /// its edges and the width moved to the nearest 1/64 pixel (see
    /// `ShapeCornerCache`): nil when a corner is too large to cache, or
    /// corners come so close that they meet.
    /// `keeping` is for a second shape drawn with the first (a border
    /// with its fill): the first's corners must stay intact meanwhile.
    static func corners(_ shape: RoundedRect, width w: Double, scratch: RowScratch, keeping: Bool = false) -> Corners? {
        let limit = 1_073_741_824.0
        guard !shape.isEmpty, abs(shape.minX) < limit, abs(shape.maxX) < limit, abs(shape.minY) < limit,
              abs(shape.maxY) < limit
        else { return nil }
        // A hairline border under 1/128 pixel would snap to a fill.
        let shape = ShapeCornerCache.snapped(shape), width = ShapeCornerCache.snapped(w)
        guard !shape.isEmpty, (width > 0) == (w > 0) else { return nil }
        let w = width
        let x0 = Int(shape.minX.rounded(.down)), x1 = Int(shape.maxX.rounded(.up))
        let y0 = Int(shape.minY.rounded(.down)), y1 = Int(shape.maxY.rounded(.up))
        let fl = shape.minX - Double(x0), fr = Double(x1) - shape.maxX
        let ft = shape.minY - Double(y0), fb = Double(y1) - shape.maxY
        let r = shape.radii, cache = scratch.corners, tiles = scratch.tiles
        if !keeping { cache.beginShape() }
        guard let tl = cache.corner(radius: r.tl, width: w, phaseX: fl, phaseY: ft, tiles: tiles),
              let tr = cache.corner(radius: r.tr, width: w, phaseX: fr, phaseY: ft, tiles: tiles),
              let br = cache.corner(radius: r.br, width: w, phaseX: fr, phaseY: fb, tiles: tiles),
              let bl = cache.corner(radius: r.bl, width: w, phaseX: fl, phaseY: fb, tiles: tiles),
              Swift.max(tl.columns, bl.columns) + Swift.max(tr.columns, br.columns) <= x1 - x0,
              Swift.max(tl.rows, tr.rows) + Swift.max(bl.rows, br.rows) <= y1 - y0
        else { return nil }
        tl.prefetch(); tr.prefetch(); br.prefetch(); bl.prefetch()
        return Corners(x0: x0, y0: y0, x1: x1, y1: y1, tl: tl, tr: tr, br: br, bl: bl)
    }

}

extension Surface.Corners {
    /// Rows below the top corners and above the bottom ones: all the same.
    var sideRows: Range<Int> {
        let a = y0 + Swift.max(tl.rows, tr.rows), b = y1 - Swift.max(bl.rows, br.rows)
        return a < b ? a..<b : a..<a
    }
}

extension Surface {
    /// Each row: the left side's piece (a corner's row, or the side
    /// profile), a span of constant coverage between the sides (the top
    /// or bottom edge's, or the interior's), and the right side's piece.
    /// Rows below the top corners and above the bottom ones are all the
    /// same, so their pieces are found once.
    func drawRows(_ c: Corners, color: UInt32, clip: PixelRect) {
        let area = PixelRect(x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1).intersection(clip).intersection(bounds)
        guard !area.isEmpty, color != 0 else { return }
        let sides = c.sideRows
        drawSideRows(c, rows: sides.clamped(to: area.y0..<area.y1), color: color, lo: area.x0, hi: area.x1)
        for y in area.y0..<area.y1 where !sides.contains(y) {
            drawCornerRow(c, y, color: color, lo: area.x0, hi: area.x1)
        }
    }

    /// A piece at column `x` clipped to `lo..<hi`: its first column,
    /// coverage and count.
    @inline(__always)
    private func clipped(_ x: Int, _ s: ShapeCorner.Piece, _ lo: Int, _ hi: Int) -> (Int, UnsafePointer<UInt8>, Int) {
        let x = x + s.offset
        let a = Swift.max(x, lo), b = Swift.min(x + s.count, hi)
        return (a, s.coverage + (a - x), Swift.max(0, b - a))
    }

    @inline(__always)
    private func blend(_ p: UnsafeMutablePointer<UInt32>, _ s: (Int, UnsafePointer<UInt8>, Int), _ color: UInt32) {
        if s.2 > 0 { blendPiece(p + s.0, coverage: s.1, count: s.2, color: color, room: width - s.0) }
    }

    /// The side rows `rows` (already clipped): the same pieces every row.
    func drawSideRows(_ c: Corners, rows: Range<Int>, color: UInt32, lo: Int, hi: Int) {
        guard !rows.isEmpty else { return }
        let left = clipped(c.x0, c.tl.leftSide, lo, hi), right = clipped(c.x1 - c.tr.columns, c.tr.rightSide, lo, hi)
        let a = Swift.max(c.x0 + c.tl.sideEnd, lo), b = Swift.min(c.x1 - c.tr.sideEnd, hi)
        let middle = c.tl.interior != 0 ? Swift.max(0, b - a) : 0
        for y in rows {
            let p = row(y)
            blend(p, left, color)
            if middle > 0 { blendSolidSpan(p + a, count: middle, color: color) }
            blend(p, right, color)
        }
    }

    /// One row that meets a corner; its span between the sides only when
    /// `middle` (a background under an opaque border's edge is not seen).
    func drawCornerRow(_ c: Corners, _ y: Int, color: UInt32, lo: Int, hi: Int, middle drawsMiddle: Bool = true) {
        let jt = y - c.y0, jb = c.y1 - 1 - y
        let p = row(y)
        var left = c.tl.leftSide, right = c.tr.rightSide
        var rightEdge = c.x1 - c.tr.columns
        // The middle as `Corners.middle` finds it, with the pieces.
        var middle = c.tl.interior
        if jt < c.tl.rows {
            left = c.tl.left(jt); middle = c.tl.band[jt]
        } else if jb < c.bl.rows {
            left = c.bl.left(jb); middle = c.bl.band[jb]
        }
        if jt < c.tr.rows {
            right = c.tr.right(jt); middle = c.tr.band[jt]
        } else if jb < c.br.rows {
            right = c.br.right(jb); middle = c.br.band[jb]; rightEdge = c.x1 - c.br.columns
        }
        blend(p, clipped(c.x0, left, lo, hi), color)
        if middle != 0 && drawsMiddle {
            let a = Swift.max(c.x0 + left.offset + left.count, lo)
            let b = Swift.min(rightEdge + right.offset, hi)
            if b > a { blendSolidSpan(p + a, count: b - a, color: color, coverage: UInt32(middle)) }
        }
        blend(p, clipped(rightEdge, right, lo, hi), color)
    }
}

extension Surface.Corners {
    /// The coverage of row `y` between its sides: the top or bottom
    /// edge's where the row meets a corner (the right one's when both do),
    /// else the interior's.
    @inline(__always)
    func middle(_ y: Int) -> UInt8 {
        let jt = y - y0, jb = y1 - 1 - y
        if jt < tr.rows { return tr.band[jt] }
        if jb < br.rows { return br.band[jb] }
        if jt < tl.rows { return tl.band[jt] }
        if jb < bl.rows { return bl.band[jb] }
        return tl.interior
    }
}
