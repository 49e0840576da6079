/// The layer tree: sublayers, superlayer and mask, with Apple's rules.
/// A layer added somewhere is first removed from where it was; adding a
/// layer under itself or one of its descendants is refused with a
/// diagnostic (Apple raises) and leaves the tree as it was.
extension CALayer {
    /// The layer whose coordinate space this one's geometry is in: the
    /// superlayer, or for a mask the layer it masks.
    var _geometryParent: CALayer? { _superlayer }

    /// True when this layer is the mask of its `_superlayer`.
    var _isMask: Bool { _superlayer?._mask === self }

    /// `_isMask` for model layers and presentation copies alike.
    var _isMaskLayer: Bool { _isPresentation ? (_modelLayer?._node?.isMask ?? false) : _isMask }

    /// Tree edits on a presentation copy are refused (Apple: undefined).
    func _refuseIfPresentation(_ what: String) -> Bool {
        if _isPresentation { _report("\(what) on a presentation layer; ignored (edit model() instead)") }
        return _isPresentation
    }

    /// Whether `self` is `other` or sits anywhere above it.
    func _isAncestor(of other: CALayer) -> Bool {
        var l: CALayer? = other
        while let c = l {
            if c === self { return true }
            l = c._superlayer
        }
        return false
    }

    /// Refuses `layer` as a child of `self` when that would make a cycle.
    func _canAdopt(_ layer: CALayer, _ what: String) -> Bool {
        if layer._isAncestor(of: self) {
            _report("\(what): \(layer === self ? "a layer cannot contain itself" : "\(layer._diagnosticName) is an ancestor of this layer") (Apple raises); the tree is unchanged")
            return false
        }
        return true
    }

    /// Detaches `self` from its parent (as sublayer or as mask), noting
    /// both in the transaction, without running actions.
    func _detach() {
        guard let parent = _superlayer else { return }
        if parent._mask === self {
            parent._mask = nil
        } else if let i = parent._sublayers.firstIndex(where: { $0 === self }) {
            parent._sublayers.remove(at: i)
            parent.setNeedsLayout()
        }
        _superlayer = nil
        parent._didChangeTree()
        _didChangeTree()
    }

    /// A tree change joins the transaction (the render tree must follow).
    func _didChangeTree() {
        _TransactionState.current.markDirty(self)
    }

    func _insert(_ layer: CALayer, at index: Int) {
        guard !_refuseIfPresentation("addSublayer/insertSublayer"), _canAdopt(layer, "addSublayer/insertSublayer") else { return }
        let sublayersAction = _actionForChange(_LayerKey.sublayers.keyName)
        layer._detach()
        var i = index
        if i > _sublayers.count {
            _report("insertSublayer(_:at: \(index)) is past the end (\(_sublayers.count) sublayers); appended")
            i = _sublayers.count
        }
        _sublayers.insert(layer, at: i)
        layer._superlayer = self
        _didChangeTree()
        layer._didChangeTree()
        setNeedsLayout()
        if layer._subtreeNeedsLayout { _markSubtreeNeedsLayout() }
        sublayersAction?.run(forKey: _LayerKey.sublayers.keyName, object: self, arguments: nil)
        layer._runAction(forKey: kCAOnOrderIn)
    }

    /// Inserts `layer` just below (`offset` 0) or above (`offset` 1) a
    /// sibling; a nil sibling means the bottom (below) or the top (above).
    func _insert(_ layer: CALayer, next sibling: CALayer?, offset: Int, _ what: String) {
        guard let sibling else { _insert(layer, at: offset == 0 ? 0 : _sublayers.count); return }
        guard sibling !== layer else { return }
        guard sibling._superlayer === self, !sibling._isMask else {
            _report("\(what): \(sibling._diagnosticName) is not a sublayer; the tree is unchanged")
            return
        }
        guard _canAdopt(layer, what) else { return }
        layer._detach()
        _insert(layer, at: _sublayers.firstIndex(where: { $0 === sibling })! + offset)
    }

    func _replace(_ old: CALayer, with new: CALayer) {
        guard old._superlayer === self, !old._isMask, let i = _sublayers.firstIndex(where: { $0 === old }) else {
            _report("replaceSublayer: \(old._diagnosticName) is not a sublayer; the tree is unchanged")
            return
        }
        if old === new { return }
        guard _canAdopt(new, "replaceSublayer") else { return }
        let sublayersAction = _actionForChange(_LayerKey.sublayers.keyName)
        // Remove `new` from wherever it is first; that may shift `old`.
        new._detach()
        let j = _sublayers.firstIndex(where: { $0 === old }) ?? i
        _sublayers[j] = new
        new._superlayer = self
        old._superlayer = nil
        _didChangeTree()
        new._didChangeTree()
        old._didChangeTree()
        setNeedsLayout()
        sublayersAction?.run(forKey: _LayerKey.sublayers.keyName, object: self, arguments: nil)
        old._runAction(forKey: kCAOnOrderOut)
        // Apple's trigger for kCATransition: a layer replaced in the tree.
        new._runAction(forKey: kCATransition)
    }

    func _removeFromSuperlayer() {
        guard !_refuseIfPresentation("removeFromSuperlayer"), let parent = _superlayer else { return }
        let sublayersAction = _isMask ? nil : parent._actionForChange(_LayerKey.sublayers.keyName)
        _detach()
        sublayersAction?.run(forKey: _LayerKey.sublayers.keyName, object: parent, arguments: nil)
        _runAction(forKey: kCAOnOrderOut)
    }

    /// Replaces every sublayer: the old ones leave, the new ones join in
    /// order (each removed from its old parent). Duplicates and layers that
    /// would make a cycle are skipped with a diagnostic.
    func _setSublayers(_ layers: [CALayer]) {
        guard !_refuseIfPresentation("sublayers =") else { return }
        var accepted: [CALayer] = []
        for l in layers {
            if accepted.contains(where: { $0 === l }) {
                _report("sublayers: \(l._diagnosticName) appears twice; kept once")
                continue
            }
            if !_canAdopt(l, "sublayers") { continue }
            accepted.append(l)
        }
        let sublayersAction = _actionForChange(_LayerKey.sublayers.keyName)
        let removed = _sublayers.filter { old in !accepted.contains(where: { $0 === old }) }
        for old in removed {
            old._superlayer = nil
            old._didChangeTree()
        }
        _sublayers.removeAll()
        var added: [CALayer] = []
        for l in accepted {
            if l._superlayer !== self || l._isMask { l._detach(); added.append(l) }
            l._superlayer = self
        }
        _sublayers = accepted
        _didChangeTree()
        setNeedsLayout()
        sublayersAction?.run(forKey: _LayerKey.sublayers.keyName, object: self, arguments: nil)
        for old in removed { old._runAction(forKey: kCAOnOrderOut) }
        for l in added { l._runAction(forKey: kCAOnOrderIn) }
    }

    /// Sets the mask. The mask's superlayer becomes this layer (Apple's
    /// rule); a mask that already sits in a tree is moved out of it with a
    /// diagnostic (Apple: undefined). A mask that is this layer or one of
    /// its ancestors is refused.
    func _setMask(_ newMask: CALayer?) {
        guard !_refuseIfPresentation("mask =") else { return }
        if newMask === _mask { return }
        if let m = newMask {
            guard _canAdopt(m, "mask") else { return }
            if let p = m._superlayer, !m._isMask {
                _report("mask \(m._diagnosticName) was a sublayer of \(p._diagnosticName); removed from it (a mask must not have a superlayer)")
            }
            m._detach()
        }
        let action = _actionForChange(_LayerKey.mask.keyName)
        if let old = _mask { old._superlayer = nil; old._didChangeTree() }
        _mask = newMask
        newMask?._superlayer = self
        newMask?._didChangeTree()
        _didChange(_LayerKey.mask.keyName)
        action?.run(forKey: _LayerKey.mask.keyName, object: self, arguments: nil)
    }
}
