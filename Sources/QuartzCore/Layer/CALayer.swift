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
/// +Geometry, +HitTest, +KeyValueCoding, +Display, +Layout, +Actions,
/// +Lifetime for copying and releasing).
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
    /// What display and layout are waiting for (LayerInvalidation.swift).
    var _invalidation = _LayerInvalidation()
    /// Animations in the order they were added.
    var _animations: [_AnimationInstance] = []
    /// The render side's copy, made at the first commit (nil: never committed).
    var _node: _RenderNode?
    /// A presentation copy's link to its model (CALayer+Presentation.swift).
    var _presentationLink = _PresentationLink()
    /// Whether the layer, or the view it backs, has gained a key-value
    /// observer: only then are its changes posted (CALayer+KeyValueObserving.swift).
    package var _kvoObserved = false

    /// A layer with every property at its class's default (`defaultValue(forKey:)`),
    /// not in any tree.
    public override init() {
        super.init()
        _applyClassDefaults()
    }

    /// The initialiser presentation copies use, Core Animation copying the
    /// layer's own state into them; subclasses override it to copy their
    /// stored properties. Called by code, it makes a layer at its class's
    /// defaults, as on iOS.
    public required init(layer: Any) {
        super.init()
        _copyValues(of: layer)
    }

    /// Animations still running end (unfinished) with their layer, and the
    /// subtree is released without recursion (see CALayer+Lifetime.swift).
    deinit {
        _reportUnfinishedAnimations()
        _releaseSubtreeIteratively()
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

    /// Called after a key of the class's table changed on a model layer (a
    /// gradient checks its colours against its locations).
    func _classKeyDidChange(_ slot: Int) {}

    /// Called after one of CALayer's own properties was set on a model
    /// layer: where a class that ignores some of them says so.
    func _didSetIgnoredProperty(_ key: _LayerKey) {}

    /// The value a key has before anything sets it. CALayer answers for its
    /// own properties; subclasses override it to change a default (their
    /// layers start with it) or to give custom keys one.
    open class func defaultValue(forKey key: String) -> Any? { _defaultValue(forKey: key) }

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
    /// True: layers decode with secure coding.
    public class var supportsSecureCoding: Bool { true }

    // MARK: Geometry

    /// The layer's rectangle in its own coordinate space, in points. Default `.zero`.
    /// Animatable; a new size marks the layer for layout (and for display when
    /// `needsDisplayOnBoundsChange`). Non-finite values are reported and ignored.
    open var bounds: CGRect { get { _props.bounds } set { _setBounds(newValue) } }
    /// Where the anchor point sits in the superlayer's coordinate space, in points.
    /// Default (0, 0). Animatable.
    open var position: CGPoint { get { _props.position } set { _set(.position, \.position, newValue) } }
    /// The layer's place on the z axis, in points; sublayers draw back to front by
    /// it, then in order. Default 0. Animatable.
    open var zPosition: CGFloat { get { _props.zPosition } set { _set(.zPosition, \.zPosition, newValue) } }
    /// In unit coordinates of the bounds: (0, 0) is the minimum corner.
    open var anchorPoint: CGPoint { get { _props.anchorPoint } set { _set(.anchorPoint, \.anchorPoint, newValue) } }
    /// The z coordinate of the point the transform turns about, in points.
    /// Default 0. Animatable.
    open var anchorPointZ: CGFloat { get { _props.anchorPointZ } set { _set(.anchorPointZ, \.anchorPointZ, newValue) } }
    /// Applied about the anchor point.
    open var transform: CATransform3D { get { _props.transform } set { _set(.transform, \.transform, newValue) } }
    /// Applied to the sublayers, about this layer's anchor point.
    open var sublayerTransform: CATransform3D {
        get { _props.sublayerTransform }
        set { _set(.sublayerTransform, \.sublayerTransform, newValue) }
    }
    /// Derived from bounds, anchorPoint, position and transform; not animatable.
    open var frame: CGRect { get { _frame } set { _setFrame(newValue) } }
    /// Whether the sublayers' space is mirrored top to bottom within the bounds
    /// (the layer's own background, border and contents are not). Default false.
    /// Not animatable.
    open var isGeometryFlipped: Bool {
        get { _props.isGeometryFlipped }
        set { _set(.geometryFlipped, \.isGeometryFlipped, newValue) }
    }

    // MARK: Appearance

    /// The colour filling the bounds (inside the rounded corners), under the
    /// contents. Default nil (none). Animatable.
    open var backgroundColor: CGColor? {
        get { _props.backgroundColor?.cgColor }
        set { _set(.backgroundColor, \.backgroundColor, newValue.map(_Color.init)) }
    }
    /// The radius of the rounded corners of the background and border, in points;
    /// contents and sublayers are clipped to it only with `masksToBounds`. Default 0. Animatable.
    open var cornerRadius: CGFloat { get { _props.cornerRadius } set { _set(.cornerRadius, \.cornerRadius, newValue) } }
    /// Which corners `cornerRadius` rounds. Default all four. Not animatable.
    open var maskedCorners: CACornerMask {
        get { _props.maskedCorners }
        set { _set(.maskedCorners, \.maskedCorners, newValue) }
    }
    /// The shape of the rounded corners. Default `.circular`. Not animatable.
    /// Stored; corners are drawn circular either way.
    open var cornerCurve: CALayerCornerCurve { get { _props.cornerCurve } set { _set(.cornerCurve, \.cornerCurve, newValue) } }
    /// The width of the border drawn just inside the bounds, following the
    /// corners, in points. Default 0 (no border). Animatable.
    open var borderWidth: CGFloat { get { _props.borderWidth } set { _set(.borderWidth, \.borderWidth, newValue) } }
    /// The border's colour. Default opaque black. Animatable.
    open var borderColor: CGColor? {
        get { _props.borderColor?.cgColor }
        set { _set(.borderColor, \.borderColor, newValue.map(_Color.init)) }
    }
    /// How opaque the layer and its sublayers are, 0 (invisible) to 1. Default 1.
    /// Animatable.
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
    /// Whether the contents and sublayers are clipped to the bounds (and rounded
    /// corners). Default false. Animatable.
    open var masksToBounds: Bool { get { _props.masksToBounds } set { _set(.masksToBounds, \.masksToBounds, newValue) } }
    /// A layer whose alpha masks this one's content. It must not be in a tree.
    open var mask: CALayer? {
        get { _presentationLink.isCopy ? _presentationMask : _mask }
        set { _setMask(newValue) }
    }
    /// Whether the layer still draws when a transform turns its back to the viewer.
    /// Default true. Animatable, though a change is not animated implicitly.
    open var isDoubleSided: Bool { get { _props.isDoubleSided } set { _set(.doubleSided, \.isDoubleSided, newValue) } }
    /// The shadow's colour. Default opaque black. Animatable.
    open var shadowColor: CGColor? {
        get { _props.shadowColor?.cgColor }
        set { _set(.shadowColor, \.shadowColor, newValue.map(_Color.init)) }
    }
    /// How opaque the shadow is, 0...1; 0 casts none. Default 0. Animatable.
    open var shadowOpacity: Float { get { _props.shadowOpacity } set { _set(.shadowOpacity, \.shadowOpacity, newValue) } }
    /// How far the shadow is moved from the layer, in points in the layer's space.
    /// Default (0, -3). Animatable.
    open var shadowOffset: CGSize { get { _props.shadowOffset } set { _set(.shadowOffset, \.shadowOffset, newValue) } }
    /// How far the shadow is blurred, in points. Default 3. Animatable.
    open var shadowRadius: CGFloat { get { _props.shadowRadius } set { _set(.shadowRadius, \.shadowRadius, newValue) } }
    /// The shadow's shape, in the layer's space; nil casts it from what the layer
    /// draws. Default nil. Animatable.
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
    /// How the contents image is placed in the bounds. Default `.resize`; an
    /// unknown value is kept, with a diagnostic, and drawn as `.resize`. Not animatable.
    open var contentsGravity: CALayerContentsGravity {
        get { _props.contentsGravity }
        set { _set(.contentsGravity, \.contentsGravity, newValue) }
    }
    /// Pixels of contents per point: backing stores are made, and images shown,
    /// at this scale. Default 1; values that are not positive are ignored. Animatable.
    open var contentsScale: CGFloat { get { _props.contentsScale } set { _set(.contentsScale, \.contentsScale, newValue) } }
    /// The pixel format asked of the layer's backing store. Default `.RGBA8Uint`.
    /// Not animatable. Stored; backing stores here are always 8-bit RGBA.
    open var contentsFormat: CALayerContentsFormat {
        get { _props.contentsFormat }
        set { _set(.contentsFormat, \.contentsFormat, newValue) }
    }
    /// How the contents are sampled when shown smaller than their pixels.
    /// Default `.linear`. Not animatable.
    open var minificationFilter: CALayerContentsFilter {
        get { _props.minificationFilter }
        set { _set(.minificationFilter, \.minificationFilter, newValue) }
    }
    /// How the contents are sampled when shown larger than their pixels.
    /// Default `.linear`. Not animatable.
    open var magnificationFilter: CALayerContentsFilter {
        get { _props.magnificationFilter }
        set { _set(.magnificationFilter, \.magnificationFilter, newValue) }
    }
    /// The bias in picking a level of detail for `.trilinear` minification.
    /// Default 0. Not animatable. Stored; sampling does not use it.
    open var minificationFilterBias: Float {
        get { _props.minificationFilterBias }
        set { _set(.minificationFilterBias, \.minificationFilterBias, newValue) }
    }
    /// A promise that the layer draws fully opaque contents. Default false.
    /// Not animatable. Stored; drawing does not rely on it.
    open var isOpaque: Bool { get { _props.isOpaque } set { _set(.opaque, \.isOpaque, newValue) } }
    /// Whether a translucent layer with sublayers is composited as one picture
    /// (true) or its opacity applies to each sublayer on its own. Default true. Not animatable.
    open var allowsGroupOpacity: Bool {
        get { _props.allowsGroupOpacity }
        set { _set(.allowsGroupOpacity, \.allowsGroupOpacity, newValue) }
    }
    /// Whether the edges in `edgeAntialiasingMask` are antialiased when the layer
    /// is transformed. Default false. Not animatable. Stored; the renderer does not read it.
    open var allowsEdgeAntialiasing: Bool {
        get { _props.allowsEdgeAntialiasing }
        set { _set(.allowsEdgeAntialiasing, \.allowsEdgeAntialiasing, newValue) }
    }
    /// Which edges `allowsEdgeAntialiasing` applies to. Default all four.
    /// Not animatable. Stored; the renderer does not read it.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { _props.edgeAntialiasingMask }
        set { _set(.edgeAntialiasingMask, \.edgeAntialiasingMask, newValue) }
    }
    /// Asks for drawing commands to run on a background thread. Default false.
    /// Not animatable. Stored; it changes nothing here.
    open var drawsAsynchronously: Bool {
        get { _props.drawsAsynchronously }
        set { _set(.drawsAsynchronously, \.drawsAsynchronously, newValue) }
    }
    /// Asks for the layer and its sublayers to be drawn once into a bitmap and
    /// reused. Default false. Animatable. Stored; the renderer draws the tree directly.
    open var shouldRasterize: Bool { get { _props.shouldRasterize } set { _set(.shouldRasterize, \.shouldRasterize, newValue) } }
    /// The scale `shouldRasterize` would draw at. Default 1; values that are not
    /// positive are ignored. Animatable. Stored only.
    open var rasterizationScale: CGFloat {
        get { _props.rasterizationScale }
        set { _set(.rasterizationScale, \.rasterizationScale, newValue) }
    }
    /// Filters for the layer's own content. Default nil. Animatable (a change
    /// cross-fades). Stored; they are not drawn here.
    open var filters: [Any]? { get { _props.filters } set { _set(.filters, \.filters, newValue) } }
    /// Filters for what lies behind the layer. Default nil. Animatable (a change
    /// cross-fades). Stored; they are not drawn here.
    open var backgroundFilters: [Any]? {
        get { _props.backgroundFilters }
        set { _set(.backgroundFilters, \.backgroundFilters, newValue) }
    }
    /// A filter combining the layer with what lies behind it. Default nil (source
    /// over). Animatable (a change cross-fades). Stored; layers always draw source over.
    open var compositingFilter: Any? {
        get { _props.compositingFilter }
        set { _set(.compositingFilter, \.compositingFilter, newValue) }
    }
    /// Asks for contents brighter than white to be kept. Default false.
    /// Not animatable. Stored; it changes nothing here.
    open var wantsExtendedDynamicRangeContent: Bool {
        get { _props.wantsExtendedDynamicRangeContent }
        set { _set(.wantsExtendedDynamicRangeContent, \.wantsExtendedDynamicRangeContent, newValue) }
    }
    /// Whether a change in the bounds' size calls `setNeedsDisplay()`.
    /// Default false. Not animatable.
    open var needsDisplayOnBoundsChange: Bool {
        get { _props.needsDisplayOnBoundsChange }
        set { _set(.needsDisplayOnBoundsChange, \.needsDisplayOnBoundsChange, newValue) }
    }

    // MARK: Identity

    /// A name for finding the layer; diagnostics and `description` use it.
    /// Default nil. Not animatable.
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

    /// When the layer's time starts, in its superlayer's time, in seconds.
    /// Default 0. Not animatable.
    open var beginTime: CFTimeInterval { get { _props.beginTime } set { _set(.beginTime, \.beginTime, newValue) } }
    /// Part of `CAMediaTiming`; a layer's duration does not cut off its subtree
    /// here. Default 0. Not animatable.
    open var duration: CFTimeInterval { get { _props.duration } set { _set(.duration, \.duration, newValue) } }
    /// How fast the layer's time, and so its sublayers' and animations', runs
    /// against its superlayer's. Default 1; 0 freezes it. Not animatable.
    open var speed: Float { get { _props.speed } set { _set(.speed, \.speed, newValue) } }
    /// Seconds added to the layer's local time. Default 0. Not animatable.
    open var timeOffset: CFTimeInterval { get { _props.timeOffset } set { _set(.timeOffset, \.timeOffset, newValue) } }
    /// Part of `CAMediaTiming`; a layer's repeats do not apply to its subtree
    /// here. Default 0. Not animatable.
    open var repeatCount: Float { get { _props.repeatCount } set { _set(.repeatCount, \.repeatCount, newValue) } }
    /// Part of `CAMediaTiming`; a layer's repeats do not apply to its subtree
    /// here. Default 0. Not animatable.
    open var repeatDuration: CFTimeInterval {
        get { _props.repeatDuration }
        set { _set(.repeatDuration, \.repeatDuration, newValue) }
    }
    /// Part of `CAMediaTiming`; it does not apply to a layer's subtree here.
    /// Default false. Not animatable.
    open var autoreverses: Bool { get { _props.autoreverses } set { _set(.autoreverses, \.autoreverses, newValue) } }
    /// Part of `CAMediaTiming`; it does not apply to a layer's subtree here.
    /// Default `.removed`. Not animatable.
    open var fillMode: CAMediaTimingFillMode { get { _props.fillMode } set { _set(.fillMode, \.fillMode, newValue) } }

    // MARK: The tree (CALayer+Tree.swift)

    /// The layer this one is a sublayer (or the mask) of; nil at the root.
    /// A presentation copy answers with its superlayer's presentation copy.
    open var superlayer: CALayer? { _parentLayer }
    /// The sublayers, back to front among equal `zPosition`s; nil when there are none.
    /// Setting it replaces them all, skipping duplicates and layers that would make a cycle.
    open var sublayers: [CALayer]? {
        get {
            let s = _childLayers
            return s.isEmpty ? nil : s
        }
        set { _setSublayers(newValue ?? []) }
    }
    /// Puts `layer` on top of the sublayers, taking it from its old parent first.
    /// A layer that would contain itself is refused with a diagnostic.
    open func addSublayer(_ layer: CALayer) { _insert(layer, at: nil) }
    /// Inserts `layer` at index `idx` of the sublayers (0 is the bottom); an index
    /// past the end appends, with a diagnostic.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { _insert(layer, at: Int(idx)) }
    /// Inserts `layer` just below `sibling` (nil: at the bottom). A sibling that is
    /// not a sublayer is reported and nothing changes.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        _insert(layer, next: sibling, offset: 0, "insertSublayer(_:below:)")
    }
    /// Inserts `layer` just above `sibling` (nil: on top). A sibling that is not a
    /// sublayer is reported and nothing changes.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        _insert(layer, next: sibling, offset: 1, "insertSublayer(_:above:)")
    }
    /// Puts `newLayer` in `oldLayer`'s place, which leaves the tree. Reported and
    /// ignored when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { _replace(oldLayer, with: newLayer) }
    /// Takes the layer out of its superlayer (or off the layer it masks); does
    /// nothing at the root, and is refused on a presentation copy.
    open func removeFromSuperlayer() { _removeFromSuperlayer() }

    // MARK: Geometry conversion and hit testing (+Geometry, +HitTest)

    /// Maps `p` from `l`'s coordinate space (nil: the space the root sits in)
    /// into this layer's, through 3D transforms; a point with no image is infinite.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { _convert(p, from: l) }
    /// Maps `p` from this layer's coordinate space into `l`'s (nil: the space
    /// the root sits in); a point with no image is infinite.
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { _convert(p, to: l) }
    /// Maps `r` from `l`'s coordinate space into this layer's: the bounding box
    /// of its image, or `.null` when a transform on the way is singular.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { _convert(r, from: l) }
    /// Maps `r` from this layer's coordinate space into `l`'s: the bounding box
    /// of its image, or `.null` when a transform on the way is singular.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { _convert(r, to: l) }
    /// The farthest descendant containing `p`, given in the superlayer's space.
    open func hitTest(_ p: CGPoint) -> CALayer? { _hitTest(p) }
    /// Whether `p`, in this layer's space, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { _props.bounds.contains(p) }
    /// Whether `draw(in:)`'s context is y-flipped from Quartz's y-up: true for
    /// iOS layers (y-down), false under an odd number of geometry-flipped ones.
    open func contentsAreFlipped() -> Bool { !_drawsYUp }

    // MARK: Key-value coding (CALayer+KeyValueCoding.swift)

    /// A property by its key name (`"opacity"`), else a custom key's value, else
    /// the style chain's, else `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? { _value(forKey: key) }

    /// Called when a value this layer observes changes
    /// (`addObserver(_:forKeyPath:options:context:)`); a subclass that
    /// observes overrides it. Not overridden, the change is reported, as
    /// Apple's `NSObject` raises then.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        _report("observeValue(forKeyPath:of:change:context:) received '\(keyPath ?? "")' but does not handle it")
    }
    /// Sets a property by its key name (a value of the wrong type is reported and
    /// ignored) or stores a custom key; as with a property change, the key's action runs.
    open func setValue(_ value: Any?, forKey key: String) { _setValue(value, forKey: key) }
    /// Reads through a dotted path: structure fields (`"position.x"`,
    /// `"transform.rotation.z"`), or keys of a layer or dictionary value.
    open func value(forKeyPath keyPath: String) -> Any? { _value(forKeyPath: keyPath) }
    /// Writes through a dotted path, setting the whole property with one field
    /// changed; a path that leads nowhere is reported and ignored.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { _setValue(value, forKeyPath: keyPath) }

    // MARK: Display and layout (+Display, +Layout)

    /// Marks the whole layer for redrawing; `display()` runs at the next commit.
    open func setNeedsDisplay() { _setNeedsDisplay() }
    /// Marks only `r` (in the layer's bounds space) for redrawing: the
    /// next `draw(in:)` is clipped to it and the rest of the backing store
    /// keeps its pixels.
    open func setNeedsDisplay(_ r: CGRect) { _setNeedsDisplay(in: r) }
    /// Whether the layer is marked for redrawing.
    open func needsDisplay() -> Bool { _invalidation.needsDisplay }
    /// Redraws now (`display()`) if the layer is marked, clearing the mark.
    open func displayIfNeeded() { if _invalidation.needsDisplay { _invalidation.needsDisplay = false; display() } }
    /// Calls the delegate's `display(_:)` when it has one; otherwise draws
    /// into a backing store with `draw(in:)` and makes it the contents.
    open func display() { _display() }
    /// Renders the layer tree's model values into `ctx` (see `_render(in:)`).
    open func render(in ctx: CGContext) { _render(in: ctx) }
    /// Draws the contents; the default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { _delegate?.draw(self, in: ctx) }
    /// Marks the layer for layout; `layoutSublayers()` runs at the next commit.
    open func setNeedsLayout() { _setNeedsLayout() }
    /// Whether the layer is marked for layout.
    open func needsLayout() -> Bool { _invalidation.needsLayout }
    /// Lays out now, parents first, every marked layer from the highest marked
    /// ancestor down.
    open func layoutIfNeeded() { _layoutIfNeeded() }
    /// Lays out the sublayers; the default asks the delegate.
    open func layoutSublayers() { _delegate?.layoutSublayers(of: self) }
    /// The size the layer would like in its superlayer's space; the default is
    /// its frame's size.
    open func preferredFrameSize() -> CGSize { _frame.size }

    // MARK: Actions (CALayer+Actions.swift)

    /// The action for `event`: the delegate, `actions`, the style chain,
    /// then `defaultAction(forKey:)`. `NSNull` anywhere stops the search
    /// and yields nil.
    open func action(forKey event: String) -> CAAction? { _action(forKey: event) }

    // MARK: Animations (CALayer+Animations.swift)

    /// Adds a copy of `anim`, replacing any animation under the same key.
    open func add(_ anim: CAAnimation, forKey key: String?) { _add(anim, forKey: key) }
    /// Removes every attached animation; each delegate hears it stopped unfinished.
    open func removeAllAnimations() { _removeAllAnimations() }
    /// Removes the animation under `key` (nothing if none); its delegate hears it
    /// stopped unfinished.
    open func removeAnimation(forKey key: String) { _removeAnimation(forKey: key) }
    /// The keys of the attached animations, in the order they were added.
    open func animationKeys() -> [String]? { _animationKeys() }
    /// The animation attached under `key` (the layer's copy, not the one passed
    /// to `add(_:forKey:)`), or nil.
    open func animation(forKey key: String) -> CAAnimation? { _animation(forKey: key) }

    // MARK: Presentation and time (CALayer+Presentation.swift, +Time)

    /// A copy of the layer as it is on screen now: the committed values
    /// with every active animation applied. nil before the first commit.
    open func presentation() -> Self? { _presentation() as? Self }
    /// For a presentation copy, the model layer; for a model layer, itself.
    open func model() -> Self { (_presentationLink.model as? Self) ?? self }
    /// Converts a time from `l`'s time space (nil: absolute time) into this layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { _convertTime(t, from: l) }
    /// Converts a time from this layer's time space into `l`'s (nil: absolute time).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { _convertTime(t, to: l) }

    /// `<CALayer 'name'; position = (x y); bounds = (x y; w h); frame = (x y; w h)>`.
    open override var description: String { _description }
}
