import Foundation

/// What an observed object and its observers agree on, in this module and
/// the ones above it (UIKit's views and view controllers).
///
/// An observer's `observeValue(forKeyPath:of:change:context:)` is called
/// through this protocol: Swift lets a subclass override only what a class
/// declares in its own body, so the classes that declare the method there
/// (`CALayer`, `UIResponder`) conform, and others cannot be string-keyed
/// observers (they observe with `observe(_:options:changeHandler:)`).
package protocol _KeyValueObserverMethod: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

/// An object that reads its own values by key (a layer by Core Animation's
/// key-value coding, a view by its properties), and hears when it gains an
/// observer (a layer then starts posting its changes).
package protocol _KeyValueObservable: AnyObject {
    /// The value at `keyPath`, or nil; `found` says whether the key exists.
    func _kvoValue(forKeyPath keyPath: String) -> (found: Bool, value: Any?)
    func _kvoDidGainObserver()
}

/// One string-keyed observer (`addObserver(_:forKeyPath:options:context:)`).
final class _KVORegistration {
    weak var observer: AnyObject?
    /// The observer's identity, which still matches while it is being
    /// deinitialised (its weak references are nil by then) and removes
    /// itself, as observers commonly do in `deinit`.
    let observerID: ObjectIdentifier
    let keyPath: String
    /// The key whose change concerns it: the key path's first component.
    let key: String
    let options: NSKeyValueObservingOptions
    let context: UnsafeMutableRawPointer?
    /// Values read before changes under way (nested changes stack).
    var before: [Any?] = []

    init(observer: AnyObject, keyPath: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?) {
        self.observer = observer
        self.observerID = ObjectIdentifier(observer)
        self.keyPath = keyPath
        self.key = String(keyPath.prefix { $0 != "." })
        self.options = options
        self.context = context
    }
}

/// One block observation: after each change the object posts, it reads
/// its key path again and calls its handler when the value differs.
final class _KVOWatcher {
    weak var object: AnyObject?
    let identifier: ObjectIdentifier
    let changed: (AnyObject) -> Void

    init(object: AnyObject, changed: @escaping (AnyObject) -> Void) {
        self.object = object
        self.identifier = ObjectIdentifier(object)
        self.changed = changed
    }
}

/// Who observes what, per observed object. Registration and lookup are
/// locked; observers are called outside the lock, so they may add and
/// remove observers themselves.
final class _KVORegistry: @unchecked Sendable {
    static let shared = _KVORegistry()

    private final class Entry {
        weak var object: AnyObject?
        var registrations: [_KVORegistration] = []
        var watchers: [_KVOWatcher] = []
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Entries of objects that are gone are let go when the table reaches
    /// this size (twice what was live at the last sweep: each sweep pays
    /// for the entries added since).
    private var sweepAt = 64

    /// The entry of a live object (an entry left by an object that is gone
    /// is not inherited by a new one at the same address).
    private func entry(_ object: AnyObject, create: Bool) -> Entry? {
        let id = ObjectIdentifier(object)
        if let e = entries[id], e.object === object { return e }
        guard create else { return nil }
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.object != nil }
            sweepAt = max(64, 2 * entries.count)
        }
        let e = Entry(object)
        entries[id] = e
        return e
    }

    func add(_ registration: _KVORegistration, to object: AnyObject) {
        lock.withLock { entry(object, create: true)!.registrations.append(registration) }
        (object as? _KeyValueObservable)?._kvoDidGainObserver()
    }

    /// Removes the most recent matching registration; false when there is none.
    func remove(observer: AnyObject, keyPath: String, context: UnsafeMutableRawPointer??, from object: AnyObject) -> Bool {
        // An object being deinitialised that removes its observers, as
        // `deinit` commonly does: its observations end with it.
        if _isDeinitialising(object) {
            lock.withLock { entries[ObjectIdentifier(object)] = nil }
            return true
        }
        // An observer being deinitialised is matched by its identity (its
        // weak references are nil by then).
        let observerID = _isDeinitialising(observer) ? ObjectIdentifier(observer) : nil
        return lock.withLock {
            guard let e = entry(object, create: false),
                  let i = e.registrations.lastIndex(where: {
                      ($0.observer === observer || ($0.observer == nil && $0.observerID == observerID))
                          && $0.keyPath == keyPath && (context == nil || $0.context == context!)
                  })
            else { return false }
            e.registrations.remove(at: i)
            return true
        }
    }

    func add(_ watcher: _KVOWatcher) {
        guard let object = watcher.object else { return }
        lock.withLock { entry(object, create: true)!.watchers.append(watcher) }
        (object as? _KeyValueObservable)?._kvoDidGainObserver()
    }

    func remove(_ watcher: _KVOWatcher) {
        lock.withLock {
            guard let e = entries[watcher.identifier] else { return }
            e.watchers.removeAll { $0 === watcher }
        }
    }

    /// The live registrations of `object` for `key`, and its watchers.
    func observers(of object: AnyObject, key: String) -> (registrations: [_KVORegistration], watchers: [_KVOWatcher]) {
        lock.withLock {
            guard let e = entry(object, create: false) else { return ([], []) }
            return (e.registrations.filter { $0.key == key || $0.keyPath == key }, e.watchers)
        }
    }
}

/// Whether `object` is running its `deinit`: a weak reference made to it
/// then reads nil, as one to a live object does not.
func _isDeinitialising(_ object: AnyObject) -> Bool {
    weak var probe = object
    return probe == nil
}
