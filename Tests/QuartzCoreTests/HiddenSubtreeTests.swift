import Raster
import Testing
@testable import QuartzCore

/// A hidden or transparent layer's sublayers are neither evaluated nor
/// planned while nothing of them can show (lottie-ios hides most of a
/// file's tree most of the time), and come back exactly when the layer
/// shows again; a class key changed in the model while another animates
/// still redraws the layer.
@Suite struct HiddenSubtreeTests {
    /// `key` through `values` over a second, discretely: each from 0, 0.3
    /// and 0.6 of it.
    func discrete(_ key: String, _ values: [Any]) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: key)
        a.values = values
        a.keyTimes = [0, 0.3, 0.6]
        a.calculationMode = .discrete
        a.duration = 1
        return a
    }

    /// A group holding a moving child, the group's `key` keyframed
    /// discretely through `values` over a second; returns the scene and
    /// the time the animations start.
    func scene(_ key: String, _ values: [Any]) -> (root: CALayer, child: CALayer, t0: Double) {
        let group = CALayer(), child = CALayer()
        let root = committedScene(width: 200, height: 150) { root in
            group.frame = CGRect(x: 20, y: 20, width: 160, height: 110)
            group.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
            root.addSublayer(group)
            child.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
            child.backgroundColor = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
            group.addSublayer(child)
        }
        let t0 = CACurrentMediaTime()
        group.add(discrete(key, values), forKey: "shown")
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 30
        move.toValue = 130
        move.duration = 1
        child.add(move, forKey: "move")
        CATransaction.flush()
        return (root, child, t0)
    }

    func checkSkipsWhileHidden(_ key: String, _ values: [Any]) {
        let (root, child, t0) = scene(key, values)
        let surface = Surface(width: 200, height: 150)!
        let tracker = _DamageTracker()
        var lastShown = 0.0
        for k in 0..<10 {
            let t = t0 + 0.05 + Double(k) * 0.1
            tracker.renderFrame(root, into: surface, at: t)
            let hidden = t - t0 >= 0.3 && t - t0 < 0.6
            let evaluated = child._node!.evaluatedLocalTime
            if hidden {
                #expect(evaluated == lastShown, "\(key): frame \(k) evaluated a sublayer of a layer that shows nothing")
            } else {
                #expect(evaluated > lastShown, "\(key): frame \(k) did not evaluate the sublayer")
                lastShown = evaluated
            }
            let same = sameBytes(surface, renderedFrame(root, at: t))
            #expect(same, "\(key): frame \(k) differs from a whole render")
        }
    }

    @Test func aHiddenLayersSublayersWaitUntilItShows() {
        checkSkipsWhileHidden("hidden", [false, true, false])
    }

    @Test func aTransparentLayersSublayersWaitUntilItShows() {
        checkSkipsWhileHidden("opacity", [1, 0, 1])
    }

    /// A transform layer turned transparent keeps its leaves out of the
    /// plan as well as the evaluation; shown again, it draws as a whole
    /// render does.
    @Test func aTransparentTransformLayersLeavesWaitToo() {
        let outer = CATransformLayer(), inner = CATransformLayer(), leaf = CALayer()
        let root = committedScene(width: 200, height: 150) { root in
            outer.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
            root.addSublayer(outer)
            inner.frame = outer.bounds
            outer.addSublayer(inner)
            leaf.frame = CGRect(x: 60, y: 40, width: 80, height: 60)
            leaf.backgroundColor = CGColor(red: 0.3, green: 0.3, blue: 0.9, alpha: 1)
            leaf.transform = CATransform3DMakeRotation(0.4, 0, 1, 0)
            inner.addSublayer(leaf)
        }
        let t0 = CACurrentMediaTime()
        inner.add(discrete("opacity", [1, 0, 1]), forKey: "fade")
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0.2
        turn.toValue = 1.0
        turn.duration = 1
        leaf.add(turn, forKey: "turn")
        CATransaction.flush()
        let surface = Surface(width: 200, height: 150)!
        let tracker = _DamageTracker()
        for k in 0..<10 {
            let t = t0 + 0.05 + Double(k) * 0.1
            tracker.renderFrame(root, into: surface, at: t)
            let same = sameBytes(surface, renderedFrame(root, at: t))
            #expect(same, "frame \(k) differs from a whole render")
        }
    }

    /// Only the class keys animations write are compared each frame; one
    /// the model changes (here a fill colour, beside an animated
    /// strokeEnd) is compared too, and redraws the layer.
    @Test func aModelChangeBesideAnAnimatedClassKeyRedraws() {
        let shape = CAShapeLayer()
        let root = committedScene(width: 200, height: 150) { root in
            shape.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
            shape.path = CGPath(ellipseIn: CGRect(x: 40, y: 30, width: 120, height: 90), transform: nil)
            shape.fillColor = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
            shape.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            shape.lineWidth = 6
            root.addSublayer(shape)
        }
        let t0 = CACurrentMediaTime()
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        shape.add(draw, forKey: "draw")
        CATransaction.flush()
        let surface = Surface(width: 200, height: 150)!
        let tracker = _DamageTracker()
        tracker.renderFrame(root, into: surface, at: t0 + 0.2)
        let first = sameBytes(surface, renderedFrame(root, at: t0 + 0.2))
        #expect(first, "the first frame differs from a whole render")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.fillColor = CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
        CATransaction.commit()
        CATransaction.flush()
        for t in [t0 + 0.2, t0 + 0.5] {
            tracker.renderFrame(root, into: surface, at: t)
            let same = sameBytes(surface, renderedFrame(root, at: t))
            #expect(same, "the frame at \(t - t0) differs from a whole render")
            #expect(surface[100, 75] == 0xFF33_4DE6, "the new fill at \(t - t0)")
        }
    }
}
