/// A layer that draws a string (Apple's `CATextLayer`), between its
/// contents and its sublayers, laid out from the top of its bounds and
/// clipped to them. Defaults as in Apple's header: no string, Helvetica
/// (here the machine's sans-serif), 36 points, opaque white, no wrapping,
/// no truncation, natural alignment.
///
/// Glyphs come from FreeType through fontconfig. They are rasterized at
/// `contentsScale` pixels per point, as Apple rasterizes a text layer into
/// a backing store of that scale: on a 2x screen a text layer needs
/// `contentsScale = 2` to be crisp.
open class CATextLayer: CALayer {
    override class var _classKeys: _ClassKeys { _TextKeys.table }

    /// A `String` or an `NSAttributedString` (drawn with the layer's font,
    /// size and colour).
    open var string: Any? {
        get { _extra[_TextKeys.string].objectValue }
        set { _setClassKey(_TextKeys.string, .object(newValue)) }
    }
    /// A font name (`String`) or a `CGFont`. Apple's type is `CFTypeRef?`;
    /// on Linux pass the name or the font. A name with no font behind it
    /// gets one diagnostic and draws in the default face.
    open var font: Any? {
        get { _extra[_TextKeys.font].objectValue }
        set { _setClassKey(_TextKeys.font, .object(newValue)) }
    }
    /// The text size, in points. Default 36; a negative size draws nothing
    /// (with a diagnostic). Animatable.
    open var fontSize: CGFloat {
        get { _extra[_TextKeys.fontSize].number ?? 36 }
        set { _setClassKey(_TextKeys.fontSize, .number(newValue)) }
    }
    /// The colour of the text. Default opaque white. Animatable.
    open var foregroundColor: CGColor? {
        get { if case .color(let c) = _extra[_TextKeys.foregroundColor] { return c?.cgColor }; return nil }
        set { _setClassKey(_TextKeys.foregroundColor, .color(newValue.map(_Color.init))) }
    }
    /// Whether lines wrap at spaces (or inside a word too long for the line) to
    /// fit the width. Default false: only newlines break lines. Not animatable.
    open var isWrapped: Bool {
        get { _extra[_TextKeys.wrapped].bool ?? false }
        set { _setClassKey(_TextKeys.wrapped, .bool(newValue)) }
    }
    /// Where a line too long for the width is shortened with an ellipsis.
    /// Default `.none` (the text is clipped). Not animatable.
    open var truncationMode: CATextLayerTruncationMode {
        get { (_extra[_TextKeys.truncationMode].objectValue as? CATextLayerTruncationMode) ?? .none }
        set { _setClassKey(_TextKeys.truncationMode, .object(newValue)) }
    }
    /// How each line is placed across the width. Default `.natural`. Not animatable.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { (_extra[_TextKeys.alignmentMode].objectValue as? CATextLayerAlignmentMode) ?? .natural }
        set { _setClassKey(_TextKeys.alignmentMode, .object(newValue)) }
    }
    /// Whether glyph positions snap to whole pixels (false: quarter pixels).
    open var allowsFontSubpixelQuantization: Bool {
        get { _extra[_TextKeys.subpixelQuantization].bool ?? false }
        set { _setClassKey(_TextKeys.subpixelQuantization, .bool(newValue)) }
    }

    override func _classKeyDidChange(_ slot: Int) {
        if slot == _TextKeys.font {
            _ = _TextFonts.font(for: _extra[slot].objectValue, report: { _report($0) })
        } else if slot == _TextKeys.string, let s = _extra[slot].objectValue,
                  !(s is String), !(s is NSString), !(s is NSAttributedString) {
            _report("string is \(_typeDescription(s)), not a String or NSAttributedString; drawn as its description")
        } else if slot == _TextKeys.fontSize, let size = _extra[slot].number, size < 0 {
            _report("fontSize \(size) is negative; nothing is drawn")
        }
    }
}

/// How a text layer shortens a line that does not fit (Apple's
/// `CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, e.g. `"end"`.
    public let rawValue: String
    /// A mode from its name; one not defined here truncates as `.end`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The same as `init(rawValue:)`, without the label.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// No ellipsis: a line that does not fit is clipped at the bounds (the default).
    public static let none = CATextLayerTruncationMode("none")
    /// The start of the line gives way to an ellipsis, keeping its end.
    public static let start = CATextLayerTruncationMode("start")
    /// The end of the line gives way to an ellipsis, keeping its start.
    public static let end = CATextLayerTruncationMode("end")
    /// The middle of the line gives way to an ellipsis, keeping both ends.
    public static let middle = CATextLayerTruncationMode("middle")
}

/// How a text layer places its lines across its width (Apple's
/// `CATextLayerAlignmentMode`; natural is left for left-to-right text).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, e.g. `"center"`.
    public let rawValue: String
    /// A mode from its name; one not defined here aligns as `.left`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The same as `init(rawValue:)`, without the label.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The script's own direction; left aligned here (the default).
    public static let natural = CATextLayerAlignmentMode("natural")
    /// Lines start at the left edge of the bounds.
    public static let left = CATextLayerAlignmentMode("left")
    /// Lines end at the right edge of the bounds.
    public static let right = CATextLayerAlignmentMode("right")
    /// Lines are centred across the width.
    public static let center = CATextLayerAlignmentMode("center")
    /// Lines are stretched to the full width by widening their spaces; the last
    /// line of each paragraph stays left aligned.
    public static let justified = CATextLayerAlignmentMode("justified")
}

/// CATextLayer's key table (see `_ClassKeys`).
enum _TextKeys {
    static let table = _ClassKeys(inheriting: nil, [
        _KeySpec("string", .any, .object(nil)),
        _KeySpec("font", .any, .object(nil)),
        _KeySpec("fontSize", .cgFloat, .number(36), animatable: true),
        _KeySpec("foregroundColor", .color, .color(_Color(r: 1, g: 1, b: 1, a: 1)), animatable: true),
        _KeySpec("wrapped", .bool, .bool(false)),
        _KeySpec("truncationMode", .truncationMode, .object(CATextLayerTruncationMode.none)),
        _KeySpec("alignmentMode", .alignmentMode, .object(CATextLayerAlignmentMode.natural)),
        _KeySpec("allowsFontSubpixelQuantization", .bool, .bool(false)),
    ], content: _TextContent.self)
    static let string = table["string"], font = table["font"], fontSize = table["fontSize"]
    static let foregroundColor = table["foregroundColor"], wrapped = table["wrapped"]
    static let truncationMode = table["truncationMode"], alignmentMode = table["alignmentMode"]
    static let subpixelQuantization = table["allowsFontSubpixelQuantization"]
}
