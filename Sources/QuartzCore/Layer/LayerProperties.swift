/// The values of one layer, in one struct so that a snapshot (the
/// committed state the render side reads, a presentation copy) is a plain
/// copy. Defaults are Apple's (CALayer.h).
struct _LayerProperties {
    // Read by every frame of an animated layer, so they share cache lines
    // (declaration order is layout order): the layer's own time, then the
    // properties animations most often touch.
    var beginTime: CFTimeInterval = 0
    var timeOffset: CFTimeInterval = 0
    var speed: Float = 1
    var opacity: Float = 1
    // Geometry
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var zPosition: CGFloat = 0
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var isGeometryFlipped = false
    // Appearance
    var backgroundColor: _Color?
    var cornerRadius: CGFloat = 0
    var maskedCorners = CACornerMask.all
    var cornerCurve = CALayerCornerCurve.circular
    var borderWidth: CGFloat = 0
    var borderColor: _Color? = .black
    var isHidden = false
    var masksToBounds = false
    var isDoubleSided = true
    var shadowColor: _Color? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var contents: Any?
    /// While `contents` is animated: the pictures it fades between and how
    /// far the fade has come (1: no fade, `contents` shows). `contents`
    /// itself switches at the midpoint, as the presentation layer reports
    /// it; the renderer draws the fade. Presented values only; no key
    /// reads or writes them.
    var contentsFadeFrom: Any?
    var contentsFadeTo: Any?
    var contentsFade: Double = 1
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsGravity = CALayerContentsGravity.resize
    var contentsScale: CGFloat = 1
    var contentsFormat = CALayerContentsFormat.RGBA8Uint
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
    var minificationFilterBias: Float = 0
    var isOpaque = false
    /// YES for apps linked against iOS 7 or later (UIViewGroupOpacity).
    var allowsGroupOpacity = true
    /// NO on iOS (UIViewEdgeAntialiasing).
    var allowsEdgeAntialiasing = false
    var edgeAntialiasingMask = CAEdgeAntialiasingMask.all
    var drawsAsynchronously = false
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var filters: [Any]?
    var backgroundFilters: [Any]?
    var compositingFilter: Any?
    var wantsExtendedDynamicRangeContent = false
    var needsDisplayOnBoundsChange = false
    // Timing (beginTime, timeOffset and speed are at the top)
    var duration: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed
    // Identity
    var name: String?
    var style: [AnyHashable: Any]?
    var actions: [String: CAAction]?

    static let defaults = _LayerProperties()

    /// The stored value for `key` (tree keys are not stored here).
    subscript(key: _LayerKey) -> _Value {
        get {
            guard let storage = key.entry.storage else { preconditionFailure("\(key) is not stored in _LayerProperties") }
            return withUnsafePointer(to: self) { storage.read($0) }
        }
        set {
            guard let storage = key.entry.storage,
                  withUnsafeMutablePointer(to: &self, { storage.write($0, newValue) }) else {
                // Values reaching here were converted by the key's kind:
                // this only guards against misuse.
                _Diagnostics.report("internal: value \(newValue) does not fit key '\(key.keyName)'; kept the old value")
                return
            }
        }
    }

    /// Copies one property from `other` (the render side restores the
    /// animated properties from the model each frame this way: no enum,
    /// no reference counting for plain values).
    @inline(__always)
    mutating func copyField(_ key: _LayerKey, from p: UnsafePointer<_LayerProperties>) {
        let l = key.layout
        guard l.isStored else { return }
        if l.isTrivial {
            withUnsafeMutablePointer(to: &self) { dst in
                // Typed copies for the kinds that animate (a call to
                // memmove costs more than the copy), bytes for the rest.
                func copy<T>(_: T.Type) {
                    l.pointer(in: dst, as: T.self).pointee = l.pointer(in: UnsafeMutablePointer(mutating: p), as: T.self).pointee
                }
                switch l.kind {
                case .transform: copy(CATransform3D.self)
                case .rect: copy(CGRect.self)
                case .point: copy(CGPoint.self)
                case .size: copy(CGSize.self)
                case .cgFloat, .double: copy(Double.self)
                case .float: copy(Float.self)
                case .bool: copy(Bool.self)
                default:
                    (UnsafeMutableRawPointer(dst) + Int(l.offset)).copyMemory(from: UnsafeRawPointer(p) + Int(l.offset),
                                                                              byteCount: Int(l.size))
                }
            }
        } else {
            let storage = key.entry.storage!
            withUnsafeMutablePointer(to: &self) { storage.copy($0, p) }
        }
    }
}
