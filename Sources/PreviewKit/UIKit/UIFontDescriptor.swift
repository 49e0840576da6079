/// A font described by its attributes (Apple's `UIFontDescriptor`): its
/// face name, size and bold or italic traits, from which fonts are made.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The face's name, such as `"Helvetica-Bold"`.
    public let postscriptName: String
    /// The size in points (0: unspecified).
    public let pointSize: CGFloat

    /// A descriptor of the face `fontName` at `size` points.
    public init(name fontName: String, size: CGFloat) {
        postscriptName = fontName
        pointSize = size
        super.init()
    }

    /// The family (the name up to its style) and style of the face.
    private var parts: (family: String, style: String) {
        let p = postscriptName.split(separator: "-", maxSplits: 1).map(String.init)
        return (p[0], p.count > 1 ? p[1] : "")
    }

    /// The face's traits, read from its style name.
    open var symbolicTraits: SymbolicTraits {
        let style = parts.style.lowercased()
        var t: SymbolicTraits = []
        if style.contains("bold") { t.insert(.traitBold) }
        if style.contains("italic") || style.contains("oblique") { t.insert(.traitItalic) }
        if ["courier", "menlo", "monaco"].contains(parts.family.lowercased()) { t.insert(.traitMonoSpace) }
        return t
    }

    /// The same face with exactly `traits` bold and italic (nil when the
    /// family has no such face: here every family has all four).
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let bold = traits.contains(.traitBold), italic = traits.contains(.traitItalic)
        let style = bold && italic ? "-BoldOblique" : bold ? "-Bold" : italic ? "-Oblique" : ""
        return UIFontDescriptor(name: parts.family + style, size: pointSize)
    }

    /// The same face at `newPointSize`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { UIFontDescriptor(name: postscriptName, size: newPointSize) }
}

extension UIFont {
    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(name: fontName, size: pointSize) }

    /// The font `descriptor` describes at `pointSize` (0: the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(name: descriptor.postscriptName, size: pointSize > 0 ? pointSize : max(descriptor.pointSize, 0))!
    }
}

extension UIFontDescriptor {
    /// The descriptor of the font for a Dynamic Type text style (at the
    /// default size setting).
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }
}

/// Dynamic Type's scaling (Apple's `UIFontMetrics`). The text size setting
/// here is the default one, so fonts and values come back as they are.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The metrics of body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    private let style: UIFont.TextStyle

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle
        super.init()
    }

    /// `font` scaled for the text size setting (the default: unchanged).
    open func scaledFont(for font: UIFont) -> UIFont { font }
    /// `font` scaled, at most `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    /// `value` scaled for the text size setting (the default: unchanged).
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}
