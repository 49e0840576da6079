/// The layout path. `setNeedsLayout` marks the layer and its ancestors'
/// subtrees; `layoutIfNeeded` lays out, top-down, every marked layer under
/// the highest marked ancestor. The layout pass itself runs at commit time.
extension CALayer {
    func _setNeedsLayout() {
        if !_invalidation.needsLayout, !_presentationLink.isCopy { _TransactionState.current.noteNeedsLayout(self) }
        _invalidation.needsLayout = true
        _markSubtreeNeedsLayout()
    }

    func _markSubtreeNeedsLayout() {
        var l: CALayer? = self
        while let c = l, !c._invalidation.subtreeNeedsLayout {
            c._invalidation.subtreeNeedsLayout = true
            l = c._superlayer
        }
    }

    func _layoutIfNeeded() {
        var top = self
        while let s = top._superlayer, s._invalidation.needsLayout { top = s }
        top._layoutSubtree()
    }

    /// Lays out this layer if marked, then its marked descendants.
    /// Parents before children, depth first, with a stack of its own so
    /// a deep tree cannot exhaust the thread's.
    func _layoutSubtree() {
        var stack: [CALayer] = [self]
        while let l = stack.popLast() {
            guard l._invalidation.subtreeNeedsLayout || l._invalidation.needsLayout else { continue }
            let marked = l._invalidation.needsLayout
            // Cleared before the layer's own code runs: layout code that asks
            // for layout again (a view's layoutSubviews changing what it laid
            // out from) marks the way down to it anew, and the next pass,
            // in this commit, finds it.
            l._invalidation.needsLayout = false
            l._invalidation.subtreeNeedsLayout = false
            if marked { l.layoutSublayers() }
            // Read after its layout: layout code may add or remove sublayers.
            // A mask is laid out as a sublayer is (a view used as a mask
            // lays out its own subviews).
            if let m = l._mask { stack.append(m) }
            stack.append(contentsOf: l._sublayers.reversed())
        }
    }
}
