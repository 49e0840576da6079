/// A layer's background and its border drawn in one pass (see
/// `fill(_:color:border:borderColor:clip:scratch:)`).
extension Surface {
    /// `fill(shape, color: color)` followed by `fillBorder(shape, width:
    /// width, color: borderColor)`, to the same bytes, for a layer with
    /// nothing drawn between its background and its border.
    ///
    /// Along a layer's sides every row is the same: a few edge columns
    /// where the background's edge and the border overlap, then the
    /// interior. Drawn apart, each edge pixel is loaded, blended and
    /// stored twice, by two short spans; here each side column's two
    /// colours, scaled by their coverage, are worked out once per layer,
    /// and each pixel is blended with both in one visit. Rows that meet a
    /// corner draw the background's row, then the border's.
    public func fill(_ shape: RoundedRect, color: UInt32, border width: Double, borderColor: UInt32, clip: PixelRect,
                     scratch: RowScratch) {
        if shape.pixelBounds(within: clip.intersection(bounds)).isEmpty { return }
        guard width > 0, !width.isNaN, color != 0, borderColor != 0, !shape.inset(by: width).isEmpty,
              let f = Self.corners(shape, width: 0, scratch: scratch),
              let b = Self.corners(shape, width: width, scratch: scratch, keeping: true),
              f.x0 == b.x0, f.x1 == b.x1, f.y0 == b.y0, f.y1 == b.y1
        else {
            fill(shape, color: color, clip: clip, scratch: scratch)
            fillBorder(shape, width: width, color: borderColor, clip: clip, scratch: scratch)
            return
        }
        let area = PixelRect(x0: f.x0, y0: f.y0, x1: f.x1, y1: f.y1).intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let fillSides = f.sideRows, borderSides = b.sideRows
        let sides = fillSides.clamped(to: borderSides)
        let opaqueBorder = borderColor >> 24 == 255
        for y in area.y0..<area.y1 where !sides.contains(y) {
            if fillSides.contains(y) {
                drawSideRows(f, rows: y..<(y + 1), color: color, lo: area.x0, hi: area.x1)
            } else {
                // Along the top and bottom an opaque border whose edge
                // covers the row whole (its inner shape does not reach the
                // row) covers the background between the sides too.
                let hidden = opaqueBorder && !borderSides.contains(y) && b.middle(y) == 255
                drawCornerRow(f, y, color: color, lo: area.x0, hi: area.x1, middle: !hidden)
            }
            if borderSides.contains(y) {
                drawSideRows(b, rows: y..<(y + 1), color: borderColor, lo: area.x0, hi: area.x1)
            } else {
                drawCornerRow(b, y, color: borderColor, lo: area.x0, hi: area.x1)
            }
        }
        let rows = sides.clamped(to: area.y0..<area.y1)
        guard !rows.isEmpty else { return }
        do {
            let base = scratch.edgeColumns
            // Left: columns counted from x0; right: from x1 − 1 leftward.
            let nl = EdgeColumn.side(fill: f.tl, border: b.tl, color: color, borderColor: borderColor, into: base)
            let right = base + nl
            let nr = EdgeColumn.side(fill: f.tr, border: b.tr, color: color, borderColor: borderColor, into: right)
            let l0 = Swift.max(area.x0, f.x0), l1 = Swift.min(area.x1, f.x0 + nl)
            let r0 = Swift.max(area.x0, f.x1 - nr, f.x0 + nl), r1 = Swift.min(area.x1, f.x1)
            let m0 = Swift.max(area.x0, f.x0 + nl), m1 = Swift.min(area.x1, f.x1 - nr)
            // Each side's columns as whole quads where the row has room
            // for them (lanes outside the columns leave their pixel be).
            // (Made once, outside the loop: a copy per row, as unwrapping
            // an optional makes, stalls each row's loads on its stores.)
            let leftQuads = EdgeQuads(columns: l0..<Swift.max(l0, l1), start: l0, width: self.width) { base[$0 - f.x0] }
            let rightStart = Swift.max(r0, r1) - 4 * EdgeQuads.count(r1 - r0)
            let rightQuads = EdgeQuads(columns: r0..<Swift.max(r0, r1), start: rightStart, width: self.width) {
                right[f.x1 - 1 - $0]
            }
            // Columns all under one opaque border (a layer on the pixel
            // grid): the border's colour, stored.
            let leftSolid = EdgeColumn.solid(l0..<Swift.max(l0, l1)) { base[$0 - f.x0] }
            let rightSolid = EdgeColumn.solid(r0..<Swift.max(r0, r1)) { right[f.x1 - 1 - $0] }
            for y in rows {
                let p = row(y)
                if let c = leftSolid {
                    (p + l0).update(repeating: c, count: l1 - l0)
                } else if leftQuads.quads > 0 {
                    leftQuads.blend(p + l0)
                } else {
                    for x in l0..<Swift.max(l0, l1) { p[x] = base[x - f.x0].over(p[x]) }
                }
                if m1 > m0 { blendSolidSpan(p + m0, count: m1 - m0, color: color) }
                if let c = rightSolid {
                    (p + r0).update(repeating: c, count: r1 - r0)
                } else if rightQuads.quads > 0 {
                    rightQuads.blend(p + rightStart)
                } else {
                    for x in r0..<Swift.max(r0, r1) { p[x] = right[f.x1 - 1 - x].over(p[x]) }
                }
            }
        }
    }
}

/// Up to eight side columns (two quads of four pixels) with their two
/// colours each, blended in one vector step a row; lanes that are not
/// columns hold no colour, which leaves their pixels as they are.
struct EdgeQuads {
    var fill: (Quad, Quad), fillInverse: (Quad, Quad)
    var border: (Quad, Quad), borderInverse: (Quad, Quad)
    var quads: Int

    /// Quads that hold `n` columns.
    static func count(_ n: Int) -> Int { (Swift.max(0, n) + 3) / 4 }

    /// The columns `columns`, in quads from column `start`; no quads
    /// (`quads` 0) when there are no columns, more than eight, all under an
    /// opaque border, or the quads would run past the row (`width` pixels)
    /// or before its start.
    init(columns: Range<Int>, start: Int, width: Int, column: (Int) -> EdgeColumn) {
        let k = Self.count(columns.count)
        // Columns an opaque border covers whole are stores, cheaper one by one.
        let usable = k > 0 && k <= 2 && start >= 0 && start + 4 * k <= width
            && columns.contains(where: { column($0).border >> 24 != 255 })
        quads = usable ? k : 0
        var f = InlineArray<8, UInt32>(repeating: 0), b = InlineArray<8, UInt32>(repeating: 0)
        if usable {
            for lane in 0..<(4 * k) where columns.contains(start + lane) {
                let c = column(start + lane)
                f[lane] = c.fill
                b[lane] = c.border
            }
        }
        func quad(_ v: InlineArray<8, UInt32>, _ i: Int) -> SIMD4<UInt32> { SIMD4(v[i], v[i + 1], v[i + 2], v[i + 3]) }
        func inverse(_ v: SIMD4<UInt32>) -> Quad { spreadQuad(SIMD4<UInt32>(repeating: 255) &- (v &>> 24)) }
        let f0 = quad(f, 0), f1 = quad(f, 4), b0 = quad(b, 0), b1 = quad(b, 4)
        fill = (unsafeBitCast(f0, to: Quad.self), unsafeBitCast(f1, to: Quad.self))
        border = (unsafeBitCast(b0, to: Quad.self), unsafeBitCast(b1, to: Quad.self))
        fillInverse = (inverse(f0), inverse(f1))
        borderInverse = (inverse(b0), inverse(b1))
    }

    /// The background, then the border, over the quads from `p`.
    @inline(__always)
    func blend(_ p: UnsafeMutablePointer<UInt32>) {
        let raw = UnsafeMutableRawPointer(p)
        var d = loadQuad(raw)
        d = fill.0 &+ scaleQuad(d, fillInverse.0)
        storeQuad(border.0 &+ scaleQuad(d, borderInverse.0), raw)
        guard quads == 2 else { return }
        d = loadQuad(raw + 16)
        d = fill.1 &+ scaleQuad(d, fillInverse.1)
        storeQuad(border.1 &+ scaleQuad(d, borderInverse.1), raw + 16)
    }
}

/// One column of a layer's side, where its background's edge and its
/// border meet: both colours scaled by their coverage there, as
/// `blendShortSpan` scales them.
struct EdgeColumn {
    var fill: UInt32, border: UInt32

    /// The pixel with the background, then the border, over it.
    @inline(__always)
    func over(_ d: UInt32) -> UInt32 {
        // An opaque border's whole column hides the background under it.
        if border >> 24 == 255 { return border }
        var d = d
        if fill != 0 { d = fill &+ scalePixel(d, 255 &- (fill >> 24)) }
        if border != 0 { d = border &+ scalePixel(d, 255 &- (border >> 24)) }
        return d
    }

    /// The colour every column of `columns` becomes, when one opaque
    /// border colour covers them all whole; nil otherwise (or for none).
    static func solid(_ columns: Range<Int>, _ column: (Int) -> EdgeColumn) -> UInt32? {
        guard let first = columns.first else { return nil }
        let c = column(first).border
        guard c >> 24 == 255, columns.allSatisfy({ column($0).border == c }) else { return nil }
        return c
    }

    /// Writes a side's columns from its edge inward, up to where the fill
    /// is whole and the border has ended (the interior span starts
    /// there); returns how many. `fill` and `border` are the corners on
    /// that side (their side profiles are the same below every corner).
    static func side(fill f: ShapeCorner, border b: ShapeCorner, color: UInt32, borderColor: UInt32,
                     into out: UnsafeMutablePointer<EdgeColumn>) -> Int {
        let n = Swift.max(f.sideEnd, b.sideEnd)
        for i in 0..<n {
            let cf = UInt32(f.side(i)), cb = UInt32(b.side(i))
            out[i] = EdgeColumn(fill: cf == 255 ? color : scalePixel(color, cf),
                                border: cb == 255 ? borderColor : scalePixel(borderColor, cb))
        }
        return n
    }
}
