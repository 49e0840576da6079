/// UIKit's view: a layer-backed rectangle in a tree of views. The view is
/// its layer's delegate; its geometry and appearance are the layer's.
/// Outside an animation block a change does not animate (the view answers
/// `NSNull` for its layer's actions, as UIKit's does); inside one it does
/// (`UIView+Animation.swift`).
open class UIView: NSObject, CALayerDelegate {
    /// The class of layer a view of this class makes.
    open class var layerClass: AnyClass { CALayer.self }

    public let layer: CALayer
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    open var tag = 0
    open var isUserInteractionEnabled = true

    public init(frame: CGRect) {
        // Swift makes an object from a class value only through a required
        // initializer, and CALayer's is init(layer:): a layer class other
        // than CALayer is made from a fresh CALayer's defaults that way.
        let cls = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = cls == CALayer.self ? CALayer() : cls.init(layer: CALayer())
        super.init()
        layer.delegate = self
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = frame
        CATransaction.commit()
    }

    public convenience override init() { self.init(frame: .zero) }

    open var frame: CGRect { get { layer.frame } set { layer.frame = newValue } }
    open var bounds: CGRect { get { layer.bounds } set { layer.bounds = newValue } }
    open var center: CGPoint { get { layer.position } set { layer.position = newValue } }
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    open var alpha: CGFloat { get { CGFloat(layer.opacity) } set { layer.opacity = Float(newValue) } }
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }
    open var isHidden: Bool { get { layer.isHidden } set { layer.isHidden = newValue } }
    open var clipsToBounds: Bool { get { layer.masksToBounds } set { layer.masksToBounds = newValue } }

    // MARK: The view tree

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        let i = min(max(index, 0), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(i))
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    // MARK: Layout and drawing

    open func layoutSubviews() {}
    open func setNeedsLayout() { layer.setNeedsLayout() }
    open func layoutIfNeeded() { layer.layoutIfNeeded() }
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Draws the view's content with `UIGraphicsGetCurrentContext()`.
    open func draw(_ rect: CGRect) {}

    // MARK: Hit testing

    /// Whether `point` (in this view's bounds) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive view containing `point` (in this
    /// view's coordinates), the frontmost first.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.layer.convert(point, from: layer), with: event) { return hit }
        }
        return self
    }

    // MARK: CALayerDelegate

    public func layoutSublayers(of layer: CALayer) { layoutSubviews() }

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        draw(layer.bounds)
    }


    /// Inside an animation block: the block's animation; outside, no
    /// animation at all.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        UIView.currentAnimation?.action(for: layer, forKey: event) ?? NSNull()
    }
}

/// A touch or press event (the view tree's hit testing passes it along).
open class UIEvent {
    public init() {}
}

/// The drawing context of `draw(_:)` and its callers.
nonisolated(unsafe) private var graphicsContexts: [CGContext] = []

public func UIGraphicsGetCurrentContext() -> CGContext? { graphicsContexts.last }
public func UIGraphicsPushContext(_ context: CGContext) { graphicsContexts.append(context) }
public func UIGraphicsPopContext() { _ = graphicsContexts.popLast() }
