import Dispatch
import Foundation

/// Persistent threads for the bands of a frame. Each waits on its own
/// semaphore; a frame hands every worker a band index, draws band 0 on the
/// calling thread and waits for the rest. Unlike a fresh dispatch per
/// frame, the same threads (with their compositors' caches) come back
/// every frame, and a frame allocates nothing.
final class _BandPool: @unchecked Sendable {
    static let shared = _BandPool()

    private final class Worker: @unchecked Sendable {
        let start = DispatchSemaphore(value: 0)
        var index = 0
    }

    private var workers: [Worker] = []
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    /// The current frame's work; set only while `run` waits for it.
    private var body: ((Int) -> Void)?

    /// Calls `body(i)` for i in 0..<n, i > 0 on the pool's threads, and
    /// returns when all have finished. One frame at a time.
    func run(_ n: Int, _ body: (Int) -> Void) {
        guard n > 1 else { body(0); return }
        lock.lock()
        defer { lock.unlock() }
        while workers.count < n - 1 { spawn() }
        withoutActuallyEscaping(body) { b in
            self.body = b
            for i in 1..<n {
                workers[i - 1].index = i
                workers[i - 1].start.signal()
            }
            b(0)
            for _ in 1..<n { done.wait() }
            self.body = nil
        }
    }

    private func spawn() {
        let w = Worker()
        workers.append(w)
        let t = Thread { [unowned self] in
            while true {
                w.start.wait()
                self.body?(w.index)
                self.done.signal()
            }
        }
        t.name = "quartzite.band"
        t.start()
    }
}
