/// The layout path. `setNeedsLayout` marks the layer and its ancestors'
/// subtrees; `layoutIfNeeded` lays out, top-down, every marked layer under
/// the highest marked ancestor. The layout pass itself runs at commit time.
extension CALayer {
    func _setNeedsLayout() {
        if !_needsLayout, !_isPresentation { _TransactionState.current.noteNeedsLayout(self) }
        _needsLayout = true
        _markSubtreeNeedsLayout()
    }

    func _markSubtreeNeedsLayout() {
        var l: CALayer? = self
        while let c = l, !c._subtreeNeedsLayout {
            c._subtreeNeedsLayout = true
            l = c._superlayer
        }
    }

    func _layoutIfNeeded() {
        var top = self
        while let s = top._superlayer, s._needsLayout { top = s }
        top._layoutSubtree()
    }

    /// Lays out this layer if marked, then its marked descendants.
    func _layoutSubtree() {
        guard _subtreeNeedsLayout || _needsLayout else { return }
        if _needsLayout {
            _needsLayout = false
            layoutSublayers()
        }
        _subtreeNeedsLayout = false
        // Copy: layout code may add or remove sublayers.
        for s in _sublayers { s._layoutSubtree() }
    }
}
