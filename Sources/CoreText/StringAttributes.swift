import Foundation

/// The attribute names UIKit and Core Text read from an attributed string
/// (Foundation on Linux declares none of them), with Apple's raw values.
extension NSAttributedString.Key {
    /// The font: a `CTFont`, a `UIFont`, a `CGFont` or a face name.
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The colour of the glyphs: a `CGColor` or a `UIColor`. Default black.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// Extra advance after each character, in points. Default 0.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// The paragraph's `NSParagraphStyle`: alignment, line spacing, line
    /// heights and line breaking.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// The glyph outline's width in percent of the font size: positive
    /// strokes without filling, negative fills and strokes. Default 0.
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
    /// The outline's colour (default: the foreground colour).
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
    /// Which ligatures to use (0: none, 1: the default ones). Accepted;
    /// glyphs are drawn one per character here.
    public static let ligature = NSAttributedString.Key(rawValue: "NSLigature")
    /// The colour behind the text. Accepted; not drawn.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
}
