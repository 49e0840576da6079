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
    private(set) var text: String
    private(set) var styles: [_TextStyle]
    /// Consecutive runs: so many scalars in style `style`.
    private(set) var runs: [(count: Int, style: Int)]?

    init(text: String, styles: [_TextStyle], runs: [(count: Int, style: Int)]?) {
        self.text = text; self.styles = styles; self.runs = runs
    }

    /// The layer's string value with the layer's font, size and colour as
    /// the base style. An `NSAttributedString`'s runs override the font
    /// (and its size), colour and kern where they say so, under Apple's
    /// attribute names (`NSFont`, `NSColor` or `CTForegroundColor`,
    /// `NSKern`); an attribute of another type is ignored.
    init?(_ value: Any?, base: _TextStyle) {
        let plain: String
        switch value {
        case nil: return nil
        // The common case first: casting a String to a class costs.
        case let s as String: plain = s
        case let a as NSAttributedString:
            guard let styled = _StyledText.attributed(a, base: base) else { return nil }
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
    mutating func reset(to value: Any?, base: _TextStyle) -> Bool {
        guard let plain = value as? String else {
            guard let styled = _StyledText(value, base: base) else { return false }
            self = styled
            return true
        }
        guard !plain.isEmpty else { return false }
        text = plain
        styles.removeAll(keepingCapacity: true)
        styles.append(base)
        runs = nil
        return true
    }

    /// An attributed string's text, the styles its runs give and the runs
    /// in unicode scalars (nil when it is empty).
    private static func attributed(_ a: NSAttributedString, base: _TextStyle) -> _StyledText? {
        let string = a.string
        guard !string.isEmpty else { return nil }
        var styles = [base], runs: [(count: Int, style: Int)] = []
        let utf16 = string.utf16
        a.enumerateAttributes(in: NSRange(location: 0, length: a.length)) { attributes, range, _ in
            var index = 0
            if let s = _StyledText.style(attributes, base: base) {
                styles.append(s)
                index = styles.count - 1
            }
            let start = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex) ?? utf16.endIndex
            let end = utf16.index(start, offsetBy: range.length, limitedBy: utf16.endIndex) ?? utf16.endIndex
            let scalars = string.unicodeScalars[start..<end].count
            if scalars > 0 { runs.append((scalars, index)) }
        }
        return _StyledText(text: string, styles: styles, runs: runs)
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
