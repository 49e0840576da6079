import Raster

/// A gradient masked by a shape: the commonest mask there is (lottie-ios
/// fills every gradient this way; a gradient progress ring is a gradient
/// layer masked by a stroked shape layer). When the masked layer paints
/// nothing but one gradient sublayer and its mask is a shape layer that
/// only fills or only strokes, the mask's shape is filled with the
/// gradient's colours straight into the target: one pass over the shape's
/// pixels instead of a group offscreen shaded over the shape's box, a mask
/// offscreen, their product and its composite. What reaches the target is
/// the group's picture, but for rounding.
extension _Compositor {
    /// Whether `node` is such a layer, from its presented values and its
    /// sublayer's and mask's (the plan may then draw it through a rotating
    /// map too: `_PlannedDraw.Kind.mapped`).
    static func isGradientInShape(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>) -> Bool {
        guard node.children.count == 1, let mask = node.mask, _ShadowStyle(p, .identity, opacity: 1) == nil,
              !p.pointee.masksToBounds, _CompositingFilter.blendMode(p.pointee.compositingFilter) == nil,
              !paintsItself(p) else { return false }
        let g = node.children[0]
        let gp = UnsafePointer(g.storage.presented), mp = UnsafePointer(mask.storage.presented)
        return g.classKeys.content == _GradientContent.self && mask.classKeys.content == _ShapeContent.self
            && g.children.isEmpty && g.mask == nil && !paintsItself(gp) && gp.pointee.cornerRadius == 0
            && _ShadowStyle(gp, .identity, opacity: 1) == nil && _CompositingFilter.blendMode(gp.pointee.compositingFilter) == nil
            && mask.children.isEmpty && mask.mask == nil && !paintsItself(mp) && _ShadowStyle(mp, .identity, opacity: 1) == nil
    }

    /// Draws `layer` (planned as a group, or mapped, and found to be such
    /// a layer by the plan: `_PlannedDraw.gradientInShape`) that way;
    /// false, having drawn nothing, when it cannot be.
    func drawGradientThroughPathMask(_ layer: _PlannedLayer, into target: Surface, clip: PixelRect) -> Bool {
        let d = layer.draw
        guard d.gradientInShape, !d.transition,
              layer.sublayerEntries.count == 1, layer.maskEntries.count == 1 else { return false }
        let g = _PlannedLayer(entries: layer.entries, index: layer.sublayerEntries.lowerBound)
        let mask = _PlannedLayer(entries: layer.entries, index: layer.maskEntries.lowerBound)
        guard let maskNode = layer.node.mask, mask.node === maskNode, !g.draw.transition,
              g.draw.kind == .direct || g.draw.kind == .mapped || g.draw.kind == .nothing,
              mask.draw.kind == .direct || mask.draw.kind == .mapped || mask.draw.kind == .nothing else { return false }
        // Hidden, transparent or facing away: nothing shows.
        guard g.draw.kind != .nothing, mask.draw.kind != .nothing else { return true }
        // The mask's alpha: its fill's or its stroke's, whichever it has.
        let e = maskNode.storage.presentedExtra
        let fill = e[_ShapeKeys.fillColor].flatMap { $0.a > 0 ? $0 : nil }
        let stroke = e[_ShapeKeys.strokeColor].flatMap { $0.a > 0 ? $0 : nil }
        let shapeLayer = _PresentedLayer(maskNode, mask.values)
        let path: RasterPath, rule: FillRule, maskAlpha: Double
        switch (fill, stroke) {
        case (let f?, nil):
            guard let r = _ShapeContent.fillArea(shapeLayer, mask.m, compositor: self) else { return true }
            (path, rule, maskAlpha) = (pathScratch, r, Double(f.a))
        case (nil, let s?):
            guard let outline = _ShapeContent.strokeArea(shapeLayer, mask.m, clip: clip, compositor: self) else {
                return true
            }
            (path, rule, maskAlpha) = (outline, .nonZero, Double(s.a))
        case (nil, nil): return true // the mask lets nothing through
        default: return false
        }
        // Only where the gradient layer's bounds hold the whole shape: the
        // group would show the gradient's bounds cut out of it otherwise.
        guard let box = path.bounds, Self.holds(g.values.pointee.bounds, g.m, box) else { return false }
        // (The gradient's entry holds the layer's opacity already when it
        // inherits it rather than being grouped: allowsGroupOpacity off.)
        let own = d.childAlpha == d.opacity ? 1 : d.opacity
        let opacity = own * g.draw.opacity * mask.draw.opacity * maskAlpha
        guard opacity > 0.5 / 255 else { return true }
        _GradientContent.withShader(_PresentedLayer(g.node, g.values), g.m, opacity: opacity) { shader in
            target.fill(path, rule: rule, shader: shader, clip: clip, rasterizer: rasterizer, scratch: scratch)
        }
        return true
    }

    /// Whether the layer paints a background, border or contents.
    private static func paintsItself(_ p: UnsafePointer<_LayerProperties>) -> Bool {
        paintsBounds(p) || p.pointee.contents != nil || p.pointee.contentsFade < 1
    }

    /// Whether `rect` through the affine map `m` covers the target-space
    /// `box`: the box taken back through the map lies inside `rect`.
    static func holds(_ rect: CGRect, _ m: Projective, _ box: (minX: Double, minY: Double, maxX: Double, maxY: Double))
        -> Bool {
        guard m.isAffine, let inv = m.inverted(),
              let q = imageBox(_Box(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY), inv) else { return false }
        let r = rect.standardized
        return q.minX >= Double(r.minX) - 1e-9 && q.maxX <= Double(r.maxX) + 1e-9
            && q.minY >= Double(r.minY) - 1e-9 && q.maxY <= Double(r.maxY) + 1e-9
    }
}
