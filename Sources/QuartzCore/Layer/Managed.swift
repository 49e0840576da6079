import Foundation
import Raster

/// What `@NSManaged` is to a `CALayer` subclass on Apple's platforms, for
/// Swift without Objective-C: a property kept in the layer's key-value
/// storage under its own name, so it animates like any layer key.
///
///     class RingLayer: CALayer {
///         @Managed var progress: CGFloat = 0      // was: @NSManaged var progress: CGFloat
///         override class func needsDisplay(forKey key: String) -> Bool {
///             key == "progress" || super.needsDisplay(forKey: key)
///         }
///         override func draw(in ctx: CGContext) { /* draws `progress` */ }
///     }
///
/// `CABasicAnimation(keyPath: "progress")` then animates it:
/// presentation copies carry it (no code in `init(layer:)`), `draw(in:)`
/// of the presentation copy reads the animated value, `value(forKey:)`
/// and `setValue(_:forKey:)` reach it, and setting it looks up the
/// layer's action for its key as `@NSManaged` properties do. The value
/// given in the declaration is what the property reads until it is set
/// (and `defaultValue(forKey:)` of the class).
@propertyWrapper
public final class Managed<Value> {
    /// The declared value; nil when none was given, as `@NSManaged`
    /// properties are declared (then they read as zero, false or nil).
    let declaredValue: Value?

    /// `@Managed var value: CGFloat = 0`: the declared value is what the property
    /// reads until it is set, and the class's `defaultValue(forKey:)` for its key.
    public init(wrappedValue: Value) {
        declaredValue = wrappedValue
    }

    /// `@Managed var value: CGFloat`, declared without a value.
    public init() {
        declaredValue = nil
    }

    /// What the property reads before it is set.
    var initialValue: Value {
        if let declaredValue { return declaredValue }
        if let zero = _ManagedValue.zero(Value.self) { return zero }
        fatalError("@Managed property of type \(Value.self) read before it was set (it has no zero, false or nil)")
    }

    /// The property read and written through its layer.
    public static subscript<Layer: CALayer>(
        _enclosingInstance layer: Layer,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Layer, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Layer, Managed<Value>>
    ) -> Value {
        get {
            let wrapper = layer[keyPath: storageKeyPath]
            let key = wrapper.key(in: layer, storage: storageKeyPath)
            guard let stored = layer._custom[key] ?? layer._styleValue(forKey: key) else { return wrapper.initialValue }
            return _ManagedValue.convert(stored, to: Value.self) ?? wrapper.initialValue
        }
        set {
            let wrapper = layer[keyPath: storageKeyPath]
            layer.setValue(newValue, forKey: wrapper.key(in: layer, storage: storageKeyPath))
        }
    }

    /// Only reachable through the layer (the subscript above).
    @available(*, unavailable, message: "@Managed is for properties of CALayer subclasses")
    public var wrappedValue: Value {
        get { fatalError("@Managed is for properties of CALayer subclasses") }
        set { fatalError("@Managed is for properties of CALayer subclasses") }
    }

    private var resolvedKey: String?

    /// The property's name: the stored wrapper's label without its
    /// underscore, found once per property of each class (by reflection:
    /// Swift gives a property wrapper its key path, not its name).
    func key<Layer: CALayer>(in layer: Layer, storage: ReferenceWritableKeyPath<Layer, Managed<Value>>) -> String {
        if let resolvedKey { return resolvedKey }
        let key = _ManagedKeys.shared.key(for: storage) {
            var mirror: Mirror? = Mirror(reflecting: layer)
            while let m = mirror {
                for child in m.children {
                    if let label = child.label, (child.value as AnyObject) === self {
                        return label.hasPrefix("_") ? String(label.dropFirst()) : label
                    }
                }
                mirror = m.superclassMirror
            }
            return nil
        }
        resolvedKey = key
        if let initial = declaredValue ?? _ManagedValue.zero(Value.self) {
            _ManagedKeys.shared.registerDefault(initial, forKey: key, of: Layer.self)
        }
        return key
    }
}

/// The names of `@Managed` properties by key path, and their declared
/// values as class defaults: shared by every instance and thread.
final class _ManagedKeys: @unchecked Sendable {
    static let shared = _ManagedKeys()
    private let names = _Locked<[AnyKeyPath: String]>([:])
    private let defaults = _Locked<[ObjectIdentifier: [String: Any]]>([:])

    func key(for path: AnyKeyPath, find: () -> String?) -> String {
        if let k = names.withLock({ $0[path] }) { return k }
        // Reflection runs outside the lock (it may read other properties).
        let found = find() ?? "\(path)"
        names.withLock { $0[path] = found }
        return found
    }

    func registerDefault(_ value: Any, forKey key: String, of cls: AnyClass) {
        defaults.withLock { $0[ObjectIdentifier(cls), default: [:]][key] = value }
    }

    /// The declared value of `key` for `cls` or a superclass.
    func defaultValue(forKey key: String, of cls: AnyClass) -> Any? {
        defaults.withLock { defaults in
            var c: AnyClass? = cls
            while let k = c {
                if let v = defaults[ObjectIdentifier(k)]?[key] { return v }
                c = _getSuperclass(k)
            }
            return nil
        }
    }
}

/// Values read back from a layer's storage as the property's type: an
/// animation writes numbers as the type it interpolates in (a `Double`
/// where the property is a `CGFloat`), and Swift on Linux does not
/// convert numbers with `as?`.
enum _ManagedValue {
    /// Zero, false or nil of `Value`, where it has one.
    static func zero<Value>(_: Value.Type) -> Value? {
        if let nilType = Value.self as? ExpressibleByNilLiteral.Type { return nilType.init(nilLiteral: ()) as? Value }
        if Value.self == Bool.self { return false as? Value }
        if Value.self == CGPoint.self { return CGPoint.zero as? Value }
        if Value.self == CGSize.self { return CGSize.zero as? Value }
        if Value.self == CGRect.self { return CGRect.zero as? Value }
        return convert(0.0, to: Value.self)
    }

    static func convert<Value>(_ value: Any, to: Value.Type) -> Value? {
        if let v = value as? Value { return v }
        guard let d = numericValue(of: value) else { return nil }
        switch Value.self {
        case is CGFloat.Type: return CGFloat(d) as? Value
        case is Double.Type: return d as? Value
        case is Float.Type: return Float(d) as? Value
        case is Int.Type: return d.isFinite ? Int(d.rounded()) as? Value : nil
        case is Optional<CGFloat>.Type: return Optional(CGFloat(d)) as? Value
        case is Optional<Double>.Type: return Optional(d) as? Value
        case is Optional<Float>.Type: return Optional(Float(d)) as? Value
        default: return nil
        }
    }
}
