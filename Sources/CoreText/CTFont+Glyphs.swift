import CoreGraphics

/// Glyphs of a `CTFont`: mapping characters, measuring, outlining and
/// drawing them, with Apple's signatures (buffers in, counts as `CFIndex`).

/// The glyphs for `count` UTF-16 characters (a surrogate pair gives its
/// glyph in the first slot and 0 in the second); true when every character
/// has a glyph in the face.
public func CTFontGetGlyphsForCharacters(_ font: CTFont, _ characters: UnsafePointer<UniChar>,
                                         _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex) -> Bool {
    var all = true
    let units = UnsafeBufferPointer(start: characters, count: max(count, 0))
    var i = 0
    for scalar in String(decoding: units, as: UTF16.self).unicodeScalars {
        guard i < count else { break }
        let g = font.face.glyph(for: scalar)
        glyphs[i] = CGGlyph(truncatingIfNeeded: g)
        if g == 0 { all = false }
        i += 1
        if scalar.value > 0xFFFF, i < count { glyphs[i] = 0; i += 1 }
    }
    while i < count { glyphs[i] = 0; all = false; i += 1 }
    return all
}

/// Each glyph's advance (in `advances`, if given) and their sum, in points.
public func CTFontGetAdvancesForGlyphs(_ font: CTFont, _ orientation: CTFontOrientation,
                                       _ glyphs: UnsafePointer<CGGlyph>, _ advances: UnsafeMutablePointer<CGSize>?,
                                       _ count: CFIndex) -> Double {
    var total = 0.0
    for i in 0..<max(count, 0) {
        let a = font.face.advance(UInt32(glyphs[i])) * Double(font.scale)
        advances?[i] = CGSize(width: a, height: 0)
        total += a
    }
    return total
}

/// Each glyph's outline box (in `boundingRects`, if given) and the box of
/// them all, in points relative to each glyph's origin.
public func CTFontGetBoundingRectsForGlyphs(_ font: CTFont, _ orientation: CTFontOrientation,
                                            _ glyphs: UnsafePointer<CGGlyph>,
                                            _ boundingRects: UnsafeMutablePointer<CGRect>?, _ count: CFIndex) -> CGRect {
    var all = CGRect.null
    let k = font.scale
    for i in 0..<max(count, 0) {
        var r = font.face.outlineBounds(UInt32(glyphs[i]))
        r = r.isNull ? .zero : r.applying(CGAffineTransform(scaleX: k, y: k))
        boundingRects?[i] = r
        if !r.isEmpty { all = all.union(r) }
    }
    return all.isNull ? .zero : all
}

/// The glyph's outline in points (y up, its origin at the pen), through
/// `matrix` if given; nil for a glyph with no outline.
public func CTFontCreatePathForGlyph(_ font: CTFont, _ glyph: CGGlyph,
                                     _ matrix: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let outline = font.face.outline(UInt32(glyph)) else { return nil }
    var m = CGAffineTransform(scaleX: font.scale, y: font.scale).concatenating(font.matrix)
    if let matrix { m = m.concatenating(matrix.pointee) }
    return outline.copy(using: &m)
}

/// Draws `count` glyphs at `positions` (text space) in the context's fill
/// colour, through its text matrix and CTM.
public func CTFontDrawGlyphs(_ font: CTFont, _ glyphs: UnsafePointer<CGGlyph>, _ positions: UnsafePointer<CGPoint>,
                             _ count: Int, _ context: CGContext) {
    guard count > 0 else { return }
    context.saveGState()
    context.setFont(font.graphicsFont)
    context.setFontSize(font.size)
    context.showGlyphs(Array(UnsafeBufferPointer(start: glyphs, count: count)),
                       at: Array(UnsafeBufferPointer(start: positions, count: count)))
    context.restoreGState()
}
