import Raster

/// A text layer's drawing: the laid-out glyphs, each glyph's coverage from
/// the face's cache blended in the foreground colour, clipped to the
/// bounds. Glyphs are rasterized at `contentsScale` pixels per point.
/// When the layer is shown at exactly that scale (the usual case) they go
/// straight into the target at quarter-pixel positions; at any other
/// scale the text is drawn at contentsScale into an offscreen that is then
/// resampled, as Apple's backing store would be.
enum _TextContent: _LayerContent {
    static func draw(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                     into target: Surface, clip: PixelRect, opacity: Double, compositor: _Compositor) {
        let e = node.presentedExtra
        guard case .color(let color?) = e[_TextKeys.foregroundColor], color.a > 0 else { return }
        let b = p.pointee.bounds
        let scale = Double(p.pointee.contentsScale)
        let box = _Compositor.box(of: b, m)
        let bounded = PixelRect.covering(minX: box.0, minY: box.1, maxX: box.2, maxY: box.3, within: clip)
        guard !bounded.isEmpty else { return }
        let prepared = self.prepared(node, p)
        guard let face = prepared.face, !prepared.layout.glyphs.isEmpty else { return }
        let layout = prepared.layout, size = prepared.size
        let quantize = e[_TextKeys.subpixelQuantization].bool ?? false
        let pixel = _Compositor.pixel(color, opacity)
        if m.b == 0, m.c == 0, abs(m.a - scale) < 1e-9, abs(m.d - scale) < 1e-9 {
            blend(layout, face, size: size * scale, scale: scale,
                  origin: (m.a * Double(b.minX) + m.tx, m.d * Double(b.minY) + m.ty), quantize: quantize,
                  color: pixel, into: target, clip: bounded)
            return
        }
        // Another scale: the backing store's pixels, resampled.
        let w = Int((Double(b.width) * scale).rounded(.up)), h = Int((Double(b.height) * scale).rounded(.up))
        guard w > 0, h > 0, w <= _Compositor.maxPlaneSide, h <= _Compositor.maxPlaneSide,
              let store = Surface(width: w, height: h) else { return }
        blend(layout, face, size: size * scale, scale: scale, origin: (0, 0), quantize: quantize,
              color: _Compositor.pixel(color, 1), into: store, clip: store.bounds)
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
    /// (however many rects, bands and damage walks ask): the face, the
    /// size and the layout (empty when there is nothing to draw).
    final class Prepared {
        let face: FontFace?
        let size: Double
        let layout: _TextLayout

        init(_ e: UnsafeMutablePointer<_Value>, bounds b: CGRect) {
            guard let text = _TextContent.string(e[_TextKeys.string].objectValue), !text.isEmpty,
                  let size = e[_TextKeys.fontSize].number, size > 0,
                  let font = _TextFonts.font(for: e[_TextKeys.font].objectValue) else {
                face = nil; self.size = 0; layout = _TextLayout.empty
                return
            }
            face = font.face
            self.size = Double(size)
            layout = _TextContent.layout(text, font.face, size: Double(size), bounds: b, e)
        }
    }

    /// The node's prepared text for its presented keys and bounds.
    static func prepared(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>) -> Prepared {
        let b = p.pointee.bounds
        let key = LayoutKey(version: node.contentVersion, width: b.width, height: b.height)
        return node.contentCache?.value(forValue: key) { Prepared(node.presentedExtra, bounds: b) }
            ?? Prepared(node.presentedExtra, bounds: b)
    }

    /// The layout of `text` in `bounds` with the presented class keys `e`
    /// (wrapping, truncation, alignment).
    static func layout(_ text: String, _ face: FontFace, size: Double, bounds b: CGRect,
                       _ e: UnsafeMutablePointer<_Value>) -> _TextLayout {
        _TextLayout(text, face: face, size: size, width: Double(b.width), height: Double(b.height),
                    wrapped: e[_TextKeys.wrapped].bool ?? false,
                    truncation: (e[_TextKeys.truncationMode].objectValue as? CATextLayerTruncationMode) ?? .none,
                    alignment: (e[_TextKeys.alignmentMode].objectValue as? CATextLayerAlignmentMode) ?? .natural)
    }

    static func box(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>) -> CGRect? {
        prepared(node, p).layout.glyphs.isEmpty ? nil : p.pointee.bounds
    }

    /// The text a string value stands for.
    static func string(_ value: Any?) -> String? {
        switch value {
        case nil: return nil
        case let s as String: return s
        case let s as NSAttributedString: return s.string
        case let s as NSString: return s as String
        case let v?: return String(describing: v)
        }
    }

    /// Blends every glyph's coverage in `color`, the layout's points mapped
    /// to pixels by `scale` from `origin`.
    static func blend(_ layout: _TextLayout, _ face: FontFace, size pixelSize: Double, scale: Double,
                      origin: (x: Double, y: Double), quantize: Bool, color: UInt32, into target: Surface,
                      clip: PixelRect) {
        for g in layout.glyphs {
            let x = origin.x + g.x * scale
            let penX = quantize ? x.rounded() : (x * 4).rounded() / 4
            let whole = penX.rounded(.down)
            guard let bm = face.bitmap(g.glyph, pixelSize: pixelSize, phase: penX - whole) else { continue }
            let baseline = Int((origin.y + g.baseline * scale).rounded())
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
