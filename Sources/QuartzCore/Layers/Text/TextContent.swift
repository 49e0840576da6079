import Raster
import CoreText

/// A text layer's drawing: the laid-out glyphs, each glyph's coverage from
/// its face's cache blended in its run's colour (the layer's
/// `foregroundColor` unless an attributed string says otherwise), clipped
/// to the bounds. Glyphs are rasterized at `contentsScale` pixels per
/// point. When the layer is shown at exactly that scale (the usual case)
/// they go straight into the target at quarter-pixel positions; at any
/// other scale the text is drawn at contentsScale into an offscreen that
/// is then resampled, as Apple's backing store would be.
enum _TextContent: _LayerContent {
    static func draw(_ layer: _PresentedLayer, _ m: Projective,
                     into target: Surface, clip: PixelRect, opacity: Double, compositor: _Compositor) {
        let foreground = layer[_TextKeys.foregroundColor] ?? _Color(r: 0, g: 0, b: 0, a: 0)
        let b = layer.bounds
        let scale = Double(layer.contentsScale)
        let box = _Compositor.box(of: b, m)
        let bounded = box.pixels(within: clip)
        guard !bounded.isEmpty else { return }
        let prepared = self.prepared(layer)
        guard let styled = prepared.styled, !prepared.layout.glyphs.isEmpty else { return }
        let quantize = layer[_TextKeys.subpixelQuantization]
        if m.b == 0, m.c == 0, abs(m.a - scale) < 1e-9, abs(m.d - scale) < 1e-9 {
            blend(prepared.layout, styled.styles, scale: scale,
                  origin: (m.a * Double(b.minX) + m.tx, m.d * Double(b.minY) + m.ty), quantize: quantize,
                  foreground: foreground, opacity: opacity, into: target, clip: bounded)
            return
        }
        // Another scale: the backing store's pixels, resampled.
        let fw = (Double(b.width) * scale).rounded(.up), fh = (Double(b.height) * scale).rounded(.up)
        let side = Double(_Compositor.maxPlaneSide)
        guard fw > 0, fh > 0, fw <= side, fh <= side else { return }
        let w = Int(fw), h = Int(fh)
        guard let store = Surface(width: w, height: h) else { return }
        blend(prepared.layout, styled.styles, scale: scale, origin: (0, 0), quantize: quantize,
              foreground: foreground, opacity: 1, into: store, clip: store.bounds)
        let back = Projective(a: 1 / scale, b: 0, c: 0, d: 1 / scale, tx: Double(b.minX), ty: Double(b.minY)).concatenating(m)
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        target.draw(store, source: (0, 0, Double(w), Double(h)), map: back, filter: .bilinear, alpha: alpha, clip: bounded)
    }

    /// What a layout depends on beyond the class's keys (whose every
    /// change bumps `contentVersion`): the bounds' size.
    struct LayoutKey: Equatable {
        var version: UInt64
        var width: CGFloat
        var height: CGFloat
    }

    /// What drawing needs of the presented keys, resolved once per change
    /// (however many rects, bands and damage walks ask): the styled text
    /// and its layout (nil and empty when there is nothing to draw). Made
    /// over in place when the keys change (see `_ContentCache`), keeping
    /// its storage.
    final class Prepared {
        private(set) var styled: StyledText?
        private(set) var layout = TextLayout()
        private let scratch = TextLayout.Scratch()

        init(_ e: UnsafeMutablePointer<_Value>, bounds b: CGRect) { refresh(e, bounds: b) }

        func refresh(_ e: UnsafeMutablePointer<_Value>, bounds b: CGRect) {
            guard let base = _TextContent.baseStyle(e) else { return clear() }
            let value = e[_TextKeys.string]
            if styled == nil {
                styled = StyledText(value, base: base)
            } else if styled?.reset(to: value, base: base) != true {
                styled = nil
            }
            guard let styled else { return clear() }
            layout.layOut(styled, width: Double(b.width), height: Double(b.height), wrapped: e[_TextKeys.wrapped],
                          truncation: e[_TextKeys.truncationMode].layout, alignment: e[_TextKeys.alignmentMode].layout,
                          scratch: scratch)
        }

        private func clear() {
            styled = nil
            layout = TextLayout.empty
        }
    }

    /// The layer's string with its font, size and colour as the base style
    /// (nil: nothing to draw, or no font could be loaded).
    static func styledText(_ e: UnsafeMutablePointer<_Value>) -> StyledText? {
        baseStyle(e).flatMap { StyledText(e[_TextKeys.string], base: $0) }
    }

    /// The layer's font and size (nil: a size that is not positive, or no
    /// font could be loaded). Its colour is left to drawing: a run without
    /// one is drawn in the presented `foregroundColor`.
    static func baseStyle(_ e: UnsafeMutablePointer<_Value>) -> TextStyle? {
        let size = e[_TextKeys.fontSize]
        guard size > 0, let font = TextFonts.font(for: e[_TextKeys.font]) else { return nil }
        return TextStyle(face: font.face, size: Double(size), color: nil, kern: 0)
    }

    /// The node's prepared text for its presented keys and bounds.
    static func prepared(_ layer: _PresentedLayer) -> Prepared {
        let node = layer.node, b = layer.bounds
        let key = LayoutKey(version: node.contentVersion, width: b.width, height: b.height)
        let e = node.storage.presentedExtra
        return node.contentCache?.value(forValue: key, make: { Prepared(e, bounds: b) },
                                        refresh: { $0.refresh(e, bounds: b) })
            ?? Prepared(e, bounds: b)
    }

    /// The layout of `styled` in `bounds` with the presented class keys `e`
    /// (wrapping, truncation, alignment).
    static func layout(_ styled: StyledText, bounds b: CGRect, _ e: UnsafeMutablePointer<_Value>) -> TextLayout {
        TextLayout(styled, width: Double(b.width), height: Double(b.height),
                    wrapped: e[_TextKeys.wrapped],
                    truncation: e[_TextKeys.truncationMode].layout,
                    alignment: e[_TextKeys.alignmentMode].layout)
    }

    static func box(_ layer: _PresentedLayer) -> CGRect? {
        prepared(layer).layout.glyphs.isEmpty ? nil : layer.bounds
    }

    /// Blends every glyph's coverage in its style's colour (or
    /// `foreground`) at `opacity`, the layout's points mapped to pixels by
    /// `scale` from `origin`.
    static func blend(_ layout: TextLayout, _ styles: [TextStyle], scale: Double, origin: (x: Double, y: Double),
                      quantize: Bool, foreground: _Color, opacity: Double, into target: Surface, clip: PixelRect) {
        var lastStyle: Int32 = -1
        var style = styles[0], color: UInt32 = 0
        for g in layout.glyphs {
            if g.style != lastStyle {
                lastStyle = g.style
                style = styles[Int(g.style)]
                color = _Compositor.pixel(style.color.map(_Color.init) ?? foreground, opacity)
            }
            guard color >> 24 != 0 else { continue }
            let x = origin.x + g.x * scale
            let penX = quantize ? x.rounded() : (x * 4).rounded() / 4
            let whole = penX.rounded(.down)
            let line = (origin.y + g.baseline * scale).rounded()
            // A glyph this far out lands on no surface (and is past Int).
            guard abs(whole) < 1_073_741_824, abs(line) < 1_073_741_824 else { continue }
            guard let bm = style.face.bitmap(g.glyph, pixelSize: style.size * scale, phase: penX - whole) else { continue }
            let baseline = Int(line)
            let x0 = Int(whole) + bm.left, y0 = baseline - bm.top
            let cx0 = max(x0, clip.x0), cx1 = min(x0 + bm.width, clip.x1)
            let cy0 = max(y0, clip.y0), cy1 = min(y0 + bm.height, clip.y1)
            guard cx1 > cx0, cy1 > cy0 else { continue }
            bm.pixels.withUnsafeBufferPointer { cov in
                for y in cy0..<cy1 {
                    blendShortSpan(target.row(y) + cx0, coverage: cov.baseAddress! + (y - y0) * bm.width + (cx0 - x0),
                                   count: cx1 - cx0, color: color)
                }
            }
        }
    }
}
