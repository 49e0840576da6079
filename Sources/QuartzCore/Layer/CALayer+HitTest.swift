/// Hit testing as Apple's CALayer does it (`CALayer.hitTest(_:)`):
/// `p` is in the superlayer's space; hidden layers and their subtrees are
/// skipped; with masksToBounds a subtree outside the bounds is pruned;
/// siblings are searched from the topmost (last) down, by order in
/// `sublayers`, not by zPosition; opacity and the mask layer do not matter.
extension CALayer {
    func _hitTest(_ p: CGPoint) -> CALayer? {
        if _props.isHidden { return nil }
        // Into this layer's space: invert the level map. Behind the eye or
        // through a singular transform nothing can be hit.
        guard let inverse = _toParent.inverse, let q = inverse.apply(p) else { return nil }
        let inside = contains(q)
        if _props.masksToBounds && !inside { return nil }
        for s in _childLayers.reversed() {
            if let hit = _withSufficientStack({ s.hitTest(q) }) { return hit }
        }
        return inside ? self : nil
    }
}
