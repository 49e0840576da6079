/// Where an animation's values go, resolved once from its key path:
/// a CALayer property, a structure field of one (`position.x`,
/// `transform.rotation.z`), a custom key, or nothing (an unknown path).
enum _AnimationTarget: Equatable {
    case property(_LayerKey)
    case field(_LayerKey, _StructField)
    case custom(String)
    case none

    init(keyPath: String) {
        if let k = _LayerKey(name: keyPath) {
            self = k.isStored ? .property(k) : .none
            return
        }
        if let dot = keyPath.firstIndex(of: ".") {
            let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
            if let k = _LayerKey(name: head), k.isStored, let f = _StructField(path: rest, in: k.kind) {
                self = .field(k, f)
                return
            }
            self = .none
            return
        }
        self = .custom(keyPath)
    }

    /// The kind of the values animating this target (nil: decided by the
    /// values, for custom keys).
    var kind: _ValueKind? {
        switch self {
        case .property(let k): return k.kind
        case .field(_, let f): return f.kind
        case .custom, .none: return nil
        }
    }

    /// The target's value in a layer state.
    @inline(__always)
    func read(_ props: UnsafePointer<_LayerProperties>, _ custom: UnsafePointer<[String: Any]>,
              as kind: _ValueKind) -> _Value? {
        switch self {
        case .property(let k): return props.pointee[k]
        case .field(let k, let f): return f.read(props.pointee[k])
        case .custom(let name): return kind.convert(custom.pointee[name])
        case .none: return nil
        }
    }

    /// Writes `value` into a layer state.
    @inline(__always)
    func write(_ value: _Value, into props: inout _LayerProperties, _ custom: inout [String: Any],
               box: _NumberBox) {
        switch self {
        case .property(let k):
            props[k] = value
        case .field(let k, let f):
            // Fields of the geometry properties are written in place.
            switch k {
            case .transform: _ = f.apply(value, to: &props.transform)
            case .sublayerTransform: _ = f.apply(value, to: &props.sublayerTransform)
            case .position: _ = f.apply(value, to: &props.position)
            case .anchorPoint: _ = f.apply(value, to: &props.anchorPoint)
            case .bounds: _ = f.apply(value, to: &props.bounds)
            case .contentsRect: _ = f.apply(value, to: &props.contentsRect)
            case .contentsCenter: _ = f.apply(value, to: &props.contentsCenter)
            case .shadowOffset: _ = f.apply(value, to: &props.shadowOffset)
            default: if let whole = f.write(value, into: props[k]) { props[k] = whole }
            }
        case .custom(let name):
            custom[name] = box.box(value)
        case .none:
            break
        }
    }
}

extension _AnimationTarget {
    /// Writes a number without building a `_Value` (false: needs the general path).
    @inline(__always)
    func writeNumber(_ x: CGFloat, into props: inout _LayerProperties) -> Bool {
        switch self {
        case .property(let k): return props.writeNumber(x, k, nil)
        case .field(let k, let f): return props.writeNumber(x, k, f)
        default: return false
        }
    }

    @inline(__always)
    func writePoint(_ p: CGPoint, into props: inout _LayerProperties) -> Bool {
        guard case .property(let k) = self else { return false }
        return props.writePoint(p, k, nil)
    }
}

/// Which Swift number type a custom key's animated values are handed out
/// as: the type its model value has, else the type the animation's values
/// were given in (on Linux a Double does not cast to CGFloat with `as?`).
enum _NumberBox {
    case cgFloat, double, float

    init(_ sample: Any?) {
        switch sample {
        case is CGFloat: self = .cgFloat
        case is Float: self = .float
        default: self = .double
        }
    }

    func box(_ v: _Value) -> Any? {
        if case .number(let n) = v {
            switch self {
            case .cgFloat: return n
            case .double: return Double(n)
            case .float: return Float(n)
            }
        }
        return _ValueKind.any.box(v)
    }
}

/// The value kind suggested by a sample value under a custom key.
func _inferredKind(_ sample: Any?) -> _ValueKind {
    if _number(from: sample) != nil, !(sample is Bool) { return .cgFloat }
    switch sample {
    case is Bool: return .bool
    case is CGPoint: return .point
    case is CGSize: return .size
    case is CGRect: return .rect
    case is CATransform3D: return .transform
    case is CGColor: return .color
    case is CGPath: return .path
    default: return .any
    }
}
