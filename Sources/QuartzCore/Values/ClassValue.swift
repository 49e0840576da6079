/// A value type of a layer class's own (a shape layer's line caps, an
/// emitter's cells, a gradient's colours): how values given to key-value
/// coding and to animations (`Any?`) convert to it, and how it is handed
/// back out. The class declares this beside itself, in its own folder;
/// the value kinds here know only that such types exist
/// (`_ValueKind.classValue`).
protocol _ClassValue {
    /// The Swift type named in diagnostics.
    static var typeName: String { get }
    /// `value` as a key's slot holds it, or nil when it has the wrong
    /// type.
    static func convert(_ value: Any?) -> _Value?
    /// A slot's value as `value(forKey:)` hands it out.
    static func box(_ value: _Value) -> Any?
}

/// One of Apple's string constants of a layer class
/// (`CAShapeLayerLineCap`, `CATextLayerAlignmentMode`...): given as
/// itself or as its raw string, kept as an object. A class's constants
/// conform with an empty extension beside the class.
protocol _StringConstantValue: _ClassValue, RawRepresentable where RawValue == String {
    init(rawValue: String)
}

extension _StringConstantValue {
    static var typeName: String { String(describing: Self.self) }

    static func convert(_ value: Any?) -> _Value? {
        if let c = value as? Self { return .object(c) }
        return (value as? String).map { .object(Self(rawValue: $0)) }
    }

    static func box(_ value: _Value) -> Any? { _ValueKind.any.box(value) }
}

/// A class value type as a value kind holds it: the type, compared by
/// identity (a metatype holds no reference, so kinds stay plain memory).
struct _ClassValueType: Hashable {
    let type: any _ClassValue.Type

    static func == (a: _ClassValueType, b: _ClassValueType) -> Bool {
        ObjectIdentifier(a.type) == ObjectIdentifier(b.type)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
}

extension _ValueKind {
    /// The kind of a key holding `type`.
    static func of(_ type: any _ClassValue.Type) -> _ValueKind { .classValue(_ClassValueType(type: type)) }
}
