import Testing
@testable import QuartzCore

/// Implicit animations (Apple's CALayer.action(forKey:) search) and the values an iOS device samples from one.
@Suite struct ImplicitAnimationTests {
    @Test func implicitChangeMatchesIOSSamples() {
        // iOS sampled an implicit 0 → 1 change every 0.05 s, the first
        // 0.0496 s after the start: 0.294, 0.677, 0.883, 0.974, 1.000.
        let s = Scrubber()
        let l = s.layer { $0.opacity = 0 }
        l.opacity = 1
        CATransaction.flush()
        #expect(l.animationKeys() == ["opacity"])
        let measured: [Float] = [0.294064, 0.676515, 0.883405, 0.974191, 0.999998]
        for (i, expected) in measured.enumerated() {
            let v = s.presented(l, at: 0.0496 + 0.05 * Double(i)) { $0.opacity }
            #expect(abs(v - expected) < 0.006, "sample \(i): \(v) vs iOS \(expected)")
        }
    }

    @Test func theImplicitAnimationUsesTheTransactionsDurationAndCurve() throws {
        let s = Scrubber()
        let l = s.layer()
        l.position = CGPoint(x: 10, y: 0)
        CATransaction.flush()
        let a = try #require(l.animation(forKey: "position") as? CABasicAnimation)
        #expect(a.duration == 0.25)
        #expect(a.timingFunction == CAMediaTimingFunction(name: .default))
        #expect(a.keyPath == "position")
        #expect(a.fromValue == nil && a.toValue == nil)

        s.at(1)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        l.position = CGPoint(x: 20, y: 0)
        CATransaction.commit()
        let b = try #require(l.animation(forKey: "position"))
        #expect(b.duration == 2)
        #expect(b.timingFunction == CAMediaTimingFunction(name: .linear))
        // Linear over 2 s from where it was (10) to 20.
        #expect(abs(s.presented(l, at: 2) { $0.position.x } - 15) < 1e-9)
    }

    @Test func onlyCommittedLayersAnimateImplicitly() {
        let l = CALayer()
        l.opacity = 0.5
        #expect(l.animationKeys() == nil, "never committed: no implicit animation")
        CATransaction.flush()
        l.opacity = 0.7
        #expect(l.animationKeys() == ["opacity"])
        CATransaction.flush()
    }

    @Test func disableActionsSkipsTheLookup() {
        let l = CALayer()
        l.name = "l"
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.opacity = 0.2
        CATransaction.commit()
        #expect(l.animationKeys() == nil)
    }

    @Test func nsNullInActionsOrFromTheDelegateDisablesIt() {
        final class Quiet: NSObject, CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
        }
        let a = CALayer(), b = CALayer()
        let d = Quiet()
        a.actions = ["opacity": NSNull()]
        b.delegate = d
        CATransaction.flush()
        a.opacity = 0
        b.opacity = 0
        a.position.x = 5
        CATransaction.flush()
        #expect(a.animationKeys() == ["position"])
        #expect(b.animationKeys() == nil)
    }

    @Test func aChangeMidFlightStartsFromTheValueOnScreen() {
        let s = Scrubber()
        let l = s.layer { $0.position = .zero }
        l.position = CGPoint(x: 100, y: 0)
        CATransaction.flush()
        let onScreen = s.presented(l, at: 0.1) { $0.position.x }
        #expect(onScreen > 0 && onScreen < 100)
        l.position = CGPoint(x: 0, y: 0)
        CATransaction.flush()
        #expect(abs(l.presentation()!.position.x - onScreen) < 1e-9, "no jump")
        #expect(l.animationKeys() == ["position"], "the new animation replaced the old")
        #expect(abs(s.presented(l, at: 0.35) { $0.position.x }) < 1e-9)
    }

    @Test func frameAndDoubleSidedHaveNoImplicitAnimation() {
        let l = CALayer()
        l.name = "l"
        CATransaction.flush()
        l.isDoubleSided = false
        l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        // frame animates through position and bounds, never "frame".
        #expect(Set(l.animationKeys() ?? []) == ["position", "bounds"])
    }

    @Test func anAnimationInTheActionsDictionaryRunsUnderTheEventKey() {
        let l = CALayer()
        let custom = CABasicAnimation()
        custom.duration = 3
        l.actions = ["position": custom]
        CATransaction.flush()
        l.position = CGPoint(x: 1, y: 1)
        CATransaction.flush()
        let added = l.animation(forKey: "position") as? CABasicAnimation
        #expect(added?.duration == 3)
        #expect(added?.keyPath == "position", "a nil keyPath takes the key")
        #expect(added !== custom, "added as a copy")
    }

    @Test func customActionRunsAValueFunctionAnimation() throws {
        // A delegate supplies a "moveRight" action
        // that the code runs for the "transform" key.
        final class Custom: NSObject, CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                guard event == "moveRight" else { return nil }
                let animation = CABasicAnimation()
                animation.valueFunction = CAValueFunction(name: .translateX)
                animation.fromValue = 1
                animation.toValue = 300
                animation.duration = 2
                return animation
            }
        }
        let s = Scrubber()
        let d = Custom()
        let l = s.layer { $0.delegate = d }
        let action = l.action(forKey: "moveRight")
        action?.run(forKey: "transform", object: l, arguments: nil)
        CATransaction.flush()
        #expect(l.animationKeys() == ["transform"])
        #expect(abs(s.presented(l, at: 1) { $0.transform.m41 } - 150.5) < 1e-9)
    }

    @Test func orderInAndOutActionsRunOnAddRemoveAndHide() {
        let parent = CALayer(), child = CALayer()
        let into = RecordingAction("in"), out = RecordingAction("out")
        child.actions = [kCAOnOrderIn: into, kCAOnOrderOut: out]
        parent.addSublayer(child)
        #expect(into.runs.count == 1)
        child.isHidden = true
        #expect(out.runs.count == 1)
        child.isHidden = false
        #expect(into.runs.count == 2)
        child.removeFromSuperlayer()
        #expect(out.runs.count == 2)
        let replacement = CALayer()
        let transition = RecordingAction("transition")
        replacement.actions = [kCATransition: transition]
        parent.addSublayer(child)
        parent.replaceSublayer(child, with: replacement)
        #expect(transition.runs.count == 1)
        #expect(out.runs.count == 3)
        CATransaction.flush()
    }

    @Test func addingASublayerToACommittedLayerCrossFadesItsContent() {
        let parent = CALayer()
        parent.name = "parent"
        CATransaction.flush()
        parent.addSublayer(CALayer())
        CATransaction.flush()
        #expect(parent.animationKeys() == [kCATransition])
        #expect(parent.animation(forKey: kCATransition) is CATransition)
    }

    @Test func customKeysRunTheirActionsButHaveNoImplicitOne() {
        let l = CALayer()
        l.name = "l"
        let a = RecordingAction("progress")
        CATransaction.flush()
        l.setValue(0.5, forKey: "glow")
        #expect(l.animationKeys() == nil)
        l.actions = ["progress": a]
        l.setValue(0.5, forKey: "progress")
        #expect(a.runs.map(\.0) == ["progress"])
        CATransaction.flush()
    }
}
