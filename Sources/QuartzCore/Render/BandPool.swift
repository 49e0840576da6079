import Dispatch
import Foundation
import Raster
import Synchronization

/// Persistent threads for the bands of a frame. Each waits on its own
/// semaphore; a frame hands every worker a band index, draws band 0 on the
/// calling thread and waits for the rest. Unlike a fresh dispatch per
/// frame, the same threads (with their compositors' caches) come back
/// every frame, and a frame allocates nothing.
///
/// Both sides spin briefly before sleeping: a worker that has just
/// finished watches for the next frame for a little while, and the frame
/// watches for the workers' bands. A sleeping worker woken by the kernel
/// was often placed on the CPU the frame's own thread was using, so the
/// two bands ran one after the other (two-thread frames were bimodal,
/// about 0.55 or 0.85 of one thread, from process to process). A thread
/// that is running keeps its own CPU. The spin is bounded (about a tenth
/// of a millisecond), so an idle window still sleeps.
///
/// A band no worker has started by the time the calling thread has
/// finished its own is taken back and drawn by the calling thread (each
/// band is claimed once, by whichever thread gets to it first). So a
/// worker whose CPU another program has taken, or whose wake-up the
/// kernel delays, costs the frame its band's work at most, never the
/// wait for that CPU to come back.
final class _BandPool: @unchecked Sendable {
    static let shared = _BandPool()

    private final class Worker: @unchecked Sendable {
        let start = DispatchSemaphore(value: 0)
        /// Frames handed to this worker so far: it spins on this.
        let handed = Atomic<Int>(0)
        /// The number of the frame whose band waits for this worker, until
        /// the worker or the calling thread claims it (then 0).
        let pending = Atomic<Int>(0)
        var index = 0
        /// The CPU it is held to, and its thread (set by the worker before
        /// its first band).
        var cpu = 0
        var thread: pthread_t?
    }

    private var workers: [Worker] = []
    private let done = DispatchSemaphore(value: 0)
    /// Bands finished in the current frame: the frame spins on this.
    private let finished = Atomic<Int>(0)
    /// Held while a frame runs: one frame at a time uses the pool.
    private let oneFrame = _Locked(())
    /// The current frame's work; set only while `run` waits for it.
    private var job: _BandJob?
    /// While set, woken workers wait before claiming their band, as a
    /// worker whose CPU is taken does (for tests).
    let holdsWorkers = Atomic<Bool>(false)

    /// Spin iterations before blocking (each an atomic load, a few ns).
    static let spins = 40_000

    /// The machine's CPUs, read once (Foundation allocates to answer).
    static let cpus = ProcessInfo.processInfo.activeProcessorCount

    /// Calls `job.runBand(i)` for i in 0..<n, i > 0 on the pool's threads,
    /// and returns when all have finished. One frame at a time. (A job
    /// object rather than a closure: a closure stored for the workers is
    /// materialised on the heap, one allocation per frame.)
    func run(_ n: Int, _ job: _BandJob) {
        guard n > 1 else { job.runBand(0); return }
        oneFrame.withLock { _ in runLocked(n, job) }
    }

    /// The same, when no other frame is using the pool; false (and
    /// nothing run) when one is.
    func runIfIdle(_ n: Int, _ job: _BandJob) -> Bool {
        guard n > 1 else { job.runBand(0); return true }
        return oneFrame.tryWithLock { _ in runLocked(n, job) } != nil
    }

    private func runLocked(_ n: Int, _ job: _BandJob) {
        while workers.count < n - 1 { spawn() }
        keepWorkersOffCallersCPU(n - 1)
        self.job = job
        for i in 1..<n {
            let w = workers[i - 1]
            w.index = i
            let frame = w.handed.load(ordering: .relaxed) + 1
            w.pending.store(frame, ordering: .releasing)
            w.handed.store(frame, ordering: .releasing)
            w.start.signal()
        }
        job.runBand(0)
        // Bands still unclaimed are drawn here; the others are waited for.
        var claimed = 0
        for i in 1..<n {
            let w = workers[i - 1]
            let frame = w.handed.load(ordering: .relaxed)
            if w.pending.compareExchange(expected: frame, desired: 0, ordering: .acquiringAndReleasing).exchanged {
                job.runBand(i)
            } else {
                claimed += 1
            }
        }
        guard claimed > 0 else { self.job = nil; return }
        var spun = 0
        while finished.load(ordering: .acquiring) < claimed && spun < Self.spins { spun += 1 }
        // Every claimed band signals once; after spinning these return at once.
        for _ in 0..<claimed { done.wait() }
        finished.subtract(claimed, ordering: .relaxed)
        self.job = nil
    }

    private func spawn() {
        let w = Worker()
        workers.append(w)
        w.cpu = workers.count % max(1, _BandPool.cpus) // worker i takes CPU i
        let started = DispatchSemaphore(value: 0)
        let t = Thread { [unowned self] in
            w.thread = pthread_self()
            _BandPool.pin(pthread_self(), to: w.cpu)
            started.signal()
            var seen = 0
            while true {
                var spun = 0
                while w.handed.load(ordering: .acquiring) == seen && spun < Self.spins { spun += 1 }
                w.start.wait() // one signal per frame handed over
                seen += 1
                while self.holdsWorkers.load(ordering: .relaxed) { usleep(200) }
                // Taken back when the frame's thread got there first; that
                // frame may be over, and its job gone.
                guard w.pending.compareExchange(expected: seen, desired: 0, ordering: .acquiringAndReleasing).exchanged
                else { continue }
                self.job?.runBand(w.index)
                self.finished.add(1, ordering: .releasing)
                self.done.signal()
            }
        }
        t.name = "quartzite.band"
        t.start()
        started.wait()
    }

    /// The frame's own thread is not held to a CPU (it may be anyone's),
    /// and the kernel sometimes leaves it on a worker's CPU: then both
    /// bands share one CPU and the frame takes as long as on one thread,
    /// for as long as the kernel leaves it there. So a worker whose CPU
    /// the caller is on moves to one the caller is not on (a system call,
    /// only when that happens).
    private func keepWorkersOffCallersCPU(_ count: Int) {
        #if os(Linux)
        let cpus = _BandPool.cpus
        let here = Int(_qz_sched_getcpu())
        guard cpus > 1, here >= 0 else { return }
        for w in workers.prefix(count) where w.cpu == here {
            guard let t = w.thread else { continue }
            w.cpu = (here + 1) % cpus
            _BandPool.pin(t, to: w.cpu)
        }
        #endif
    }
}

extension _BandPool {
    /// Keeps `thread` on one CPU when there is more than one. Waking a
    /// sleeping worker let the kernel place it on the CPU of the thread
    /// that woke it (the frame's own), so the two bands ran one after the
    /// other; a worker held to its own CPU cannot land there.
    static func pin(_ thread: pthread_t, to cpu: Int) {
        #if os(Linux)
        let count = _BandPool.cpus
        guard count > 1 else { return }
        var set = cpu_set_t()
        withUnsafeMutableBytes(of: &set) { bytes in
            let bit = cpu % count
            bytes[bit / 8] |= UInt8(1 << (bit % 8))
        }
        _ = withUnsafePointer(to: &set) { _qz_pthread_setaffinity_np(thread, MemoryLayout<cpu_set_t>.size, $0) }
        #endif
    }
}

#if os(Linux)
/// glibc's pthread_setaffinity_np and sched_getcpu, which Swift's Glibc
/// module leaves out (they sit behind _GNU_SOURCE).
@_silgen_name("pthread_setaffinity_np")
private func _qz_pthread_setaffinity_np(_ thread: pthread_t, _ size: Int, _ mask: UnsafeRawPointer) -> Int32
@_silgen_name("sched_getcpu")
private func _qz_sched_getcpu() -> Int32
#endif

/// One frame's work for the pool, split into bands.
protocol _BandJob: AnyObject {
    func runBand(_ i: Int)
}
