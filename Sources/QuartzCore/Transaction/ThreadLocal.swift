import Foundation

/// One object per thread, created on first use (pthread thread-specific
/// data: a load, not a dictionary lookup, on every property change).
final class _ThreadLocal<T: AnyObject> {
    private var key = pthread_key_t()
    private let make: () -> T

    init(_ make: @escaping () -> T) {
        self.make = make
        pthread_key_create(&key) { raw in
            // Balance the retain taken when the value was stored.
            if let raw { Unmanaged<AnyObject>.fromOpaque(raw).release() }
        }
    }

    var value: T {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<T>.fromOpaque(raw).takeUnretainedValue()
        }
        let v = make()
        pthread_setspecific(key, Unmanaged.passRetained(v as AnyObject).toOpaque())
        return v
    }
}
