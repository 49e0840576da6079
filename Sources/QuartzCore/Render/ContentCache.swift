import Foundation

/// One value a layer class's content derives from a presented value and
/// keeps while that value stays the same object (a shape layer's measured
/// path). Bands on several threads draw the same node, so it is read and
/// written under a lock; the value itself must be immutable.
final class _ContentCache: @unchecked Sendable {
    private let lock = NSLock()
    private var key: AnyObject?
    private var value: AnyObject?

    /// The value kept for `key` (by identity), made by `make` when absent.
    func value<T: AnyObject>(for key: AnyObject, _ make: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if self.key === key, let v = value as? T { return v }
        let v = make()
        self.key = key
        value = v
        return v
    }

    /// The same, for a key that is a value (compared with `==`).
    func value<K: Equatable, T: AnyObject>(forValue key: K, _ make: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let box = self.key as? _KeyBox<K>, box.key == key, let v = value as? T { return v }
        let v = make()
        self.key = _KeyBox(key)
        value = v
        return v
    }

    /// The value before the current one, kept to be made over.
    private var spare: AnyObject?

    /// The same, for a value that can be made over for a new key in place
    /// (`refresh`) instead of made anew: a text layer whose string changes
    /// every frame then allocates nothing. The value made over is the one
    /// before last, not the one just handed out, which a band may still be
    /// drawing from; the values of a frame are all asked for under one key
    /// (keys change between frames, when no band draws).
    func value<K: Equatable, T: AnyObject>(forValue key: K, make: () -> T, refresh: (T) -> Void) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let box = self.key as? _KeyBox<K>, box.key == key, let v = value as? T { return v }
        let v: T
        if let old = spare as? T {
            refresh(old)
            v = old
        } else {
            v = make()
        }
        spare = value
        value = v
        if let box = self.key as? _KeyBox<K> { box.key = key } else { self.key = _KeyBox(key) }
        return v
    }
}

/// A value key held as an object.
private final class _KeyBox<K: Equatable> {
    var key: K
    init(_ key: K) { self.key = key }
}
