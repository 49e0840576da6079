import Testing
@testable import QuartzCore

/// CABasicAnimation's from/to/by table, additive and cumulative (Apple's
/// CABasicAnimation), evaluated through presentation() with Apple's time idiom.
@Suite struct BasicAnimationTests {
    @Test func fromAndToInterpolateLinearlyWithoutATimingFunction() {
        let s = Scrubber()
        let l = s.layer()
        s.add(basic("opacity", from: 0.2, to: 1.0), to: l)
        #expect(abs(s.presented(l, at: 0) { $0.opacity } - 0.2) < 1e-6)
        #expect(abs(s.presented(l, at: 0.5) { $0.opacity } - 0.6) < 1e-6)
        #expect(abs(s.presented(l, at: 1) { $0.opacity } - 1.0) < 1e-6)
        #expect(s.presented(l, at: 1.5) { $0.opacity } == 1, "removed fill: the model value after the end")
        #expect(l.opacity == 1, "the model never changes")
    }

    @Test func everyFromToByCombination() {
        let s = Scrubber()
        func mid(_ a: CABasicAnimation) -> CGFloat {
            let l = s.layer { $0.position = CGPoint(x: 100, y: 0) }
            s.add(a, to: l)
            let x = s.presented(l, at: s.now + 0.5) { $0.position.x }
            return x
        }
        // Each animation starts at the scrubber's current time.
        #expect(mid(basic("position.x", from: 0, to: 50)) == 25)
        #expect(mid(basic("position.x", from: 0, by: 50)) == 25, "from → from + by")
        #expect(mid(basic("position.x", to: 50, by: 20)) == 40, "to − by → to")
        #expect(mid(basic("position.x", from: 0)) == 50, "from → current")
        #expect(mid(basic("position.x", to: 0)) == 50, "current → to")
        #expect(mid(basic("position.x", by: 20)) == 110, "current → current + by")
    }

    @Test func noValuesAnimateFromThePreviousPresentationValueToTheModel() {
        let s = Scrubber()
        let l = s.layer { $0.opacity = 0.2 }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.opacity = 1
        l.add(basic("opacity"), forKey: "a")
        CATransaction.commit()
        #expect(abs(s.presented(l, at: 0.5) { $0.opacity } - 0.6) < 1e-6)
    }

    @Test func currentIsTheModelValueReadLive() {
        let s = Scrubber()
        let l = s.layer { $0.position = CGPoint(x: 100, y: 0) }
        s.add(basic("position.x", from: 0), to: l)
        #expect(s.presented(l, at: 0.5) { $0.position.x } == 50)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.position.x = 200
        CATransaction.commit()
        #expect(s.presented(l, at: 0.5) { $0.position.x } == 100, "the end moved with the model")
    }

    @Test func additiveAddsToTheModel() {
        let s = Scrubber()
        let l = s.layer { $0.position = CGPoint(x: 100, y: 7) }
        s.add(basic("position", from: CGPoint(x: -50, y: 0), to: CGPoint.zero) { $0.isAdditive = true }, to: l)
        #expect(s.presented(l, at: 0) { $0.position } == CGPoint(x: 50, y: 7))
        #expect(s.presented(l, at: 0.5) { $0.position } == CGPoint(x: 75, y: 7))
        #expect(s.presented(l, at: 1) { $0.position } == CGPoint(x: 100, y: 7))
    }

    @Test func cumulativeRepeatsContinueFromTheLastEnd() {
        let s = Scrubber()
        let l = s.layer()
        s.add(basic("position.x", from: 0, to: 10) { $0.isCumulative = true; $0.repeatCount = 3 }, to: l)
        #expect(s.presented(l, at: 0.5) { $0.position.x } == 5)
        #expect(s.presented(l, at: 1.5) { $0.position.x } == 15)
        #expect(s.presented(l, at: 2.5) { $0.position.x } == 25)
        #expect(s.presented(l, at: 3) { $0.position.x } == 30)
    }

    @Test func timingFunctionShapesProgress() {
        let s = Scrubber()
        let l = s.layer()
        s.add(basic("opacity", from: 0, to: 1) { $0.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut) }, to: l)
        #expect(abs(Double(s.presented(l, at: 0.25) { $0.opacity }) - 0.12916) < 1e-5)
    }

    @Test func autoreverseMirrorsTheEasedCurve() {
        let s = Scrubber()
        let l = s.layer()
        s.add(basic("opacity", from: 0, to: 1) {
            $0.timingFunction = CAMediaTimingFunction(name: .easeIn)
            $0.autoreverses = true
        }, to: l)
        let forward = s.presented(l, at: 0.3) { $0.opacity }
        let back = s.presented(l, at: 1.7) { $0.opacity }
        #expect(abs(forward - back) < 1e-6)
    }

    @Test func fillForwardsHoldsTheEndWhileTheAnimationStays() {
        let s = Scrubber()
        let l = s.layer()
        s.add(basic("position.x", from: 25, to: 300, duration: 5) {
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }, to: l)
        #expect(s.presented(l, at: 9) { $0.position.x } == 300)
        #expect(l.position.x == 0)
    }

    @Test func fillBackwardsShowsTheStartBeforeADelayedBegin() {
        let s = Scrubber()
        let l = s.layer()
        let delayed = basic("opacity", from: 0.25, to: 1) { $0.fillMode = .backwards }
        delayed.beginTime = l.convertTime(0, from: s.root) + 2
        s.add(delayed, to: l)
        #expect(abs(s.presented(l, at: 1) { $0.opacity } - 0.25) < 1e-6)
        let plain = s.layer()
        let noFill = basic("opacity", from: 0.25, to: 1)
        noFill.beginTime = 5
        s.add(noFill, to: plain)
        #expect(s.presented(plain, at: 2) { $0.opacity } == 1)
    }
}
