/// A layer: a rectangle of content with geometry, appearance and timing,
/// in a tree. The model object code sets (Apple's `CALayer`).
///
/// Every property value lives in one `_LayerProperties` struct; the public
/// properties read it and write it through `_set`, the single place where a
/// change is noticed (validation, display and layout invalidation, and,
/// with the animation engine, actions and the transaction).
///
/// Swift lets subclasses override only what a class declares in its own
/// body, so every overridable property and method is declared here, most
/// as one line forwarding to the concept's file (CALayer+Tree.swift,
/// +Geometry, +HitTest, +KeyValueCoding, +Display, +Layout, +Actions).
///
/// Subclasses with stored properties override `init(layer:)` to copy them,
/// as on iOS. Swift on Linux has no Objective-C runtime to build the
/// presentation copies of a subclass, so `init(layer:)` is `required`:
/// write `required init(layer: Any)` (the compiler offers the fix-it).
open class CALayer: NSObject, CAMediaTiming, NSSecureCoding {
    var _props = _LayerProperties()
    /// Values of the keys the layer's class adds (CAShapeLayer's `path`...),
    /// one per slot of `_classKeys`.
    var _extra: [_Value] = []
    /// Values of keys CALayer does not define (a subclass's "progress").
    var _custom: [String: Any] = [:]
    /// Keys set explicitly; the others follow `style` and class defaults.
    var _explicit = _LayerKeySet()
    var _sublayers: [CALayer] = []
    /// The superlayer, or for a mask the layer it masks (Apple's rule).
    weak var _superlayer: CALayer?
    var _mask: CALayer?
    weak var _delegate: CALayerDelegate?
    var _needsDisplay = false
    /// The part of the bounds `setNeedsDisplay(_:)` asked to redraw (nil:
    /// all of it, as `setNeedsDisplay()` asks).
    var _needsDisplayRect: CGRect?
    var _needsLayout = false
    /// Some descendant (or this layer) needs layout: prunes layout passes.
    var _subtreeNeedsLayout = false
    /// Animations in the order they were added.
    var _animations: [_AnimationInstance] = []
    /// The render side's copy, made at the first commit (nil: never committed).
    var _node: _RenderNode?
    /// Presentation copies: what they are a copy of, their presentation
    /// superlayer (held strongly so a copy keeps its ancestors for
    /// geometry), and the time they show.
    var _isPresentation = false
    var _modelLayer: CALayer?
    var _presentationParent: CALayer?
    var _presentationTime: CFTimeInterval = 0
    /// A presentation copy's local time (its children's starts from it).
    var _presentationLocalTime: CFTimeInterval?

    public override init() {
        super.init()
        _applyClassDefaults()
    }

    /// The initialiser presentation copies use: copies every property and
    /// custom key of `layer` (not its sublayers, superlayer or animations).
    /// Subclasses override it to copy their own stored properties.
    public required init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else {
            _Diagnostics.report("CALayer(layer:): expected a CALayer, got \(_typeDescription(layer)); made a default layer")
            _applyClassDefaults()
            return
        }
        _delegate = other._delegate
        if _TransactionState.current.makingPresentation {
            // Filled from the committed node by `_makePresentation`.
            _extra = type(of: self)._classKeys.defaults
            return
        }
        _props = other._props
        _extra = other._extra.count == type(of: self)._classKeys.specs.count
            ? other._extra : type(of: self)._classKeys.defaults
        _custom = other._custom
        _explicit = other._explicit
    }

    /// Releasing a layer releases its sublayers, which release theirs: on
    /// a deep chain that recursion would exhaust the stack. The sublayers
    /// no one else holds are taken apart here, one level at a time.
    deinit {
        // Animations still running die with their layer: their delegates
        // and completion blocks hear that they stopped unfinished, so code
        // waiting for an end (re-enabling a button, chaining the next
        // step) is never left waiting.
        _reportUnfinishedAnimations()
        var pending = _sublayers
        _sublayers = []
        if let m = _mask { pending.append(m); _mask = nil }
        while var l = pending.popLast() {
            guard isKnownUniquelyReferenced(&l) else { continue }
            pending += l._sublayers
            l._sublayers = []
            if let m = l._mask { pending.append(m); l._mask = nil }
        }
        // A presentation copy holds its ancestors' copies: the same, upward.
        var next = _presentationParent
        _presentationParent = nil
        while var p = next {
            next = nil
            guard isKnownUniquelyReferenced(&p) else { break }
            next = p._presentationParent
            p._presentationParent = nil
        }
    }

    /// Decodes what `encode(with:)` wrote; absent keys keep their defaults.
    public required init?(coder: NSCoder) {
        super.init()
        _applyClassDefaults()
        _decode(from: coder)
    }

    // MARK: Class-level behaviour subclasses override

    /// The keys this class adds to CALayer's and what it draws (see
    /// `_ClassKeys`); each layer class in this module overrides it.
    class var _classKeys: _ClassKeys { .none }

    /// Called after a key of the class's table changed on a model layer:
    /// where a class checks one key against another (a gradient's colours
    /// against its locations).
    func _classKeyDidChange(_ slot: Int) {}

    /// Called after one of CALayer's own properties was set on a model
    /// layer: where a class that ignores some of them says so.
    func _didSetIgnoredProperty(_ key: _LayerKey) {}

    /// The value a key has before anything sets it. CALayer answers for its
    /// own properties; subclasses override it to change a default (their
    /// layers start with it) or to give custom keys one.
    open class func defaultValue(forKey key: String) -> Any? {
        if let k = _LayerKey(name: key), k.isStored { return k.kind.box(_LayerProperties.defaults[k]) }
        if let i = _classKeys.slot(key) { return _classKeys.specs[i].kind.box(_classKeys.defaults[i]) }
        // A `@Managed` property's declared value.
        return _ManagedKeys.shared.defaultValue(forKey: key, of: self)
    }

    /// Whether changing `key` (or animating it) requires redrawing the
    /// layer's contents. False for every CALayer property.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The action for `event` when nothing more specific provides one.
    /// CALayer's returns nil.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// Whether `encode(with:)` archives `key`.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Archives the layer's plain values (numbers, geometry, colours,
    /// names, enums) and custom keys that are property lists.
    open func encode(with coder: NSCoder) { _encode(to: coder) }
    public class var supportsSecureCoding: Bool { true }

    // MARK: Geometry

    open var bounds: CGRect {
        get { _props.bounds }
        set { _setBounds(newValue) }
    }
    open var position: CGPoint { get { _props.position } set { _set(.position, \.position, newValue) } }
    open var zPosition: CGFloat { get { _props.zPosition } set { _set(.zPosition, \.zPosition, newValue) } }
    /// In unit coordinates of the bounds: (0, 0) is the minimum corner.
    open var anchorPoint: CGPoint { get { _props.anchorPoint } set { _set(.anchorPoint, \.anchorPoint, newValue) } }
    open var anchorPointZ: CGFloat { get { _props.anchorPointZ } set { _set(.anchorPointZ, \.anchorPointZ, newValue) } }
    /// Applied about the anchor point.
    open var transform: CATransform3D { get { _props.transform } set { _set(.transform, \.transform, newValue) } }
    /// Applied to the sublayers, about this layer's anchor point.
    open var sublayerTransform: CATransform3D {
        get { _props.sublayerTransform }
        set { _set(.sublayerTransform, \.sublayerTransform, newValue) }
    }
    /// Derived from bounds, anchorPoint, position and transform; not animatable.
    open var frame: CGRect {
        get { _frame }
        set { _setFrame(newValue) }
    }
    open var isGeometryFlipped: Bool {
        get { _props.isGeometryFlipped }
        set { _set(.geometryFlipped, \.isGeometryFlipped, newValue) }
    }

    // MARK: Appearance

    open var backgroundColor: CGColor? {
        get { _props.backgroundColor?.cgColor }
        set { _set(.backgroundColor, \.backgroundColor, newValue.map(_Color.init)) }
    }
    open var cornerRadius: CGFloat { get { _props.cornerRadius } set { _set(.cornerRadius, \.cornerRadius, newValue) } }
    open var maskedCorners: CACornerMask {
        get { _props.maskedCorners }
        set { _set(.maskedCorners, \.maskedCorners, newValue) }
    }
    open var cornerCurve: CALayerCornerCurve { get { _props.cornerCurve } set { _set(.cornerCurve, \.cornerCurve, newValue) } }
    open var borderWidth: CGFloat { get { _props.borderWidth } set { _set(.borderWidth, \.borderWidth, newValue) } }
    open var borderColor: CGColor? {
        get { _props.borderColor?.cgColor }
        set { _set(.borderColor, \.borderColor, newValue.map(_Color.init)) }
    }
    open var opacity: Float { get { _props.opacity } set { _set(.opacity, \.opacity, newValue) } }
    /// Hiding runs the `onOrderOut` action, showing `onOrderIn`.
    open var isHidden: Bool {
        get { _props.isHidden }
        set {
            let was = _props.isHidden
            _set(.hidden, \.isHidden, newValue)
            if was != _props.isHidden { _runAction(forKey: newValue ? kCAOnOrderOut : kCAOnOrderIn) }
        }
    }
    open var masksToBounds: Bool { get { _props.masksToBounds } set { _set(.masksToBounds, \.masksToBounds, newValue) } }
    /// A layer whose alpha masks this one's content. It must not be in a tree.
    open var mask: CALayer? {
        get { _isPresentation ? _presentationMask : _mask }
        set { _setMask(newValue) }
    }
    open var isDoubleSided: Bool { get { _props.isDoubleSided } set { _set(.doubleSided, \.isDoubleSided, newValue) } }
    open var shadowColor: CGColor? {
        get { _props.shadowColor?.cgColor }
        set { _set(.shadowColor, \.shadowColor, newValue.map(_Color.init)) }
    }
    open var shadowOpacity: Float { get { _props.shadowOpacity } set { _set(.shadowOpacity, \.shadowOpacity, newValue) } }
    open var shadowOffset: CGSize { get { _props.shadowOffset } set { _set(.shadowOffset, \.shadowOffset, newValue) } }
    open var shadowRadius: CGFloat { get { _props.shadowRadius } set { _set(.shadowRadius, \.shadowRadius, newValue) } }
    open var shadowPath: CGPath? { get { _props.shadowPath } set { _set(.shadowPath, \.shadowPath, newValue) } }
    /// Usually a `CGImage`.
    open var contents: Any? { get { _props.contents } set { _set(.contents, \.contents, newValue) } }
    /// The part of the contents shown, in unit coordinates.
    open var contentsRect: CGRect { get { _props.contentsRect } set { _set(.contentsRect, \.contentsRect, newValue) } }
    /// The stretchable middle of the contents, for nine-slice scaling.
    open var contentsCenter: CGRect {
        get { _props.contentsCenter }
        set { _set(.contentsCenter, \.contentsCenter, newValue) }
    }
    open var contentsGravity: CALayerContentsGravity {
        get { _props.contentsGravity }
        set { _set(.contentsGravity, \.contentsGravity, newValue) }
    }
    open var contentsScale: CGFloat { get { _props.contentsScale } set { _set(.contentsScale, \.contentsScale, newValue) } }
    open var contentsFormat: CALayerContentsFormat {
        get { _props.contentsFormat }
        set { _set(.contentsFormat, \.contentsFormat, newValue) }
    }
    open var minificationFilter: CALayerContentsFilter {
        get { _props.minificationFilter }
        set { _set(.minificationFilter, \.minificationFilter, newValue) }
    }
    open var magnificationFilter: CALayerContentsFilter {
        get { _props.magnificationFilter }
        set { _set(.magnificationFilter, \.magnificationFilter, newValue) }
    }
    open var minificationFilterBias: Float {
        get { _props.minificationFilterBias }
        set { _set(.minificationFilterBias, \.minificationFilterBias, newValue) }
    }
    open var isOpaque: Bool { get { _props.isOpaque } set { _set(.opaque, \.isOpaque, newValue) } }
    open var allowsGroupOpacity: Bool {
        get { _props.allowsGroupOpacity }
        set { _set(.allowsGroupOpacity, \.allowsGroupOpacity, newValue) }
    }
    open var allowsEdgeAntialiasing: Bool {
        get { _props.allowsEdgeAntialiasing }
        set { _set(.allowsEdgeAntialiasing, \.allowsEdgeAntialiasing, newValue) }
    }
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { _props.edgeAntialiasingMask }
        set { _set(.edgeAntialiasingMask, \.edgeAntialiasingMask, newValue) }
    }
    open var drawsAsynchronously: Bool {
        get { _props.drawsAsynchronously }
        set { _set(.drawsAsynchronously, \.drawsAsynchronously, newValue) }
    }
    open var shouldRasterize: Bool { get { _props.shouldRasterize } set { _set(.shouldRasterize, \.shouldRasterize, newValue) } }
    open var rasterizationScale: CGFloat {
        get { _props.rasterizationScale }
        set { _set(.rasterizationScale, \.rasterizationScale, newValue) }
    }
    open var filters: [Any]? { get { _props.filters } set { _set(.filters, \.filters, newValue) } }
    open var backgroundFilters: [Any]? {
        get { _props.backgroundFilters }
        set { _set(.backgroundFilters, \.backgroundFilters, newValue) }
    }
    open var compositingFilter: Any? {
        get { _props.compositingFilter }
        set { _set(.compositingFilter, \.compositingFilter, newValue) }
    }
    open var wantsExtendedDynamicRangeContent: Bool {
        get { _props.wantsExtendedDynamicRangeContent }
        set { _set(.wantsExtendedDynamicRangeContent, \.wantsExtendedDynamicRangeContent, newValue) }
    }
    open var needsDisplayOnBoundsChange: Bool {
        get { _props.needsDisplayOnBoundsChange }
        set { _set(.needsDisplayOnBoundsChange, \.needsDisplayOnBoundsChange, newValue) }
    }

    // MARK: Identity

    open var name: String? { get { _props.name } set { _set(.name, \.name, newValue) } }
    /// Defaults for properties not set explicitly, searched through nested
    /// `"style"` dictionaries; its `"actions"` take part in action lookup.
    open var style: [AnyHashable: Any]? {
        get { _props.style }
        set { _set(.style, \.style, newValue); _applyStyle() }
    }
    /// Actions by event key; an `NSNull` value disables that event.
    open var actions: [String: CAAction]? { get { _props.actions } set { _set(.actions, \.actions, newValue) } }
    /// Held weakly, as on iOS.
    open var delegate: CALayerDelegate? { get { _delegate } set { _delegate = newValue } }

    // MARK: CAMediaTiming

    open var beginTime: CFTimeInterval { get { _props.beginTime } set { _set(.beginTime, \.beginTime, newValue) } }
    open var duration: CFTimeInterval { get { _props.duration } set { _set(.duration, \.duration, newValue) } }
    open var speed: Float { get { _props.speed } set { _set(.speed, \.speed, newValue) } }
    open var timeOffset: CFTimeInterval { get { _props.timeOffset } set { _set(.timeOffset, \.timeOffset, newValue) } }
    open var repeatCount: Float { get { _props.repeatCount } set { _set(.repeatCount, \.repeatCount, newValue) } }
    open var repeatDuration: CFTimeInterval {
        get { _props.repeatDuration }
        set { _set(.repeatDuration, \.repeatDuration, newValue) }
    }
    open var autoreverses: Bool { get { _props.autoreverses } set { _set(.autoreverses, \.autoreverses, newValue) } }
    open var fillMode: CAMediaTimingFillMode { get { _props.fillMode } set { _set(.fillMode, \.fillMode, newValue) } }

    // MARK: The tree (CALayer+Tree.swift)

    open var superlayer: CALayer? { _parentLayer }
    open var sublayers: [CALayer]? {
        get {
            let s = _childLayers
            return s.isEmpty ? nil : s
        }
        set { _setSublayers(newValue ?? []) }
    }
    open func addSublayer(_ layer: CALayer) { _insert(layer, at: nil) }
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { _insert(layer, at: Int(idx)) }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        _insert(layer, next: sibling, offset: 0, "insertSublayer(_:below:)")
    }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        _insert(layer, next: sibling, offset: 1, "insertSublayer(_:above:)")
    }
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { _replace(oldLayer, with: newLayer) }
    open func removeFromSuperlayer() { _removeFromSuperlayer() }

    // MARK: Geometry conversion and hit testing (+Geometry, +HitTest)

    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { _convert(p, from: l) }
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { _convert(p, to: l) }
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { _convert(r, from: l) }
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { _convert(r, to: l) }
    /// The farthest descendant containing `p`, given in the superlayer's space.
    open func hitTest(_ p: CGPoint) -> CALayer? { _hitTest(p) }
    /// Whether `p`, in this layer's space, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { _props.bounds.contains(p) }
    /// Whether the layer flips its contents when drawing them (Apple: "By
    /// default, this method returns false"); see `_contentsAreFlipped`.
    open func contentsAreFlipped() -> Bool { _contentsAreFlipped }

    // MARK: Key-value coding (CALayer+KeyValueCoding.swift)

    open func value(forKey key: String) -> Any? { _value(forKey: key) }
    open func setValue(_ value: Any?, forKey key: String) { _setValue(value, forKey: key) }
    open func value(forKeyPath keyPath: String) -> Any? { _value(forKeyPath: keyPath) }
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { _setValue(value, forKeyPath: keyPath) }

    // MARK: Display and layout (+Display, +Layout)

    open func setNeedsDisplay() { _setNeedsDisplay() }
    /// Marks only `r` (in the layer's bounds space) for redrawing: the
    /// next `draw(in:)` is clipped to it and the rest of the backing store
    /// keeps its pixels.
    open func setNeedsDisplay(_ r: CGRect) { _setNeedsDisplay(in: r) }
    open func needsDisplay() -> Bool { _needsDisplay }
    open func displayIfNeeded() { if _needsDisplay { _needsDisplay = false; display() } }
    /// Calls the delegate's `display(_:)` when it has one; otherwise draws
    /// into a backing store with `draw(in:)` and makes it the contents.
    open func display() { _display() }
    /// Renders the layer tree's model values into `ctx` (see `_render(in:)`).
    open func render(in ctx: CGContext) { _render(in: ctx) }
    /// Draws the contents; the default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { _delegate?.draw(self, in: ctx) }
    open func setNeedsLayout() { _setNeedsLayout() }
    open func needsLayout() -> Bool { _needsLayout }
    open func layoutIfNeeded() { _layoutIfNeeded() }
    /// Lays out the sublayers; the default asks the delegate.
    open func layoutSublayers() { _delegate?.layoutSublayers(of: self) }
    open func preferredFrameSize() -> CGSize { _frame.size }

    // MARK: Actions (CALayer+Actions.swift)

    /// The action for `event`: the delegate, `actions`, the style chain,
    /// then `defaultAction(forKey:)`. `NSNull` anywhere stops the search
    /// and yields nil.
    open func action(forKey event: String) -> CAAction? { _action(forKey: event) }

    // MARK: Animations (CALayer+Animations.swift)

    /// Adds a copy of `anim`, replacing any animation under the same key.
    open func add(_ anim: CAAnimation, forKey key: String?) { _add(anim, forKey: key) }
    open func removeAllAnimations() { _removeAllAnimations() }
    open func removeAnimation(forKey key: String) { _removeAnimation(forKey: key) }
    /// The keys of the attached animations, in the order they were added.
    open func animationKeys() -> [String]? {
        let keys = _animations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
    open func animation(forKey key: String) -> CAAnimation? {
        _animations.last(where: { $0.key == key })?.animation
    }

    // MARK: Presentation and time (CALayer+Presentation.swift, +Time)

    /// A copy of the layer as it is on screen now: the committed values
    /// with every active animation applied. nil before the first commit.
    open func presentation() -> Self? { _presentation() as? Self }
    /// For a presentation copy, the model layer; for a model layer, itself.
    open func model() -> Self { (_modelLayer as? Self) ?? self }
    /// Converts a time from `l`'s time space (nil: absolute time) into this layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { _convertTime(t, from: l) }
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { _convertTime(t, to: l) }

    open override var description: String { _description }
}
