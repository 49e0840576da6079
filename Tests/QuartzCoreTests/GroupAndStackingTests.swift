import Testing
@testable import QuartzCore

@Suite struct GroupAnimationTests {
    @Test func childrenRunInTheGroupsTimeClippedNotScaled() {
        let s = Scrubber()
        let l = s.layer()
        let g = CAAnimationGroup()
        g.duration = 1
        let slow = basic("position.x", from: 0, to: 100, duration: 2)
        let late = basic("opacity", from: 0, to: 1, duration: 0.5)
        late.beginTime = 0.5
        g.animations = [slow, late]
        s.add(g, to: l)
        #expect(s.presented(l, at: 0.5) { $0.position.x } == 25, "not scaled to fit the group")
        #expect(s.presented(l, at: 1) { $0.position.x } == 50, "clipped at the group's end")
        #expect(s.presented(l, at: 0.25) { $0.opacity } == 1, "a child before its beginTime has no effect")
        #expect(abs(s.presented(l, at: 0.75) { $0.opacity } - 0.5) < 1e-6)
        #expect(s.presented(l, at: 1.5) { $0.position.x } == 0, "the group has ended")
    }

    @Test func groupTimingAppliesToChildren() {
        let s = Scrubber()
        let l = s.layer()
        let g = CAAnimationGroup()
        g.duration = 1
        g.speed = 2
        g.autoreverses = true
        g.animations = [basic("position.x", from: 0, to: 100)]
        s.add(g, to: l)
        #expect(s.presented(l, at: 0.25) { $0.position.x } == 50)
        #expect(s.presented(l, at: 0.75) { $0.position.x } == 50, "the reverse half plays the children backwards")
    }

    @Test func childrenWithoutDurationTakeTheGroups() {
        let s = Scrubber()
        let l = s.layer()
        let g = CAAnimationGroup()
        g.duration = 2
        let child = CABasicAnimation(keyPath: "position.x")
        child.fromValue = 0
        child.toValue = 10
        g.animations = [child]
        s.add(g, to: l)
        #expect(s.presented(l, at: 1) { $0.position.x } == 5)
    }
}

/// Stacking: each animation applies in order from the model value,
/// non-additive replacing, additive adding (Apple's CAPropertyAnimation.isAdditive).
@Suite struct AnimationStackingTests {
    @Test func overlappingAdditiveBoundsAnimations() {
        // UIKit's additive animations: bounds 100 → 200 over 3 s, then 0.6 s
        // in, 200 → 100 over 1 s; each runs from (old − new) to zero on top of
        // the model, with easeInEaseOut and fill both.
        let s = Scrubber()
        let l = s.layer { $0.bounds = CGRect(x: 0, y: 0, width: 100, height: 100) }
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        func uikit(from old: CGFloat, to new: CGFloat, _ duration: Double) -> CABasicAnimation {
            basic("bounds", from: CGRect(x: 0, y: 0, width: old - new, height: old - new), to: CGRect.zero,
                  duration: duration) {
                $0.isAdditive = true
                $0.fillMode = .both
                $0.timingFunction = ease
            }
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        l.add(uikit(from: 100, to: 200, 3), forKey: "first")
        CATransaction.commit()

        let beforeSecond = s.presented(l, at: 0.6) { $0.bounds.width }
        let e = { (t: Double) in CGFloat(ease._solve(t)) }
        #expect(abs(beforeSecond - (200 - 100 * (1 - e(0.2)))) < 1e-9)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        l.add(uikit(from: 200, to: 100, 1), forKey: "second")
        CATransaction.commit()

        // No jump when the second starts.
        #expect(abs(s.presented(l, at: 0.6) { $0.bounds.width } - beforeSecond) < 1e-9)
        // It dips below the final size, then settles exactly on it.
        let expected = { (t: Double) -> CGFloat in
            let first = -100 * (1 - e(min(t / 3, 1)))
            let second = t < 0.6 ? 0 : 100 * (1 - e(min((t - 0.6) / 1, 1)))
            return 100 + first + second
        }
        var minimum = (CGFloat.infinity, 0.0)
        for step in 61...300 {
            let t = Double(step) / 100
            let w = s.presented(l, at: t) { $0.bounds.width }
            #expect(abs(w - expected(t)) < 1e-9, "at \(t) s")
            if w < minimum.0 { minimum = (w, t) }
        }
        // Sampled: 109.24 at 0.7 s (the first animation still wins), 100 at
        // 0.9 s, 51.97 at 1.5 s, 99.79 at 2.9 s.
        #expect(abs(s.presented(l, at: 0.7) { $0.bounds.width } - 109.24) < 0.005)
        #expect(abs(s.presented(l, at: 1.5) { $0.bounds.width } - 51.97) < 0.005)
        #expect(abs(minimum.0 - 51.63) < 0.005 && minimum.1 == 1.46, "the dip bottoms out at 51.63 pt, 1.46 s in")
        #expect(s.presented(l, at: 3) { $0.bounds.width } == 100)
        #expect(s.presented(l, at: 5) { $0.bounds.width } == 100)
    }

    @Test func laterNonAdditiveAnimationReplacesTheValue() {
        let s = Scrubber()
        let l = s.layer()
        s.add(basic("opacity", from: 0, to: 1), to: l, key: "one")
        s.add(basic("opacity", from: 0.5, to: 0.5), to: l, key: "two")
        #expect(s.presented(l, at: 0.25) { $0.opacity } == 0.5)
    }

    @Test func stackIsOrderedByBeginTimeThenAddition() {
        let s = Scrubber()
        let l = s.layer()
        let late = basic("opacity", from: 0.9, to: 0.9, duration: 10)
        late.beginTime = l.convertTime(0, from: s.root) + 0.5
        s.add(late, to: l, key: "late")
        s.add(basic("opacity", from: 0.1, to: 0.1, duration: 10), to: l, key: "early")
        // The animation that began later is applied last, though added first.
        #expect(abs(s.presented(l, at: 1) { $0.opacity } - 0.9) < 1e-6)
        #expect(l.animationKeys() == ["late", "early"], "animationKeys keeps the order of addition")
    }

    @Test func additiveOnTopOfNonAdditive() {
        let s = Scrubber()
        let l = s.layer()
        s.add(basic("position.x", from: 0, to: 100), to: l, key: "move")
        s.add(basic("position.x", from: 10, to: 10) { $0.isAdditive = true }, to: l, key: "nudge")
        #expect(s.presented(l, at: 0.5) { $0.position.x } == 60)
    }
}
