import Synchronization
import CoreGraphics
import Raster

/// A wide level of the tree (thousands of sibling layers, as scenes of
/// particles, tiles or confetti make) evaluated on the band threads
/// (`_BandPool`). The threads take runs of the level from a shared
/// counter, so a thread that starts late (its CPU taken by another
/// program) leaves its share to the others instead of holding the frame
/// up, and each evaluates the leaves that evaluate alone in its runs (no
/// sublayers, no mask, no class content, no animated keys that redraw:
/// `_RenderNode.evaluatesAlone`), which read and write their own storage
/// and nothing else. The rest, which may call back into the app (a
/// redraw, a delegate), the calling thread evaluates afterwards, in
/// order, with the pool released (an app's drawing may draw in bands
/// itself).
///
/// Evaluation is memory-bound (a layer's values and tracks are about
/// twenty cache lines), and each core brings its own lines in: two
/// threads take a level of 10,000 animated layers in a little over half
/// the time.
final class _LevelEvaluation: _BandJob {
    /// Narrower levels are not worth waking the pool for. (A constant,
    /// not a stored static: every node with sublayers checks it each
    /// frame, and a stored one costs a metadata access and a retain.)
    static var minimumWidth: Int { 1024 }
    /// Siblings per run handed out: enough to stream through memory, few
    /// enough that the threads finish close together.
    static let run = 128

    private static let shared = _LevelEvaluation()
    /// One level at a time (a shared-out level's leaves have no
    /// sublayers, so no level is shared out while another is).
    private static let lock = _Locked(())
    private static let maxBands = 4
    /// How many levels have been shared out (for tests).
    static let levelsShared = Atomic<Int>(0)

    private var kids = UnsafeBufferPointer<Unmanaged<_RenderNode>>(start: nil, count: 0)
    private var time = 0.0
    /// Where the calling thread's diagnostics go (a worker reports there).
    private var collector: _Diagnostics._Collector?
    /// The next run to hand out.
    private let nextRun = Atomic<Int>(0)
    /// Siblings the threads left for the calling thread.
    private let skipped = Atomic<Int>(0)

    /// Evaluates the level `kids` at the parent's local time `t`, shared
    /// out as above; returns whether some subtree of it needs serial
    /// rendering (only those evaluated here can), or nil when it did not
    /// share the level out (one CPU, a narrow level, the pool busy), and
    /// the caller evaluates it.
    static func evaluate(_ kids: UnsafeBufferPointer<Unmanaged<_RenderNode>>, at t: Double) -> Bool? {
        let n = min(_BandPool.cpus, maxBands)
        guard n > 1, kids.count >= minimumWidth else { return nil }
        return lock.tryWithLock { _ -> Bool? in
            let job = shared
            job.kids = kids
            job.time = t
            job.nextRun.store(0, ordering: .relaxed)
            job.skipped.store(0, ordering: .relaxed)
            job.collector = _Diagnostics.currentCollector
            defer { job.kids = UnsafeBufferPointer(start: nil, count: 0); job.collector = nil }
            guard _BandPool.shared.runIfIdle(n, job) else { return nil }
            levelsShared.add(1, ordering: .relaxed)
            var serial = false
            if job.skipped.load(ordering: .relaxed) > 0 {
                for kid in kids {
                    kid._withUnsafeGuaranteedRef {
                        guard !$0.evaluatesAlone else { return }
                        $0.evaluateTree(parentTime: t)
                        serial = serial || $0.subtreeNeedsSerialRendering
                    }
                }
            }
            return serial
        } ?? nil
    }

    func runBand(_ i: Int) {
        if i > 0, let c = collector {
            _Diagnostics.reporting(to: c) { evaluateRuns() }
        } else {
            evaluateRuns()
        }
    }

    /// Takes runs until none is left.
    private func evaluateRuns() {
        var left = 0
        while true {
            let lo = nextRun.add(1, ordering: .relaxed).oldValue * Self.run
            guard lo < kids.count else { break }
            let hi = min(lo + Self.run, kids.count)
            for j in lo..<hi {
                _RenderNode.prefetch(kids, ahead: j, before: hi)
                kids[j]._withUnsafeGuaranteedRef { node in
                    // A leaf that evaluates alone draws on one thread only
                    // when a class says so, and such a leaf has a class:
                    // none here.
                    if node.evaluatesAlone { node.evaluateTree(parentTime: time) } else { left += 1 }
                }
            }
        }
        if left > 0 { skipped.add(left, ordering: .relaxed) }
    }
}
