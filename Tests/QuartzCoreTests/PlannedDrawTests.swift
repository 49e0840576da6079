import Raster
import Testing
@testable import QuartzCore

/// What the frame plan decides for each layer (`_PlannedDraw`), and the
/// pictures it holds: the compositor draws what these say.
@Suite(.serialized) struct PlannedDrawTests {
    /// The plan of `root`'s tree over a 200 × 100 target.
    func plan(_ root: CALayer) throws -> _FramePlan {
        root._evaluatePresentationTree(at: CACurrentMediaTime())
        var plan = _FramePlan()
        plan.build(try #require(root._node), base: .identity, bounds: PixelRect(x: 0, y: 0, width: 200, height: 100))
        return plan
    }

    func entry(_ plan: _FramePlan, _ layer: CALayer) throws -> _FramePlan.Entry {
        try #require(plan.entries.first { $0.node.takeUnretainedValue().layer === layer })
    }

    @Test func eachLayerIsDecidedOnce() throws {
        let plain = CALayer(), faded = CALayer(), child = CALayer(), shadowed = CALayer(), tilted = CALayer()
        let hidden = CALayer(), blended = CALayer()
        let root = committedScene(width: 200, height: 100) { root in
            for (l, x) in [(plain, 0), (faded, 30), (shadowed, 60), (tilted, 90), (hidden, 120), (blended, 150)] {
                l.frame = CGRect(x: x + 2, y: 10, width: 20, height: 20)
                l.backgroundColor = CGColor(gray: 0.3, alpha: 1)
                root.addSublayer(l)
            }
            faded.opacity = 0.5
            child.frame = CGRect(x: 2, y: 2, width: 5, height: 5)
            faded.addSublayer(child)
            shadowed.shadowOpacity = 1
            shadowed.shadowRadius = 3
            shadowed.addSublayer(CALayer())
            tilted.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            hidden.isHidden = true
            blended.compositingFilter = "multiplyBlendMode"
        }
        let plan = try plan(root)
        #expect(try entry(plan, plain).draw.kind == .direct)
        // Group opacity: a translucent layer with sublayers is one picture,
        // and its sublayers are drawn inside it at their own opacity.
        #expect(try entry(plan, faded).draw.kind == .group)
        #expect(try entry(plan, faded).draw.opacity == 0.5)
        #expect(try entry(plan, child).draw.opacity == 1)
        #expect(try entry(plan, child).placement.alpha == 0.5, "the damage tracker still compares the inherited one")
        // A shadow cast from sublayers: a group whose box holds the shadow.
        let s = try entry(plan, shadowed).draw
        #expect(s.kind == .group && s.shadowSource == .composited && s.shadow != nil)
        #expect(s.box.minX < 62 - 3 && s.box.maxX > 82 + 3)
        // A rotated background-and-border layer: its outline, mapped.
        #expect(try entry(plan, tilted).draw.kind == .outline)
        // A hidden layer draws nothing: it has no entry at all.
        #expect(!plan.entries.contains { $0.node.takeUnretainedValue().layer === hidden })
        #expect(try entry(plan, blended).draw.kind == .group && entry(plan, blended).draw.blend != nil)
        // Every layer's cull holds what it draws.
        let p = try entry(plan, plain).draw.cull
        #expect(p.minX <= 2 && p.maxX >= 22 && p.minY <= 10 && p.maxY >= 30)
    }

    /// A replicator's copies are planned by the frame plan, one picture per
    /// instance and sublayer, and drawn from it; an animated instance delay
    /// (the sublayers evaluated again copy by copy) keeps them planned where
    /// they are drawn.
    @Test func aReplicatorsCopiesArePlanned() throws {
        let replicator = CAReplicatorLayer(), a = CALayer(), b = CALayer()
        let root = committedScene(width: 200, height: 100) { root in
            replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            replicator.instanceCount = 5
            replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
            for (l, y) in [(a, 10), (b, 50)] {
                l.frame = CGRect(x: 5, y: y, width: 20, height: 20)
                l.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
                replicator.addSublayer(l)
            }
            root.addSublayer(replicator)
        }
        // (The plan holds its pictures: kept while they are read.)
        let made = try plan(root)
        let planned = try #require(try entry(made, replicator).draw.pictures.copies).takeUnretainedValue()
        #expect(planned.count == 10 && planned.sublayers == 2)
        let copy = try #require(planned.copy(3, 1))
        #expect(copy.source?.root.takeUnretainedValue() === b._node)
        #expect(planned.copy(5, 0) == nil && planned.copy(0, 2) == nil)
        // Drawn from the plan.
        let whole = renderedFrame(root, at: CACurrentMediaTime())
        #expect(whole[3 * 30 + 15, 60] != whole[0, 0], "the fourth copy of the second sublayer is drawn")
        let animating = CABasicAnimation(keyPath: "opacity")
        animating.fromValue = 0.2
        animating.toValue = 1
        animating.duration = 10
        a.add(animating, forKey: "fade")
        replicator.instanceDelay = 0.1
        CATransaction.flush()
        let delayed = try plan(root)
        #expect(try entry(delayed, replicator).draw.pictures.copies == nil)
        withExtendedLifetime(made) {}
    }
}
