import CoreGraphics
import Foundation

/// One line of laid-out text (Apple's `CTLine`): its glyph runs, with
/// positions from the line's origin on the baseline, and its typographic
/// bounds. Immutable.
public final class CTLine: @unchecked Sendable {
    package let runs: [CTRun]
    package let width: Double
    package let ascent: Double
    package let descent: Double
    package let leading: Double

    init(runs: [CTRun], width: Double, ascent: Double, descent: Double, leading: Double) {
        self.runs = runs; self.width = width; self.ascent = ascent; self.descent = descent; self.leading = leading
    }

    /// A line of `runs` with `layout`'s ascent, descent and the leading its
    /// line box leaves.
    convenience init(runs: [CTRun], width: Double, layout: TextLayout) {
        self.init(runs: runs, width: width, ascent: layout.ascent, descent: layout.descent,
                  leading: max(0, layout.lineBox - layout.ascent - layout.descent))
    }

    /// The characters the line's runs stand for.
    var stringRange: CFRange {
        guard let first = runs.first, let last = runs.last else { return CFRange(location: 0, length: 0) }
        let lo = first.stringRange.location
        return CFRange(location: lo, length: last.stringRange.location + last.stringRange.length - lo)
    }

    /// Draws every run with the line's origin at the context's text position.
    func draw(in context: CGContext) {
        for run in runs { run.draw(in: context, range: CFRange(location: 0, length: 0)) }
    }
}

/// A run of glyphs in one style on one line (Apple's `CTRun`): the glyphs,
/// their positions from the line's origin and advances, the attributes
/// they were laid out with and the characters they stand for.
public final class CTRun: @unchecked Sendable {
    package let glyphs: [CGGlyph]
    package let positions: [CGPoint]
    package let advances: [CGSize]
    package let style: TextStyle
    package let attributes: [NSAttributedString.Key: Any]
    package let stringRange: CFRange

    init(glyphs: [CGGlyph], positions: [CGPoint], advances: [CGSize], style: TextStyle,
         attributes: [NSAttributedString.Key: Any], stringRange: CFRange) {
        self.glyphs = glyphs; self.positions = positions; self.advances = advances
        self.style = style; self.attributes = attributes; self.stringRange = stringRange
    }

    /// The glyph indices `range` names (length 0: to the end), clamped.
    func indices(_ range: CFRange) -> Range<Int> {
        let lo = min(max(range.location, 0), glyphs.count)
        let hi = range.length > 0 ? min(lo + range.length, glyphs.count) : glyphs.count
        return lo..<hi
    }

    /// Draws the glyphs `range` names at the context's text position: filled
    /// in the run's colour (black without one), outlined too when the
    /// stroke width attribute says (positive: outlined only; negative:
    /// filled and outlined, its magnitude in percent of the font size).
    func draw(in context: CGContext, range: CFRange) {
        let r = indices(range)
        guard !r.isEmpty else { return }
        let fill = style.color ?? CGColor(gray: 0, alpha: 1)
        let w = style.strokeWidth
        context.saveGState()
        context.setFont(CGFont(face: style.face))
        context.setFontSize(CGFloat(style.size))
        context.setFillColor(fill)
        if w != 0 {
            context.setStrokeColor(style.strokeColor ?? fill)
            context.setLineWidth(CGFloat(abs(w) / 100 * style.size))
        }
        context.setTextDrawingMode(w > 0 ? .stroke : w < 0 ? .fillStroke : .fill)
        context.showGlyphs(Array(glyphs[r]), at: Array(positions[r]))
        context.restoreGState()
    }
}

/// A line of the whole attributed string, unbroken (newlines start no new
/// line; each paragraph follows the last). Apple's takes a
/// `CFAttributedString`; on Linux pass the `NSAttributedString`.
public func CTLineCreateWithAttributedString(_ attrString: NSAttributedString) -> CTLine {
    guard let styled = Typesetting.styled(attrString) else {
        return CTLine(runs: [], width: 0, ascent: 0, descent: 0, leading: 0)
    }
    let layout = TextLayout(styled, width: 0, height: 0, wrapped: false, truncation: .none, alignment: .left)
    let offsets = Typesetting.utf16Offsets(styled.text)
    var runs: [CTRun] = [], x = 0.0
    for (i, range) in layout.lineGlyphs.enumerated() {
        // Each paragraph's runs follow the last one's on the same baseline.
        runs += Typesetting.runs(layout.glyphs[range], styled, attrString, offsets: offsets, shift: -x, stringBase: 0)
        x += layout.lines[i].width
    }
    return CTLine(runs: runs, width: x, layout: layout)
}

/// Draws the line with its origin at the context's text position, through
/// the text matrix and the CTM.
public func CTLineDraw(_ line: CTLine, _ context: CGContext) { line.draw(in: context) }

/// The line's glyph runs. Apple's returns a `CFArray`; on Linux a Swift array.
public func CTLineGetGlyphRuns(_ line: CTLine) -> [CTRun] { line.runs }

/// How many glyphs the line has.
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex { line.runs.reduce(0) { $0 + $1.glyphs.count } }

/// The characters of the string the line stands for (UTF-16 units).
public func CTLineGetStringRange(_ line: CTLine) -> CFRange { line.stringRange }

/// The line's width, with its ascent, descent and leading written where
/// asked.
public func CTLineGetTypographicBounds(_ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                       _ descent: UnsafeMutablePointer<CGFloat>?,
                                       _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    ascent?.pointee = CGFloat(line.ascent)
    descent?.pointee = CGFloat(line.descent)
    leading?.pointee = CGFloat(line.leading)
    return line.width
}

/// The box the line's glyph outlines cover, from its origin (y up).
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    var box = CGRect.null
    for run in line.runs {
        let k = CGFloat(run.style.size / run.style.face.unitsPerEm)
        for (g, p) in zip(run.glyphs, run.positions) {
            let r = run.style.face.outlineBounds(UInt32(g))
            if !r.isNull { box = box.union(r.applying(CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: p.x, ty: p.y))) }
        }
    }
    return box.isNull ? .zero : box
}

/// How far along the line the character at `charIndex` (UTF-16) starts.
public func CTLineGetOffsetForStringIndex(_ line: CTLine, _ charIndex: CFIndex,
                                          _ secondaryOffset: UnsafeMutablePointer<CGFloat>?) -> CGFloat {
    var offset = CGFloat(line.width)
    for run in line.runs where charIndex < run.stringRange.location + run.stringRange.length {
        // Glyphs are one per character here (surrogate pairs aside).
        let i = min(max(charIndex - run.stringRange.location, 0), run.positions.count - 1)
        offset = run.positions.isEmpty ? offset : run.positions[i].x
        break
    }
    secondaryOffset?.pointee = offset
    return offset
}

/// How many glyphs the run has.
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.glyphs.count }

/// Copies the glyphs `range` names (length 0: to the end) into `buffer`.
public func CTRunGetGlyphs(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>) {
    for (n, i) in run.indices(range).enumerated() { buffer[n] = run.glyphs[i] }
}

/// Copies the positions (from the line's origin) `range` names into `buffer`.
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    for (n, i) in run.indices(range).enumerated() { buffer[n] = run.positions[i] }
}

/// Copies the advances `range` names into `buffer`.
public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) {
    for (n, i) in run.indices(range).enumerated() { buffer[n] = run.advances[i] }
}

/// The attributes the run was laid out with. Apple's returns a
/// `CFDictionary`; on Linux the attributed string's dictionary.
public func CTRunGetAttributes(_ run: CTRun) -> [NSAttributedString.Key: Any] { run.attributes }

/// The characters of the string the run stands for (UTF-16 units).
public func CTRunGetStringRange(_ run: CTRun) -> CFRange { run.stringRange }

/// The width of the glyphs `range` names, with the run's ascent, descent
/// and leading written where asked.
public func CTRunGetTypographicBounds(_ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                      _ descent: UnsafeMutablePointer<CGFloat>?,
                                      _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    let f = run.style.face, k = run.style.size / f.unitsPerEm
    ascent?.pointee = CGFloat(f.ascender * k)
    descent?.pointee = CGFloat(-f.descender * k)
    leading?.pointee = CGFloat(max(0, f.lineHeight - f.ascender + f.descender) * k)
    return run.indices(range).reduce(0) { $0 + Double(run.advances[$1].width) }
}

/// Draws the glyphs `range` names (length 0: all) at the context's text
/// position, as `CTLineDraw(_:_:)` draws them.
public func CTRunDraw(_ run: CTRun, _ context: CGContext, _ range: CFRange) { run.draw(in: context, range: range) }
