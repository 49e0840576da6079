import Foundation
import Raster

/// Renders one layer tree into a pixel surface, frame after frame: the
/// boundary between a host (a window, a snapshot) and the engine. It owns
/// what a tree's frames share (the damage tracker that remembers the last
/// frame, the surface, the number of bands drawn at once) and answers the
/// host's two questions: does the tree need a frame, and render the frame
/// for time t.
///
/// This one runs on the committing thread and draws the committed nodes
/// themselves, under the render tree's lock (snapshots, tests); a render
/// thread uses `_MirroringRenderer`, which draws a copy of its own.
package class _LayerRenderer {
    package let root: CALayer
    package private(set) var surface: Surface?
    /// Pixels per point.
    package private(set) var scale: Double = 1
    /// Bands drawn at once (the bytes are the same for any count).
    package var threads: Int
    private let damage = _DamageTracker()

    /// What the last frame cost, for a heads-up display.
    package struct FrameStats: Sendable {
        /// Seconds spent evaluating the presentation tree and finding damage.
        package var evaluate: Double = 0
        /// Seconds spent drawing the damaged pixels.
        package var raster: Double = 0
        package var damagedPixels = 0
    }
    package private(set) var lastStats = FrameStats()

    package init(root: CALayer, threads: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)) {
        self.root = root
        self.threads = threads
    }

    /// The node a frame draws: the committed one.
    var rootNode: _RenderNode? { root._node }

    /// `body` with the tree to itself: the committed nodes are shared
    /// with committing threads, so under the render tree's lock.
    func withTree<T>(_ body: () -> T) -> T { _RenderTreeLock.withLock(body) }

    /// A new pixel size (the next frame redraws everything). False when no
    /// surface of that size can be made.
    @discardableResult
    package func resize(pixelWidth: Int, pixelHeight: Int, scale: Double) -> Bool {
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        surface = Surface(width: max(1, pixelWidth), height: max(1, pixelHeight))
        return surface != nil
    }

    /// Whether the next frame could differ from the last one drawn.
    package func needsFrame() -> Bool {
        guard let node = rootNode else { return false }
        return withTree { damage.needsFrame(node) }
    }

    /// Renders the frame for media time `t` into `surface`, redrawing only
    /// what changed; returns the rects that changed (empty: none).
    @discardableResult
    package func renderFrame(at t: CFTimeInterval) -> [PixelRect] {
        guard let surface, let node = rootNode else { return [] }
        let start = _MediaClock.monotonicNow()
        let rects = withTree { damage.renderFrame(node, into: surface, at: t, scale: scale, threads: threads) }
        let end = _MediaClock.monotonicNow()
        lastStats = FrameStats(evaluate: damage.lastEvaluateSeconds, raster: max(0, end - start - damage.lastEvaluateSeconds),
                               damagedPixels: rects.reduce(0) { let c = $1.intersection(surface.bounds); return $0 + c.width * c.height })
        return rects
    }
}

/// A renderer for a render thread (the window server): it draws its own
/// copy of the tree (`_MirrorTree`), kept up to date from the commits
/// handed over (`_RenderHandover`), so a frame takes no lock the
/// committing thread holds. Made on the committing thread, then used from
/// the render thread only.
package final class _MirroringRenderer: _LayerRenderer {
    private let mirror = _MirrorTree()
    private let rootSerial: UInt64

    /// Call on the committing thread: commits, subscribes to the hand-over
    /// and hands over the whole tree as committed so far.
    /// `stopMirroring()` ends the subscription.
    package init(mirroring root: CALayer, threads: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)) {
        CATransaction.flush()
        _RenderHandover.shared.subscribe()
        rootSerial = root._ensureNode().serial
        _RenderHandover.shared.publishTree(root)
        super.init(root: root, threads: threads)
    }

    package func stopMirroring() { _RenderHandover.shared.unsubscribe() }

    /// The copy's root.
    override var rootNode: _RenderNode? { mirror.node(rootSerial) }

    /// The copy is this thread's own: no lock.
    override func withTree<T>(_ body: () -> T) -> T { body() }

    /// Takes in what commits handed over; true when anything arrived.
    @discardableResult
    package func receiveCommits() -> Bool { mirror.applyPending() }
}
