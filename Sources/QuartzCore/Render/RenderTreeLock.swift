@_implementationOnly import CThreads

/// The lock around committed render nodes. Apple lets any thread change
/// layers inside its own transaction, so a background thread's commit
/// may rewrite nodes while the main thread reads `presentation()`, the
/// animation scheduler reports ends, or a frame is drawn on that thread.
/// Each of those holds this lock for its walk over the nodes; a render
/// thread never takes it (it draws its own copy, fed by the hand-over).
///
/// Recursive: a commit redraws layers whose drawing animates, running app
/// code that may read `presentation()` on the same thread. Recursive per
/// logical thread, not per OS thread: a walk that continues on a fresh
/// stack (`_StackSegment`) is the same thread of work, and app code it
/// reaches may take the lock its waiting caller holds. Uncontended,
/// taking it costs tens of nanoseconds, once per commit, frame or read.
enum _RenderTreeLock {
    /// Counts commits (changed only under the lock), so a commit can tell
    /// the nodes it has already touched.
    nonisolated(unsafe) static var commitStamp: UInt64 = 0

    @inline(__always)
    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        qz_tree_lock()
        defer { qz_tree_unlock() }
        return try body()
    }
}
