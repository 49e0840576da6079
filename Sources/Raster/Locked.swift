#if canImport(Glibc)
import Glibc
#endif

/// A value behind a pthread mutex: what threads that share a cache use.
/// Not the standard library's `Mutex`: on Linux that one waits on futexes
/// directly, which ThreadSanitizer cannot see, so every access under it
/// reads as a race; a pthread mutex is a lock the sanitizer knows.
package final class _Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// `body` under the lock when no other thread holds it; nil at once
    /// when one does.
    package func tryWithLock<T>(_ body: (inout Value) throws -> T) rethrows -> T? {
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
