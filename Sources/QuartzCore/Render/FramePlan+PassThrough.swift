import Raster

extension _FramePlan {
    /// Whether `node`, presented as `p`, mapped to the target by `m` and
    /// inheriting `drawAlpha` where it is drawn, is only a place for its
    /// one sublayer: it paints nothing of its own (no background, border,
    /// contents, class content, shadow, filter, blend or transition),
    /// clips and masks nothing, and draws its sublayer exactly as the
    /// sublayer's own entry would say (axis-aligned or affine, not a group:
    /// opaque, or not grouping its sublayers under a translucent ancestor
    /// (`CALayer.allowsGroupOpacity`); facing the viewer or double-sided).
    ///
    /// lottie-ios wraps every shape in a chain of such containers (its
    /// transform, its visibility, its precomposition), four of five layers
    /// of a file. Such a layer gets no entry: its sublayer is planned in
    /// its place, with its map (which holds the container's), its place
    /// among the container's siblings and its zPosition, so both
    /// compositors draw the same picture, and the damage tracker, which
    /// compares what layers paint, compares the sublayer (whose map and
    /// opacity change when the container's do).
    static func passesThrough(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                              drawAlpha: Double) -> Bool {
        // (Read in place: a copy of the properties retains every reference in them.)
        guard node.childRefs.count == 1, node.mask == nil, !node.isMask, node.classKeys.content == nil,
              !p.pointee.isHidden, p.pointee.opacity == 1, !p.pointee.masksToBounds,
              drawAlpha > _RenderNode.invisibleOpacity, drawAlpha >= 1 || !p.pointee.allowsGroupOpacity,
              !_Compositor.paintsBounds(p),
              p.pointee.contents == nil, p.pointee.contentsFade >= 1, p.pointee.shadowOpacity <= 0,
              p.pointee.filters?.isEmpty ?? true, p.pointee.backgroundFilters?.isEmpty ?? true,
              p.pointee.compositingFilter == nil,
              node.transition.progress < 0,
              m.isAffine, m.a.isFinite, m.b.isFinite, m.c.isFinite, m.d.isFinite, m.tx.isFinite, m.ty.isFinite,
              p.pointee.isDoubleSided || m.determinant >= 0 else { return false }
        return true
    }
}
