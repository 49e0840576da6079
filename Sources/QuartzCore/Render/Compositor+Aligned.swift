import Raster

/// Layers whose map to the target only scales and translates, drawn
/// straight into the target (the plan decides which: `_PlannedDraw`; a
/// group goes through an offscreen, `Compositor+Group.swift`).
extension _Compositor {
    /// A layer drawn straight into the target: its shadow (from its shape
    /// or its shadowPath), then its body.
    func drawDirect(_ layer: _PlannedLayer, into target: Surface, clip: PixelRect) {
        if let s = layer.draw.directShadow {
            if layer.draw.shadowSource == .shape {
                drawShapeShadow(layer.values, layer.m, layer.draw.shape, s, into: target, clip: clip)
            } else if let path = layer.values.pointee.shadowPath {
                drawPathShadow(path, layer.m, s, into: target, clip: clip)
            }
        }
        drawBody(layer, into: target, clip: clip, opacity: layer.draw.opacity, childAlpha: layer.draw.childAlpha)
    }

    /// Background, contents, sublayers and border, in that order.
    func drawBody(_ layer: _PlannedLayer, into target: Surface, clip: PixelRect, opacity: Double,
                  childAlpha: Double) {
        // Borrowed, not retained: the plan's node outlives the draw (see
        // `_RenderNode.childRefs`).
        unowned(unsafe) let node = layer.node
        let p = layer.values, m = layer.m
        let border = p.pointee.borderWidth > 0 ? p.pointee.borderColor?.rgba.visible : nil
        if let c = p.pointee.backgroundColor?.rgba.visible, let b = border, node.children.isEmpty,
           node.classKeys.content == nil, p.pointee.contents == nil, p.pointee.contentsFade >= 1 {
            // Nothing between the background and the border: one pass.
            let width = Double(p.pointee.borderWidth) * _Compositor.scale(of: m)
            target.fill(layer.draw.shape, color: _Compositor.pixel(c, opacity), border: width,
                        borderColor: _Compositor.pixel(b, opacity), clip: clip, scratch: scratch)
            return
        }
        if let c = p.pointee.backgroundColor?.rgba.visible {
            target.fill(layer.draw.shape, color: _Compositor.pixel(c, opacity), clip: clip, scratch: scratch)
        }
        let inner = clip.intersection(layer.draw.inner)
        if p.pointee.contents != nil || p.pointee.contentsFade < 1 {
            drawContents(p.pointee.contents, p, m, into: target, clip: inner, opacity: opacity)
        }
        if let content = node.classKeys.content, !inner.isEmpty {
            content.draw(_PresentedLayer(node, p), m, into: target, clip: inner, opacity: opacity, compositor: self)
        }
        // (Each sublayer's entry holds the opacity it is drawn with: this
        // layer's `childAlpha` here, 1 inside a group.)
        if !node.children.isEmpty && !inner.isEmpty, !drawsSublayers(layer, into: target, clip: inner, alpha: childAlpha) {
            forEachSublayer(of: layer) { draw($0, into: target, clip: inner) }
        }
        if let c = border {
            let width = Double(p.pointee.borderWidth) * _Compositor.scale(of: m)
            target.fillBorder(layer.draw.shape, width: width, color: _Compositor.pixel(c, opacity), clip: clip, scratch: scratch)
        }
    }

    /// Whether the layer's class drew its sublayers its own way (a
    /// replicator's copies), with the copies its entry planned at hand.
    private func drawsSublayers(_ layer: _PlannedLayer, into target: Surface, clip: PixelRect, alpha: Double) -> Bool {
        guard let content = layer.node.classKeys.content else { return false }
        let outer = plannedCopies
        plannedCopies = layer.draw.pictures.copies
        defer { plannedCopies = outer }
        return content.drawSublayers(_PresentedLayer(layer.node, layer.values), layer.m, into: target, clip: clip,
                                     alpha: alpha, compositor: self)
    }

    /// Sublayers back to front: by zPosition, then in order, as the plan's
    /// are drawn (`_PlanOrder`).
    func forEachChildInZOrder(_ node: _RenderNode, _ body: (Int, _RenderNode) -> Void) {
        order.forEachChild(of: node, body)
    }

    /// The layer's bounds in target pixels, with its corner radii.
    /// maskedCorners names corners in the layer's space (MinXMinY is the
    /// top left on a y-down layer); a flipping scale moves them.
    static func deviceShape(_ p: UnsafePointer<_LayerProperties>, _ m: Projective) -> RoundedRect {
        deviceShape(p.pointee.bounds, p.pointee.cornerRadius, p.pointee.maskedCorners, m)
    }

    static func deviceShape(_ props: _LayerProperties, _ m: Projective) -> RoundedRect {
        deviceShape(props.bounds, props.cornerRadius, props.maskedCorners, m)
    }

    static func deviceShape(_ b: CGRect, _ cornerRadius: CGFloat, _ mc: CACornerMask, _ m: Projective) -> RoundedRect {
        let x0 = m.a * Double(b.minX) + m.tx, x1 = m.a * Double(b.maxX) + m.tx
        let y0 = m.d * Double(b.minY) + m.ty, y1 = m.d * Double(b.maxY) + m.ty
        let r = Double(cornerRadius) * min(abs(m.a), abs(m.d))
        guard r > 0 else { return RoundedRect(minX: min(x0, x1), minY: min(y0, y1), maxX: max(x0, x1), maxY: max(y0, y1)) }
        var tl = mc.contains(.layerMinXMinYCorner) ? r : 0, tr = mc.contains(.layerMaxXMinYCorner) ? r : 0
        var bl = mc.contains(.layerMinXMaxYCorner) ? r : 0, br = mc.contains(.layerMaxXMaxYCorner) ? r : 0
        if m.a < 0 { swap(&tl, &tr); swap(&bl, &br) }
        if m.d < 0 { swap(&tl, &bl); swap(&tr, &br) }
        return RoundedRect(minX: min(x0, x1), minY: min(y0, y1), maxX: max(x0, x1), maxY: max(y0, y1),
                           radii: (tl, tr, br, bl))
    }

    /// How many target pixels one layer unit spans (the geometric mean of
    /// the axes' stretch): border widths, blur radii.
    static func scale(of m: Projective) -> Double {
        let sx = (m.a * m.a + m.b * m.b).squareRoot(), sy = (m.c * m.c + m.d * m.d).squareRoot()
        return (sx * sy).squareRoot()
    }

    static func pixel(_ c: _ColorComponents, _ opacity: Double) -> UInt32 {
        premultipliedPixel(r: Double(c.r), g: Double(c.g), b: Double(c.b), a: Double(c.a) * opacity)
    }

    static func pixel(_ c: _Color, _ opacity: Double) -> UInt32 { pixel(c.rgba, opacity) }
}
