import CoreGraphics
import Foundation

/// Turning an attributed string into Core Text's lines and runs: the
/// string's styles read as a text layer reads them (`StyledText`), laid
/// out by the shared `TextLayout`, and each laid-out line cut into runs of
/// one style, with positions relative to the line's origin and string
/// ranges in UTF-16 units, as Core Text counts them.
enum Typesetting {
    /// Core Text's default: Helvetica (here the machine's sans-serif) at 12
    /// points, black, for text with no font attribute.
    static func baseStyle() -> TextStyle? {
        TextFonts.font(for: "Helvetica").map { TextStyle(face: $0.face, size: 12, color: nil, kern: 0) }
    }

    /// The styled text of `string` (nil when it is empty or no face loads).
    static func styled(_ string: NSAttributedString) -> StyledText? {
        baseStyle().flatMap { StyledText(string, base: $0) }
    }

    /// How a paragraph style lays text out.
    static func settings(_ p: NSParagraphStyle?) -> (wrapped: Bool, truncation: TextLayout.Truncation,
                                                     alignment: TextLayout.Alignment, spacing: TextLayout.Spacing) {
        var spacing = TextLayout.Spacing()
        guard let p else { return (true, .none, .left, spacing) }
        spacing.extra = Double(p.lineSpacing)
        spacing.multiple = p.lineHeightMultiple > 0 ? Double(p.lineHeightMultiple) : 1
        spacing.minimum = Double(p.minimumLineHeight)
        spacing.maximum = Double(p.maximumLineHeight)
        let alignment: TextLayout.Alignment = switch p.alignment {
        case .left, .natural: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        }
        switch p.lineBreakMode {
        case .byWordWrapping, .byCharWrapping: return (true, .none, alignment, spacing)
        case .byClipping: return (false, .none, alignment, spacing)
        case .byTruncatingHead: return (false, .start, alignment, spacing)
        case .byTruncatingTail: return (false, .end, alignment, spacing)
        case .byTruncatingMiddle: return (false, .middle, alignment, spacing)
        }
    }

    /// The laid-out lines of `styled` as Core Text lines, each with its
    /// origin relative to the top-left of the box (x: the alignment's
    /// offset, y: the baseline below the top).
    /// String ranges count from `stringBase` (where `string` starts in the
    /// string the caller was given).
    static func lines(_ layout: TextLayout, _ styled: StyledText, in string: NSAttributedString, width: Double,
                      alignment: TextLayout.Alignment,
                      stringBase: Int = 0) -> [(line: CTLine, x: Double, baseline: Double)] {
        let offsets = utf16Offsets(styled.text)
        var result: [(CTLine, Double, Double)] = []
        for (i, range) in layout.lineGlyphs.enumerated() {
            let (lineWidth, baseline) = layout.lines[i]
            let x: Double = switch alignment {
            case .right: width - lineWidth
            case .center: (width - lineWidth) / 2
            default: 0
            }
            let line = CTLine(runs: runs(layout.glyphs[range], styled, string, offsets: offsets, shift: x,
                                         stringBase: stringBase),
                              width: lineWidth, layout: layout)
            result.append((line, x, baseline))
        }
        return result
    }

    /// One line's glyphs cut into runs of one style, `shift` taken off
    /// their x so the line starts at 0.
    static func runs(_ glyphs: ArraySlice<TextLayout.Glyph>, _ styled: StyledText, _ string: NSAttributedString,
                     offsets: [Int], shift: Double, stringBase: Int) -> [CTRun] {
        var runs: [CTRun] = []
        var start = glyphs.startIndex
        while start < glyphs.endIndex {
            var end = start + 1
            while end < glyphs.endIndex, glyphs[end].style == glyphs[start].style { end += 1 }
            let part = glyphs[start..<end]
            let style = styled.styles[Int(part.first!.style)]
            let k = style.size / style.face.unitsPerEm
            let scalars = part.map(\.scalar).filter { $0 >= 0 }
            let lo = scalars.min().map { offsets[Int($0)] } ?? 0
            let hi = scalars.max().map { offsets[Int($0) + 1] } ?? lo
            let attributes = lo < string.length ? string.attributes(at: lo, effectiveRange: nil) : [:]
            runs.append(CTRun(glyphs: part.map { CGGlyph(truncatingIfNeeded: $0.glyph) },
                              positions: part.map { CGPoint(x: $0.x - shift, y: 0) },
                              advances: part.map { CGSize(width: style.face.advance($0.glyph) * k, height: 0) },
                              style: style, attributes: attributes,
                              stringRange: CFRange(location: stringBase + lo, length: hi - lo)))
            start = end
        }
        return runs
    }

    /// The UTF-16 offset of each unicode scalar of `text`, and its end.
    static func utf16Offsets(_ text: String) -> [Int] {
        var offsets: [Int] = [], at = 0
        offsets.reserveCapacity(text.unicodeScalars.count + 1)
        for u in text.unicodeScalars {
            offsets.append(at)
            at += u.value > 0xFFFF ? 2 : 1
        }
        offsets.append(at)
        return offsets
    }
}
