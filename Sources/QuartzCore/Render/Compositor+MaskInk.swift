import Raster

/// Where a mask can let anything through: what its subtree actually
/// paints (backgrounds and borders, contents, a shape's path, sublayers),
/// not its bounds. Outside it the mask's alpha is 0, so the masked group
/// need not be drawn there. lottie-ios masks a gradient layer 20,000
/// points wide with a shape layer as large as the whole animation whose
/// path is a small blob: the group is the blob's size, not the screen's.
extension _Compositor {
    /// The target-space box of what `node`'s subtree paints under `m`
    /// (`.none` when nothing). A transform layer, or one whose own ink is
    /// not known closely (`ownInk`: a shadow, filters, a transition), gives
    /// its whole subtree's box (`subtreeBox`). With
    /// `ignoringClip`, the root's own masksToBounds is not applied (to ask
    /// whether it cuts anything).
    func inkBox(_ node: _RenderNode, _ m: Projective, ignoringClip: Bool = false) -> _Box {
        let p = UnsafePointer(node.storage.presented)
        guard !p.pointee.isHidden else { return .none }
        guard node.classKeys.content?.flattensSublayers != false, var box = Self.ownInk(node, p, m, compositor: self) else {
            return subtreeBox(node, m)
        }
        let bounds = _Compositor.shadedBox(p, m, nil)
        for child in node.children {
            let c = UnsafePointer(child.storage.presented)
            let cm = Projective(_LayerGeometry.toParent(c, parent: p, isMask: false)).concatenating(m)
            box = box.union(_withSufficientStack { inkBox(child, cm) })
        }
        if p.pointee.masksToBounds && !ignoringClip { box = box.intersection(bounds) }
        if let mask = node.mask {
            let mp = UnsafePointer(mask.storage.presented)
            let mm = Projective(_LayerGeometry.toParent(mp, parent: p, isMask: true)).concatenating(m)
            box = box.intersection(_withSufficientStack { inkBox(mask, mm) })
        }
        return box
    }

    /// What the layer paints itself (not its sublayers) under `m`: its
    /// background and border, contents, what its class draws (a shape
    /// layer's path, a replicator's copies); nil where that is not known
    /// so closely (a shadow, filters, a compositing filter, a transition
    /// under way), and the caller counts the layer whole. The frame plan
    /// gathers a subtree's ink from it, and `inkBox` measures one.
    static func ownInk(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                       compositor: _Compositor) -> _Box? {
        ownInk(node, p, m, compositor: compositor, contentBox: contentBox(node, p))
    }

    /// `ownInk` with the class content's box already measured (`contentBox`).
    static func ownInk(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                       compositor: _Compositor, contentBox: CGRect?) -> _Box? {
        if _ShadowStyle(p, m, opacity: 1) != nil || !(p.pointee.filters?.isEmpty ?? true)
            || !(p.pointee.backgroundFilters?.isEmpty ?? true) || p.pointee.compositingFilter != nil
            || node.transition.progress >= 0 {
            return nil
        }
        var box = _Box.none
        if paintsBounds(p) { box = shadedBox(p, m, nil) }
        // (Only images are drawn as contents: no box, nothing drawn.)
        if p.pointee.contents != nil || p.pointee.contentsFade < 1, let c = contentsBox(p, m) { box = box.union(c) }
        if let content = node.classKeys.content {
            let layer = _PresentedLayer(node, p)
            if let r = contentBox { box = box.union(_Compositor.box(of: r, m)) }
            if let extra = content.sublayerExtraBox(layer, m, compositor: compositor) { box = box.union(extra) }
        }
        return box
    }

    /// Whether the layer paints a background or a border (its bounds).
    static func paintsBounds(_ p: UnsafePointer<_LayerProperties>) -> Bool {
        (p.pointee.backgroundColor?.rgba.a ?? 0) > 0 || (p.pointee.borderWidth > 0 && (p.pointee.borderColor?.rgba.a ?? 0) > 0)
    }
}
