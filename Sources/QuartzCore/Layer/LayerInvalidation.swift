/// What a layer's display and layout passes are waiting for: the marks
/// `setNeedsDisplay` and `setNeedsLayout` leave, read and cleared at commit.
struct _LayerInvalidation {
    var needsDisplay = false
    /// The part of the bounds `setNeedsDisplay(_:)` asked to redraw (nil:
    /// all of it, as `setNeedsDisplay()` asks).
    var needsDisplayRect: CGRect?
    var needsLayout = false
    /// Some descendant (or this layer) needs layout: prunes layout passes.
    var subtreeNeedsLayout = false
}

extension CALayer {
    var _needsDisplay: Bool {
        get { _invalidation.needsDisplay }
        set { _invalidation.needsDisplay = newValue }
    }
    var _needsDisplayRect: CGRect? {
        get { _invalidation.needsDisplayRect }
        set { _invalidation.needsDisplayRect = newValue }
    }
    var _needsLayout: Bool {
        get { _invalidation.needsLayout }
        set { _invalidation.needsLayout = newValue }
    }
    var _subtreeNeedsLayout: Bool {
        get { _invalidation.subtreeNeedsLayout }
        set { _invalidation.subtreeNeedsLayout = newValue }
    }
}
