import Raster
import Testing
@testable import QuartzCore

/// Frames drawn through the damage tracker (only what changed) are the
/// frames a whole render gives; a frame where nothing changed draws nothing.
@Suite struct DamageTrackerTests {
    func pixels(_ s: Surface) -> [UInt32] {
        (0..<s.height).flatMap { y in Array(UnsafeBufferPointer(start: s.row(y), count: s.width)) }
    }

    func whole(_ root: CALayer, at t: CFTimeInterval) -> [UInt32] {
        let s = Surface(width: 200, height: 150)!
        _ = root._renderPresentation(into: s, clip: s.bounds, at: t)
        return pixels(s)
    }

    func makeScene() -> (CALayer, CALayer, CALayer) {
        let mover = CALayer(), still = CALayer()
        let root = committedScene(width: 200, height: 150) { root in
            mover.frame = CGRect(x: 10, y: 10, width: 50, height: 40)
            mover.backgroundColor = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 0.8)
            mover.cornerRadius = 8
            mover.borderWidth = 2
            mover.shadowOpacity = 0.6
            mover.shadowRadius = 4
            root.addSublayer(mover)
            still.frame = CGRect(x: 120, y: 80, width: 60, height: 50)
            still.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            root.addSublayer(still)
        }
        return (root, mover, still)
    }

    /// Starts a one-second position animation; returns the time it starts from.
    func move(_ l: CALayer, from: CGPoint, to: CGPoint) -> Double {
        let t0 = CACurrentMediaTime()
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = from
        a.toValue = to
        a.duration = 1
        l.add(a, forKey: "move")
        CATransaction.flush()
        return t0
    }

    @Test func trackedFramesEqualWholeFrames() {
        let (root, mover, still) = makeScene()
        let t0 = move(mover, from: CGPoint(x: 35, y: 30), to: CGPoint(x: 140.3, y: 95.7))
        let surface = Surface(width: 200, height: 150)!
        let tracker = _DamageTracker()
        for k in 0..<6 {
            let t = t0 + Double(k) * 0.13
            let rects = tracker.renderFrame(root, into: surface, at: t)
            #expect(!rects.isEmpty)
            if k > 0 {
                // Only the mover's old and new places, not the whole frame.
                let area = rects.reduce(0) { $0 + $1.width * $1.height }
                #expect(area < 200 * 150, "frame \(k) redrew everything")
            }
            #expect(pixels(surface) == whole(root, at: t), "frame \(k)")
        }
        // Removing a layer repaints where it was.
        mover.removeAllAnimations()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        still.removeFromSuperlayer()
        CATransaction.commit()
        CATransaction.flush()
        let t = t0 + 2
        let rects = tracker.renderFrame(root, into: surface, at: t)
        #expect(rects.contains { !$0.intersection(PixelRect(x: 120, y: 80, width: 60, height: 50)).isEmpty })
        #expect(pixels(surface) == whole(root, at: t))
        #expect(surface[150, 100] == 0xFFFF_FFFF)
    }

    /// An opaque root background repaints the damaged rects without a
    /// clear first; a root that does not cover them (translucent, rounded,
    /// smaller than the target) still gets the clear. Either way the frame
    /// is the whole render's, whatever the target held before.
    @Test(arguments: [(1.0, 0.0, 0.0), (0.5, 0.0, 0.0), (1.0, 12.0, 0.0), (1.0, 0.0, 20.5)])
    func framesOverOldPixelsEqualWholeFrames(alpha: Double, corner: Double, inset: Double) {
        let (root, mover, _) = makeScene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.backgroundColor = CGColor(red: 0.95, green: 0.9, blue: 0.8, alpha: alpha)
        root.cornerRadius = corner
        root.frame = CGRect(x: inset, y: inset, width: 200 - 2 * inset, height: 150 - 2 * inset)
        CATransaction.commit()
        CATransaction.flush()
        #expect(framesOverOldPixelsEqualWholeFrames(root, mover) == (alpha == 1 && corner == 0 && inset == 0))
    }

    /// Draws frames of `root` as `mover` moves, over a target that held
    /// other pixels, checks each is the whole render's, and returns whether
    /// the root's background stood in for clearing the damage.
    func framesOverOldPixelsEqualWholeFrames(_ root: CALayer, _ mover: CALayer) -> Bool {
        let t0 = move(mover, from: CGPoint(x: 35, y: 30), to: CGPoint(x: 140.3, y: 95.7))
        let surface = Surface(width: 200, height: 150)!
        for y in 0..<150 { surface.row(y).update(repeating: 0xFF00_FF00, count: 200) }
        let tracker = _DamageTracker()
        for k in 0..<4 {
            let t = t0 + Double(k) * 0.21
            tracker.renderFrame(root, into: surface, at: t)
            #expect(pixels(surface) == whole(root, at: t), "frame \(k)")
        }
        // (Read after a frame: the presented values are the render side's.)
        var plan = _FramePlan()
        plan.build(root._node!, base: .identity, bounds: surface.bounds)
        return _DamageTracker.backgroundCovers(plan, root._node!, surface.bounds)
    }

    /// A root that blends with what is below (a `compositingFilter`) is
    /// composited through an offscreen: its opaque background does not
    /// stand in for clearing the damaged rect first, and frames drawn over
    /// old pixels still equal whole frames.
    @Test func aBlendingRootDoesNotCoverTheRect() {
        let (root, mover, _) = makeScene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.backgroundColor = CGColor(red: 0.95, green: 0.9, blue: 0.8, alpha: 1)
        root.compositingFilter = "multiplyBlendMode"
        CATransaction.commit()
        CATransaction.flush()
        #expect(!framesOverOldPixelsEqualWholeFrames(root, mover))
    }

    /// Each tree answers for itself: a commit in one window's tree does
    /// not make another's renderer draw; a commit deep in a tree does.
    @Test func aCommitNeedsAFrameOnlyInItsOwnTree() {
        let (rootA, moverA, _) = makeScene()
        let (rootB, _, _) = makeScene()
        let a = _DamageTracker(), b = _DamageTracker()
        let s = Surface(width: 200, height: 150)!
        let t = CACurrentMediaTime()
        a.renderFrame(rootA, into: s, at: t)
        b.renderFrame(rootB, into: s, at: t)
        #expect(!a.needsFrame(rootA) && !b.needsFrame(rootB))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        moverA.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        CATransaction.commit()
        CATransaction.flush()
        #expect(a.needsFrame(rootA), "a sublayer's commit reaches its root")
        #expect(!b.needsFrame(rootB), "the other tree has nothing new")
        #expect(b.renderFrame(rootB, into: s, at: t).isEmpty)
    }

    @Test func aShadowPathBeyondTheBoundsIsRepaintedAsItMoves() {
        let (root, mover, _) = makeScene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        mover.shadowPath = CGPath(ellipseIn: CGRect(x: -25, y: -20, width: 100, height: 80), transform: nil)
        mover.shadowOffset = CGSize(width: 0, height: 8)
        CATransaction.commit()
        let t0 = move(mover, from: CGPoint(x: 40, y: 40), to: CGPoint(x: 150, y: 100))
        let surface = Surface(width: 200, height: 150)!
        let tracker = _DamageTracker()
        for t in stride(from: t0, to: t0 + 1, by: 0.2) {
            tracker.renderFrame(root, into: surface, at: t)
            #expect(pixels(surface) == whole(root, at: t), "at \(t - t0) s")
        }
    }

    @Test func nothingChangedDrawsNothing() {
        let (root, _, _) = makeScene()
        let surface = Surface(width: 200, height: 150)!
        let tracker = _DamageTracker()
        let t = CACurrentMediaTime()
        #expect(tracker.renderFrame(root, into: surface, at: t) == [surface.bounds])
        #expect(tracker.renderFrame(root, into: surface, at: t + 0.1).isEmpty)
        #expect(tracker.renderFrame(root, into: surface, at: t + 0.2).isEmpty)
    }
}
