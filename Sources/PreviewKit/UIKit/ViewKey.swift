import CoreGraphics
import Foundation

/// One property of a view class under its Objective-C name, for key-value
/// coding (`UIView+KeyValueCoding.swift`): how it reads, and how a value
/// given by name sets it. A class's keys are one table of these, so a key
/// is named once for both directions.
struct _ViewKey<Root: UIView>: Sendable {
    let name: String
    /// The value (enumerations as their raw `Int`s).
    let get: @Sendable (Root) -> Any?
    /// Sets the value; false when `value` is not one the property takes.
    let set: @Sendable (Root, Any?) -> Bool

    /// A property set from any number (`value` gives what it stands for,
    /// nil for a number it cannot take), read as `read` gives it.
    private static func fromNumber<V>(_ name: String, _ path: ReferenceWritableKeyPath<Root, V>,
                                      read: @escaping @Sendable (V) -> Any, value: @escaping @Sendable (Double) -> V?) -> Self {
        _ViewKey(name: name, get: { read($0[keyPath: path]) }, set: { root, given in
            guard let n = given.flatMap(numericValue(of:)), let v = value(n) else { return false }
            root[keyPath: path] = v
            return true
        })
    }

    /// A floating-point property: any number goes in.
    static func number<V: BinaryFloatingPoint & Sendable>(_ name: String,
                                                          _ path: ReferenceWritableKeyPath<Root, V>) -> Self {
        fromNumber(name, path, read: { $0 }, value: { V($0) })
    }

    /// An integer property: any number goes in (cut toward zero; one that
    /// is not finite or does not fit an `Int` is refused, not a trap).
    static func integer(_ name: String, _ path: ReferenceWritableKeyPath<Root, Int>) -> Self {
        fromNumber(name, path, read: { $0 }, value: { Int(exactly: $0.rounded(.towardZero)) })
    }

    /// A Boolean property: any number goes in (zero is false), as
    /// Objective-C's `BOOL` takes `NSNumber`s.
    static func flag(_ name: String, _ path: ReferenceWritableKeyPath<Root, Bool>) -> Self {
        fromNumber(name, path, read: { $0 }, value: { $0 != 0 })
    }

    /// An enumeration, read as its raw `Int` and set from any number that
    /// names a case.
    static func enumeration<E: RawRepresentable>(_ name: String, _ path: ReferenceWritableKeyPath<Root, E>) -> Self
        where E.RawValue == Int {
        fromNumber(name, path, read: { $0.rawValue }, value: { Int(exactly: $0.rounded(.towardZero)).flatMap(E.init) })
    }

    /// A structure property (a rectangle, a transform): only its own type
    /// goes in.
    static func value<V>(_ name: String, _ path: ReferenceWritableKeyPath<Root, V>) -> Self {
        _ViewKey(name: name, get: { $0[keyPath: path] }, set: { root, value in
            guard let v = value as? V else { return false }
            root[keyPath: path] = v
            return true
        })
    }

    /// An optional property (a colour, a font): its type or nil goes in; a
    /// value of another type sets nil, as a mistyped object would.
    static func optional<V>(_ name: String, _ path: ReferenceWritableKeyPath<Root, V?>) -> Self {
        _ViewKey(name: name, get: { $0[keyPath: path] as Any? }, set: { root, value in
            root[keyPath: path] = value as? V
            return true
        })
    }

    /// A property that cannot be set by name (`layer`).
    static func readOnly<V>(_ name: String, _ path: KeyPath<Root, V>) -> Self {
        _ViewKey(name: name, get: { $0[keyPath: path] }, set: { _, _ in false })
    }

    /// A class's keys by name.
    static func table(_ keys: [Self]) -> [String: Self] {
        Dictionary(keys.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
