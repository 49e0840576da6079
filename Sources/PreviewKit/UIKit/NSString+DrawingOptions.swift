import CoreText
import Foundation

/// UIKit's string drawing with options (`draw(with:options:attributes:context:)`,
/// `boundingRect(with:options:attributes:context:)`), as UIKit lays it out:
///
/// - with `.usesLineFragmentOrigin` the rectangle's origin is the top left
///   of the text, broken to the rectangle's width; the lines that fit in
///   its height are drawn, and with `.truncatesLastVisibleLine` the last
///   of them ends in "…" when the text goes on (the box measured then
///   stops there too);
/// - without it the text is one line whose baseline starts at the
///   origin, and its box reaches above the origin by the font's ascent
///   (a negative y).
enum _OptionsDrawing {
    /// A line laid out for drawing: its origin's distance from the top of
    /// the text (the baseline), and its x.
    struct Line {
        var line: CTLine
        var x: CGFloat
        var baseline: CGFloat
    }

    /// The lines `text` shows in `size` with `options`, and the box they fill.
    static func layout(_ text: NSAttributedString, in size: CGSize, options: NSStringDrawingOptions)
        -> (lines: [Line], box: CGRect) {
        guard text.length > 0 else { return ([], .zero) }
        guard options.contains(.usesLineFragmentOrigin) else {
            let line = CTLineCreateWithAttributedString(text)
            var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
            let width = CGFloat(CTLineGetTypographicBounds(line, &ascent, &descent, &leading))
            let height = ascent + descent + (options.contains(.usesFontLeading) ? leading : 0)
            return ([Line(line: line, x: 0, baseline: 0)], CGRect(x: 0, y: -ascent, width: width, height: height))
        }
        let width = size.width > 0 && size.width.isFinite ? size.width : .greatestFiniteMagnitude
        let setter = CTFramesetterCreateWithAttributedString(text)
        let whole = CTFramesetterSuggestFrameSizeWithConstraints(setter, CFRange(location: 0, length: 0), nil,
                                                                 CGSize(width: width, height: .infinity), nil)
        let limited = options.contains(.truncatesLastVisibleLine) && size.height > 0 && size.height.isFinite
        let frameHeight = limited ? min(size.height, whole.height) : whole.height
        let frame = CTFramesetterCreateFrame(setter, CFRange(location: 0, length: 0),
                                             CGPath(rect: CGRect(x: 0, y: 0, width: min(width, 1e7), height: frameHeight.rounded(.up) + 1),
                                                    transform: nil), nil)
        let ctLines = CTFrameGetLines(frame)
        var origins = [CGPoint](repeating: .zero, count: ctLines.count)
        CTFrameGetLineOrigins(frame, CFRange(location: 0, length: 0), &origins)
        let top = frameHeight.rounded(.up) + 1
        var lines = zip(ctLines, origins).map { Line(line: $0, x: $1.x, baseline: top - $1.y) }
        let shown = CTFrameGetVisibleStringRange(frame)
        var box = CGRect(origin: .zero, size: whole)
        if limited, shown.location + shown.length < text.length, let last = lines.last {
            let range = CTLineGetStringRange(last.line)
            lines[lines.count - 1].line = truncated(text, from: range.location, width: width)
            box.size = CTFramesetterSuggestFrameSizeWithConstraints(setter, shown, nil, CGSize(width: width, height: .infinity), nil)
            box.size.width = max(box.width, lines.map { CGFloat(CTLineGetTypographicBounds($0.line, nil, nil, nil)) }.max() ?? 0)
        }
        return (lines, box)
    }

    /// The text from `start` on, as one line ending in "…" within `width`
    /// (as UIKit truncates the last visible line).
    static func truncated(_ text: NSAttributedString, from start: Int, width: CGFloat) -> CTLine {
        let rest = NSMutableAttributedString(attributedString: text.attributedSubstring(from: NSRange(location: start, length: text.length - start)))
        _ = rest.mutableString.replaceOccurrences(of: "\n", with: " ", options: [], range: NSRange(location: 0, length: rest.length))
        let ellipsisAttributes = rest.length > 0 ? rest.attributes(at: 0, effectiveRange: nil) : [:]
        func line(_ n: Int) -> CTLine {
            let s = NSMutableAttributedString(attributedString: rest.attributedSubstring(from: NSRange(location: 0, length: n)))
            // A space before the ellipsis is dropped, as UIKit drops it.
            while s.length > 0, s.string.last == " " { s.deleteCharacters(in: NSRange(location: s.length - 1, length: 1)) }
            s.append(NSAttributedString(string: "\u{2026}", attributes: ellipsisAttributes))
            return CTLineCreateWithAttributedString(s)
        }
        // The longest start of the text that fits with the ellipsis.
        var lo = 0, hi = rest.length
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if CGFloat(CTLineGetTypographicBounds(line(mid), nil, nil, nil)) <= width { lo = mid } else { hi = mid - 1 }
        }
        return line(lo)
    }

    /// Draws the laid out lines with the text's origin at `origin` (y down).
    static func draw(_ lines: [Line], at origin: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext(), !lines.isEmpty else { return }
        ctx.saveGState()
        ctx.translateBy(x: origin.x, y: origin.y)
        ctx.scaleBy(x: 1, y: -1)
        ctx.textMatrix = .identity
        for l in lines {
            ctx.textPosition = CGPoint(x: l.x, y: -l.baseline)
            CTLineDraw(l.line, ctx)
        }
        ctx.restoreGState()
    }

    static func draw(_ text: NSAttributedString, with rect: CGRect, options: NSStringDrawingOptions,
                     context: NSStringDrawingContext?) {
        let (lines, box) = layout(text, in: rect.size, options: options)
        context?.totalBounds = box.offsetBy(dx: rect.minX, dy: rect.minY)
        if options.contains(.usesLineFragmentOrigin) {
            // Only the lines that fit in the rectangle's height.
            let height = rect.height > 0 && rect.height.isFinite ? rect.height : .greatestFiniteMagnitude
            let fitting = lines.filter { l in
                var descent: CGFloat = 0
                _ = CTLineGetTypographicBounds(l.line, nil, &descent, nil)
                return l.baseline + descent <= height + 0.5
            }
            draw(fitting.isEmpty ? Array(lines.prefix(1)) : fitting, at: rect.origin)
        } else {
            draw(lines, at: rect.origin)
        }
    }
}

extension NSString {
    /// Draws the string in `rect` as `options` say (see `boundingRect(with:options:attributes:context:)`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        _OptionsDrawing.draw(_StringDrawing.attributed(String(self), attributes), with: rect, options: options, context: context)
    }
}

extension String {
    /// Draws the string in `rect` as `options` say (UIKit's `NSString` addition).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSString(string: self).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// Draws the text in `rect` as `options` say.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        _OptionsDrawing.draw(_StringDrawing.withDefaults(self), with: rect, options: options, context: context)
    }
}
