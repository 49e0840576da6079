import CoreText
import Foundation

/// What drawing learned (Apple's `NSStringDrawingContext`).
open class NSStringDrawingContext: NSObject {
    /// The smallest font scale the text may be shrunk to (not applied here). Default 0.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: always 1 here.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the text filled, after drawing or measuring.
    open internal(set) var totalBounds: CGRect = .zero
}

/// UIKit's string drawing (`NSString`'s and `NSAttributedString`'s
/// `draw(at:)`, `draw(in:)`, `size()` and `boundingRect(with:…)`): laid out
/// by Core Text with the same code as text layers, drawn into the current
/// UIKit graphics context (y down). Without a font the text is Helvetica
/// 12 and without a colour black, as UIKit draws it.
enum _StringDrawing {
    static func attributed(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        var a = attributes ?? [:]
        if a[.font] == nil { a[.font] = UIFont(name: "Helvetica", size: 12) }
        if a[.foregroundColor] == nil { a[.foregroundColor] = UIColor.black }
        return NSAttributedString(string: string, attributes: a)
    }

    /// The size the text needs within `width` (unbounded when not finite),
    /// fractional as UIKit gives it: the widest line's advance and the
    /// lines' height, not rounded (a caller that sizes a view rounds up, as
    /// Apple's documentation of `boundingRect(with:options:attributes:context:)`
    /// tells iOS code to). Text measured a character at a time adds up to
    /// the line's width.
    static func size(_ text: NSAttributedString, width: CGFloat = .infinity) -> CGSize {
        guard text.length > 0 else { return .zero }
        let setter = CTFramesetterCreateWithAttributedString(text)
        return CTFramesetterSuggestFrameSizeWithConstraints(setter, CFRange(location: 0, length: 0), nil,
                                                            CGSize(width: width, height: .infinity), nil)
    }

    /// Draws `text` with its top left at `point`, one line per paragraph:
    /// laid out in a box wider than it needs, so a fractional width cannot
    /// break a line that measured as one.
    static func draw(_ text: NSAttributedString, at point: CGPoint) {
        let s = size(text)
        draw(text, in: CGRect(origin: point, size: CGSize(width: s.width.rounded(.up) + 1, height: s.height.rounded(.up))))
    }

    /// Draws `text` with its top left at `rect`'s origin, broken to its
    /// width, shown within its height, into the current context.
    static func draw(_ text: NSAttributedString, in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), text.length > 0, rect.width > 0, rect.height > 0 else { return }
        ctx.saveGState()
        // Core Text lays out y up: flip the rectangle's band.
        ctx.translateBy(x: rect.minX, y: rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.textMatrix = .identity
        let setter = CTFramesetterCreateWithAttributedString(text)
        let frame = CTFramesetterCreateFrame(setter, CFRange(location: 0, length: 0),
                                             CGPath(rect: CGRect(origin: .zero, size: rect.size), transform: nil), nil)
        CTFrameDraw(frame, ctx)
        ctx.restoreGState()
    }
}

extension NSString {
    /// The size the string takes drawn with `attrs` on one line per paragraph.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        _StringDrawing.size(_StringDrawing.attributed(String(self), attrs))
    }

    /// Draws the string with its top left at `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        _StringDrawing.draw(_StringDrawing.attributed(String(self), attrs), at: point)
    }

    /// Draws the string in `rect`, broken to its width, in the current context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        _StringDrawing.draw(_StringDrawing.attributed(String(self), attrs), in: rect)
    }

    /// The box the string needs within `size` (broken to its width with
    /// `.usesLineFragmentOrigin`, on one line per paragraph otherwise).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension String {
    /// The size the string takes drawn with `attrs` (UIKit's `NSString` addition).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: self).size(withAttributes: attrs)
    }

    /// Draws the string with its top left at `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: self).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string in `rect`, broken to its width, in the current context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: self).draw(in: rect, withAttributes: attrs)
    }

    /// The box the string needs within `size`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSString(string: self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension _StringDrawing {
    /// The text with UIKit's defaults where it has no font or colour.
    static func withDefaults(_ text: NSAttributedString) -> NSAttributedString {
        let m = NSMutableAttributedString(attributedString: text)
        m.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attrs, range, _ in
            if attrs[.font] == nil { m.addAttribute(.font, value: UIFont(name: "Helvetica", size: 12) as Any, range: range) }
            if attrs[.foregroundColor] == nil { m.addAttribute(.foregroundColor, value: UIColor.black, range: range) }
        }
        return m
    }
}

extension NSAttributedString {
    private var withDefaults: NSAttributedString { _StringDrawing.withDefaults(self) }

    /// The size the text takes, one line per paragraph.
    public func size() -> CGSize { _StringDrawing.size(withDefaults) }

    /// Draws the text with its top left at `point` in the current context.
    public func draw(at point: CGPoint) {
        _StringDrawing.draw(withDefaults, at: point)
    }

    /// Draws the text in `rect`, broken to its width, in the current context.
    public func draw(in rect: CGRect) { _StringDrawing.draw(withDefaults, in: rect) }

    /// The box the text needs within `size`: with `.usesLineFragmentOrigin`
    /// broken to its width from a top-left origin (stopping at the last
    /// line that fits the height with `.truncatesLastVisibleLine`); without
    /// it, one line whose baseline is the origin (the box starts the font's
    /// ascent above it). Fractional, as UIKit gives it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let r = _OptionsDrawing.layout(withDefaults, in: size, options: options).box
        context?.totalBounds = r
        return r
    }
}
