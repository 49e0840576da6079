/// What makes a layer a presentation copy: the layer it is a copy of,
/// its presentation superlayer (held strongly so a copy keeps its
/// ancestors for geometry), and the time it shows.
struct _PresentationLink {
    var isCopy = false
    var model: CALayer?
    var parent: CALayer?
    var time: CFTimeInterval = 0
    /// The copy's local time (its children's starts from it).
    var localTime: CFTimeInterval?
}

/// Presentation copies (`CALayer.presentation()`): the committed values plus
/// every active animation at the current time, made with `init(layer:)` so
/// subclasses copy their own state. Their superlayer, sublayers and mask
/// are presentation copies too, and hit testing and conversions on them
/// use presentation geometry.
extension CALayer {
    func _presentation() -> CALayer? {
        if _presentationLink.isCopy { return self }
        guard _node != nil else { return nil }
        return _RenderTreeLock.withLock { _makePresentation(at: CACurrentMediaTime(), parent: nil) }
    }

    /// A presentation copy at time `now`. Its ancestors are built along
    /// with it (and held) so geometry works from any copy; its children are
    /// built when asked for.
    func _makePresentation(at now: Double, parent: CALayer?, root: Bool = false) -> CALayer {
        let node = _node!
        let tx = _TransactionState.current
        let outer = tx.makingPresentation
        tx.makingPresentation = true
        let p = type(of: self).init(layer: self)
        tx.makingPresentation = outer
        p._explicit = node.explicit
        p._presentationLink.isCopy = true
        p._presentationLink.model = self
        p._presentationLink.time = now
        var values = _LayerValues(props: _LayerProperties(), extra: [], custom: [:])
        // From the parent copy's local time when there is one: one step,
        // not a walk to the root for every copy of a deep chain.
        let local: Double
        if let parentLocal = parent?._presentationLink.localTime {
            let m = node.storage.model
            local = _layerLocalTime(parentLocal, beginTime: m.pointee.beginTime, speed: m.pointee.speed,
                                    timeOffset: m.pointee.timeOffset)
        } else {
            local = node.localTime(at: now)
        }
        p._presentationLink.localTime = local
        node.evaluate(localTime: local, into: &values)
        p._props = values.props
        if values.extra.count == p._extra.count { p._extra = values.extra }
        // Through setValue, so a subclass that maps a key to a stored
        // property sees the animated value.
        for (k, v) in values.custom { p.setValue(v, forKey: k) }
        if let parent {
            p._presentationLink.parent = parent
        } else if !root {
            // The ancestors' copies, made from the root down with a loop
            // (a chain may be deeper than the stack), each the parent of
            // the next.
            var ancestors: [CALayer] = []
            var n = node.parent
            while let pn = n, let pl = pn.layer, pl._node === pn {
                ancestors.append(pl)
                n = pn.parent
            }
            var above: CALayer?
            for a in ancestors.reversed() {
                above = a._makePresentation(at: now, parent: above, root: above == nil)
            }
            p._presentationLink.parent = above
        }
        return p
    }

    /// The parent in whichever tree this layer belongs to.
    var _parentLayer: CALayer? { _presentationLink.isCopy ? _presentationLink.parent : _superlayer }

    /// The children in whichever tree this layer belongs to: for a
    /// presentation copy, copies of the committed sublayers.
    var _childLayers: [CALayer] {
        guard _presentationLink.isCopy else { return _sublayers }
        guard let node = _presentationLink.model?._node else { return [] }
        return _RenderTreeLock.withLock {
            node.children.compactMap { child in
                guard let l = child.layer, l._node === child else { return nil }
                return l._makePresentation(at: _presentationLink.time, parent: self)
            }
        }
    }

    var _presentationMask: CALayer? {
        return _RenderTreeLock.withLock {
            guard let node = _presentationLink.model?._node, let m = node.mask?.layer, m._node === node.mask else { return nil }
            return m._makePresentation(at: _presentationLink.time, parent: self)
        }
    }
}
