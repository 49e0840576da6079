/// The layer's delegate, with Apple's optional methods. Swift on Linux has
/// no optional protocol requirements, so each has a default here that does
/// what Core Animation does when the delegate lacks it.
///
/// A class overriding one of these in a subclass of a conforming class must
/// have the base class implement it too (Swift dispatches protocol
/// requirements to the conforming class's implementation).
public protocol CALayerDelegate: NSObjectProtocol {
    /// Provides the contents outright; when implemented, `draw(_:in:)` is not called.
    func display(_ layer: CALayer)
    /// Draws the contents into a backing store the layer made.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called just before `draw(_:in:)`.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event`; nil continues the search, `NSNull` stops it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Without its own `display(_:)`, the delegate lets the layer draw into
    /// a backing store (which then asks `draw(_:in:)`).
    public func display(_ layer: CALayer) { layer._drawIntoBackingStore() }
    /// Called from the layer's `draw(in:)` to draw its contents, in the layer's
    /// bounds space; does nothing unless implemented.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Called just before the layer draws into its backing store; does nothing unless implemented.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Called when a layer marked for layout lays out its sublayers; does nothing unless implemented.
    public func layoutSublayers(of layer: CALayer) {}
    /// Called first in the layer's action search for `event`; nil, the default,
    /// lets the search continue.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
