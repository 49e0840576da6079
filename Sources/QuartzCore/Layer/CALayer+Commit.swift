/// Committing a layer: copying what changed into its render node.
extension CALayer {
    /// The layer's render node, created (and filled) on its first commit.
    @discardableResult
    func _ensureNode() -> _RenderNode {
        if let n = _node { return n }
        // Nodes for this layer and every layer under it not yet committed,
        // made with a worklist (a chain may be deeper than any stack), then
        // filled: by then each one's children have their nodes.
        var made: [CALayer] = []
        var stack: [CALayer] = [self]
        let now = CACurrentMediaTime()
        let recording = _RenderHandover.shared.isActive
        while let l = stack.popLast() {
            guard l._node == nil else { continue }
            if let slot = type(of: l)._classKeys.firstCommitSlot { l._extra[slot] = .number(CGFloat(now)) }
            let n = _RenderNode(layer: l)
            l._node = n
            if recording { _TransactionState.current.createdNodes.append(n) }
            made.append(l)
            stack.append(contentsOf: l._sublayers)
            if let m = l._mask { stack.append(m) }
        }
        for l in made { l._fillNode(l._node!) }
        return _node!
    }

    /// Copies values and tree into the node (creating it if needed).
    func _commitSnapshot() {
        if let n = _node { _fillNode(n) } else { _ensureNode() }
        if _superlayer == nil { _node!.parent = nil; _node!.isMask = false }
        // Every tree this layer is part of has a new frame to draw.
        _node!.bumpTreeGeneration(stamp: _RenderTreeLock.commitStamp)
    }

    private func _fillNode(_ n: _RenderNode) {
        n.fill(model: _props, extra: _extra, custom: _custom, explicit: _explicit,
               children: _sublayers.map { $0._ensureNode() }, mask: _mask?._ensureNode())
        n.setAnimations(_animations.filter(\.isCommitted))
    }

    /// Gives new animations their start: beginTime 0 becomes the commit
    /// time in this layer's time space (Apple's `CAMediaTiming.beginTime`),
    /// measured through the model's timing of the layer and its ancestors,
    /// changes of this transaction included (a superlayer paused with
    /// `speed = 0` in the same transaction holds its new animations at its
    /// time offset, as on iOS).
    func _commitAnimations(at now: Double) {
        guard let n = _node, _animations.contains(where: { !$0.isCommitted }) else { return }
        let local = _localTimeThroughAncestors(at: now, of: self, parent: \._parentLayer) { c in
            (c._props.beginTime, c._props.speed, c._props.timeOffset)
        }
        for a in _animations where !a.isCommitted {
            if a.timing.beginTime == 0 {
                a.timing.beginTime = local
                a.animation.beginTime = local
            }
            a.isCommitted = true
        }
        n.setAnimations(_animations)
    }
}
