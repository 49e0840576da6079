import Foundation

/// Key-value observing as Foundation spells it on iOS (`NSKeyValueObserving`),
/// for objects Swift on Linux builds without the Objective-C runtime:
/// observers are told of the changes an object posts, which layers and
/// views do for their properties (on the model, never for an animation's
/// frames) and other classes do with `willChangeValue(forKey:)` and
/// `didChangeValue(forKey:)` around a change.
extension NSObject {
    /// Registers `observer` to hear of changes at `keyPath` through its
    /// `observeValue(forKeyPath:of:change:context:)`. On Linux the observer
    /// is a view, view controller, layer or other class that declares that
    /// method in its body (others are refused with a diagnostic: observe
    /// with `observe(_:options:changeHandler:)`). The object and observer
    /// are not retained; an observer that is gone is forgotten.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String,
                            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
        guard observer is _KeyValueObserverMethod else {
            _Diagnostics.report("addObserver: \(type(of: observer)) cannot hear '\(keyPath)' of \(type(of: self)): "
                + "on Linux only views, view controllers and layers have observeValue(forKeyPath:of:change:context:) "
                + "to override; use observe(_:options:changeHandler:)")
            return
        }
        if !_kvoCanObserve(keyPath) {
            _Diagnostics.report("addObserver: \(type(of: self)) has no property '\(keyPath)' to observe; "
                + "its observers hear of it only if the class calls didChangeValue(forKey: \"\(keyPath)\")")
        }
        let registration = _KVORegistration(observer: observer, keyPath: keyPath, options: options, context: context)
        _KVORegistry.shared.add(registration, to: self)
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = _kvoBoxed(_kvoValue(atKeyPath: keyPath)) }
            _kvoDeliver(registration, change: change)
        }
    }

    /// Stops `observer` hearing of `keyPath` (its most recent registration).
    /// Removing one that is not registered is reported and ignored (Apple
    /// raises an exception).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        _kvoRemove(observer, keyPath, context: nil)
    }

    /// Stops `observer` hearing of `keyPath` registered with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        _kvoRemove(observer, keyPath, context: .some(context))
    }

    private func _kvoRemove(_ observer: NSObject, _ keyPath: String, context: UnsafeMutableRawPointer??) {
        guard _KVORegistry.shared.remove(observer: observer, keyPath: keyPath, context: context, from: self) else {
            _Diagnostics.report("removeObserver: cannot remove an observer \(type(of: observer)) for the key path "
                + "'\(keyPath)' from \(type(of: self)) because it is not registered as an observer")
            return
        }
    }

    /// Tells observers the value of `key` is about to change (call
    /// `didChangeValue(forKey:)` after the change).
    public func willChangeValue(forKey key: String) { _kvoWillChange(self, key) }

    /// Tells observers the value of `key` has changed.
    public func didChangeValue(forKey key: String) { _kvoDidChange(self, key) }
}

/// Before `object`'s `key` changes: the values observers asked to see
/// before it are read, and `.prior` observers hear of it.
package func _kvoWillChange(_ object: NSObject, _ key: String) {
    let (registrations, _) = _KVORegistry.shared.observers(of: object, key: key)
    for r in registrations where r.options.contains(.old) || r.options.contains(.prior) {
        let old = object._kvoValue(atKeyPath: r.keyPath)
        r.before.append(old)
        guard r.options.contains(.prior) else { continue }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true]
        if r.options.contains(.old) { change[.oldKey] = _kvoBoxed(old) }
        object._kvoDeliver(r, change: change)
    }
}

/// After `object`'s `key` changed: its observers of the key hear of it,
/// and its block observations look at their values again.
package func _kvoDidChange(_ object: NSObject, _ key: String) {
    let (registrations, watchers) = _KVORegistry.shared.observers(of: object, key: key)
    for r in registrations where r.observer != nil {
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        let old = r.before.popLast()
        if r.options.contains(.old), let old { change[.oldKey] = _kvoBoxed(old) }
        if r.options.contains(.new) { change[.newKey] = _kvoBoxed(object._kvoValue(atKeyPath: r.keyPath)) }
        object._kvoDeliver(r, change: change)
    }
    for w in watchers { w.changed(object) }
}

/// A value as a change dictionary holds it: nil is `NSNull`.
func _kvoBoxed(_ value: Any?) -> Any { value ?? NSNull() }

extension NSObject {
    func _kvoDeliver(_ r: _KVORegistration, change: [NSKeyValueChangeKey: Any]) {
        guard let observer = r.observer as? _KeyValueObserverMethod else { return }
        observer.observeValue(forKeyPath: r.keyPath, of: self, change: change, context: r.context)
    }

    /// The value at `keyPath`: by the object's own key-value coding (layers,
    /// views), else its stored property of that name.
    func _kvoValue(atKeyPath keyPath: String) -> Any? {
        if let o = self as? _KeyValueObservable { return o._kvoValue(forKeyPath: keyPath).value }
        return _kvoStoredValue(self, keyPath).value
    }

    func _kvoCanObserve(_ keyPath: String) -> Bool {
        if let o = self as? _KeyValueObservable { return o._kvoValue(forKeyPath: keyPath).found }
        return _kvoStoredValue(self, keyPath).found
    }
}

/// A stored property of `object` by name, following a dotted key path
/// through the values it finds (Swift has no key-value coding on Linux;
/// its reflection sees stored properties, including a superclass's).
package func _kvoStoredValue(_ object: Any, _ keyPath: String) -> (found: Bool, value: Any?) {
    var current: Any = object
    for part in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
        var mirror: Mirror? = Mirror(reflecting: current)
        var found: Any?
        search: while let m = mirror {
            for child in m.children where child.label == String(part) || child.label == "_" + part {
                found = child.value
                break search
            }
            mirror = m.superclassMirror
        }
        guard let value = found else { return (false, nil) }
        current = value
    }
    // An optional read through reflection is unwrapped to what it holds.
    if let optional = current as? _KVOOptional { return (true, optional._kvoWrapped) }
    return (true, current)
}

private protocol _KVOOptional { var _kvoWrapped: Any? { get } }
extension Optional: _KVOOptional {
    fileprivate var _kvoWrapped: Any? { self.map { $0 as Any } }
}
