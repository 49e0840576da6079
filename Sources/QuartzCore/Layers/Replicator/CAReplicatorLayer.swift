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
        get { Int(_extra[_ReplicatorKeys.instanceCount].number ?? 1) }
        set { _setClassKey(_ReplicatorKeys.instanceCount, .number(CGFloat(newValue))) }
    }
    /// How far each instance's animations run behind the one before, in seconds.
    /// Default 0. Animatable.
    open var instanceDelay: CFTimeInterval {
        get { Double(_extra[_ReplicatorKeys.instanceDelay].number ?? 0) }
        set { _setClassKey(_ReplicatorKeys.instanceDelay, .number(CGFloat(newValue))) }
    }
    /// The transform from one instance to the next, about the centre of the
    /// bounds (instance k gets it k times). Default identity. Animatable; non-finite is ignored.
    open var instanceTransform: CATransform3D {
        get { _extra[_ReplicatorKeys.instanceTransform].transform ?? CATransform3DIdentity }
        set {
            guard newValue._isFinite else { _report("instanceTransform is not finite; ignored"); return }
            _setClassKey(_ReplicatorKeys.instanceTransform, .transform(newValue))
        }
    }
    /// The colour the first instance is multiplied by. Default opaque white (no
    /// tint); nil multiplies by transparent black, hiding every instance. Animatable.
    open var instanceColor: CGColor? {
        get { if case .color(let c) = _extra[_ReplicatorKeys.instanceColor] { return c?.cgColor }; return nil }
        set { _setClassKey(_ReplicatorKeys.instanceColor, .color(newValue.map(_Color.init))) }
    }
    /// Added to the tint's red for each instance after the first (clamped to 0...1).
    /// Default 0. Animatable.
    open var instanceRedOffset: Float {
        get { Float(_extra[_ReplicatorKeys.redOffset].number ?? 0) }
        set { _setClassKey(_ReplicatorKeys.redOffset, .number(CGFloat(newValue))) }
    }
    /// Added to the tint's green for each instance after the first (clamped to 0...1).
    /// Default 0. Animatable.
    open var instanceGreenOffset: Float {
        get { Float(_extra[_ReplicatorKeys.greenOffset].number ?? 0) }
        set { _setClassKey(_ReplicatorKeys.greenOffset, .number(CGFloat(newValue))) }
    }
    /// Added to the tint's blue for each instance after the first (clamped to 0...1).
    /// Default 0. Animatable.
    open var instanceBlueOffset: Float {
        get { Float(_extra[_ReplicatorKeys.blueOffset].number ?? 0) }
        set { _setClassKey(_ReplicatorKeys.blueOffset, .number(CGFloat(newValue))) }
    }
    /// Added to the tint's alpha for each instance after the first (clamped to 0...1);
    /// negative fades the copies out. Default 0. Animatable.
    open var instanceAlphaOffset: Float {
        get { Float(_extra[_ReplicatorKeys.alphaOffset].number ?? 0) }
        set { _setClassKey(_ReplicatorKeys.alphaOffset, .number(CGFloat(newValue))) }
    }
    /// Whether the instances keep their depth: true draws the copies sorted
    /// by depth (farthest first), as a transform layer sorts its sublayers;
    /// false draws them in instance order. Default false. Not animatable.
    open var preservesDepth: Bool {
        get { _extra[_ReplicatorKeys.preservesDepth].bool ?? false }
        set { _setClassKey(_ReplicatorKeys.preservesDepth, .bool(newValue)) }
    }

    override func _classKeyDidChange(_ slot: Int) {
        guard slot == _ReplicatorKeys.instanceCount, let n = _extra[slot].number else { return }
        if n < 0 {
            _report("instanceCount \(Int(n)) is negative; no instance is drawn")
        } else if n > CGFloat(_ReplicatorKeys.maxInstances) {
            _report("instanceCount \(Int(n)) is more than \(_ReplicatorKeys.maxInstances); capped")
        }
    }
}

/// CAReplicatorLayer's key table (see `_ClassKeys`).
enum _ReplicatorKeys {
    /// More instances than a frame can draw in time are not drawn.
    static let maxInstances = 10_000

    static let table = _ClassKeys(inheriting: nil, [
        _KeySpec("instanceCount", .int, .number(1)),
        _KeySpec("instanceDelay", .double, .number(0), animatable: true),
        _KeySpec("instanceTransform", .transform, .transform(CATransform3DIdentity), animatable: true),
        _KeySpec("instanceColor", .color, .color(_Color(r: 1, g: 1, b: 1, a: 1)), animatable: true),
        _KeySpec("instanceRedOffset", .float, .number(0), animatable: true),
        _KeySpec("instanceGreenOffset", .float, .number(0), animatable: true),
        _KeySpec("instanceBlueOffset", .float, .number(0), animatable: true),
        _KeySpec("instanceAlphaOffset", .float, .number(0), animatable: true),
        _KeySpec("preservesDepth", .bool, .bool(false)),
    ], content: _ReplicatorContent.self)
    static let instanceCount = table["instanceCount"], instanceDelay = table["instanceDelay"]
    static let instanceTransform = table["instanceTransform"], instanceColor = table["instanceColor"]
    static let redOffset = table["instanceRedOffset"], greenOffset = table["instanceGreenOffset"]
    static let blueOffset = table["instanceBlueOffset"], alphaOffset = table["instanceAlphaOffset"]
    static let preservesDepth = table["preservesDepth"]
}
