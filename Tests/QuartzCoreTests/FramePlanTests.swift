import Raster
import Testing
@testable import QuartzCore

/// The frame plan: every drawn layer once, after its subtree, with its
/// place in the target; transform layers opened into their leaves.
@Suite(.serialized) struct FramePlanTests {
    @Test func layersComeAfterTheirSubtreesWithTheirPlaces() throws {
        let card = CALayer(), dot = CALayer(), cube = CATransformLayer(), faceA = CALayer(), faceB = CALayer()
        let masked = CALayer(), mask = CALayer()
        let root = committedScene(width: 200, height: 100) { root in
            card.frame = CGRect(x: 10, y: 10, width: 50, height: 40)
            card.backgroundColor = CGColor(gray: 0, alpha: 1)
            dot.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
            card.addSublayer(dot)
            cube.frame = CGRect(x: 100, y: 10, width: 40, height: 40)
            for f in [faceA, faceB] {
                f.frame = cube.bounds
                f.backgroundColor = CGColor(gray: 0.5, alpha: 1)
                cube.addSublayer(f)
            }
            faceB.transform = CATransform3DMakeTranslation(0, 0, 10)
            masked.frame = CGRect(x: 150, y: 50, width: 40, height: 40)
            mask.frame = masked.bounds
            masked.mask = mask
            root.addSublayer(card)
            root.addSublayer(cube)
            root.addSublayer(masked)
        }
        root._evaluatePresentationTree(at: CACurrentMediaTime())
        var plan = _FramePlan()
        plan.build(try #require(root._node), base: .identity, bounds: PixelRect(x: 0, y: 0, width: 200, height: 100))
        let order = plan.entries.map { e -> CALayer? in e.node.takeUnretainedValue().layer }
        // Post-order: dot before card; the transform layer itself is not
        // drawn, its faces are (back to front); the mask before its layer;
        // the root last, after everything.
        #expect(order.map { $0.map(ObjectIdentifier.init) } == [dot, card, faceA, faceB, mask, masked, root]
            .map { ObjectIdentifier($0) })
        let counts = plan.entries.map(\.subtreeCount)
        #expect(counts == [0, 1, 0, 0, 0, 1, 6])
        // Places on the target: the dot at (15, 15), inside the card's box.
        let dotEntry = plan.entries[0], cardEntry = plan.entries[1]
        #expect(dotEntry.placement.m.tx == 15 && dotEntry.placement.m.ty == 15)
        #expect(cardEntry.box.x0 <= 10 && cardEntry.box.x1 >= 60 && dotEntry.box.x0 >= cardEntry.box.x0)

        // The shape the compositors rely on, checked after every build in
        // debug builds; a plan broken in any of these ways fails it.
        let bounds = PixelRect(x: 0, y: 0, width: 200, height: 100)
        #expect(_FramePlan.isWellFormed(plan.entries, bounds: bounds))
        var short = plan.entries
        short[short.count - 1].subtreeCount -= 1
        #expect(!_FramePlan.isWellFormed(short, bounds: bounds), "the root's subtree does not reach the first entry")
        var maskFirst = plan.entries
        maskFirst[4].isMask = false
        maskFirst[3].isMask = true
        #expect(!_FramePlan.isWellFormed(maskFirst, bounds: bounds), "a mask's entries come after the sublayers'")
        var outside = plan.entries
        outside[0].box = PixelRect(x: 190, y: 0, width: 20, height: 10)
        #expect(!_FramePlan.isWellFormed(outside, bounds: bounds), "a box reaches past the target")
    }

    /// What the compositors draw from the plan: a layer's sublayers back
    /// to front by zPosition, then in order, a transform layer's leaves
    /// together at its place in depth order; its mask apart, even when
    /// the mask is a transform layer.
    @Test func sublayersAreDrawnInZOrderAndTheMaskApart() throws {
        let front = CALayer(), back = CALayer(), cube = CATransformLayer(), near = CALayer(), far = CALayer()
        let tiedFirst = CALayer(), tiedSecond = CALayer(), maskCube = CATransformLayer(), maskFace = CALayer()
        let parent = CALayer()
        let root = committedScene(width: 200, height: 100) { root in
            parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            front.zPosition = 5
            back.zPosition = -5
            cube.zPosition = 1
            near.transform = CATransform3DMakeTranslation(0, 0, 10)
            cube.addSublayer(near)
            cube.addSublayer(far)
            tiedSecond.zPosition = 1
            for l in [front, back, cube, near, far, tiedFirst, tiedSecond, maskFace] {
                if !(l is CATransformLayer) { l.backgroundColor = CGColor(gray: 0.5, alpha: 1) }
                l.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            }
            maskCube.addSublayer(maskFace)
            for l in [front, back, cube, tiedFirst, tiedSecond] { parent.addSublayer(l) }
            parent.mask = maskCube
            root.addSublayer(parent)
        }
        root._evaluatePresentationTree(at: CACurrentMediaTime())
        var plan = _FramePlan()
        plan.build(try #require(root._node), base: .identity, bounds: PixelRect(x: 0, y: 0, width: 200, height: 100),
                   measuring: false)
        let order = _PlanOrder()
        var drawn: [ObjectIdentifier] = [], masks: [ObjectIdentifier] = []
        plan.entries.withUnsafeBufferPointer { entries in
            let rootEntry = _PlannedLayer(entries: entries, index: entries.count - 1)
            let p = _PlannedLayer(entries: entries, index: rootEntry.sublayerEntries.upperBound - 1)
            order.forEach(in: entries, p.sublayerEntries) { drawn.append(ObjectIdentifier($0.node.layer!)) }
            order.forEach(in: entries, p.maskEntries) { masks.append(ObjectIdentifier($0.node.layer!)) }
        }
        #expect(drawn == [back, tiedFirst, far, near, tiedSecond, front].map { ObjectIdentifier($0) })
        #expect(masks == [ObjectIdentifier(maskFace)])
    }
}
