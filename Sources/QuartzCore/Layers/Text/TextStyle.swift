import CoreGraphics
import Foundation

/// One run's look in a text layer: the face, its size in points, its
/// colour (nil: the layer's `foregroundColor`) and the extra advance after
/// each character (the kern attribute, in points).
struct _TextStyle {
    let face: FontFace
    let size: Double
    let color: _Color?
    let kern: Double
}

/// A text layer's `string` as layout reads it: the characters, the styles
/// they use, and which style each run of unicode scalars has (nil: all in
/// the first style, as a plain `String` is).
struct _StyledText {
    let text: String
    let styles: [_TextStyle]
    /// Consecutive runs: so many scalars in style `style`.
    let runs: [(count: Int, style: Int)]?

    init(text: String, styles: [_TextStyle], runs: [(count: Int, style: Int)]?) {
        self.text = text; self.styles = styles; self.runs = runs
    }

    /// The layer's string value with the layer's font, size and colour as
    /// the base style. An `NSAttributedString`'s runs override the font
    /// (and its size), colour and kern where they say so, under Apple's
    /// attribute names (`NSFont`, `NSColor` or `CTForegroundColor`,
    /// `NSKern`); an attribute of another type is ignored.
    init?(_ value: Any?, base: _TextStyle) {
        if let s = value as? String {
            // The common case first: casting a String to a class costs.
            guard !s.isEmpty else { return nil }
            text = s
            styles = [base]
            runs = nil
            return
        }
        if let a = value as? NSAttributedString {
            let string = a.string
            guard !string.isEmpty else { return nil }
            var found = [base], runs: [(count: Int, style: Int)] = []
            let utf16 = string.utf16
            a.enumerateAttributes(in: NSRange(location: 0, length: a.length)) { attributes, range, _ in
                let style = _StyledText.style(attributes, base: base)
                let index: Int
                if let s = style {
                    found.append(s)
                    index = found.count - 1
                } else {
                    index = 0
                }
                let start = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex) ?? utf16.endIndex
                let end = utf16.index(start, offsetBy: range.length, limitedBy: utf16.endIndex) ?? utf16.endIndex
                let scalars = string.unicodeScalars[start..<end].count
                if scalars > 0 { runs.append((scalars, index)) }
            }
            text = string
            styles = found
            self.runs = runs
            return
        }
        guard let s = _TextContent.string(value), !s.isEmpty else { return nil }
        text = s
        styles = [base]
        runs = nil
    }

    /// The style a run's attributes give (nil: the base style unchanged).
    static func style(_ attributes: [NSAttributedString.Key: Any], base: _TextStyle) -> _TextStyle? {
        var face = base.face, size = base.size, color = base.color, kern = base.kern
        var changed = false
        if let f = attributes[NSAttributedString.Key(rawValue: "NSFont")] {
            switch f {
            case let font as CGFont:
                face = font.face
            case let described as TextFontAttribute:
                if let font = _TextFonts.font(for: described.fontName) { face = font.face }
                if described.pointSize > 0, described.pointSize.isFinite { size = Double(described.pointSize) }
            case let name as String:
                if let font = _TextFonts.font(for: name) { face = font.face }
            default:
                break
            }
            changed = true
        }
        let colorValue = attributes[NSAttributedString.Key(rawValue: "NSColor")]
            ?? attributes[NSAttributedString.Key(rawValue: "CTForegroundColor")]
        if let c = colorValue {
            if let cg = _cgColor(c) { color = _Color(cg); changed = true }
        }
        if let k = attributes[NSAttributedString.Key(rawValue: "NSKern")], let n = _number(from: k), n.isFinite {
            kern = Double(n)
            changed = true
        }
        return changed ? _TextStyle(face: face, size: size, color: color, kern: kern) : nil
    }
}

/// A font given as an attributed string's `NSFont` value by a type that
/// names a face and its size (the preview host's `UIFont`).
package protocol TextFontAttribute {
    var fontName: String { get }
    var pointSize: CGFloat { get }
}

/// A colour given as an attributed string's colour value by a type that
/// has a CGColor (the preview host's `UIColor`).
package protocol CGColorConvertible {
    var cgColor: CGColor { get }
}

/// A CGColor from an attribute value (nil: not a colour).
func _cgColor(_ value: Any) -> CGColor? {
    if let c = value as? CGColor { return c }
    if let c = value as? CGColorConvertible { return c.cgColor }
    return nil
}
