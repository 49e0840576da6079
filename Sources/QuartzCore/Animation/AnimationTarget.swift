/// Where an animation's values go, resolved once from its key path:
/// a CALayer property, a structure field of one (`position.x`,
/// `transform.rotation.z`), a key of the layer class's table (a shape
/// layer's `strokeEnd`, or a field of one: `startPoint.x`), a custom key,
/// or nothing (an unknown path).
enum _AnimationTarget: Equatable {
    case property(_LayerKey)
    case field(_LayerKey, _StructField)
    case classKey(Int, _StructField?)
    case custom(String)
    case none

    init(keyPath: String, keys: _ClassKeys = .none) {
        if let k = _LayerKey(name: keyPath) {
            self = k.isStored ? .property(k) : .none
            return
        }
        if let i = keys.slot(keyPath) {
            self = .classKey(i, nil)
            return
        }
        if let dot = keyPath.firstIndex(of: ".") {
            let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
            if let k = _LayerKey(name: head), k.isStored, let f = _StructField(path: rest, in: k.kind) {
                self = .field(k, f)
                return
            }
            if let i = keys.slot(head), let f = _StructField(path: rest, in: keys.specs[i].kind) {
                self = .classKey(i, f)
                return
            }
            self = .none
            return
        }
        self = .custom(keyPath)
    }

    /// The kind of the values animating this target (nil: decided by the
    /// values, for custom keys).
    func kind(in keys: _ClassKeys) -> _ValueKind? {
        switch self {
        case .property(let k): return k.kind
        case .field(_, let f), .classKey(_, let f?): return f.kind
        case .classKey(let i, nil): return keys.specs[i].kind
        case .custom, .none: return nil
        }
    }

    /// The target's value in a layer state.
    @inline(__always)
    func read(_ state: _LayerState, as kind: _ValueKind) -> _Value? {
        switch self {
        case .property(let k): return state.props.pointee[k]
        case .field(let k, let f): return f.read(state.props.pointee[k])
        case .classKey(let i, let f): return f.map { $0.read(state.extra[i]) } ?? state.extra[i]
        case .custom(let name): return kind.convert(state.custom.pointee[name])
        case .none: return nil
        }
    }

    /// Writes `value` into a layer state.
    @inline(__always)
    func write(_ value: _Value, into state: _LayerState, box: _NumberBox) {
        switch self {
        case .property(let k):
            state.props.pointee[k] = value
        case .field(let k, let f):
            // Fields of the geometry properties are written in place.
            let props = state.props
            if !props.writeField(f, value, of: k), let whole = f.write(value, into: props.pointee[k]) {
                props.pointee[k] = whole
            }
        case .classKey(let i, nil):
            state.extra[i] = value
        case .classKey(let i, let f?):
            if let whole = f.write(value, into: state.extra[i]) { state.extra[i] = whole }
        case .custom(let name):
            state.custom.pointee[name] = box.box(value)
        case .none:
            break
        }
    }
}

/// One layer's values as animations read and write them: CALayer's
/// properties, the class's own keys (by `_ClassKeys` slot) and custom keys.
struct _LayerState {
    let props: UnsafeMutablePointer<_LayerProperties>
    let extra: UnsafeMutablePointer<_Value>
    let custom: UnsafeMutablePointer<[String: Any]>
}

/// A layer state in plain storage (presentation copies, "previous" values).
struct _LayerValues {
    var props: _LayerProperties
    var extra: [_Value]
    var custom: [String: Any]

    mutating func withState<R>(_ body: (_LayerState) -> R) -> R {
        withUnsafeMutablePointer(to: &props) { p in
            extra.withUnsafeMutableBufferPointer { e in
                withUnsafeMutablePointer(to: &custom) { c in
                    body(_LayerState(props: p, extra: e.baseAddress ?? _LayerState.noExtra, custom: c))
                }
            }
        }
    }
}

extension _LayerState {
    /// Where a state with no class keys points (never read or written).
    nonisolated(unsafe) static let noExtra = UnsafeMutablePointer<_Value>.allocate(capacity: 1)
}

extension _AnimationTarget {
    /// Writes a number without building a `_Value` (false: needs the general path).
    @inline(__always)
    func writeNumber(_ x: CGFloat, into state: _LayerState) -> Bool {
        switch self {
        case .property(let k): return state.props.writeNumber(x, k, nil)
        case .field(let k, let f): return state.props.writeNumber(x, k, f)
        case .classKey(let i, nil):
            guard case .number = state.extra[i] else { return false }
            state.extra[i] = .number(x)
            return true
        default: return false
        }
    }

    @inline(__always)
    func writePoint(_ p: CGPoint, into state: _LayerState) -> Bool {
        switch self {
        case .property(let k): return state.props.writePoint(p, k, nil)
        case .field(let k, let f): return state.props.writePoint(p, k, f)
        case .classKey(let i, nil):
            guard case .point = state.extra[i] else { return false }
            state.extra[i] = .point(p)
            return true
        default: return false
        }
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
