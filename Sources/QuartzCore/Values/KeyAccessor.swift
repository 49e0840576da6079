/// Key-value coding over an object's declared properties (`CAAnimation`
/// and its subclasses, `CAEmitterCell`): each key name reads and writes
/// its property through a key path, converting numbers as Foundation's
/// key-value coding does; any other key is the object's own custom value.
struct _KeyAccessor<Owner: AnyObject> {
    let get: (Owner) -> Any?
    /// False when the value does not fit the property (it is left as it was).
    let set: (Owner, Any?) -> Bool

    /// A floating-point property from any number; `finite` refuses NaN and
    /// infinities. `O` may be a subclass: other objects have no such key.
    static func number<O: AnyObject, T: BinaryFloatingPoint>(_ kp: ReferenceWritableKeyPath<O, T>,
                                                          finite: Bool = false) -> Self {
        Self(get: { ($0 as? O)?[keyPath: kp] }, set: { owner, v in
            guard let o = owner as? O, let n = _number(from: v), !finite || n.isFinite else { return false }
            o[keyPath: kp] = T(n)
            return true
        })
    }

    /// A flag from a Bool or from a number (non-zero is true).
    static func bool<O: AnyObject>(_ kp: ReferenceWritableKeyPath<O, Bool>) -> Self {
        Self(get: { ($0 as? O)?[keyPath: kp] }, set: { owner, v in
            guard let o = owner as? O, let b = v as? Bool ?? _number(from: v).map({ $0 != 0 }) else { return false }
            o[keyPath: kp] = b
            return true
        })
    }

    /// A property of exactly its own type.
    static func object<O: AnyObject, T>(_ kp: ReferenceWritableKeyPath<O, T>) -> Self {
        Self(get: { ($0 as? O)?[keyPath: kp] }, set: { owner, v in
            guard let o = owner as? O, let t = v as? T else { return false }
            o[keyPath: kp] = t
            return true
        })
    }

    /// An optional property: nil clears it.
    static func optional<O: AnyObject, T>(_ kp: ReferenceWritableKeyPath<O, T?>) -> Self {
        Self(get: { ($0 as? O)?[keyPath: kp] as Any? }, set: { owner, v in
            guard let o = owner as? O else { return false }
            if v == nil {
                o[keyPath: kp] = nil
                return true
            }
            guard let t = v as? T else { return false }
            o[keyPath: kp] = t
            return true
        })
    }
}

extension Dictionary where Key == String {
    /// `value(forKey:)`: a declared property, else a custom value, else
    /// the class's default.
    func _value<Owner>(of owner: Owner, forKey key: String, custom: [String: Any],
                       default fallback: () -> Any?) -> Any? where Value == _KeyAccessor<Owner> {
        if let a = self[key] { return a.get(owner) }
        return custom[key] ?? fallback()
    }

    /// `setValue(_:forKey:)`: a declared property (a value that does not
    /// fit is reported and ignored), else a custom value.
    func _setValue<Owner>(_ value: Any?, of owner: Owner, forKey key: String, custom: inout [String: Any],
                          caller: String) where Value == _KeyAccessor<Owner> {
        guard let a = self[key] else {
            custom[key] = value
            return
        }
        if !a.set(owner, value) {
            _Diagnostics.report("\(caller): \(_typeDescription(value)) does not fit key '\(key)'; ignored")
        }
    }
}
