/// UIKit's view: a layer-backed rectangle in a tree of views. The view is
/// its layer's delegate; its geometry and appearance are the layer's.
/// Outside an animation block a change does not animate (the view answers
/// `NSNull` for its layer's actions, as UIKit's does); inside one it does
/// (`UIView+Animation.swift`).
open class UIView: UIResponder, CALayerDelegate {
    /// The class of layer a view of this class makes.
    open class var layerClass: AnyClass { CALayer.self }

    public let layer: CALayer
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    open var tag = 0
    open var isUserInteractionEnabled = true

    /// The view controller whose root view this is.
    weak var viewController: UIViewController?
    /// Recognizers attached with `addGestureRecognizer(_:)`.
    open var gestureRecognizers: [UIGestureRecognizer]?

    public init(frame: CGRect) {
        layer = UIView.makeLayer(for: type(of: self))
        super.init()
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        // Views whose class draws are drawn when first committed.
        layer.setNeedsDisplay()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = frame
        CATransaction.commit()
    }

    /// Views are not archived here; a decoded view is an empty one (the
    /// initializer exists because subclasses of UIView must provide it).
    public required init?(coder: NSCoder) {
        layer = UIView.makeLayer(for: type(of: self))
        super.init()
        layer.delegate = self
    }

    public convenience override init() { self.init(frame: .zero) }

    /// Swift makes an object from a class value only through a required
    /// initializer, and CALayer's is init(layer:): a layer class other
    /// than CALayer is made from a fresh CALayer's defaults that way.
    private static func makeLayer(for viewClass: UIView.Type) -> CALayer {
        let cls = (viewClass.layerClass as? CALayer.Type) ?? CALayer.self
        return cls == CALayer.self ? CALayer() : cls.init(layer: CALayer())
    }

    /// Unhandled touches go to the view controller of a root view, else to
    /// the superview.
    open override var next: UIResponder? { viewController ?? superview }

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
        guard !isDescendant(of: view) else {
            _Diagnostics.report("UIView.insertSubview: a view cannot be added to itself or to one of its subviews; ignored")
            return
        }
        view.removeFromSuperview()
        let i = min(max(index, 0), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(i))
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? i) < i ? i : i + 1)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? i) < i ? i - 1 : i)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Whether this view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v {
            if c === view { return true }
            v = c.superview
        }
        return false
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
    open func draw(_ rect: CGRect) { UIView.reachedBaseDraw = true }

    // MARK: Hit testing

    /// Whether `point` (in this view's bounds) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive view containing `point` (in this
    /// view's coordinates), the frontmost first.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            let p = UIView.hitTestsPresentation ? view.presentedConvert(point, from: self) : view.layer.convert(point, from: layer)
            if let hit = view.hitTest(p, with: event) { return hit }
        }
        return self
    }

    /// While a touch is dispatched, hit testing converts points with the
    /// geometry on screen this frame (a moving view is hit where it is
    /// drawn, not where its model value already is).
    nonisolated(unsafe) static var hitTestsPresentation = false

    /// `point` from `view`'s coordinates into this view's, through the
    /// presentation geometry.
    func presentedConvert(_ point: CGPoint, from view: UIView) -> CGPoint {
        let mine = layer.presentation() ?? layer
        let theirs = view.layer.presentation() ?? view.layer
        return mine.convert(point, from: theirs)
    }

    // MARK: Coordinates

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: view?.layer) }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { layer.convert(point, from: view?.layer) }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: view?.layer) }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { layer.convert(rect, from: view?.layer) }

    // MARK: Gesture recognizers

    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    // MARK: CALayerDelegate

    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        viewController?.viewWillLayoutSubviews()
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
    }

    /// Draws the view's content when its class draws (overrides
    /// `draw(_:)` or `draw(_:in:)`); other views get no backing store.
    open func display(_ layer: CALayer) {
        guard UIView.classDraws(self) else { return }
        layer.needsDisplayOnBoundsChange = true
        layer._drawIntoBackingStore()
    }

    open func layerWillDraw(_ layer: CALayer) {}

    /// Sets up the current context for `draw(_:)` and calls it.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        draw(layer.bounds)
    }

    /// Inside an animation block: the block's animation; outside, no
    /// animation at all.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        UIView.currentAnimation?.action(for: layer, forKey: event) ?? NSNull()
    }
}
