/// Presentation copies (`CALayer.presentation()`): the committed values plus
/// every active animation at the current time, made with `init(layer:)` so
/// subclasses copy their own state. Their superlayer, sublayers and mask
/// are presentation copies too, and hit testing and conversions on them
/// use presentation geometry.
extension CALayer {
    func _presentation() -> CALayer? {
        if _isPresentation { return self }
        guard _node != nil else { return nil }
        return _RenderTreeLock.withLock { _makePresentation(at: CACurrentMediaTime(), parent: nil) }
    }

    /// A presentation copy at time `now`. Its ancestors are built along
    /// with it (and held) so geometry works from any copy; its children are
    /// built when asked for.
    func _makePresentation(at now: Double, parent: CALayer?) -> CALayer {
        let node = _node!
        let p = type(of: self).init(layer: self)
        p._isPresentation = true
        p._modelLayer = self
        p._presentationTime = now
        var values = _LayerValues(props: _LayerProperties(), extra: [], custom: [:])
        node.evaluate(localTime: node.localTime(at: now), into: &values)
        p._props = values.props
        if values.extra.count == p._extra.count { p._extra = values.extra }
        // Through setValue, so a subclass that maps a key to a stored
        // property sees the animated value.
        for (k, v) in values.custom { p.setValue(v, forKey: k) }
        if let parent {
            p._presentationParent = parent
        } else if let parentNode = node.parent, let parentLayer = parentNode.layer, parentLayer._node === parentNode {
            p._presentationParent = parentLayer._makePresentation(at: now, parent: nil)
        }
        return p
    }

    /// The parent in whichever tree this layer belongs to.
    var _parentLayer: CALayer? { _isPresentation ? _presentationParent : _superlayer }

    /// The children in whichever tree this layer belongs to: for a
    /// presentation copy, copies of the committed sublayers.
    var _childLayers: [CALayer] {
        guard _isPresentation else { return _sublayers }
        guard let node = _modelLayer?._node else { return [] }
        return _RenderTreeLock.withLock {
            node.children.compactMap { child in
                guard let l = child.layer, l._node === child else { return nil }
                return l._makePresentation(at: _presentationTime, parent: self)
            }
        }
    }

    var _presentationMask: CALayer? {
        return _RenderTreeLock.withLock {
            guard let node = _modelLayer?._node, let m = node.mask?.layer, m._node === node.mask else { return nil }
            return m._makePresentation(at: _presentationTime, parent: self)
        }
    }
}
