/// Borders drawn from cached corners (see `BorderCorner`).
extension Surface {
    /// Source-over of `color` in the ring between `outer` and
    /// `outer.inset(by: width)` within `clip`, from the four corners' tiles
    /// and the bands between them. False, with nothing drawn, when the
    /// shape has no such tiles (a phase or width off the 1/64 grid, corners
    /// too large, or so close that they meet): the row-by-row path draws
    /// it then, to the same bytes.
    package func fillBorderFromCorners(_ outer: RoundedRect, width w: Double, color: UInt32, clip: PixelRect,
                               scratch: RowScratch) -> Bool {
        let limit = 1_073_741_824.0
        guard abs(outer.minX) < limit, abs(outer.maxX) < limit, abs(outer.minY) < limit, abs(outer.maxY) < limit,
              !outer.isEmpty
        else { return false }
        let x0 = Int(outer.minX.rounded(.down)), x1 = Int(outer.maxX.rounded(.up))
        let y0 = Int(outer.minY.rounded(.down)), y1 = Int(outer.maxY.rounded(.up))
        let fl = outer.minX - Double(x0), fr = Double(x1) - outer.maxX
        let ft = outer.minY - Double(y0), fb = Double(y1) - outer.maxY
        let r = outer.radii, cache = scratch.borders, tiles = scratch.tiles
        guard let tl = cache.corner(radius: r.tl, width: w, phaseX: fl, phaseY: ft, tiles: tiles),
              let tr = cache.corner(radius: r.tr, width: w, phaseX: fr, phaseY: ft, tiles: tiles),
              let br = cache.corner(radius: r.br, width: w, phaseX: fr, phaseY: fb, tiles: tiles),
              let bl = cache.corner(radius: r.bl, width: w, phaseX: fl, phaseY: fb, tiles: tiles),
              Swift.max(tl.columns, bl.columns) + Swift.max(tr.columns, br.columns) <= x1 - x0,
              Swift.max(tl.rows, tr.rows) + Swift.max(bl.rows, br.rows) <= y1 - y0
        else { return false }
        let area = PixelRect(x0: x0, y0: y0, x1: x1, y1: y1).intersection(clip).intersection(bounds)
        guard !area.isEmpty, color != 0 else { return true }
        let lo = area.x0, hi = area.x1
        @inline(__always) func span(_ p: UnsafeMutablePointer<UInt32>, _ x: Int,
                                    _ s: (offset: Int, coverage: UnsafePointer<UInt8>, count: Int)) {
            let x = x + s.offset
            let a = Swift.max(x, lo), b = Swift.min(x + s.count, hi)
            if b > a { blendShortSpan(p + a, coverage: s.coverage + (a - x), count: b - a, color: color) }
        }
        for y in area.y0..<area.y1 {
            let jt = y - y0, jb = y1 - 1 - y
            let p = row(y)
            // Each side: a corner's row, or the side band; between them,
            // the top or bottom band's coverage for this row (if any).
            let band: UInt8
            var left = tl.leftSide, leftEnd = x0 + tl.columns
            if jt < tl.rows {
                left = tl.left(jt); band = tl.band[jt]
            } else if jb < bl.rows {
                left = bl.left(jb); band = bl.band[jb]; leftEnd = x0 + bl.columns
            } else {
                band = 0
            }
            var right = tr.rightSide, rightStart = x1 - tr.columns
            if jt < tr.rows {
                right = tr.right(jt)
            } else if jb < br.rows {
                right = br.right(jb); rightStart = x1 - br.columns
            }
            span(p, x0, left)
            if band != 0 {
                let a = Swift.max(leftEnd, lo), b = Swift.min(rightStart, hi)
                if b > a { blendSolidSpan(p + a, count: b - a, color: color, coverage: UInt32(band)) }
            }
            span(p, rightStart, right)
        }
        return true
    }
}
