import Foundation
import Testing
@testable import PreviewKit

/// UIViewPropertyAnimator as UIKit documents it: blocks animated as
/// `UIView.animate` animates them, paused and scrubbed by
/// `fractionComplete`, reversed where they are, stopped and finished at
/// their start, end or current values, completions told where they ended.
extension MainThreadSuites {
    @Suite(.serialized) struct UIViewPropertyAnimatorTests {
        func view(at t: Double = 100) -> UIView { committedView(at: t) }
        func advance(to t: Double) { advanceClock(to: t) }

        func shownX(_ v: UIView, at t: Double) -> CGFloat {
            _MediaClock.$fixed.withValue(t) { v.layer.presentation()?.position.x ?? .nan }
        }

        @Test func pausedAnimatorsScrubAndResume() {
            let v = view(at: 100)
            var ended: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 250 }
            animator.addCompletion { ended.append($0) }
            #expect(animator.state == .inactive && v.center.x == 25, "nothing runs before it starts")
            _MediaClock.$fixed.withValue(100) {
                animator.pauseAnimation()
                animator.fractionComplete = 0.5
            }
            #expect(animator.state == .active && !animator.isRunning && v.center.x == 250)
            #expect(abs(shownX(v, at: 100.3) - 137.5) < 1e-6, "held half way: \(shownX(v, at: 100.3))")
            #expect(abs(shownX(v, at: 105) - 137.5) < 1e-6, "and it stays there")
            _MediaClock.$fixed.withValue(105) { animator.startAnimation() }
            #expect(animator.isRunning)
            #expect(abs(shownX(v, at: 105.25) - 193.75) < 1e-6, "on from half way: \(shownX(v, at: 105.25))")
            #expect(abs(_MediaClock.$fixed.withValue(105.25) { animator.fractionComplete } - 0.75) < 1e-9)
            advance(to: 105.4)
            #expect(ended.isEmpty)
            advance(to: 105.6)
            #expect(ended == [.end] && animator.state == .inactive && v.layer.animationKeys() == nil)
            #expect(v.center.x == 250)
        }

        @Test func reversedAnimatorsGoBackWithoutAJumpAndRestoreTheStart() {
            let v = view(at: 200)
            var ended: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.center.x = 250 }
            animator.addCompletion { ended.append($0) }
            _MediaClock.$fixed.withValue(200) { animator.startAnimation() }
            let before = shownX(v, at: 200.3)
            _MediaClock.$fixed.withValue(200.3) { animator.isReversed = true }
            let after = shownX(v, at: 200.3)
            #expect(abs(before - after) < 1e-3, "turned round where it was: \(before) then \(after)")
            #expect(shownX(v, at: 200.4) < after, "and moving back")
            advance(to: 200.61)
            #expect(ended == [.start] && v.center.x == 25, "finished at the start, which the model holds again")
            #expect(v.layer.animationKeys() == nil)
        }

        @Test func stoppedAnimatorsFinishWhereTheyAreAsked() {
            let v = view(at: 300)
            var ended: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 250; v.alpha = 0 }
            animator.addCompletion { ended.append($0) }
            _MediaClock.$fixed.withValue(300) { animator.startAnimation() }
            _MediaClock.$fixed.withValue(300.2) { animator.stopAnimation(false) }
            #expect(animator.state == .stopped && ended.isEmpty)
            #expect(abs(v.center.x - 70) < 1e-6 && abs(v.alpha - 0.8) < 1e-6, "the model took what was on screen")
            #expect(v.layer.animationKeys() == nil)
            animator.finishAnimation(at: .current)
            #expect(ended == [.current] && animator.state == .inactive && abs(v.center.x - 70) < 1e-6)

            // Finishing at the end puts the end values back.
            let again = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 300 }
            var second: [UIViewAnimatingPosition] = []
            again.addCompletion { second.append($0) }
            _MediaClock.$fixed.withValue(301) { again.startAnimation() }
            _MediaClock.$fixed.withValue(301.5) { again.stopAnimation(false) }
            again.finishAnimation(at: .end)
            #expect(second == [.end] && v.center.x == 300)

            // Stopped without finishing: inactive, and no completion.
            let dropped = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 0 }
            var third: [UIViewAnimatingPosition] = []
            dropped.addCompletion { third.append($0) }
            _MediaClock.$fixed.withValue(302) { dropped.startAnimation() }
            _MediaClock.$fixed.withValue(302.5) { dropped.stopAnimation(true) }
            advance(to: 304)
            #expect(dropped.state == .inactive && third.isEmpty && abs(v.center.x - 150) < 1e-6)
        }

        @Test func runningAnimatorsStartAtOnceOnTheOptionsCurve() {
            let v = view(at: 400)
            var ended: [UIViewAnimatingPosition] = []
            let animator = _MediaClock.$fixed.withValue(400) {
                UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: .curveEaseIn,
                                                               animations: { v.alpha = 0 }, completion: { ended.append($0) })
            }
            #expect(animator.isRunning && animator.state == .active)
            let half = _MediaClock.$fixed.withValue(400.5) { CGFloat(v.layer.presentation()?.opacity ?? -1) }
            let easeIn = CGFloat(CAMediaTimingFunction(name: .easeIn)._solve(0.5))
            #expect(abs(half - (1 - easeIn)) < 1e-4, "ease-in at half time: \(half)")
            advance(to: 401.01)
            #expect(ended == [.end] && v.alpha == 0)
        }

        @Test func blocksAddedWhileRunningEndWithTheAnimator() {
            let v = view(at: 500)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 125 }
            _MediaClock.$fixed.withValue(500) { animator.startAnimation() }
            _MediaClock.$fixed.withValue(500.5) { animator.addAnimations({ v.alpha = 0 }, delayFactor: 0.5) }
            let alphaAt = { (t: Double) in _MediaClock.$fixed.withValue(t) { CGFloat(v.layer.presentation()?.opacity ?? -1) } }
            #expect(abs(alphaAt(500.6) - 1) < 1e-6, "waits for its delay (a quarter of the whole)")
            #expect(abs(alphaAt(500.875) - 0.5) < 1e-6, "then runs to the animator's end: \(alphaAt(500.875))")
            _MediaClock.$fixed.withValue(500.9) { animator.pauseAnimation() }
            _MediaClock.$fixed.withValue(500.9) { animator.fractionComplete = 0.25 }
            #expect(abs(alphaAt(500.9) - 1) < 1e-6 && abs(shownX(v, at: 500.9) - 50) < 1e-6, "scrubbing moves both")
        }

        @Test func aStartedAnimatorKeepsItselfUntilItEnds() {
            let v = view(at: 700)
            var ended: [UIViewAnimatingPosition] = []
            weak var held: UIViewPropertyAnimator?
            do {
                let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.alpha = 0.5 }
                animator.addCompletion { ended.append($0) }
                _MediaClock.$fixed.withValue(700) { animator.startAnimation() }
                held = animator
            }
            #expect(held != nil, "nothing but itself holds it while it runs")
            advanceClock(to: 700.6)
            #expect(ended == [.end] && held == nil, "and it lets go when it ends")
        }

        @Test func springAnimatorsSettleAtTheEnd() {
            let v = view(at: 600)
            var ended: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.5) { v.center.x = 225 }
            animator.addCompletion { ended.append($0) }
            _MediaClock.$fixed.withValue(600) { animator.startAnimation() }
            #expect(v.layer.animation(forKey: "position") is CASpringAnimation)
            #expect(shownX(v, at: 600.25) > 150, "a bouncy spring is past most of the way by half time")
            advance(to: 600.51)
            #expect(ended == [.end] && v.center.x == 225)
        }
    }
}
