import CoreGraphics
import Foundation

/// Lays an attributed string out into frames (Apple's `CTFramesetter`):
/// lines broken to a shape's width as the string's paragraph style says
/// (alignment, line breaking, line spacing and line height limits; the
/// first paragraph's style serves the whole string).
public final class CTFramesetter: @unchecked Sendable {
    package let string: NSAttributedString

    init(_ string: NSAttributedString) {
        self.string = string.copy() as? NSAttributedString ?? string
    }

    /// The characters `range` names (length 0: to the end), clamped, and
    /// their string.
    func substring(_ range: CFRange) -> (range: CFRange, string: NSAttributedString) {
        let lo = min(max(range.location, 0), string.length)
        let hi = range.length > 0 ? min(lo + range.length, string.length) : string.length
        let r = CFRange(location: lo, length: hi - lo)
        if lo == 0, hi == string.length { return (r, string) }
        return (r, string.attributedSubstring(from: NSRange(location: lo, length: hi - lo)))
    }

    /// `range` laid out in a box: the characters, their styles, the layout.
    struct Laid {
        let range: CFRange
        let string: NSAttributedString
        let styled: StyledText?
        let layout: TextLayout
        let alignment: TextLayout.Alignment

        /// The characters (UTF-16) on the lines that fit: up to the first
        /// character of the first line left out.
        var shownLength: Int {
            guard let hidden = layout.hiddenFrom else { return range.length }
            return string.string.unicodeScalars.prefix(hidden).reduce(0) { $0 + $1.utf16.count }
        }
    }

    /// The layout of `range` in a box `width` × `height` points.
    func layOut(_ range: CFRange, width: Double, height: Double) -> Laid {
        let (r, s) = substring(range)
        guard let styled = Typesetting.styled(s) else {
            return Laid(range: r, string: s, styled: nil, layout: .empty, alignment: .left)
        }
        let set = Typesetting.settings(styled.paragraph)
        let layout = TextLayout(styled, width: width, height: height, wrapped: set.wrapped,
                                truncation: set.truncation, alignment: set.alignment, spacing: set.spacing)
        return Laid(range: r, string: s, styled: styled, layout: layout, alignment: set.alignment)
    }
}

/// Text laid out in a shape (Apple's `CTFrame`): its lines, each with its
/// origin relative to the shape's box (y up, from the box's bottom-left),
/// the lines that did not fit left out.
public final class CTFrame: @unchecked Sendable {
    package let path: CGPath
    package let lines: [CTLine]
    package let origins: [CGPoint]
    package let stringRange: CFRange
    package let visibleRange: CFRange

    init(path: CGPath, lines: [CTLine], origins: [CGPoint], stringRange: CFRange, visibleRange: CFRange) {
        self.path = path; self.lines = lines; self.origins = origins
        self.stringRange = stringRange; self.visibleRange = visibleRange
    }
}

/// A framesetter for the string. Apple's takes a `CFAttributedString`; on
/// Linux pass the `NSAttributedString`.
public func CTFramesetterCreateWithAttributedString(_ attrString: NSAttributedString) -> CTFramesetter {
    CTFramesetter(attrString)
}

/// The characters `stringRange` names (length 0: to the end) laid out in
/// `path`'s bounding box: lines from its top, as many as fit its height.
/// Frame attributes are not read.
public func CTFramesetterCreateFrame(_ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath,
                                     _ frameAttributes: CFDictionary?) -> CTFrame {
    let box = path.boundingBoxOfPath
    let width = box.isNull ? 0 : Double(box.width), height = box.isNull ? 0 : Double(box.height)
    let set = framesetter.layOut(stringRange, width: width, height: height)
    var lines: [CTLine] = [], origins: [CGPoint] = []
    if let styled = set.styled {
        // Laid out in the substring: ranges count from its start.
        for (line, x, baseline) in Typesetting.lines(set.layout, styled, in: set.string, width: width,
                                                     alignment: set.alignment, stringBase: set.range.location) {
            lines.append(line)
            origins.append(CGPoint(x: x, y: height - baseline))
        }
    }
    let r = set.range
    return CTFrame(path: path, lines: lines, origins: origins, stringRange: r,
                   visibleRange: CFRange(location: r.location, length: set.shownLength))
}

/// The size the characters `stringRange` names need within `constraints`
/// (lines broken to its width; as many as fit its height), and in
/// `fitRange` the characters that fit.
public func CTFramesetterSuggestFrameSizeWithConstraints(_ framesetter: CTFramesetter, _ stringRange: CFRange,
                                                         _ frameAttributes: CFDictionary?, _ constraints: CGSize,
                                                         _ fitRange: UnsafeMutablePointer<CFRange>?) -> CGSize {
    let width = constraints.width.isFinite && constraints.width > 0 ? Double(constraints.width) : .greatestFiniteMagnitude
    let height = constraints.height.isFinite && constraints.height > 0
        ? Double(constraints.height) : .greatestFiniteMagnitude
    let set = framesetter.layOut(stringRange, width: width, height: height)
    let layout = set.layout
    let n = layout.lines.count
    fitRange?.pointee = CFRange(location: set.range.location, length: set.shownLength)
    guard n > 0 else { return .zero }
    let w = layout.lines.map(\.width).max() ?? 0
    return CGSize(width: CGFloat(w), height: CGFloat(Double(n - 1) * layout.lineHeight + layout.lineBox))
}

/// Draws every line of the frame at its origin in the path's box, through
/// the context's text matrix and CTM (the text position is left at the
/// last line's origin).
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    let box = frame.path.boundingBoxOfPath
    let base = box.isNull ? CGPoint.zero : box.origin
    for (line, origin) in zip(frame.lines, frame.origins) {
        context.textPosition = CGPoint(x: base.x + origin.x, y: base.y + origin.y)
        line.draw(in: context)
    }
}

/// The frame's lines, top first. Apple's returns a `CFArray`; on Linux a
/// Swift array (`CFArrayGetCount(_:)` takes it).
public func CTFrameGetLines(_ frame: CTFrame) -> [CTLine] { frame.lines }

/// Copies the origins of the lines `range` names (length 0: to the end)
/// into `origins`: each line's baseline start, from the bottom-left of
/// the path's box, y up.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let lo = min(max(range.location, 0), frame.origins.count)
    let hi = range.length > 0 ? min(lo + range.length, frame.origins.count) : frame.origins.count
    for (n, i) in (lo..<hi).enumerated() { origins[n] = frame.origins[i] }
}

/// The shape the frame was laid out in.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }
/// The characters the frame was asked to lay out (UTF-16 units).
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange { frame.stringRange }
/// The characters that fit in the frame (UTF-16 units).
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange { frame.visibleRange }
