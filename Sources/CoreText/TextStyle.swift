import CoreGraphics
import Foundation

/// One run's look: the face, its size in points, its colour (nil: the
/// drawer's default, a text layer's `foregroundColor` or a context's
/// black), the extra advance after each character (the kern attribute, in
/// points) and its outline (the stroke width attribute, in percent of the
/// size: positive strokes only, negative fills and strokes).
package struct TextStyle {
    package let face: FontFace
    package let size: Double
    package let color: CGColor?
    package let kern: Double
    package var strokeWidth = 0.0
    package var strokeColor: CGColor?

    package init(face: FontFace, size: Double, color: CGColor?, kern: Double) {
        self.face = face; self.size = size; self.color = color; self.kern = kern
    }
}

/// A string as layout reads it: the characters, the styles they use, and
/// which style each run of unicode scalars has (nil: all in the first
/// style, as a plain `String` is), with the first paragraph style an
/// attributed string gives.
package struct StyledText {
    package private(set) var text: String
    package private(set) var styles: [TextStyle]
    /// Consecutive runs: so many scalars in style `style`.
    package private(set) var runs: [(count: Int, style: Int)]?
    /// The `NSParagraphStyle` of the text's first paragraph, if it has one.
    package private(set) var paragraph: NSParagraphStyle?

    package init(text: String, styles: [TextStyle], runs: [(count: Int, style: Int)]?) {
        self.text = text; self.styles = styles; self.runs = runs
    }

    /// A string value with `base` as the base style. An
    /// `NSAttributedString`'s runs override the font (and its size),
    /// colour, kern and outline where they say so, under Apple's attribute
    /// names (`NSFont`, `NSColor` or `CTForegroundColor`, `NSKern`,
    /// `NSStrokeWidth`, `NSStrokeColor`); an attribute of another type is
    /// ignored.
    package init?(_ value: Any?, base: TextStyle) {
        let plain: String
        switch value {
        case nil: return nil
        // The common case first: casting a String to a class costs.
        case let s as String: plain = s
        case let a as NSAttributedString:
            guard let styled = StyledText.attributed(a, base: base) else { return nil }
            self = styled
            return
        case let s as NSString: plain = s as String
        case let v?: plain = String(describing: v)
        }
        guard !plain.isEmpty else { return nil }
        self.init(text: plain, styles: [base], runs: nil)
    }

    /// Becomes the styled text of `value` (as `init?(_:base:)`), keeping
    /// its storage for a plain string; false when there is none.
    package mutating func reset(to value: Any?, base: TextStyle) -> Bool {
        guard let plain = value as? String else {
            guard let styled = StyledText(value, base: base) else { return false }
            self = styled
            return true
        }
        guard !plain.isEmpty else { return false }
        text = plain
        styles.removeAll(keepingCapacity: true)
        styles.append(base)
        runs = nil
        paragraph = nil
        return true
    }

    /// An attributed string's text, the styles its runs give and the runs
    /// in unicode scalars (nil when it is empty).
    private static func attributed(_ a: NSAttributedString, base: TextStyle) -> StyledText? {
        let string = a.string
        guard !string.isEmpty else { return nil }
        var styles = [base], runs: [(count: Int, style: Int)] = []
        var paragraph: NSParagraphStyle?
        let utf16 = string.utf16
        a.enumerateAttributes(in: NSRange(location: 0, length: a.length)) { attributes, range, _ in
            var index = 0
            if let s = StyledText.style(attributes, base: base) {
                styles.append(s)
                index = styles.count - 1
            }
            if paragraph == nil { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            let start = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex) ?? utf16.endIndex
            let end = utf16.index(start, offsetBy: range.length, limitedBy: utf16.endIndex) ?? utf16.endIndex
            let scalars = string.unicodeScalars[start..<end].count
            if scalars > 0 { runs.append((scalars, index)) }
        }
        var styled = StyledText(text: string, styles: styles, runs: runs)
        styled.paragraph = paragraph
        return styled
    }

    /// The style a run's attributes give (nil: the base style unchanged).
    static func style(_ attributes: [NSAttributedString.Key: Any], base: TextStyle) -> TextStyle? {
        var face = base.face, size = base.size, color = base.color, kern = base.kern
        var changed = false
        if let f = attributes[.font] {
            switch f {
            case let font as CTFont:
                face = font.face
                size = Double(font.size)
            case let font as CGFont:
                face = font.face
            case let described as TextFontAttribute:
                if let font = TextFonts.font(for: described.fontName) { face = font.face }
                if described.pointSize > 0, described.pointSize.isFinite { size = Double(described.pointSize) }
            case let name as String:
                if let font = TextFonts.font(for: name) { face = font.face }
            default:
                break
            }
            changed = true
        }
        if let c = (attributes[.foregroundColor] ?? attributes[Self.ctForegroundColor]).flatMap(cgColor(from:)) {
            color = c
            changed = true
        }
        if let k = attributes[.kern].flatMap(numericValue(of:)), k.isFinite {
            kern = k
            changed = true
        }
        var style = TextStyle(face: face, size: size, color: color, kern: kern)
        style.strokeWidth = base.strokeWidth
        style.strokeColor = base.strokeColor
        if let w = attributes[.strokeWidth].flatMap(numericValue(of:)), w.isFinite {
            style.strokeWidth = w
            changed = true
        }
        if let c = attributes[.strokeColor].flatMap(cgColor(from:)) {
            style.strokeColor = c
            changed = true
        }
        return changed ? style : nil
    }

    private static let ctForegroundColor = NSAttributedString.Key(rawValue: "CTForegroundColor")
}

/// A font given as an attributed string's `NSFont` value by a type that
/// names a face and its size (the preview host's `UIFont`).
package protocol TextFontAttribute {
    var fontName: String { get }
    var pointSize: CGFloat { get }
}

/// A colour given as an attribute value by a type that has a CGColor (the
/// preview host's `UIColor`).
package protocol CGColorConvertible {
    var cgColor: CGColor { get }
}

/// A CGColor from an attribute value (nil: not a colour).
package func cgColor(from value: Any) -> CGColor? {
    if let c = value as? CGColor { return c }
    if let c = value as? CGColorConvertible { return c.cgColor }
    return nil
}
