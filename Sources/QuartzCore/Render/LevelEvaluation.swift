import CPrefetch
import Synchronization
import CoreGraphics
import Raster

/// A wide level of the tree (thousands of sibling layers, as scenes of
/// particles, tiles or confetti make) evaluated on the band threads
/// (`_BandPool`), each thread taking a contiguous run of the level and
/// evaluating its leaves that evaluate alone (no sublayers, no mask, no
/// class content, no animated keys that redraw:
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
    /// Narrower levels are not worth waking the pool for.
    static let minimumWidth = 1024

    private static let shared = _LevelEvaluation()
    /// One level at a time (a shared-out level's leaves have no
    /// sublayers, so no level is shared out while another is).
    private static let lock = _Locked(())
    private static let maxBands = 4
    /// How many levels have been shared out (for tests).
    static let levelsShared = Atomic<Int>(0)

    private var kids = UnsafeBufferPointer<Unmanaged<_RenderNode>>(start: nil, count: 0)
    private var time = 0.0
    private var bands = 1
    /// Where the calling thread's diagnostics go (a worker reports there).
    private var collector: _Diagnostics._Collector?
    /// Per band: how many siblings it left for the calling thread (each
    /// band writes its own slot).
    private let skipped = UnsafeMutablePointer<Int>.allocate(capacity: maxBands)

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
            job.bands = n
            job.collector = _Diagnostics.currentCollector
            defer { job.kids = UnsafeBufferPointer(start: nil, count: 0); job.collector = nil }
            guard _BandPool.shared.runIfIdle(n, job) else { return nil }
            levelsShared.add(1, ordering: .relaxed)
            var serial = false
            for i in 0..<n where job.skipped[i] > 0 {
                for j in job.range(of: i) {
                    kids[j]._withUnsafeGuaranteedRef {
                        guard !$0.evaluatesAlone else { return }
                        $0.evaluateTree(parentTime: t)
                        serial = serial || $0.subtreeNeedsSerialRendering
                    }
                }
            }
            return serial
        } ?? nil
    }

    private func range(of band: Int) -> Range<Int> {
        kids.count * band / bands ..< kids.count * (band + 1) / bands
    }

    func runBand(_ i: Int) {
        if i > 0, let c = collector {
            _Diagnostics.reporting(to: c) { evaluate(band: i) }
        } else {
            evaluate(band: i)
        }
    }

    private func evaluate(band i: Int) {
        let range = range(of: i)
        var left = 0
        for j in range {
            // As the calling thread's walk does: the nodes a few steps
            // ahead, and the values of the next ones.
            if j + 8 < range.upperBound {
                let object = UnsafeRawPointer(kids[j + 8].toOpaque())
                qz_prefetch(object); qz_prefetch(object + 64); qz_prefetch(object + 128); qz_prefetch(object + 192)
            }
            if j + 4 < range.upperBound { kids[j + 4]._withUnsafeGuaranteedRef { $0.prefetchFrameData() } }
            kids[j]._withUnsafeGuaranteedRef { node in
                // A leaf that evaluates alone draws on one thread only when
                // a class says so, and such a leaf has a class: none here.
                if node.evaluatesAlone { node.evaluateTree(parentTime: time) } else { left += 1 }
            }
        }
        skipped[i] = left
    }
}
