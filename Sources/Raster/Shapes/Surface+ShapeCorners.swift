/// Fills and borders drawn from cached corners (see `ShapeCorner`).
extension Surface {
    /// Source-over of `color` inside `shape` within `clip`, from its
    /// corners' tiles. False, with nothing drawn, when the shape has no
    /// such tiles (see `corners`): the row-by-row path draws it then, to
    /// the same bytes.
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

    /// The corners of `shape` (a fill for `width` 0, else its border): nil
    /// when a phase or the width is off the 1/64 grid, a corner is too
    /// large to cache, or corners come so close that they meet.
    static func corners(_ shape: RoundedRect, width w: Double, scratch: RowScratch) -> Corners? {
        let limit = 1_073_741_824.0
        guard !shape.isEmpty, abs(shape.minX) < limit, abs(shape.maxX) < limit, abs(shape.minY) < limit,
              abs(shape.maxY) < limit
        else { return nil }
        let x0 = Int(shape.minX.rounded(.down)), x1 = Int(shape.maxX.rounded(.up))
        let y0 = Int(shape.minY.rounded(.down)), y1 = Int(shape.maxY.rounded(.up))
        let fl = shape.minX - Double(x0), fr = Double(x1) - shape.maxX
        let ft = shape.minY - Double(y0), fb = Double(y1) - shape.maxY
        let r = shape.radii, cache = scratch.corners, tiles = scratch.tiles
        cache.beginShape()
        guard let tl = cache.corner(radius: r.tl, width: w, phaseX: fl, phaseY: ft, tiles: tiles),
              let tr = cache.corner(radius: r.tr, width: w, phaseX: fr, phaseY: ft, tiles: tiles),
              let br = cache.corner(radius: r.br, width: w, phaseX: fr, phaseY: fb, tiles: tiles),
              let bl = cache.corner(radius: r.bl, width: w, phaseX: fl, phaseY: fb, tiles: tiles),
              Swift.max(tl.columns, bl.columns) + Swift.max(tr.columns, br.columns) <= x1 - x0,
              Swift.max(tl.rows, tr.rows) + Swift.max(bl.rows, br.rows) <= y1 - y0
        else { return nil }
        return Corners(x0: x0, y0: y0, x1: x1, y1: y1, tl: tl, tr: tr, br: br, bl: bl)
    }

    /// Each row: the left side's piece (a corner's row, or the side
    /// profile), a span of constant coverage between the sides (the top
    /// or bottom edge's, or the interior's), and the right side's piece.
    /// Rows below the top corners and above the bottom ones are all the
    /// same, so their pieces are found once.
    private func drawRows(_ c: Corners, color: UInt32, clip: PixelRect) {
        let area = PixelRect(x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1).intersection(clip).intersection(bounds)
        guard !area.isEmpty, color != 0 else { return }
        let lo = area.x0, hi = area.x1, x0 = c.x0, x1 = c.x1
        let tl = c.tl, tr = c.tr, br = c.br, bl = c.bl
        /// A piece clipped to the area: its first column, coverage and count.
        @inline(__always) func clipped(_ x: Int, _ s: ShapeCorner.Piece) -> (Int, UnsafePointer<UInt8>, Int) {
            let x = x + s.offset
            let a = Swift.max(x, lo), b = Swift.min(x + s.count, hi)
            return (a, s.coverage + (a - x), Swift.max(0, b - a))
        }
        @inline(__always) func draw(_ p: UnsafeMutablePointer<UInt32>, _ s: (Int, UnsafePointer<UInt8>, Int)) {
            if s.2 > 0 { blendShortSpan(p + s.0, coverage: s.1, count: s.2, color: color) }
        }
        // The sides: the same pieces every row.
        let sides = (c.y0 + Swift.max(tl.rows, tr.rows))..<(c.y1 - Swift.max(bl.rows, br.rows))
        let sideRows = sides.clamped(to: area.y0..<area.y1)
        if !sideRows.isEmpty {
            let left = clipped(x0, tl.leftSide), right = clipped(x1 - tr.columns, tr.rightSide)
            let a = Swift.max(x0 + tl.sideEnd, lo), b = Swift.min(x1 - tr.sideEnd, hi)
            let middle = tl.interior != 0 ? Swift.max(0, b - a) : 0
            for y in sideRows {
                let p = row(y)
                draw(p, left)
                if middle > 0 { blendSolidSpan(p + a, count: middle, color: color) }
                draw(p, right)
            }
        }
        // The corners' rows.
        for y in area.y0..<area.y1 where !sides.contains(y) {
            let jt = y - c.y0, jb = c.y1 - 1 - y
            let p = row(y)
            var left = tl.leftSide, right = tr.rightSide
            var rightEdge = x1 - tr.columns
            var middle = tl.interior
            if jt < tl.rows {
                left = tl.left(jt); middle = tl.band[jt]
            } else if jb < bl.rows {
                left = bl.left(jb); middle = bl.band[jb]
            }
            if jt < tr.rows {
                right = tr.right(jt); middle = tr.band[jt]
            } else if jb < br.rows {
                right = br.right(jb); middle = br.band[jb]; rightEdge = x1 - br.columns
            }
            draw(p, clipped(x0, left))
            if middle != 0 {
                let a = Swift.max(x0 + left.offset + left.count, lo)
                let b = Swift.min(rightEdge + right.offset, hi)
                if b > a { blendSolidSpan(p + a, count: b - a, color: color, coverage: UInt32(middle)) }
            }
            draw(p, clipped(rightEdge, right))
        }
    }
}
