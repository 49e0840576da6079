#if canImport(Glibc)
import Glibc
#endif

/// A value behind a pthread mutex: the project's one way for threads to
/// share state (caches, queues, the hand-over between commits and the
/// render thread), with a condition to wait on for threads that sleep
/// until the value changes.
///
/// Not the standard library's `Mutex`: on Linux that one waits on futexes
/// directly, which ThreadSanitizer cannot see, so every access under it
/// reads as a race; a pthread mutex is a lock the sanitizer knows. Nor
/// Foundation's `NSLock`/`NSCondition`: a lock beside the values it
/// guards leaves each access to remember it; here the value is reachable
/// only under the lock.
///
/// `withLock` is inlinable so that each caller's module specializes it:
/// caches looked up for every layer every frame (text, shapes) pay for
/// the mutex and nothing else.
package final class _Locked<Value>: @unchecked Sendable {
    @usableFromInline var value: Value
    @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Made, under the mutex, by the first thread that waits: most values
    /// (a surface's mipmaps, caches) are never waited on, and a surface is
    /// made for every image and offscreen.
    private var condition: UnsafeMutablePointer<pthread_cond_t>?

    package init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        if let condition {
            pthread_cond_destroy(condition)
            condition.deallocate()
        }
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inlinable
    package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// `body` under the lock when no other thread holds it; nil at once
    /// when one does.
    @inlinable
    package func tryWithLock<T>(_ body: (inout Value) throws -> T) rethrows -> T? {
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// `body` under the lock once `ready` holds of the value, or once the
    /// wall clock passes `deadline` (seconds since 1970; nil, or a value
    /// that is not finite, waits as long as it takes). Meanwhile the lock
    /// is released, and `ready` is asked again whenever another thread
    /// changes the value through `withLockBroadcasting`.
    package func withLock<T>(when ready: (Value) -> Bool, deadline: Double? = nil,
                             _ body: (inout Value) throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let condition = self.condition ?? {
            let made = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
            pthread_cond_init(made, nil)
            self.condition = made
            return made
        }()
        if let deadline, deadline.isFinite {
            let whole = deadline.rounded(.down)
            var until = timespec(tv_sec: Int(whole), tv_nsec: Int((deadline - whole) * 1e9))
            while !ready(value) {
                if pthread_cond_timedwait(condition, mutex, &until) == ETIMEDOUT { break }
            }
        } else {
            while !ready(value) { pthread_cond_wait(condition, mutex) }
        }
        return try body(&value)
    }

    /// Changes the value under the lock and wakes every thread waiting in
    /// `withLock(when:)` to look at it again.
    package func withLockBroadcasting<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer {
            // No condition yet: no thread has waited, so none to wake.
            if let condition { pthread_cond_broadcast(condition) }
            pthread_mutex_unlock(mutex)
        }
        return try body(&value)
    }
}
