/// A layer that draws its sublayers several times (Apple's
/// `CAReplicatorLayer`): instance k is drawn through `instanceTransform`
/// applied k times about the centre of the layer's bounds, tinted by
/// `instanceColor` plus k times the colour offsets, and with its
/// animations running `k · instanceDelay` seconds behind the first
/// instance. The classic spinner is one bar and twelve instances turned
/// 30 degrees, its fade offset by the delay. Defaults as in Apple's
/// header: one instance, no delay, identity transform, white, no offsets,
/// flattened (`preservesDepth` false: instance after instance, each over
/// the last; true: every copy placed by its depth, nearer over farther).
open class CAReplicatorLayer: CALayer {
    override class var _classKeys: _ClassKeys { _ReplicatorKeys.table }

    /// Instances drawn (a negative count draws none; counts above
    /// `_ReplicatorKeys.maxInstances` are capped, with a diagnostic).
    open var instanceCount: Int {
        get { _extra[_ReplicatorKeys.instanceCount] }
        set { _setClassKey(_ReplicatorKeys.instanceCount, newValue) }
    }
    /// How far each instance's animations run behind the one before, in seconds.
    /// Default 0. Animatable.
    open var instanceDelay: CFTimeInterval {
        get { _extra[_ReplicatorKeys.instanceDelay] }
        set { _setClassKey(_ReplicatorKeys.instanceDelay, newValue) }
    }
    /// The transform from one instance to the next, about the centre of the
    /// bounds (instance k gets it k times). Default identity. Animatable; non-finite is ignored.
    open var instanceTransform: CATransform3D {
        get { _extra[_ReplicatorKeys.instanceTransform] }
        set {
            guard newValue._isFinite else { _report("instanceTransform is not finite; ignored"); return }
            _setClassKey(_ReplicatorKeys.instanceTransform, newValue)
        }
    }
    /// The colour the first instance is multiplied by. Default opaque white (no
    /// tint); nil multiplies by transparent black, hiding every instance. Animatable.
    open var instanceColor: CGColor? {
        get { _extra[_ReplicatorKeys.instanceColor]?.cgColor }
        set { _setClassKey(_ReplicatorKeys.instanceColor, newValue.map(_Color.init)) }
    }
    /// Added to the tint's red for each instance after the first (clamped to 0...1).
    /// Default 0. Animatable.
    open var instanceRedOffset: Float {
        get { _extra[_ReplicatorKeys.redOffset] }
        set { _setClassKey(_ReplicatorKeys.redOffset, newValue) }
    }
    /// Added to the tint's green for each instance after the first (clamped to 0...1).
    /// Default 0. Animatable.
    open var instanceGreenOffset: Float {
        get { _extra[_ReplicatorKeys.greenOffset] }
        set { _setClassKey(_ReplicatorKeys.greenOffset, newValue) }
    }
    /// Added to the tint's blue for each instance after the first (clamped to 0...1).
    /// Default 0. Animatable.
    open var instanceBlueOffset: Float {
        get { _extra[_ReplicatorKeys.blueOffset] }
        set { _setClassKey(_ReplicatorKeys.blueOffset, newValue) }
    }
    /// Added to the tint's alpha for each instance after the first (clamped to 0...1);
    /// negative fades the copies out. Default 0. Animatable.
    open var instanceAlphaOffset: Float {
        get { _extra[_ReplicatorKeys.alphaOffset] }
        set { _setClassKey(_ReplicatorKeys.alphaOffset, newValue) }
    }
    /// Whether the instances keep their depth: true draws the copies sorted
    /// by depth (farthest first), as a transform layer sorts its sublayers;
    /// false draws them in instance order. Default false. Not animatable.
    open var preservesDepth: Bool {
        get { _extra[_ReplicatorKeys.preservesDepth] }
        set { _setClassKey(_ReplicatorKeys.preservesDepth, newValue) }
    }

    override func _classKeyDidChange(_ slot: Int) {
        guard slot == _ReplicatorKeys.instanceCount.slot else { return }
        let n = _extra[_ReplicatorKeys.instanceCount]
        if n < 0 {
            _report("instanceCount \(n) is negative; no instance is drawn")
        } else if n > _ReplicatorKeys.maxInstances {
            _report("instanceCount \(n) is more than \(_ReplicatorKeys.maxInstances); capped")
        }
    }
}

/// CAReplicatorLayer's key table (see `_ClassKeys`).
enum _ReplicatorKeys {
    /// More instances than a frame can draw in time are not drawn.
    static let maxInstances = 10_000

    typealias K = _ClassKey
    static let instanceCount = K<Int>(0, "instanceCount", .int, .int, default: 1)
    static let instanceDelay = K<Double>(1, "instanceDelay", .double, .double, default: 0, animatable: true)
    static let instanceTransform = K<CATransform3D>(2, "instanceTransform", .transform, .transform,
                                                    default: CATransform3DIdentity, animatable: true)
    static let instanceColor = K<_Color?>(3, "instanceColor", .color, .color, default: _Color(r: 1, g: 1, b: 1, a: 1),
                                          animatable: true)
    static let redOffset = K<Float>(4, "instanceRedOffset", .float, .float, default: 0, animatable: true)
    static let greenOffset = K<Float>(5, "instanceGreenOffset", .float, .float, default: 0, animatable: true)
    static let blueOffset = K<Float>(6, "instanceBlueOffset", .float, .float, default: 0, animatable: true)
    static let alphaOffset = K<Float>(7, "instanceAlphaOffset", .float, .float, default: 0, animatable: true)
    static let preservesDepth = K<Bool>(8, "preservesDepth", .bool, .bool, default: false)

    static let table = _ClassKeys([instanceCount, instanceDelay, instanceTransform, instanceColor, redOffset,
                                   greenOffset, blueOffset, alphaOffset, preservesDepth],
                                  content: _ReplicatorContent.self)
}
