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
    var _isMaskLayer: Bool { _presentationLink.isCopy ? (_presentationLink.model?._node?.isMask ?? false) : _isMask }

    /// Tree edits on a presentation copy are refused (Apple: undefined).
    func _refuseIfPresentation(_ what: String) -> Bool {
        if _presentationLink.isCopy { _report("\(what) on a presentation layer; ignored (edit model() instead)") }
        return _presentationLink.isCopy
    }

    /// Whether `self` is `other` or sits anywhere above it.
    func _isAncestor(of other: CALayer) -> Bool {
        // A layer with nothing under it is above no one: no walk up a
        // chain that may be a hundred thousand deep.
        if _sublayers.isEmpty && _mask == nil { return self === other }
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

    /// Inserts `layer` at `index` of the sublayers (nil: on top, after
    /// the others), taking it from wherever it was first: a sublayer added
    /// again moves to the top, as Apple's does.
    func _insert(_ layer: CALayer, at index: Int?) {
        guard !_refuseIfPresentation("addSublayer/insertSublayer"), _canAdopt(layer, "addSublayer/insertSublayer") else { return }
        let sublayersAction = _actionForChange(_LayerKey.sublayers.keyName)
        // The lookup ran the delegate, which may have changed the tree.
        guard _canAdopt(layer, "addSublayer/insertSublayer") else { return }
        layer._detach()
        var i = index ?? _sublayers.count
        if i > _sublayers.count {
            _report("insertSublayer(_:at: \(i)) is past the end (\(_sublayers.count) sublayers); appended")
            i = _sublayers.count
        }
        _sublayers.insert(layer, at: i)
        layer._superlayer = self
        _didChangeTree()
        layer._didChangeTree()
        setNeedsLayout()
        if layer._invalidation.subtreeNeedsLayout { _markSubtreeNeedsLayout() }
        sublayersAction?.run(forKey: _LayerKey.sublayers.keyName, object: self, arguments: nil)
        layer._runAction(forKey: kCAOnOrderIn)
    }

    /// Inserts `layer` just below (`offset` 0) or above (`offset` 1) a
    /// sibling; a nil sibling means the bottom (below) or the top (above).
    func _insert(_ layer: CALayer, next sibling: CALayer?, offset: Int, _ what: String) {
        guard let sibling else { _insert(layer, at: offset == 0 ? 0 : nil); return }
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
        // The action lookup runs the delegate, which may change the tree:
        // look again before touching it.
        guard _canAdopt(new, "replaceSublayer") else { return }
        // Remove `new` from wherever it is first; that may shift `old`.
        new._detach()
        if let j = _sublayers.firstIndex(where: { $0 === old }) {
            _sublayers[j] = new
            old._superlayer = nil
        } else {
            _report("replaceSublayer: \(old._diagnosticName) left this layer while its action was looked up; \(new._diagnosticName) takes its place")
            _sublayers.insert(new, at: min(i, _sublayers.count))
        }
        new._superlayer = self
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
        // Sets of identities, so a hundred thousand layers cost a hundred
        // thousand steps, not their square.
        var accepted: [CALayer] = []
        var acceptedIDs = Set<ObjectIdentifier>()
        accepted.reserveCapacity(layers.count)
        // This layer and those above it: a layer among them would make a cycle.
        var above = Set<ObjectIdentifier>()
        var up: CALayer? = self
        while let c = up { above.insert(ObjectIdentifier(c)); up = c._superlayer }
        for l in layers {
            if acceptedIDs.contains(ObjectIdentifier(l)) {
                _report("sublayers: \(l._diagnosticName) appears twice; kept once")
                continue
            }
            if above.contains(ObjectIdentifier(l)) {
                _ = _canAdopt(l, "sublayers") // says why
                continue
            }
            accepted.append(l)
            acceptedIDs.insert(ObjectIdentifier(l))
        }
        let sublayersAction = _actionForChange(_LayerKey.sublayers.keyName)
        let removed = _sublayers.filter { !acceptedIDs.contains(ObjectIdentifier($0)) }
        for old in removed {
            old._superlayer = nil
            old._didChangeTree()
        }
        _sublayers.removeAll()
        var added: [CALayer] = []
        // Layers leaving another parent: each parent drops them in one pass.
        var leaving: [ObjectIdentifier: (parent: CALayer, ids: Set<ObjectIdentifier>)] = [:]
        for l in accepted {
            guard let p = l._superlayer, p !== self || l._isMask else {
                if l._superlayer == nil { added.append(l) }
                l._superlayer = self
                continue
            }
            if p._mask === l {
                l._detach()
            } else {
                leaving[ObjectIdentifier(p), default: (p, [])].ids.insert(ObjectIdentifier(l))
            }
            added.append(l)
            l._superlayer = self
            l._didChangeTree()
        }
        for (_, entry) in leaving {
            entry.parent._sublayers.removeAll { entry.ids.contains(ObjectIdentifier($0)) }
            entry.parent.setNeedsLayout()
            entry.parent._didChangeTree()
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
        if _kvoObserved { _kvoLayerWillChange(_LayerKey.mask.keyName) }
        if let old = _mask { old._superlayer = nil; old._didChangeTree() }
        _mask = newMask
        newMask?._superlayer = self
        newMask?._didChangeTree()
        _didChange(_LayerKey.mask.keyName)
        action?.run(forKey: _LayerKey.mask.keyName, object: self, arguments: nil)
    }
}
