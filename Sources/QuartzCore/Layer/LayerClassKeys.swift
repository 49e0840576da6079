/// The keys a layer class adds to CALayer's (CAShapeLayer's `path` and
/// `strokeEnd`, CAGradientLayer's `colors`...): one table per class, in
/// one place, saying for each key what it holds, its default, whether it
/// animates, and how. Everything else follows from the table: key-value
/// coding, `defaultValue(forKey:)`, implicit actions, presentation copies,
/// the commit into the render tree, animation targets and damage.
///
/// A class's values live in `CALayer._extra`, one typed `_Value` per key
/// at the key's slot. A subclass's table starts with its superclass's
/// slots, so a class's accessors work on every subclass of it.
/// One layer class's key table and its render content.
final class _ClassKeys: @unchecked Sendable {
    let specs: [_KeySpec]
    let slots: [String: Int]
    let defaults: [_Value]
    /// What the class draws between its contents and its sublayers (nil:
    /// nothing beyond CALayer's own drawing).
    let content: (any _LayerContent.Type)?

    /// CALayer's: no keys of its own beyond `_LayerKey`, no content.
    static let none = _ClassKeys(inheriting: nil, [], content: nil)

    /// A class's table from its typed keys, in slot order (checked: a key
    /// whose slot is not its place in the list stops the program at once,
    /// the first time any layer of the class is made).
    /// `firstCommit`: a key the layer's first commit sets to its media
    /// time (an emitter's particles are timed from it).
    /// `inViewBlocks`: keys UIKit's animation blocks animate beyond the
    /// ones views animate (a backdrop's blur, as a visual effect's on iOS).
    convenience init(_ keys: [any _AnyClassKey], content: (any _LayerContent.Type)?,
                     firstCommit: _ClassKey<Double>? = nil, inViewBlocks: [any _AnyClassKey] = []) {
        for (i, key) in keys.enumerated() {
            precondition(key.slot == i, "internal: class key '\(key.spec.name)' has slot \(key.slot), listed at \(i)")
        }
        self.init(inheriting: nil, keys.map { ($0.spec, $0.defaultSlotValue) }, content: content)
        firstCommitSlot = firstCommit?.slot
        viewBlockKeys = Set(inViewBlocks.map(\.spec.name))
    }

    /// The slot `init(_:content:firstCommit:)` names, if any.
    private(set) var firstCommitSlot: Int?

    /// The keys that animate in UIKit's animation blocks (`inViewBlocks`).
    private(set) var viewBlockKeys: Set<String> = []

    /// The table of `own` keys, with their defaults, after `parent`'s.
    init(inheriting parent: _ClassKeys?, _ own: [(spec: _KeySpec, defaultValue: _Value)],
         content: (any _LayerContent.Type)?) {
        specs = (parent?.specs ?? []) + own.map(\.spec)
        defaults = (parent?.defaults ?? []) + own.map(\.defaultValue)
        var s: [String: Int] = [:]
        for (i, spec) in specs.enumerated() { s[spec.name] = i }
        slots = s
        self.content = content ?? parent?.content
    }

    /// The slot of `name` (its Swift `is` spelling too: `isWrapped`).
    func slot(_ name: String) -> Int? {
        if let i = slots[name] { return i }
        if name.hasPrefix("is"), name.count > 2 {
            let rest = name.dropFirst(2)
            return slots[rest.prefix(1).lowercased() + rest.dropFirst()]
        }
        return nil
    }
}

/// A key of a layer class's table, whatever its Swift type.
protocol _AnyClassKey {
    var slot: Int { get }
    var spec: _KeySpec { get }
    /// The default, as the slot holds it.
    var defaultSlotValue: _Value { get }
}

/// One key a layer class adds, typed: its slot in the class's table, its
/// description, and how its Swift type is kept in the slot's `_Value`.
/// The class's accessors and its render content read and write through
/// it (`layer._extra[key]`, `node.storage.presentedExtra[key]`), so a key is
/// named once, where it is declared.
struct _ClassKey<T>: _AnyClassKey {
    let slot: Int
    let spec: _KeySpec
    let codec: _Codec<T>
    /// What a read gives when the slot holds a value that does not fit.
    let defaultValue: T

    init(_ slot: Int, _ name: String, _ kind: _ValueKind, _ codec: _Codec<T>, default value: T,
         animatable: Bool = false, implicit: Bool? = nil, affectsLayout: Bool = false) {
        self.slot = slot
        self.codec = codec
        defaultValue = value
        spec = _KeySpec(name, kind, animatable: animatable, implicit: implicit,
                        effects: affectsLayout ? [.pixels, .layout] : .pixels)
    }

    var defaultSlotValue: _Value { codec.wrap(defaultValue) }

    /// The value in the slot at `p`. Numbers, flags and points, read every
    /// frame by the class's drawing, come straight out of the slot (the
    /// checks on `T` fold away where `T` is known, and nothing is copied or
    /// retained); the rest go through the codec.
    @inline(__always)
    func read(at p: UnsafePointer<_Value>) -> T {
        if T.self == CGFloat.self {
            if case .number(let x) = p.pointee { return unsafeBitCast(x, to: T.self) }
        } else if T.self == Bool.self {
            if case .bool(let b) = p.pointee { return unsafeBitCast(b, to: T.self) }
        } else if T.self == Float.self {
            if case .number(let x) = p.pointee { return unsafeBitCast(Float(x), to: T.self) }
        } else if T.self == CGPoint.self {
            if case .point(let q) = p.pointee { return unsafeBitCast(q, to: T.self) }
        } else {
            return codec.unwrap(p.pointee) ?? defaultValue
        }
        return defaultValue
    }
}

extension Array where Element == _Value {
    /// A class key's value in a layer's `_extra`.
    subscript<T>(key: _ClassKey<T>) -> T { withUnsafeBufferPointer { key.read(at: $0.baseAddress! + key.slot) } }
}

extension UnsafeMutablePointer where Pointee == _Value {
    /// A class key's value in a render node's `storage.presentedExtra`.
    subscript<T>(key: _ClassKey<T>) -> T { key.read(at: self + key.slot) }
}

extension _Codec where T == Int {
    /// A whole number, kept as a number (clamped far beyond any count, so
    /// converting it never traps).
    static var int: _Codec {
        _Codec(wrap: { .number(CGFloat($0)) },
               unwrap: { $0.number.map { Int(max(-1e15, min(1e15, $0.rounded()))) } })
    }
}

extension _Codec where T == Any? {
    /// Any value at all, held as an object (a text layer's `string` and
    /// `font`): handed back as it is, with no cast.
    static var anything: _Codec {
        _Codec(wrap: { .object($0) }, unwrap: { if case .object(let o) = $0 { return .some(o) }; return nil })
    }
}

extension _Codec {
    /// A list (`[NSNumber]?` locations, `[Any]?` colours), converted by
    /// its kind as key-value coding converts it.
    static func list(_ kind: _ValueKind) -> _Codec {
        _Codec(wrap: { kind.convert($0) ?? .object(nil) }, unwrap: { kind.box($0) as? T })
    }
}

extension CALayer {
    /// Whether UIKit's animation blocks animate a change of `key` on this
    /// layer beyond the keys views animate (its class's table says).
    package func _animatesInViewBlocks(_ key: String) -> Bool {
        type(of: self)._classKeys.viewBlockKeys.contains(key)
    }
}
