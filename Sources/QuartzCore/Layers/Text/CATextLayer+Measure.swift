import CoreText
/// How big a text layer's string is when laid out: what a label needs
/// for `sizeThatFits`, measured with the same layout that draws it.
extension CATextLayer {
    /// The size of the laid-out string in points, lines broken to `width`
    /// when the layer wraps (any width otherwise).
    package func measuredTextSize(fittingWidth width: CGFloat) -> CGSize {
        let size = _extra.withUnsafeMutableBufferPointer { buffer -> CGSize in
            guard let e = buffer.baseAddress, let styled = _TextContent.styledText(e) else { return .zero }
            let wraps = e[_TextKeys.wrapped]
            let layout = TextLayout(styled, width: wraps && width.isFinite ? Double(width) : 1e9, height: 0,
                                     wrapped: wraps, truncation: .none, alignment: .left)
            let w = layout.lines.map(\.width).max() ?? 0
            return CGSize(width: w.rounded(.up), height: (Double(layout.lines.count) * layout.lineHeight).rounded(.up))
        }
        return size
    }
}
