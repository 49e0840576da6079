#if canImport(Glibc)
import Glibc
#endif

/// The lock around committed render nodes. Apple lets any thread change
/// layers inside its own transaction, so a background thread's commit
/// may rewrite nodes while the main thread reads `presentation()`, the
/// animation scheduler reports ends, or a frame is drawn on that thread.
/// Each of those holds this lock for its walk over the nodes; a render
/// thread never takes it (it draws its own copy, fed by the hand-over).
///
/// Recursive: a commit redraws layers whose drawing animates, running app
/// code that may read `presentation()` on the same thread. Uncontended,
/// taking it costs tens of nanoseconds, once per commit, frame or read.
enum _RenderTreeLock {
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(m, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return m
    }()

    /// Counts commits (changed only under the lock), so a commit can tell
    /// the nodes it has already touched.
    nonisolated(unsafe) static var commitStamp: UInt64 = 0

    @inline(__always)
    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
