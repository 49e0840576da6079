import CoreText

extension UIFont {
    /// A font's weight (Apple's `UIFont.Weight`), from -1 (lightest) to 1.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight's value on UIKit's scale (regular is 0, bold 0.4).
        public let rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The same as `init(rawValue:)`, without the label.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Lighter weights compare less.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// The lightest weight.
        public static let ultraLight = Weight(-0.8)
        /// Thin.
        public static let thin = Weight(-0.6)
        /// Light.
        public static let light = Weight(-0.4)
        /// The body text weight.
        public static let regular = Weight(0)
        /// Medium.
        public static let medium = Weight(0.23)
        /// Semibold: drawn bold here.
        public static let semibold = Weight(0.3)
        /// Bold.
        public static let bold = Weight(0.4)
        /// Heavy: drawn bold here.
        public static let heavy = Weight(0.56)
        /// The heaviest weight: drawn bold here.
        public static let black = Weight(0.62)
    }

    /// Dynamic Type's text styles (Apple's `UIFont.TextStyle`), at their
    /// default ("large") sizes.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, e.g. `"UICTFontTextStyleBody"`.
        public let rawValue: String
        /// A style from its name; one not defined here is body text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The same as `init(rawValue:)`, without the label.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// 34 points.
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// 28 points.
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// 22 points.
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// 20 points.
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// 15 points.
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// 17 points: body text.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// 16 points.
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// 13 points.
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// 12 points.
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// 11 points.
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The size and weight UIKit gives the style at the default setting.
        var metrics: (size: CGFloat, weight: Weight) {
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
