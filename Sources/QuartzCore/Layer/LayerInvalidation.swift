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
