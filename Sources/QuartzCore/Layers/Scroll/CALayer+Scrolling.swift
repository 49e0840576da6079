/// Scrolling asked of any layer (Apple's `CALayer` scrolling methods): the
/// closest scroll layer above it moves, with the geometry converted from
/// this layer's coordinates to that layer's.
extension CALayer {
    /// Scrolls the closest `CAScrollLayer` above this layer so that `p`, in
    /// this layer's coordinates, lies at its bounds' origin. Nothing
    /// happens without one.
    public func scroll(_ p: CGPoint) {
        guard let s = _enclosingScrollLayer else { return }
        s.scroll(to: convert(p, to: s))
    }

    /// Scrolls the closest `CAScrollLayer` above this layer as little as
    /// makes `r`, in this layer's coordinates, visible. Nothing happens
    /// without one.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let s = _enclosingScrollLayer else { return }
        s.scroll(to: convert(r, to: s))
    }

    /// The part of this layer's bounds its closest `CAScrollLayer` shows,
    /// in this layer's coordinates (`CGRect.null` when none of it shows);
    /// the whole bounds without one.
    public var visibleRect: CGRect {
        guard let s = _enclosingScrollLayer else { return bounds }
        return s.convert(s.bounds, to: self).intersection(bounds)
    }

    /// The closest superlayer that is a `CAScrollLayer`.
    var _enclosingScrollLayer: CAScrollLayer? {
        var l = superlayer
        while let c = l {
            if let s = c as? CAScrollLayer { return s }
            l = c.superlayer
        }
        return nil
    }
}
