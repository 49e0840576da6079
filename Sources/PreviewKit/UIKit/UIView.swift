/// UIKit's view: a layer-backed rectangle in a tree of views. The view is
/// its layer's delegate; its geometry and appearance are the layer's.
/// Outside an animation block a change does not animate (the view answers
/// `NSNull` for its layer's actions, as UIKit's does); inside one it does
/// (`UIView+Animation.swift`).
open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {
    /// The class of layer a view of this class makes.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer that draws the view, made from `layerClass`; the view is its
    /// delegate. Its geometry and appearance are the view's.
    public let layer: CALayer
    /// The view this one is a subview of; nil for a root view.
    public internal(set) weak var superview: UIView?
    /// The subviews, back to front (the last is drawn on top).
    public internal(set) var subviews: [UIView] = []
    /// A number to find the view by with `viewWithTag(_:)`. Default 0.
    open var tag = 0
    /// The name state restoration would save the view under. Default nil.
    /// Kept: there is no state restoration here, and code also uses it
    /// to name a view it made (NVActivityIndicatorView marks its overlay).
    open var restorationIdentifier: String?
    /// Whether touches reach the view and its subviews. Default true; when false
    /// hit testing skips them.
    open var isUserInteractionEnabled = true

    /// The view controller whose root view this is.
    weak var viewController: UIViewController?
    /// Recognizers attached with `addGestureRecognizer(_:)`.
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// A view with `frame` in its superview's coordinates, placed without animating.
    public init(frame: CGRect) {
        layer = LayerFactory.make(for: type(of: self))
        super.init()
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        // Views whose class draws are drawn when first committed.
        layer.setNeedsDisplay()
        CATransaction.withoutActions {
            layer.frame = frame
        }
        _buildContent()
    }

    /// Views are not archived here; a decoded view is an empty one (the
    /// initializer exists because subclasses of UIView must provide it).
    public required init?(coder: NSCoder) {
        layer = LayerFactory.make(for: type(of: self))
        super.init()
        layer.delegate = self
        _buildContent()
    }

    /// Where UIKit's own views (labels, controls, spinners) build their
    /// sublayers and subviews, whichever initialiser made them: called
    /// once, at the end of both of UIView's.
    func _buildContent() {}

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Unhandled touches go to the view controller of a root view, else to
    /// the superview.
    open override var next: UIResponder? { viewController ?? superview }

    /// The view's rectangle in its superview's coordinates, from `center`,
    /// `bounds` and `transform`. Animates in animation blocks; subviews follow by
    /// their autoresizing masks.
    open var frame: CGRect {
        get { layer.frame }
        set { resizing { layer.frame = newValue } }
    }
    /// The view's own coordinate space: origin and size in points. Default origin
    /// zero. Animates in animation blocks; subviews follow by their autoresizing masks.
    open var bounds: CGRect {
        get { layer.bounds }
        set { resizing { layer.bounds = newValue } }
    }
    /// The view's centre in its superview's coordinates (the layer's position).
    /// Animates in animation blocks.
    open var center: CGPoint { get { layer.position } set { layer.position = newValue } }
    /// The view's 2D transform about its centre. Default identity; animates in
    /// animation blocks.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// The view's opacity, 0 (transparent) to 1. Default 1; animates in animation blocks.
    open var alpha: CGFloat { get { CGFloat(layer.opacity) } set { layer.opacity = Float(newValue) } }
    /// The colour behind the view's content. Default nil (transparent); animates
    /// in animation blocks.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }
    /// Whether the view and its subviews are hidden. Default false; not animated.
    /// Hidden views take no touches.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self)
        }
    }
    /// Whether subviews and content are clipped to the bounds. Default false.
    open var clipsToBounds: Bool { get { layer.masksToBounds } set { layer.masksToBounds = newValue } }

    // MARK: The view tree

    /// Adds `view` on top of the subviews, taking it from its old superview first.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` of the subviews, taking it from wherever
    /// it was first. UIKit detaches it internally (a subclass's
    /// `removeFromSuperview()` override is not called), tells it of its
    /// new superview and, when that changes, of its new window.
    open func insertSubview(_ view: UIView, at index: Int) { _insertSubview(view, at: index) }

    /// Inserts `view` just above `sibling`; on top when `sibling` is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: i + 1)
    }

    /// Inserts `view` just below `sibling`; at the back when `sibling` is not a subview.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: i)
    }

    /// Moves the subview `view` to the front (drawn above its siblings).
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves the subview `view` to the back (drawn below its siblings).
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at `index1` and `index2`; nothing for an index out of range.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let a = subviews[index1], b = subviews[index2]
        insertSubview(a, at: index2 > index1 ? index2 + 1 : index2)
        insertSubview(b, at: index1)
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

    /// The first view with `tag`: this one, else a descendant.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    /// Takes the view out of its superview (and window), calling the hooks
    /// on both; nothing for a view without a superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let hadWindow = window != nil
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if hadWindow { _windowWillChange(to: nil) }
        _detachFromSuperview()
        didMoveToSuperview()
        if hadWindow { _windowDidChange() }
    }

    // Hooks UIKit calls as the tree changes (subclasses override them).
    /// Called by UIKit just before the view moves to `newSuperview` (nil when it
    /// is being removed). Does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called by UIKit just after the view's superview changed (to nil on
    /// removal). Does nothing by default.
    open func didMoveToSuperview() {}
    /// Called by UIKit just before the view moves to `newWindow` (nil when it
    /// leaves its window), parents before subviews. Does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called by UIKit just after the view gained or lost a window, parents
    /// before subviews. Does nothing by default.
    open func didMoveToWindow() {}
    /// Called by UIKit after `subview` was added to this view. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called by UIKit before `subview` is removed from this view. Does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The window the view is in: the first window among itself and its
    /// superviews.
    open var window: UIWindow? {
        var v: UIView? = self
        while let c = v {
            if let w = c as? UIWindow { return w }
            v = c.superview
        }
        return nil
    }

    // MARK: Mask

    /// A view whose alpha masks this one (UIKit's `mask`): its layer
    /// becomes this view's layer's mask.
    open var mask: UIView? {
        didSet {
            oldValue?.layer.removeFromSuperlayer()
            layer.mask = mask?.layer
        }
    }

    // MARK: Sizing

    /// The size the view's content wants (none by default).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Without Auto Layout nothing depends on it; the superview lays out again.
    open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() }
    /// The size that fits `size` best: the view's current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size the view's constraints give it, as close to `targetSize`
    /// as they allow (`UIView+Fitting.swift`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        _fittingSize(targetSize, .fittingSizeLevel, .fittingSizeLevel)
    }

    /// The size the view's constraints give it, each side drawn toward
    /// `targetSize` at its priority: `.required` holds a side (a cell's
    /// width), `.fittingSizeLevel` leaves it to the content (its height).
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        _fittingSize(targetSize, horizontalFittingPriority, verticalFittingPriority)
    }
    /// Resizes the view to `sizeThatFits` its current size, its frame's
    /// origin staying where it is (as UIKit's does: code that sizes a view
    /// to fit and then places it by its top edge, SPIndicator's toast, finds
    /// it there, not grown about its centre).
    open func sizeToFit() {
        var f = frame
        f.size = sizeThatFits(f.size)
        frame = f
    }
    /// Accepted for Auto Layout code; views are laid out by their frames.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view follows its superview's size changes.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews follow this view's size changes by their masks.
    open var autoresizesSubviews = true
    /// Space around the content (`layoutMarginsGuide`). Default 8 points on
    /// each edge; a change calls `layoutMarginsDidChange()`.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) { didSet { layoutMarginsDidChange() } }
    /// Called when `layoutMargins` changed; lays the view out again.
    open func layoutMarginsDidChange() { setNeedsLayout() }
    /// Called when `safeAreaInsets` changed. Does nothing by default.
    open func safeAreaInsetsDidChange() {}
    /// Whether the superview's margins add to this view's where they
    /// overlap. Default false. Accepted: margins are this view's own here.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area rather than the
    /// bounds. Default true; the same here, where the safe area is the
    /// bounds (`safeAreaInsets` is zero).
    open var insetsLayoutMarginsFromSafeArea = true
    /// The part of the view covered by bars and notches: how far its
    /// window's safe area insets reach into it (a preview window has none;
    /// a window that stands for a phone's screen, as a snapshot test's
    /// does, has its notch and home indicator). A window's own are zero.
    open var safeAreaInsets: UIEdgeInsets {
        guard let window, window !== self else { return .zero }
        let outer = window.safeAreaInsets
        guard outer != .zero else { return .zero }
        return _safeAreaOverlap(of: convert(bounds, to: window), insets: outer, in: window.bounds)
    }
    /// Whether the view fills its bounds with opaque content. Default true;
    /// accepted, not used for drawing here.
    open var isOpaque = true
    /// The smallest text size category the view's content follows; nil
    /// (the default) sets no limit. Kept: the category is always `.large` here.
    open var minimumContentSizeCategory: UIContentSizeCategory?
    /// The largest text size category the view's content follows; nil
    /// (the default) sets no limit. Kept, as the minimum is.
    open var maximumContentSizeCategory: UIContentSizeCategory?
    /// The text size limits, described for debugging ("No limits" without any).
    open var appliedContentSizeCategoryLimitsDescription: String { contentSizeLimitsDescription }
    /// How the content is laid out for left-to-right and right-to-left
    /// languages. Default `.unspecified` (left to right here).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Whether `gestureRecognizer`, attached to this view, may begin. Default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether the view takes more than one touch at a time. Default false;
    /// the mouse gives one touch anyway.
    open var isMultipleTouchEnabled = false
    /// Whether the view's touches exclude others. Default false; accepted, as
    /// the mouse gives one touch.
    open var isExclusiveTouch = false
    /// Pixels per point of the view's drawing (its layer's `contentsScale`).
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    /// How the layer's contents fit the bounds (UIKit's `contentMode`, as
    /// the layer's `contentsGravity`; `.redraw` redraws on a size change).
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.gravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw || UIView.classDraws(self)
        }
    }

    // MARK: Tint

    private var ownTintColor: UIColor?
    /// The view's tint: its own, else its superview's, else system blue.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            _tintDidChangeSubtree()
        }
    }
    /// Called by UIKit when `tintColor` changes for this view (its own or an
    /// inherited one) and when it moves into a window. Does nothing by default.
    open func tintColorDidChange() {}
    func _tintDidChangeSubtree() {
        tintColorDidChange()
        for s in subviews where s.ownTintColor == nil { s._tintDidChangeSubtree() }
    }

    /// The traits the view is shown with: its view controller's when it is
    /// one's root view, else its superview's, else the preview screen's
    /// (`UITraitCollection.current`).
    open var traitCollection: UITraitCollection {
        viewController?.traitCollection ?? superview?.traitCollection ?? UITraitCollection.current
    }
    /// Called when the view's traits change; they do not change while a
    /// preview window is open. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // Interface Builder's hooks: views here are made in code.
    /// Called by UIKit after a view is loaded from a nib; never called here,
    /// where views are made in code.
    open func awakeFromNib() {}
    /// Called by Interface Builder before showing the view; never called here.
    open func prepareForInterfaceBuilder() {}

    // MARK: Layout and drawing

    /// Called by UIKit to lay out subviews when layout is pending: before the
    /// next frame is drawn, or from `layoutIfNeeded()`. By default places
    /// the subviews laid out by constraints (see `NSLayoutConstraint`).
    open func layoutSubviews() { _ConstraintLayout.apply(in: self) }

    /// Where a view sets its properties from its model (iOS 26): before its first layout, then
    /// after `setNeedsUpdateProperties()` or when an `@Observable` property it read here changes.
    open func updateProperties() {}
    /// Asks for `updateProperties()` before the next layout.
    open func setNeedsUpdateProperties() { _setNeedsPropertiesUpdate() }
    /// Runs `updateProperties()` now if it is pending.
    open func updatePropertiesIfNeeded() { _updatePropertiesIfNeeded() }
    /// Whether `updateProperties()` is pending (UIView+Properties.swift).
    var _needsPropertiesUpdate = true

    /// Whether the view needs Auto Layout (its `updateConstraints()` makes its constraints). Default false.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Where a subclass adds or changes its constraints before they are
    /// solved (it calls `super.updateConstraints()` last). Called by
    /// `updateConstraintsIfNeeded()` after `setNeedsUpdateConstraints()`.
    open func updateConstraints() {}

    /// The active constraints that relate this view and its layout guides.
    var autoLayout = _AutoLayoutState()
    /// Its motion effects (`UIView.motionEffects`).
    var _motionEffects: [UIMotionEffect] = []
    /// Asks for `layoutSubviews()` before the next frame is drawn.
    open func setNeedsLayout() { layer.setNeedsLayout() }
    /// Runs pending layout now, rather than waiting for the next frame.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }
    /// Asks for the view's content to be redrawn (`draw(_:)`) before the next frame.
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

    // MARK: Coordinates (nil: the root of the tree, the window on screen; a rectangle as the box around its corners)

    /// `point` from this view's coordinates into `view`'s.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: view?.layer) }
    /// `point` from `view`'s coordinates into this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { layer.convert(point, from: view?.layer) }
    /// `rect` from this view's coordinates into `view`'s.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: view?.layer) }
    /// `rect` from `view`'s coordinates into this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { layer.convert(rect, from: view?.layer) }

    // MARK: Gesture recognizers

    /// Attaches `recognizer`, taking it from any view it was on; it watches the
    /// touches of this view and its subviews.
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    /// Detaches `recognizer` when it is attached here.
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    // MARK: CALayerDelegate

    /// The layer's delegate hook: a pending `updateProperties()`, then `layoutSubviews()` between
    /// the controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` (UIView+Properties.swift).
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        _updateConstraintsBeforeLayout()
        _updatePropertiesIfNeeded()
        _tracked(.layout) {
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
    }

    /// Draws the view's content when its class draws (overrides
    /// `draw(_:)`); else the layer draws itself when its class does (a
    /// `layerClass` overriding `draw(in:)`), as on iOS, where the view
    /// only supplies drawing its class has. Other views get no backing
    /// store.
    open func display(_ layer: CALayer) {
        if UIView.classDraws(self) {
            layer.needsDisplayOnBoundsChange = true
            layer._drawIntoBackingStore()
        } else if UIView.layerClassDraws(layer) {
            layer._drawIntoBackingStore()
        }
    }

    /// The layer's delegate hook, called before the layer draws into a fresh
    /// backing store. Does nothing by default.
    open func layerWillDraw(_ layer: CALayer) {}

    /// Sets up the current context for `draw(_:)` and calls it.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        _tracked(.display) { draw(layer.bounds) }
    }

    /// One key of key-value coding by Objective-C name
    /// (UIView+KeyValueCoding.swift); a subclass adds its own keys.
    func _kvcValue(forKey key: String) -> Any?? { UIView.kvcKeys[key].map { $0.get(self) } }
    func _kvcSet(_ value: Any?, forKey key: String) -> Bool { UIView.kvcKeys[key]?.set(self, value) ?? false }

    /// Inside an animation block: the block's animation; outside, no
    /// animation at all.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard UIView.animationsEnabled, let block = UIView.currentAnimation else { return NSNull() }
        return block.action(for: layer, forKey: event) ?? NSNull()
    }
}
