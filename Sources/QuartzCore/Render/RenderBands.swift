import Dispatch
import Foundation
import Raster

/// Splits a frame into horizontal bands drawn on several threads, each by
/// its own thread's compositor (own scratch, offscreens and caches). Every
/// pixel is computed the same way whatever the clip (see drawGroup and
/// drawTransformed), so the bytes do not depend on the thread count, nor
/// on where the bands meet.
///
/// Layers are rarely spread evenly down a frame, so bands of equal height
/// take unequal times, and the frame waits for the slowest. The bands are
/// therefore balanced by what they cost: each frame times its bands, and
/// the next frame moves the boundaries so that each band gets an equal
/// share of the time, reading the time as spread evenly over each band's
/// rows. Successive frames are alike, so this settles within a few
/// frames, and stays while the bands are within 3% of even; a different
/// clip starts again from equal heights.
enum _RenderBands {
    /// Renders `node` into `target` within `clip` on `threads` threads,
    /// its superlayer's space mapped by `base`. Each band's compositor plans
    /// the frame itself, in parallel: one plan made first would be a serial
    /// step before the bands (the two-thread frame took 0.57 of one
    /// thread's time instead of 0.53).
    static func render(_ node: _RenderNode, into target: Surface, clip: PixelRect, base: Projective, threads: Int) {
        render(.planning(node, base), of: node, into: target, clip: clip, threads: threads)
    }

    /// Draws `plan`, the frame plan of `node`'s tree over all of `target`
    /// (the damage tracker's, made for finding the damage), into `target`
    /// within `clip` on `threads` threads. Every band's compositor reads it.
    static func render(_ plan: _FramePlan, of node: _RenderNode, into target: Surface, clip: PixelRect, threads: Int) {
        render(.planned(plan), of: node, into: target, clip: clip, threads: threads)
    }

    /// What the bands draw: a plan made already, or a tree each band plans.
    private enum Frame {
        case planned(_FramePlan)
        case planning(_RenderNode, Projective)

        func draw(into target: Surface, clip: PixelRect) {
            switch self {
            case .planned(let plan): _Compositor.shared.render(plan, into: target, clip: clip)
            case .planning(let node, let base):
                _Compositor.shared.render(node, into: target, clip: clip, base: base)
            }
        }
    }

    private static func render(_ frame: Frame, of node: _RenderNode, into target: Surface, clip: PixelRect,
                               threads: Int) {
        let clip = clip.intersection(target.bounds)
        guard !clip.isEmpty else { return }
        let n = node.subtreeNeedsSerialRendering ? 1 : min(max(1, threads), max(1, clip.height / 16), _BandSplit.maxBands)
        if n == 1 {
            frame.draw(into: target, clip: clip)
            return
        }
        // One frame in bands at a time: the pool's threads are shared.
        job.withLock { job in
            job.frame = frame
            job.target = target
            job.clip = clip
            job.split.prepare(bands: n, rows: clip.y0..<clip.y1)
            _BandPool.shared.run(n, job)
            job.split.rebalance(times: job.times)
            // Not kept: a plan's storage is rebuilt in place next frame.
            job.frame = nil
            job.target = nil
        }
    }

    /// The frame being drawn, reused every frame (nothing allocated).
    private static let job = _Locked(FrameJob())

    private final class FrameJob: _BandJob {
        var frame: Frame?
        var target: Surface?
        var clip = PixelRect.empty
        var split = _BandSplit()
        /// Each band's time, written by its own thread (a slot each, so no
        /// two threads touch the same value), read between frames.
        let times = UnsafeMutablePointer<UInt64>.allocate(capacity: _BandSplit.maxBands)

        init() { times.initialize(repeating: 0, count: _BandSplit.maxBands) }

        func runBand(_ i: Int) {
            guard let frame, let target else { return }
            let rows = split.rows(of: i)
            let band = PixelRect(x0: clip.x0, y0: rows.lowerBound, x1: clip.x1, y1: rows.upperBound)
            let t0 = DispatchTime.now().uptimeNanoseconds
            frame.draw(into: target, clip: band)
            times[i] = DispatchTime.now().uptimeNanoseconds &- t0
        }
    }
}

/// Where a frame's bands meet, moved frame by frame toward equal times.
/// The boundaries change between frames, while no band is running.
struct _BandSplit {
    static let maxBands = 16
    /// Boundaries: band i covers rows edges[i]..<edges[i + 1].
    private var edges = InlineArray<17, Int>(repeating: 0)
    private var bands = 0
    private var range = 0..<0

    /// Uses the last frame's boundaries when the bands and rows are the
    /// same, else equal heights.
    mutating func prepare(bands n: Int, rows: Range<Int>) {
        if n == bands && rows == range { return }
        bands = n
        range = rows
        for i in 0...n { edges[i] = rows.lowerBound + rows.count * i / n }
    }

    func rows(of band: Int) -> Range<Int> { edges[band]..<edges[band + 1] }

    /// New boundaries from the bands' `times` (one per band): the
    /// cumulative time, read as spread evenly over each band's rows, cut
    /// into equal parts; halfway there from the old ones, so that one odd
    /// frame does not swing them.
    mutating func rebalance(times: UnsafePointer<UInt64>) {
        let n = bands
        guard n > 1 else { return }
        var total = 0.0, slowest = 0.0
        for i in 0..<n {
            total += Double(times[i])
            slowest = max(slowest, Double(times[i]))
        }
        // Within a few percent of even, they stay: boundaries that jitter
        // from frame to frame would bring each band layers (and shadow
        // masks to make) that the other band had.
        guard total > 0, slowest > 1.03 * total / Double(n) else { return }
        var next = edges
        var band = 0, before = 0.0
        for k in 1..<n {
            let goal = total * Double(k) / Double(n)
            while band < n - 1 && before + Double(times[band]) < goal {
                before += Double(times[band])
                band += 1
            }
            let t = Double(times[band]), a = edges[band], b = edges[band + 1]
            let within = t > 0 ? min(1, max(0, (goal - before) / t)) : 0.5
            let target = Double(a) + within * Double(b - a)
            next[k] = Int(((Double(edges[k]) + target) / 2).rounded())
        }
        // Every band keeps at least one row.
        for k in 1..<n { next[k] = min(max(next[k], next[k - 1] + 1), range.upperBound - (n - k)) }
        edges = next
    }
}
