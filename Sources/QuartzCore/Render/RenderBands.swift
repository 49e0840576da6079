import Dispatch
import Foundation
import Raster

/// Splits a frame into horizontal bands drawn on several threads, each by
/// its own thread's compositor (own scratch, offscreens and caches). Every
/// pixel is computed the same way whatever the clip (see drawGroup and
/// drawTransformed), so the bytes do not depend on the thread count.
enum _RenderBands {
    /// Renders `node` into `target` within `clip` on `threads` threads.
    static func render(_ node: _RenderNode, into target: Surface, clip: PixelRect, base: Projective, threads: Int) {
        let clip = clip.intersection(target.bounds)
        guard !clip.isEmpty else { return }
        let n = node.subtreeNeedsSerialRendering ? 1 : min(max(1, threads), max(1, clip.height / 16))
        if n == 1 {
            _Compositor.shared.render(node, into: target, clip: clip, base: base)
            return
        }
        lock.lock()
        defer { lock.unlock() }
        let job = frame
        job.node = node
        job.target = target
        job.clip = clip
        job.base = base
        job.n = n
        _BandPool.shared.run(n, job)
        job.node = nil
        job.target = nil
    }

    /// The frame being drawn, reused every frame (nothing allocated).
    private static let frame = FrameJob()
    private static let lock = NSLock()

    private final class FrameJob: _BandJob {
        var node: _RenderNode?
        var target: Surface?
        var clip = PixelRect.empty
        var base = Projective.identity
        var n = 1

        func runBand(_ i: Int) {
            guard let node, let target else { return }
            let band = PixelRect(x0: clip.x0, y0: clip.y0 + clip.height * i / n,
                                 x1: clip.x1, y1: clip.y0 + clip.height * (i + 1) / n)
            _Compositor.shared.render(node, into: target, clip: band, base: base)
        }
    }
}
