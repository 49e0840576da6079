/// One entry of `_LayerKey.table`: a CALayer key's description
/// (`_KeySpec`, as every key has), where its value lives in
/// `_LayerProperties`, and the public property key-value coding goes
/// through (so a subclass's override is reached, as Apple's KVC does).
struct _LayerKeyEntry {
    let key: _LayerKey
    let spec: _KeySpec
    /// Where the value is stored (nil: the tree or computed: `frame`,
    /// `mask`, `sublayers`, `superlayer`).
    let storage: _LayerKeyStorage?
    let accessor: _LayerAccessor

    init(key: _LayerKey, name: String, kind: _ValueKind, isAnimatable: Bool, implicit: Bool? = nil,
         effects: _KeyEffects, storage: _LayerKeyStorage?, accessor: _LayerAccessor) {
        self.key = key
        spec = _KeySpec(name, kind, animatable: isAnimatable, implicit: implicit, effects: effects)
        self.storage = storage
        self.accessor = accessor
    }
}

/// A stored key's value in `_LayerProperties`, reached by its byte offset
/// through typed pointers (no key path applied at run time: the render
/// side restores and writes animated keys every frame this way).
struct _LayerKeyStorage {
    let read: (UnsafePointer<_LayerProperties>) -> _Value
    /// False when the value does not fit (the old value stays).
    let write: (UnsafeMutablePointer<_LayerProperties>, _Value) -> Bool
    let copy: (UnsafeMutablePointer<_LayerProperties>, UnsafePointer<_LayerProperties>) -> Void
    /// Whether two layers' values of the key are the same for drawing
    /// (nil where the type has no equality: such a key cannot affect
    /// pixels, which the table checks when it is built).
    let same: ((UnsafePointer<_LayerProperties>, UnsafePointer<_LayerProperties>) -> Bool)?
    let offset: Int
    /// Plain bytes (no references, no custom copy): copied with memcpy.
    let isTrivial: Bool
    let size: Int

    /// A key whose values compare with `==`.
    init<T: Equatable>(_ path: WritableKeyPath<_LayerProperties, T>, _ codec: _Codec<T>,
                       copy custom: ((UnsafeMutablePointer<_LayerProperties>, UnsafePointer<_LayerProperties>) -> Void)? = nil) {
        let offset = MemoryLayout<_LayerProperties>.offset(of: path)!
        self.init(path, codec, copy: custom, same: { a, b in
            (UnsafeRawPointer(a) + offset).assumingMemoryBound(to: T.self).pointee
                == (UnsafeRawPointer(b) + offset).assumingMemoryBound(to: T.self).pointee
        })
    }

    /// A key whose values have no equality of their own: `same` says when
    /// two draw alike (nil: they never affect pixels).
    init<T>(_ path: WritableKeyPath<_LayerProperties, T>, _ codec: _Codec<T>,
            copy custom: ((UnsafeMutablePointer<_LayerProperties>, UnsafePointer<_LayerProperties>) -> Void)? = nil,
            same: ((UnsafePointer<_LayerProperties>, UnsafePointer<_LayerProperties>) -> Bool)?) {
        let offset = MemoryLayout<_LayerProperties>.offset(of: path)!
        self.same = same
        self.offset = offset
        isTrivial = _isPOD(T.self) && custom == nil
        size = MemoryLayout<T>.size
        read = { codec.wrap((UnsafeRawPointer($0) + offset).assumingMemoryBound(to: T.self).pointee) }
        write = { p, v in
            guard let t = codec.unwrap(v) else { return false }
            (UnsafeMutableRawPointer(p) + offset).assumingMemoryBound(to: T.self).pointee = t
            return true
        }
        copy = custom ?? { dst, src in
            (UnsafeMutableRawPointer(dst) + offset).assumingMemoryBound(to: T.self).pointee =
                (UnsafeRawPointer(src) + offset).assumingMemoryBound(to: T.self).pointee
        }
    }
}

/// What the per-frame paths need of a stored key, without references:
/// `_LayerKey.layouts` holds one per key in plain memory, so restoring
/// and writing animated keys touches no reference counts.
struct _StoredLayout {
    var offset: Int32 = 0
    var size: Int32 = 0
    var kind: _ValueKind = .any
    var isStored = false
    var isTrivial = false
}

/// How one Swift type goes in and out of `_Value`.
struct _Codec<T> {
    let wrap: (T) -> _Value
    let unwrap: (_Value) -> T?
}

extension _Codec where T == CGFloat {
    static var number: _Codec { _Codec(wrap: { .number($0) }, unwrap: { $0.number }) }
}
extension _Codec where T == Float {
    static var float: _Codec { _Codec(wrap: { .number(CGFloat($0)) }, unwrap: { $0.number.map { Float($0) } }) }
}
extension _Codec where T == Double {
    static var double: _Codec { _Codec(wrap: { .number(CGFloat($0)) }, unwrap: { $0.number.map { Double($0) } }) }
}
extension _Codec where T == Bool {
    static var bool: _Codec { _Codec(wrap: { .bool($0) }, unwrap: { $0.bool }) }
}
extension _Codec where T == CGRect {
    static var rect: _Codec { _Codec(wrap: { .rect($0) }, unwrap: { $0.rect }) }
}
extension _Codec where T == CGPoint {
    static var point: _Codec { _Codec(wrap: { .point($0) }, unwrap: { $0.point }) }
}
extension _Codec where T == CGSize {
    static var size: _Codec { _Codec(wrap: { .size($0) }, unwrap: { $0.size }) }
}
extension _Codec where T == CATransform3D {
    static var transform: _Codec { _Codec(wrap: { .transform($0) }, unwrap: { $0.transform }) }
}
extension _Codec where T == _Color? {
    static var color: _Codec { _Codec(wrap: { .color($0) }, unwrap: { if case .color(let c) = $0 { return .some(c) }; return nil }) }
}
extension _Codec where T == CGColor? {
    static var cgColor: _Codec {
        _Codec(wrap: { .color($0.map(_Color.init)) }, unwrap: { if case .color(let c) = $0 { return .some(c?.cgColor) }; return nil })
    }
}
extension _Codec where T == CGPath? {
    static var path: _Codec { _Codec(wrap: { .path($0) }, unwrap: { if case .path(let p) = $0 { return .some(p) }; return nil }) }
}
extension _Codec {
    /// A value held as an object (option sets, string enums, anything).
    static var object: _Codec {
        _Codec(wrap: { .object($0) }, unwrap: { if case .object(let o) = $0 { return o as? T }; return nil })
    }

    /// An optional held as an object: nil is a real nil, and a value of
    /// the wrong type becomes nil (Apple's KVC sets what it is given).
    static func optional<W>(_: W.Type) -> _Codec where T == W? {
        _Codec(wrap: { $0.map { .object($0) } ?? .object(nil) },
               unwrap: { v in
                   // Unwrapped first: `nil as? Any` would be a boxed nil, not nil.
                   guard case .object(let o) = v else { return nil }
                   guard let o else { return .some(nil) }
                   return .some(o as? W)
               })
    }
}

/// Typed access to a CALayer property through its public accessor, so
/// key-value coding reaches a subclass's override.
struct _LayerAccessor {
    let get: (CALayer) -> Any?
    let set: (CALayer, _Value) -> Void

    init(get: @escaping (CALayer) -> Any?, set: @escaping (CALayer, _Value) -> Void) {
        self.get = get; self.set = set
    }

    init<T>(_ path: ReferenceWritableKeyPath<CALayer, T>, _ codec: _Codec<T>) {
        get = { $0[keyPath: path] }
        set = { layer, v in if let t = codec.unwrap(v) { layer[keyPath: path] = t } }
    }

    /// For optional properties: hands out a real nil, not a boxed `Optional.none`.
    init<W>(_ path: ReferenceWritableKeyPath<CALayer, W?>, _ codec: _Codec<W?>) {
        get = { $0[keyPath: path] }
        set = { layer, v in if let t = codec.unwrap(v) { layer[keyPath: path] = t } }
    }
}

extension _LayerKeyEntry {
    /// A stored key whose public property has the stored type, compared
    /// with `==`.
    init<T: Equatable>(_ key: _LayerKey, _ name: String, animatable: Bool, implicit: Bool? = nil, kind: _ValueKind,
                       affects effects: _KeyEffects = .pixels,
                       _ stored: WritableKeyPath<_LayerProperties, T>, _ property: ReferenceWritableKeyPath<CALayer, T>,
                       _ codec: _Codec<T>) {
        self.init(key: key, name: name, kind: kind, isAnimatable: animatable, implicit: implicit, effects: effects,
                  storage: _LayerKeyStorage(stored, codec), accessor: _LayerAccessor(property, codec))
    }

    /// A stored optional without equality (an `Any`, an array of filters):
    /// `same` says when two values draw alike, nil when they draw nothing.
    init<W>(_ key: _LayerKey, _ name: String, animatable: Bool, kind: _ValueKind,
            affects effects: _KeyEffects = [],
            _ stored: WritableKeyPath<_LayerProperties, W?>, _ property: ReferenceWritableKeyPath<CALayer, W?>,
            _ codec: _Codec<W?>,
            same: ((UnsafePointer<_LayerProperties>, UnsafePointer<_LayerProperties>) -> Bool)? = nil) {
        self.init(key: key, name: name, kind: kind, isAnimatable: animatable, effects: effects,
                  storage: _LayerKeyStorage(stored, codec, same: same), accessor: _LayerAccessor(property, codec))
    }

    /// An optional stored key whose wrapped type compares with `==`.
    init<W: Equatable>(_ key: _LayerKey, _ name: String, animatable: Bool, kind: _ValueKind,
                       affects effects: _KeyEffects = .pixels,
                       _ stored: WritableKeyPath<_LayerProperties, W?>, _ property: ReferenceWritableKeyPath<CALayer, W?>,
                       _ codec: _Codec<W?>) {
        self.init(key: key, name: name, kind: kind, isAnimatable: animatable, effects: effects,
                  storage: _LayerKeyStorage(stored, codec), accessor: _LayerAccessor(property, codec))
    }
}
