/// Filling, stroking and clipping with rounded rectangles: layer
/// backgrounds, borders and masksToBounds, row by row without a path.
extension Surface {
    /// Source-over of `color` (premultiplied) inside `shape`, within `clip`.
    public func fill(_ shape: RoundedRect, color: UInt32, clip: PixelRect, scratch: RowScratch) {
        if fillFromCorners(shape, color: color, clip: clip, scratch: scratch) { return }
        fillRowByRow(shape, color: color, clip: clip, scratch: scratch)
    }

    /// `fill` computing the shape's coverage row by row: the general path,
    /// and the reference the cached corners are tested against.
    package func fillRowByRow(_ shape: RoundedRect, color: UInt32, clip: PixelRect, scratch: RowScratch) {
        let area = shape.pixelBounds(within: clip.intersection(bounds))
        guard !area.isEmpty, color != 0 else { return }
        scratch.reserve(area.width)
        let cov = scratch.coverage
        let rows = RoundedRectRows(shape, tiles: scratch.tiles)
        let plain = rows.plainRows.clamped(to: area.y0..<area.y1)
        var y = area.y0
        while y < area.y1 {
            // A run of plain rows shares one coverage row.
            let run = y == plain.lowerBound ? Swift.max(1, plain.count) : 1
            let r = rows.coverage(row: y, clipX0: area.x0, clipX1: area.x1, into: cov, accumulator: scratch.accumulator)
            if r.x1 > r.x0 {
                for yy in y..<(y + run) {
                    let p = row(yy)
                    blendShortSpan(p + r.x0, coverage: cov + (r.x0 - area.x0), count: r.full0 - r.x0, color: color)
                    blendSolidSpan(p + r.full0, count: r.full1 - r.full0, color: color)
                    blendShortSpan(p + r.full1, coverage: cov + (r.full1 - area.x0), count: r.x1 - r.full1, color: color)
                }
            }
            y += run
        }
    }

    /// Source-over of `color` between `outer` and `outer.inset(by: width)`:
    /// a border drawn inside the edge, following the corners.
    public func fillBorder(_ outer: RoundedRect, width: Double, color: UInt32, clip: PixelRect, scratch: RowScratch) {
        guard width > 0, !width.isNaN else { return }
        let inner = outer.inset(by: width)
        if inner.isEmpty {
            fill(outer, color: color, clip: clip, scratch: scratch)
            return
        }
        if fillBorderFromCorners(outer, width: width, color: color, clip: clip, scratch: scratch) { return }
        fillBorderRowByRow(outer, inner: inner, color: color, clip: clip, scratch: scratch)
    }

    /// `fillBorder` computing both shapes' coverage on every row: the
    /// general path, and the reference the cached corners are tested
    /// against.
    package func fillBorderRowByRow(_ outer: RoundedRect, inner: RoundedRect, color: UInt32, clip: PixelRect,
                                    scratch: RowScratch) {
        let area = outer.pixelBounds(within: clip.intersection(bounds))
        guard !area.isEmpty, color != 0 else { return }
        scratch.reserve(area.width)
        let cov = scratch.coverage, inCov = scratch.coverage2
        let outerRows = RoundedRectRows(outer, tiles: scratch.tiles)
        let innerRows = RoundedRectRows(inner, tiles: scratch.tiles)
        // Rows plain in both shapes (the sides of the border) share one
        // coverage row.
        let plain = outerRows.plainRows.clamped(to: innerRows.plainRows).clamped(to: area.y0..<area.y1)
        var y = area.y0
        while y < area.y1 {
            let run = y == plain.lowerBound ? Swift.max(1, plain.count) : 1
            defer { y += run }
            let o = outerRows.coverage(row: y, clipX0: area.x0, clipX1: area.x1, into: cov, accumulator: scratch.accumulator)
            guard o.x1 > o.x0 else { continue }
            let i = innerRows.coverage(row: y, clipX0: area.x0, clipX1: area.x1, into: inCov, accumulator: scratch.accumulator)
            if i.x1 <= i.x0 {
                for yy in y..<(y + run) {
                    blendSolidSpan(row(yy) + o.x0, coverage: cov + (o.x0 - area.x0), count: o.x1 - o.x0, color: color)
                }
                continue
            }
            // The inner shape takes away its coverage; where it is full,
            // nothing of the border remains (and nothing is drawn there).
            for x in i.x0..<i.full0 {
                let k = x - area.x0
                cov[k] = cov[k] &- Swift.min(cov[k], inCov[k])
            }
            for x in i.full1..<i.x1 {
                let k = x - area.x0
                cov[k] = cov[k] &- Swift.min(cov[k], inCov[k])
            }
            for yy in y..<(y + run) {
                let p = row(yy)
                blendShortSpan(p + o.x0, coverage: cov + (o.x0 - area.x0), count: i.full0 - o.x0, color: color)
                blendShortSpan(p + i.full1, coverage: cov + (i.full1 - area.x0), count: o.x1 - i.full1, color: color)
            }
        }
    }

    /// Keeps only what lies inside `shape` within `area` (pixels outside
    /// become transparent, edge pixels are scaled by coverage): clipping an
    /// offscreen group to its layer's rounded bounds.
    public func clip(to shape: RoundedRect, area: PixelRect, scratch: RowScratch) {
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        scratch.reserve(area.width)
        let cov = scratch.coverage
        let rows = RoundedRectRows(shape, tiles: scratch.tiles)
        for y in area.y0..<area.y1 {
            let p = row(y)
            let r = rows.coverage(row: y, clipX0: area.x0, clipX1: area.x1, into: cov, accumulator: scratch.accumulator)
            if r.x1 <= r.x0 {
                (p + area.x0).update(repeating: 0, count: area.width)
                continue
            }
            (p + area.x0).update(repeating: 0, count: r.x0 - area.x0)
            multiplySpan(p + r.x0, by: cov + (r.x0 - area.x0), count: r.full0 - r.x0)
            multiplySpan(p + r.full1, by: cov + (r.full1 - area.x0), count: r.x1 - r.full1)
            (p + r.x1).update(repeating: 0, count: area.x1 - r.x1)
        }
    }
}
