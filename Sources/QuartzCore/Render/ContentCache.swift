import Raster

/// One value a layer class's content derives from a presented value and
/// keeps while that value stays the same object (a shape layer's measured
/// path). Bands on several threads draw the same node, so it is read and
/// written under a lock; the value itself must be immutable.
final class _ContentCache: @unchecked Sendable {
    private struct Held {
        var key: AnyObject?
        var value: AnyObject?
        /// The value before the current one, kept to be made over.
        var spare: AnyObject?
    }
    private let held = _Locked(Held())

    /// The value kept for `key` (by identity), made by `make` when absent.
    func value<T: AnyObject>(for key: AnyObject, _ make: () -> T) -> T {
        held.withLock { h in
            if h.key === key, let v = h.value as? T { return v }
            let v = make()
            h.key = key
            h.value = v
            return v
        }
    }

    /// The same, for a key that is a value (compared with `==`).
    func value<K: Equatable, T: AnyObject>(forValue key: K, _ make: () -> T) -> T {
        held.withLock { h in
            if let box = h.key as? _KeyBox<K>, box.key == key, let v = h.value as? T { return v }
            let v = make()
            h.key = _KeyBox(key)
            h.value = v
            return v
        }
    }

    /// The same, for a value that can be made over for a new key in place
    /// (`refresh`) instead of made anew: a text layer whose string changes
    /// every frame then allocates nothing. The value made over is the one
    /// before last, not the one just handed out, which a band may still be
    /// drawing from; the values of a frame are all asked for under one key
    /// (keys change between frames, when no band draws).
    func value<K: Equatable, T: AnyObject>(forValue key: K, make: () -> T, refresh: (T) -> Void) -> T {
        held.withLock { h in
            if let box = h.key as? _KeyBox<K>, box.key == key, let v = h.value as? T { return v }
            let v: T
            if let old = h.spare as? T {
                refresh(old)
                v = old
            } else {
                v = make()
            }
            h.spare = h.value
            h.value = v
            if let box = h.key as? _KeyBox<K> { box.key = key } else { h.key = _KeyBox(key) }
            return v
        }
    }
}

/// A value key held as an object.
private final class _KeyBox<K: Equatable> {
    var key: K
    init(_ key: K) { self.key = key }
}
