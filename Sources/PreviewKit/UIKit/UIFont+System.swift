import CoreText

extension UIFont {
    /// The usual size of system text: 14 points.
    public class var systemFontSize: CGFloat { 14 }
    /// The size of small system text: 12 points.
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The size of labels' text: 17 points.
    public class var labelFontSize: CGFloat { 17 }
    /// The size of buttons' titles: 18 points.
    public class var buttonFontSize: CGFloat { 18 }

    /// The system font at `fontSize` points and `weight`. The system face
    /// here has two weights: semibold and heavier draw bold.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        weight >= .semibold ? boldSystemFont(ofSize: fontSize) : systemFont(ofSize: fontSize)
    }

    /// The italic system font at `fontSize` points.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: "Helvetica-Oblique", size: fontSize) ?? systemFont(ofSize: fontSize)
    }

    /// The system font with digits of one width, for counters that change
    /// (the system face's digits are all one width already).
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// A monospaced system font at `fontSize` points and `weight`.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: weight >= .semibold ? "Courier-Bold" : "Courier", size: fontSize) ?? systemFont(ofSize: fontSize)
    }

    /// The font for a Dynamic Type text style at the default size setting.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let m = style.metrics
        return systemFont(ofSize: m.size, weight: m.weight)
    }

    /// The font's face as Core Text measures it.
    private var measured: CTFont { CTFontCreateWithName(fontName, pointSize, nil) }

    /// The family's name: the face name up to its style (`"Helvetica"` for
    /// `"Helvetica-Bold"`).
    public var familyName: String { String(fontName.split(separator: "-").first ?? Substring(fontName)) }
    /// How far the tallest glyphs rise above the baseline, in points.
    public var ascender: CGFloat { CTFontGetAscent(measured) }
    /// How far glyphs reach below the baseline, in points: negative, as UIKit gives it.
    public var descender: CGFloat { -CTFontGetDescent(measured) }
    /// The extra space between lines the face asks for, in points.
    public var leading: CGFloat { CTFontGetLeading(measured) }
    /// The height of capital letters, in points.
    public var capHeight: CGFloat { CTFontGetCapHeight(measured) }
    /// The height of lower-case letters such as x, in points.
    public var xHeight: CGFloat { CTFontGetXHeight(measured) }
    /// One line's height: ascender, descender and leading, in points.
    public var lineHeight: CGFloat {
        let f = measured
        return CTFontGetAscent(f) + CTFontGetDescent(f) + CTFontGetLeading(f)
    }
}

extension UIFont.Weight {
    /// Lighter weights compare less.
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

extension UIFont.TextStyle {
    /// The size and weight UIKit gives the style at the default setting.
    var metrics: (size: CGFloat, weight: UIFont.Weight) {
        switch self {
        case .largeTitle: return (34, .regular)
        case .title1: return (28, .regular)
        case .title2: return (22, .regular)
        case .title3: return (20, .regular)
        case .headline: return (17, .semibold)
        case .subheadline: return (15, .regular)
        case .callout: return (16, .regular)
        case .footnote: return (13, .regular)
        case .caption1: return (12, .regular)
        case .caption2: return (11, .regular)
        default: return (17, .regular)
        }
    }
}
