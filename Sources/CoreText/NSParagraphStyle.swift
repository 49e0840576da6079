import Foundation

/// How a paragraph is laid out (Apple's `NSParagraphStyle`), read from an
/// attributed string's `.paragraphStyle` by Core Text frames: alignment,
/// line breaking, line spacing and the line height's multiple and limits.
/// Indents, paragraph spacing and hyphenation are kept but not used here.
/// Immutable; make one with `NSMutableParagraphStyle`.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Every setting, in one value, so a copy is one assignment.
    struct Values: Equatable {
        var lineSpacing: CGFloat = 0, paragraphSpacing: CGFloat = 0, paragraphSpacingBefore: CGFloat = 0
        var alignment = NSTextAlignment.natural, lineBreakMode = NSLineBreakMode.byWordWrapping
        var firstLineHeadIndent: CGFloat = 0, headIndent: CGFloat = 0, tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0, maximumLineHeight: CGFloat = 0, lineHeightMultiple: CGFloat = 0
        var baseWritingDirection = NSWritingDirection.natural, hyphenationFactor: Float = 0
    }
    var values = Values()

    /// A style with every default: natural alignment, word wrapping, no
    /// extra spacing, no line height limits.
    public override init() { super.init() }

    /// The default style (a new immutable instance).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Extra space between lines of a paragraph, in points. Default 0.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Space after the paragraph, in points. Default 0.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Space before the paragraph, in points. Default 0.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// Where lines sit across the width. Default `.natural`.
    open var alignment: NSTextAlignment { values.alignment }
    /// How lines too long for the width break or are cut. Default `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Indent of a paragraph's first line, in points. Default 0.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// Indent of the other lines, in points. Default 0.
    open var headIndent: CGFloat { values.headIndent }
    /// The lines' trailing edge, in points from the leading edge (or, if
    /// negative or zero, from the trailing edge). Default 0.
    open var tailIndent: CGFloat { values.tailIndent }
    /// The least height of a line box, in points. Default 0.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line box, in points (0: no limit). Default 0.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The natural line height's multiple (0: 1). Default 0.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The text's direction. Default `.natural`.
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// How eagerly words are hyphenated (0...1). Default 0.
    open var hyphenationFactor: Float { values.hyphenationFactor }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSParagraphStyle()
        c.values = values
        return c
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let c = NSMutableParagraphStyle()
        c.values = values
        return c
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { Int(values.lineSpacing * 31 + values.maximumLineHeight) ^ values.alignment.rawValue }
}

/// A paragraph style whose settings can be changed (Apple's
/// `NSMutableParagraphStyle`); see `NSParagraphStyle` for each.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat { get { values.lineSpacing } set { values.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    open override var alignment: NSTextAlignment { get { values.alignment } set { values.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat { get { values.headIndent } set { values.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { values.tailIndent } set { values.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }

    /// Takes every setting of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { values = obj.values }
}
