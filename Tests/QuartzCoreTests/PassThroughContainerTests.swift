import Raster
import Testing
@testable import QuartzCore

/// Layers that paint nothing of their own around one sublayer (lottie-ios
/// wraps every shape in a chain of such containers) are planned as their
/// sublayer (`_FramePlan.passesThrough`), and hidden layers not at all:
/// the same picture, the same order among siblings, the same damage.
@Suite(.serialized) struct PassThroughContainerTests {
    func pixels(_ s: Surface) -> [UInt32] {
        (0..<s.height).flatMap { y in Array(UnsafeBufferPointer(start: s.row(y), count: s.width)) }
    }

    func whole(_ root: CALayer) -> [UInt32] {
        let b = root.bounds
        let s = Surface(width: Int(b.width), height: Int(b.height))!
        _ = root._renderPresentation(into: s, clip: s.bounds, at: CACurrentMediaTime())
        return pixels(s)
    }

    /// `inner` inside `depth` plain containers (each a little moved, the
    /// middle one turned), added to `parent`; returns the outermost.
    func chain(_ inner: CALayer, depth: Int, turned: Bool = false) -> CALayer {
        var top = inner
        for k in 0..<depth {
            let c = CALayer()
            c.frame = CGRect(x: 1, y: 2, width: 30, height: 30)
            if turned && k == depth / 2 { c.transform = CATransform3DMakeRotation(0.3, 0, 0, 1) }
            c.addSublayer(top)
            top = c
        }
        return top
    }

    func square(_ x: CGFloat, _ y: CGFloat, gray: CGFloat) -> CALayer {
        let l = CALayer()
        l.frame = CGRect(x: x, y: y, width: 16, height: 16)
        l.backgroundColor = CGColor(red: gray, green: 0.3, blue: 1 - gray, alpha: 1)
        return l
    }

    /// The chain's containers have no entries; what holds a background,
    /// clips, or has two sublayers keeps its own.
    @Test func onlyContainersThatPaintNothingAreLeftOut() throws {
        let leaf = square(4, 4, gray: 0.2)
        let outer = chain(leaf, depth: 4, turned: true)
        let painted = CALayer(), clipping = CALayer(), two = CALayer()
        let root = committedScene(width: 80, height: 60) { root in
            root.addSublayer(outer)
            painted.frame = CGRect(x: 40, y: 0, width: 20, height: 20)
            painted.backgroundColor = CGColor(gray: 0.5, alpha: 1)
            painted.addSublayer(square(2, 2, gray: 0.9))
            clipping.frame = CGRect(x: 40, y: 30, width: 10, height: 10)
            clipping.masksToBounds = true
            clipping.addSublayer(square(2, 2, gray: 0.7))
            two.frame = CGRect(x: 60, y: 30, width: 10, height: 10)
            two.addSublayer(square(0, 0, gray: 0.1))
            two.addSublayer(square(4, 4, gray: 0.4))
            root.addSublayer(painted)
            root.addSublayer(clipping)
            root.addSublayer(two)
        }
        root._evaluatePresentationTree(at: CACurrentMediaTime())
        var plan = _FramePlan()
        plan.build(try #require(root._node), base: .identity, bounds: PixelRect(x: 0, y: 0, width: 80, height: 60))
        let planned = Set(plan.entries.map { ObjectIdentifier($0.node.takeUnretainedValue()) })
        func isPlanned(_ l: CALayer) -> Bool { l._node.map { planned.contains(ObjectIdentifier($0)) } ?? false }
        #expect(isPlanned(root) && isPlanned(leaf))
        let wrapper = try #require(leaf.superlayer)
        #expect(!isPlanned(outer) && !isPlanned(wrapper))
        #expect(isPlanned(painted) && isPlanned(clipping) && isPlanned(two))
        #expect(plan.entries.count == 1 + 1 + 2 + 2 + 3)
        // And the picture is the one the reference compositor draws layer
        // by layer.
        _ = checkedFrame(root, at: CACurrentMediaTime(), always: true)
    }

    /// A hidden layer (and what is under it) has no entry; hiding it
    /// repaints where it was, showing it where it is, and a hidden layer
    /// that moves repaints nothing.
    @Test func hiddenLayersAreLeftOutAndRepaintWhenTheyChange() throws {
        let shown = square(4, 4, gray: 0.2), toggled = square(30, 20, gray: 0.8)
        toggled.addSublayer(square(10, 10, gray: 0.5))
        let root = committedScene(width: 80, height: 60) { root in
            root.addSublayer(shown)
            root.addSublayer(toggled)
        }
        let surface = Surface(width: 80, height: 60)!
        let tracker = _DamageTracker()
        func frame(_ what: String) -> [PixelRect] {
            let rects = tracker.renderFrame(root, into: surface, at: CACurrentMediaTime())
            #expect(pixels(surface) == whole(root), "\(what)")
            return rects
        }
        func commit(_ change: () -> Void) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            change()
            CATransaction.commit()
            CATransaction.flush()
        }
        _ = frame("first frame")
        commit { toggled.isHidden = true }
        #expect(!frame("hidden").isEmpty)
        root._evaluatePresentationTree(at: CACurrentMediaTime())
        var plan = _FramePlan()
        plan.build(try #require(root._node), base: .identity, bounds: PixelRect(x: 0, y: 0, width: 80, height: 60))
        #expect(plan.entries.count == 2, "the root and the square shown")
        commit { toggled.position.x += 7 }
        #expect(frame("a hidden layer moved").isEmpty)
        commit { toggled.isHidden = false }
        #expect(!frame("shown again").isEmpty)
    }

    /// A container's zPosition orders its sublayer among the container's
    /// siblings: the square inside the raised container covers the one
    /// added after it.
    @Test func theContainersZPositionOrdersItsSublayer() {
        let under = square(0, 0, gray: 0.9), raisedLeaf = square(0, 0, gray: 0.1)
        let root = committedScene(width: 40, height: 40) { root in
            let raised = chain(raisedLeaf, depth: 2)
            raised.zPosition = 1
            root.addSublayer(raised)
            let over = chain(under, depth: 2)
            root.addSublayer(over)
        }
        let frame = renderedFrame(root, at: CACurrentMediaTime())
        let p = frame[10, 10]
        // The raised square's colour: little red, much blue.
        #expect(p & 0xFF > 200 && (p >> 16) & 0xFF < 60, "\(String(p, radix: 16))")
    }

    /// A translucent layer that does not group its sublayers
    /// (`CALayer.allowsGroupOpacity` off) lends its opacity to every layer
    /// under it, through containers (which then group theirs, as on iOS).
    @Test func opacityReachesThroughContainers() {
        let leaf = CALayer()
        let root = committedScene(width: 40, height: 40) { root in
            let faded = CALayer()
            faded.frame = root.bounds
            faded.opacity = 0.5
            faded.allowsGroupOpacity = false
            leaf.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            leaf.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            root.addSublayer(faded)
            faded.addSublayer(chain(leaf, depth: 3, turned: true))
        }
        let frame = renderedFrame(root, at: CACurrentMediaTime())
        // Black at half opacity over white: grey 127 or 128.
        let centre = frame[22, 22] & 0xFF
        #expect(centre >= 126 && centre <= 129, "centre \(centre)")
    }

    /// Damage: a moving container, a container taken out of the tree, and
    /// a container moved behind its sibling (its sublayer reaches outside
    /// the container's bounds, over the sibling) each redraw what they
    /// change: every tracked frame is the frame drawn whole.
    @Test func trackedFramesEqualWholeFrames() throws {
        let movingLeaf = square(0, 0, gray: 0.3), outside = square(0, 0, gray: 0.1), sibling = square(36, 6, gray: 0.8)
        var moving = CALayer(), reordered = CALayer()
        let root = committedScene(width: 80, height: 60) { root in
            moving = chain(movingLeaf, depth: 3)
            root.addSublayer(moving)
            // A container 2 points wide whose sublayer sits at x 36...52.
            reordered.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
            outside.frame = CGRect(x: 40, y: 10, width: 16, height: 16)
            reordered.addSublayer(outside)
            root.addSublayer(reordered)
            root.addSublayer(sibling)
        }
        let surface = Surface(width: 80, height: 60)!
        let tracker = _DamageTracker()
        func check(_ what: String) {
            tracker.renderFrame(root, into: surface, at: CACurrentMediaTime())
            #expect(pixels(surface) == whole(root), "\(what)")
        }
        check("first frame")
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = CGPoint(x: 10, y: 10)
        a.toValue = CGPoint(x: 50, y: 40)
        a.duration = 100
        moving.add(a, forKey: "move")
        CATransaction.flush()
        check("moving")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        sibling.removeFromSuperlayer()
        root.insertSublayer(sibling, at: 0)
        CATransaction.commit()
        CATransaction.flush()
        check("the container now over its sibling")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        moving.removeFromSuperlayer()
        CATransaction.commit()
        CATransaction.flush()
        check("the moving container removed")
    }
}
