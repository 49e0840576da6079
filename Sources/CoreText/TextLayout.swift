import CoreGraphics

/// Laying out styled text, as a pure function of the text, its faces and
/// sizes, and the box: lines broken at newlines (and, when wrapping, at
/// spaces, or inside a word longer than the line), shortened with an
/// ellipsis where the truncation mode says, and aligned. Positions are in
/// points from the top-left of the box; the first baseline sits one
/// ascender down. A text layer (`CATextLayer`) and a Core Text frame
/// (`CTFramesetterCreateFrame`) both lay out through here, so they draw
/// the same glyphs in the same places.
package struct TextLayout {
    /// Where a line sits across the width.
    package enum Alignment: Sendable { case left, right, center, justified, natural }
    /// Where a line too long for the width is shortened with an ellipsis.
    package enum Truncation: Sendable { case none, start, end, middle }

    /// How far apart lines are (a paragraph style's line spacing, line
    /// height multiple and limits): each line box is the tallest style's
    /// natural height times `multiple`, kept within `minimum...maximum`
    /// (a maximum of 0 sets none), and `extra` is added between boxes. A
    /// box taller or shorter than natural moves the baseline down or up by
    /// the difference, as Core Text does.
    package struct Spacing: Equatable, Sendable {
        package var multiple = 1.0
        package var minimum = 0.0
        package var maximum = 0.0
        package var extra = 0.0
        package init() {}
        package static let natural = Spacing()

        func box(_ natural: Double) -> Double {
            var h = natural * (multiple > 0 && multiple.isFinite ? multiple : 1)
            if maximum > 0, maximum.isFinite { h = min(h, maximum) }
            if minimum.isFinite { h = max(h, minimum) }
            return h
        }
    }

    package struct Glyph: Equatable {
        package var glyph: UInt32
        package var x: Double
        package var baseline: Double
        /// Index into the styled text's styles.
        package var style: Int32 = 0
        /// Index of the scalar it stands for in the text.
        package var scalar: Int32 = 0
    }

    package var glyphs: [Glyph] = []
    /// Each line's width and baseline, and the range of `glyphs` on it.
    package var lines: [(width: Double, baseline: Double)] = []
    package var lineGlyphs: [Range<Int>] = []
    /// The distance between baselines.
    package var lineHeight = 0.0
    /// One line's box: the distance between baselines less the spacing
    /// added between lines.
    package var lineBox = 0.0
    /// The tallest style's ascent and descent (for line metrics).
    package var ascent = 0.0
    package var descent = 0.0
    /// Where lines were dropped to fit the height: the index of the first
    /// scalar not shown (nil: every line is shown).
    package var hiddenFrom: Int?

    /// One character as laid out: its glyph, advance (kerning with the
    /// previous character included) and whether a line may break after it.
    struct Run {
        var glyph: UInt32
        var advance: Double
        var isSpace: Bool
        var style: Int32 = 0
        var scalar: Int32 = 0
    }

    static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// Nothing to draw.
    package static let empty = TextLayout()
    package init() {}

    /// One face and size throughout (a plain string).
    package init(_ text: String, face: FontFace, size: Double, width: Double, height: Double, wrapped: Bool,
         truncation: Truncation, alignment: Alignment) {
        self.init(StyledText(text: text, styles: [TextStyle(face: face, size: size, color: nil, kern: 0)], runs: nil),
                  width: width, height: height, wrapped: wrapped, truncation: truncation, alignment: alignment)
    }

    package init(_ styled: StyledText, width: Double, height: Double, wrapped: Bool,
                 truncation: Truncation, alignment: Alignment, spacing: Spacing = .natural) {
        layOut(styled, width: width, height: height, wrapped: wrapped, truncation: truncation, alignment: alignment,
               spacing: spacing, scratch: Scratch())
    }

    /// What laying out works in, kept by whoever lays out again and again
    /// (a text layer whose string changes every frame): the runs of every
    /// paragraph, the lines as ranges of them, and one line's runs being
    /// placed. Reused, they make a new layout allocate nothing.
    package final class Scratch {
        var runs: [Run] = []
        var lines: [Line] = []
        var items: [Run] = []
        package init() {}
    }

    /// Lays `styled` out anew in place of this layout, keeping its storage.
    /// Lines share one spacing: the tallest style's ascent and line
    /// height (a mixed line is as tall as its tallest run everywhere).
    package mutating func layOut(_ styled: StyledText, width: Double, height: Double, wrapped: Bool,
                                 truncation: Truncation, alignment: Alignment, spacing: Spacing = .natural,
                                 scratch: Scratch) {
        glyphs.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        lineGlyphs.removeAll(keepingCapacity: true)
        lineHeight = 0; lineBox = 0; ascent = 0; descent = 0; hiddenFrom = nil
        let styles = styled.styles
        guard let first = styles.first, styles.allSatisfy({ $0.size > 0 && $0.size.isFinite }),
              width.isFinite, height.isFinite else { return }
        var ascent = 0.0, descent = 0.0, natural = 0.0
        func include(_ st: TextStyle) {
            let k = st.size / st.face.unitsPerEm
            ascent = max(ascent, st.face.ascender * k)
            descent = max(descent, -st.face.descender * k)
            natural = max(natural, max(st.face.lineHeight * k, st.size * 0.5))
        }
        // The styles the text's runs use: an attributed string's base
        // style (Helvetica 12 where it names no font) is only a fallback,
        // and a 10-point string is not spaced as if it were 12.
        if let runs = styled.runs, !runs.isEmpty {
            for r in runs where r.style < styles.count { include(styles[r.style]) }
        } else {
            for st in styles { include(st) }
        }
        let box = spacing.box(natural)
        let lineHeight = box + (spacing.extra.isFinite ? spacing.extra : 0)
        self.lineHeight = lineHeight
        lineBox = box
        self.ascent = ascent
        self.descent = descent
        ascent += box - natural
        Self.lines(of: styled, width: width, wrapped: wrapped, into: scratch)
        let count = scratch.lines.count
        // Lines that do not fit the height are dropped when wrapping; the
        // last one kept shows that text continues when truncating.
        var visible = count
        if wrapped, height > 0 {
            // In Double first: a huge height over a tiny line is past Int.
            let rows = lineHeight > 0 ? ((height - ascent) / lineHeight).rounded(.down) : Double(count)
            let fit = rows.isNaN ? 1 : Int(min(max(rows, 0), Double(count))) + 1
            visible = max(1, min(count, fit))
        }
        let k = first.size / first.face.unitsPerEm
        let ellipsisGlyph = first.face.glyph(for: Self.ellipsis)
        let ellipsis = Run(glyph: ellipsisGlyph, advance: first.face.advance(ellipsisGlyph) * k, isSpace: false,
                           scalar: -1)
        // Sized once: appending glyph by glyph would regrow the array
        // five or six times for a short label.
        glyphs.reserveCapacity(scratch.lines.prefix(visible).reduce(1) { $0 + $1.runs.count + 1 })
        lines.reserveCapacity(visible)
        for i in 0..<visible {
            let cut = i == visible - 1 && visible < count && truncation != .none
            let first = glyphs.count
            place(scratch.lines[i], baseline: ascent + Double(i) * lineHeight, width: width, wrapped: wrapped, cut: cut,
                  truncation: truncation, alignment: alignment, ellipsis: ellipsis, scratch: scratch)
            lineGlyphs.append(first..<glyphs.count)
        }
        if visible < count, let next = scratch.runs[scratch.lines[visible].runs].first {
            hiddenFrom = Int(next.scalar)
        }
    }

    /// A line: a range of the scratch's runs, and whether it ends its
    /// paragraph.
    typealias Line = (runs: Range<Int>, endsParagraph: Bool)

    /// The styled text's lines into `scratch`: paragraphs split at
    /// newlines by hand (split() builds an array of substrings, a third of
    /// a short label's layout), each broken to `width` when wrapping.
    static func lines(of styled: StyledText, width: Double, wrapped: Bool, into scratch: Scratch) {
        scratch.runs.removeAll(keepingCapacity: true)
        scratch.lines.removeAll(keepingCapacity: true)
        var cursor = StyleCursor(styled)
        let text = styled.text
        var from = text.startIndex
        var i = text.startIndex
        while i < text.endIndex {
            let ch = text[i]
            if ch == "\n" || ch == "\r\n" {
                paragraph(text[from..<i], separator: ch.unicodeScalars.count, cursor: &cursor, width: width,
                          wrapped: wrapped, into: scratch)
                from = text.index(after: i)
            }
            i = text.index(after: i)
        }
        paragraph(text[from...], separator: 0, cursor: &cursor, width: width, wrapped: wrapped, into: scratch)
    }

    /// One paragraph's runs appended to the scratch, and its lines.
    private static func paragraph(_ text: Substring, separator: Int, cursor: inout StyleCursor, width: Double,
                                  wrapped: Bool, into scratch: Scratch) {
        let start = scratch.runs.count
        cursor.append(text, to: &scratch.runs)
        // The line break's scalars have styles too.
        for _ in 0..<separator { _ = cursor.next() }
        let runs = start..<scratch.runs.count
        if wrapped, width > 0 {
            broken(scratch.runs, runs, width: width, into: &scratch.lines)
        } else {
            scratch.lines.append((runs, true))
        }
    }

    /// One paragraph's runs (`range` of `r`) broken into lines of at most
    /// `width`: at the last space that fits, or inside a word longer than
    /// the line.
    static func broken(_ r: [Run], _ range: Range<Int>, width: Double, into lines: inout [Line]) {
        if range.isEmpty {
            lines.append((range, true))
            return
        }
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start, used = 0.0, lastBreak = -1
            while end < range.upperBound {
                let fits = used + r[end].advance <= width + 1e-9 || r[end].isSpace
                if !fits { break }
                used += r[end].advance
                if r[end].isSpace { lastBreak = end }
                end += 1
            }
            if end < range.upperBound {
                if lastBreak >= start { end = lastBreak + 1 } else if end == start { end = start + 1 }
            }
            lines.append((start..<end, end >= range.upperBound))
            start = end
        }
    }

    /// Places one line's glyphs at `baseline`: trailing spaces of a wrapped
    /// line dropped, shortened with the ellipsis where the truncation mode
    /// says (or, `cut`, where the text goes on past the last line), and
    /// aligned.
    private mutating func place(_ line: Line, baseline: Double, width: Double, wrapped: Bool, cut: Bool,
                                truncation: Truncation, alignment: Alignment,
                                ellipsis: Run, scratch: Scratch) {
        scratch.items.removeAll(keepingCapacity: true)
        scratch.items.append(contentsOf: scratch.runs[line.runs])
        // Spaces at the end of a wrapped line take no room.
        while wrapped, !line.endsParagraph, let last = scratch.items.last, last.isSpace { scratch.items.removeLast() }
        var lineWidth = scratch.items.reduce(0) { $0 + $1.advance }
        if truncation != .none, width > 0, lineWidth > width + 1e-9 || cut {
            scratch.items = Self.truncate(scratch.items, to: width, mode: cut ? .end : truncation, ellipsis: ellipsis)
            lineWidth = scratch.items.reduce(0) { $0 + $1.advance }
        }
        let items = scratch.items
        var x: Double
        var extraPerSpace = 0.0
        switch alignment {
        case .right: x = width - lineWidth
        case .center: x = (width - lineWidth) / 2
        case .justified:
            x = 0
            let spaces = items.filter(\.isSpace).count
            if !line.endsParagraph, spaces > 0, width > lineWidth { extraPerSpace = (width - lineWidth) / Double(spaces) }
        default: x = 0
        }
        for item in items {
            if item.glyph != 0 || !item.isSpace {
                glyphs.append(Glyph(glyph: item.glyph, x: x, baseline: baseline, style: item.style, scalar: item.scalar))
            }
            x += item.advance + (item.isSpace ? extraPerSpace : 0)
        }
        lines.append((extraPerSpace > 0 ? width : lineWidth, baseline))
    }

    /// The style of each scalar, walked in order across paragraphs.
    struct StyleCursor {
        let styled: StyledText
        var runIndex = 0
        var leftInRun: Int

        init(_ styled: StyledText) {
            self.styled = styled
            leftInRun = styled.runs?.first?.count ?? Int.max
        }

        /// The index of the next scalar in the text.
        var scalar = 0

        /// The style index of the next scalar.
        mutating func next() -> Int {
            scalar += 1
            guard let runs = styled.runs else { return 0 }
            while leftInRun == 0, runIndex + 1 < runs.count { runIndex += 1; leftInRun = runs[runIndex].count }
            leftInRun -= 1
            return runIndex < runs.count ? runs[runIndex].style : 0
        }

        /// The scalars of `s` as runs appended to `out`: glyph, advance in
        /// points (kerned with the previous scalar of the same style) and
        /// style.
        mutating func append(_ s: Substring, to out: inout [Run]) {
            var previous: Unicode.Scalar?, previousStyle = -1
            for u in s.unicodeScalars {
                let at = Int32(scalar)
                let si = next()
                let st = styled.styles[si]
                // Kerning pairs only within one face and size.
                let (g, a) = st.face.metrics(u, after: si == previousStyle ? previous : nil)
                out.append(Run(glyph: g, advance: a * st.size / st.face.unitsPerEm + st.kern,
                               isSpace: u == " " || u == "\t", style: Int32(si), scalar: at))
                previous = u
                previousStyle = si
            }
        }
    }

    /// `items` shortened to `width` with an ellipsis at the end, the start
    /// or the middle.
    static func truncate(_ items: [Run], to width: Double, mode: Truncation, ellipsis: Run) -> [Run] {
        let room = width - ellipsis.advance
        guard room > 0 else { return ellipsis.advance <= width ? [ellipsis] : [] }
        func prefix(_ budget: Double) -> [Run] {
            var used = 0.0, out: [Run] = []
            for r in items { if used + r.advance > budget { break }; used += r.advance; out.append(r) }
            while let l = out.last, l.isSpace { out.removeLast() }
            return out
        }
        func suffix(_ budget: Double) -> [Run] {
            var used = 0.0, out: [Run] = []
            for r in items.reversed() { if used + r.advance > budget { break }; used += r.advance; out.append(r) }
            while let l = out.last, l.isSpace { out.removeLast() }
            return out.reversed()
        }
        switch mode {
        case .start: return [ellipsis] + suffix(room)
        case .middle:
            let head = prefix(room / 2)
            let used = head.reduce(0) { $0 + $1.advance }
            return head + [ellipsis] + suffix(room - used)
        default: return prefix(room) + [ellipsis]
        }
    }
}
