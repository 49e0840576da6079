import Foundation

/// One change, as a block observer hears of it (Foundation's
/// `NSKeyValueObservedChange`): the kind, the values before and after
/// (when the options ask for them) and whether it is the notification
/// sent before the change.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// What happened: `.setting` for a property set.
    public let kind: Kind
    /// The value after the change, with the `.new` option.
    public let newValue: Value?
    /// The value before the change, with the `.old` option.
    public let oldValue: Value?
    /// The indexes of a to-many change (nil for a property set).
    public let indexes: IndexSet?
    /// Whether this is the notification before the change (`.prior`).
    public let isPrior: Bool
}

/// A block observation (Foundation's `NSKeyValueObservation`): it lasts
/// as long as this object, or until `invalidate()`.
public class NSKeyValueObservation: NSObject {
    private let watcher: _KVOWatcher

    init(_ watcher: _KVOWatcher) {
        self.watcher = watcher
        super.init()
    }

    /// Stops observing; the handler is not called again.
    public func invalidate() { _KVORegistry.shared.remove(watcher) }

    deinit { invalidate() }
}

/// Apple's protocol carrying the typed key-path API of key-value
/// observing; `NSObject` conforms, so every object has `observe(_:options:changeHandler:)`.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` whenever the value at `keyPath` changes, until
    /// the returned observation is invalidated or released (Foundation's
    /// `observe(_:options:changeHandler:)`).
    ///
    /// A change is noticed when the object posts one: a layer's property
    /// set on the model (not its presentation), a view's (`bounds`,
    /// `frame`, `center`, `alpha`...) or a class's own through
    /// `willChangeValue(forKey:)` / `didChangeValue(forKey:)`. The value is
    /// then read through `keyPath` and the handler called if it differs
    /// from the last one (Swift on Linux cannot name the key a key path
    /// reads, so the value tells).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        let object = self as AnyObject
        var last = self[keyPath: keyPath]
        let watcher = _KVOWatcher(object: object) { changed in
            guard let me = changed as? Self else { return }
            let now = me[keyPath: keyPath]
            if _kvoSameValue(last, now) { return }
            let before = last
            last = now
            if options.contains(.prior) {
                changeHandler(me, NSKeyValueObservedChange(kind: .setting, newValue: nil,
                                                           oldValue: options.contains(.old) ? before : nil,
                                                           indexes: nil, isPrior: true))
            }
            changeHandler(me, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? now : nil,
                                                       oldValue: options.contains(.old) ? before : nil,
                                                       indexes: nil, isPrior: false))
        }
        _KVORegistry.shared.add(watcher)
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation(watcher)
    }
}

/// Whether two values read through a key path are the same: equal when
/// they are `Equatable`, the same object when they are objects, else the
/// same description.
func _kvoSameValue(_ a: Any, _ b: Any) -> Bool {
    if let x = a as? any Equatable { return x._kvoIsEqual(to: b) }
    if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    return String(describing: a) == String(describing: b)
}

extension Equatable {
    fileprivate func _kvoIsEqual(to other: Any) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}
