import CoreText
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
        get { _extra[_TextKeys.string] }
        set { _setClassKey(_TextKeys.string, newValue) }
    }
    /// A font name (`String`) or a `CGFont`. Apple's type is `CFTypeRef?`;
    /// on Linux pass the name or the font. A name with no font behind it
    /// gets one diagnostic and draws in the default face.
    open var font: Any? {
        get { _extra[_TextKeys.font] }
        set { _setClassKey(_TextKeys.font, newValue) }
    }
    /// The text size, in points. Default 36; a negative size draws nothing
    /// (with a diagnostic). Animatable.
    open var fontSize: CGFloat {
        get { _extra[_TextKeys.fontSize] }
        set { _setClassKey(_TextKeys.fontSize, newValue) }
    }
    /// The colour of the text. Default opaque white. Animatable.
    open var foregroundColor: CGColor? {
        get { _extra[_TextKeys.foregroundColor]?.cgColor }
        set { _setClassKey(_TextKeys.foregroundColor, newValue.map(_Color.init)) }
    }
    /// Whether lines wrap at spaces (or inside a word too long for the line) to
    /// fit the width. Default false: only newlines break lines. Not animatable.
    open var isWrapped: Bool {
        get { _extra[_TextKeys.wrapped] }
        set { _setClassKey(_TextKeys.wrapped, newValue) }
    }
    /// Where a line too long for the width is shortened with an ellipsis.
    /// Default `.none` (the text is clipped). Not animatable.
    open var truncationMode: CATextLayerTruncationMode {
        get { _extra[_TextKeys.truncationMode] }
        set { _setClassKey(_TextKeys.truncationMode, newValue) }
    }
    /// How each line is placed across the width. Default `.natural`. Not animatable.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { _extra[_TextKeys.alignmentMode] }
        set { _setClassKey(_TextKeys.alignmentMode, newValue) }
    }
    /// Whether glyph positions snap to whole pixels (false: quarter pixels).
    open var allowsFontSubpixelQuantization: Bool {
        get { _extra[_TextKeys.subpixelQuantization] }
        set { _setClassKey(_TextKeys.subpixelQuantization, newValue) }
    }

    override func _classKeyDidChange(_ slot: Int) {
        if slot == _TextKeys.font.slot {
            _ = TextFonts.font(for: _extra[_TextKeys.font], report: { _report($0) })
        } else if slot == _TextKeys.string.slot, let s = _extra[_TextKeys.string],
                  !(s is String), !(s is NSString), !(s is NSAttributedString) {
            _report("string is \(_typeDescription(s)), not a String or NSAttributedString; drawn as its description")
        } else if slot == _TextKeys.fontSize.slot, case let size = _extra[_TextKeys.fontSize], size < 0 {
            _report("fontSize \(size) is negative; nothing is drawn")
        }
    }
}

/// CATextLayer's key table (see `_ClassKeys`).
enum _TextKeys {
    typealias K = _ClassKey
    static let string = K<Any?>(0, "string", .any, .anything, default: nil)
    static let font = K<Any?>(1, "font", .any, .anything, default: nil)
    static let fontSize = K<CGFloat>(2, "fontSize", .cgFloat, .number, default: 36, animatable: true)
    static let foregroundColor = K<_Color?>(3, "foregroundColor", .color, .color, default: _Color(r: 1, g: 1, b: 1, a: 1),
                                            animatable: true)
    static let wrapped = K<Bool>(4, "wrapped", .bool, .bool, default: false)
    static let truncationMode = K<CATextLayerTruncationMode>(5, "truncationMode", .of(CATextLayerTruncationMode.self), .object,
                                                             default: .none)
    static let alignmentMode = K<CATextLayerAlignmentMode>(6, "alignmentMode", .of(CATextLayerAlignmentMode.self), .object,
                                                           default: .natural)
    static let subpixelQuantization = K<Bool>(7, "allowsFontSubpixelQuantization", .bool, .bool, default: false)

    static let table = _ClassKeys([string, font, fontSize, foregroundColor, wrapped, truncationMode, alignmentMode,
                                   subpixelQuantization], content: _TextContent.self)
}

extension CATextLayerTruncationMode {
    /// The layout's truncation for this mode (an unknown one: none).
    var layout: TextLayout.Truncation {
        switch self {
        case .start: .start
        case .middle: .middle
        case .end: .end
        default: .none
        }
    }
}

extension CATextLayerAlignmentMode {
    /// The layout's alignment for this mode (an unknown one: natural).
    var layout: TextLayout.Alignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }
}

// Key-value coding takes these as themselves or as their raw strings.
extension CATextLayerTruncationMode: _StringConstantValue {}
extension CATextLayerAlignmentMode: _StringConstantValue {}
