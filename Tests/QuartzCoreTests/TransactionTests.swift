import Testing
@testable import QuartzCore

/// Runs `body` with the media clock fixed at `t`.
func at<T>(_ t: Double, _ body: () throws -> T) rethrows -> T {
    try _MediaClock.$fixed.withValue(t) { try body() }
}

/// Advances the animation scheduler of this thread to time `t`.
func tick(_ t: Double) {
    at(t) { _AnimationScheduler.current.tick(now: t) }
}

@Suite struct TransactionTests {
    @Test func scopesNestAndReadTheInnermostValue() {
        CATransaction.flush() // start clean: tests share pool threads
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.animationTimingFunction() == nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setValue("outer", forKey: "tag")
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1, "inherited from the outer scope")
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.value(forKey: "tag") as? String == "outer")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 1)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    /// Apple's commit() without a begin() of its own commits the implicit
    /// transaction, silently (real code calls it that way).
    @Test func unbalancedCommitCommitsTheImplicitTransaction() {
        CATransaction.flush() // start clean: tests share pool threads
        let l = CALayer()
        l.opacity = 0.5
        let m = diagnostics { CATransaction.commit() }
        #expect(m.isEmpty)
        #expect(l.presentation()?.opacity == 0.5)
    }

    @Test func changesCommitWithTheOutermostScope() {
        CATransaction.flush() // start clean: tests share pool threads
        let l = CALayer()
        CATransaction.begin()
        l.opacity = 0.5
        CATransaction.begin()
        l.position = CGPoint(x: 3, y: 4)
        CATransaction.commit()
        #expect(l.presentation() == nil, "not committed while the outer scope is open")
        CATransaction.commit()
        #expect(l.presentation()?.opacity == 0.5)
        #expect(l.presentation()?.position == CGPoint(x: 3, y: 4))
    }

    @Test func flushWaitsForOpenExplicitScopes() {
        CATransaction.flush() // start clean: tests share pool threads
        let l = CALayer()
        l.opacity = 0.3              // implicit transaction
        CATransaction.begin()
        CATransaction.flush()
        #expect(l.presentation() == nil)
        CATransaction.commit()       // back to the implicit one: the pending flush runs
        #expect(l.presentation()?.opacity == 0.3)
    }

    @Test func completionBlockRunsAtOnceWithoutAnimations() {
        CATransaction.flush() // start clean: tests share pool threads
        var done = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { done += 1 }
        CATransaction.commit()
        #expect(done == 1)
    }

    @Test func completionBlockWaitsForTheAnimationsAddedAfterIt() {
        var done = false
        let l = CALayer()
        let d = RecordingDelegate()
        at(100) {
            l.name = "l"
            CATransaction.flush()
            CATransaction.begin()
            l.add(basic("opacity", from: 0, to: 1, duration: 5), forKey: "before")
            CATransaction.setCompletionBlock { done = true }
            l.add(basic("position.x", from: 0, to: 1) { $0.delegate = d }, forKey: "after")
            CATransaction.commit()
        }
        tick(100)
        #expect(d.events == ["start"])
        tick(100.5)
        #expect(!done)
        tick(101.01)
        #expect(d.events == ["start", "stop"])
        #expect(done, "only the animation added after the block counts")
        #expect(l.animationKeys() == ["before"], "the finished animation was removed")
    }

    @Test func completionBlockCountsRemovedAnimations() {
        var done = false
        let l = CALayer()
        at(50) {
            l.name = "l"
            CATransaction.flush()
            CATransaction.begin()
            CATransaction.setCompletionBlock { done = true }
            l.add(basic("opacity", from: 0, to: 1, duration: 10), forKey: "fade")
            CATransaction.commit()
        }
        tick(51)
        #expect(!done)
        at(52) { l.removeAnimation(forKey: "fade") }
        tick(52)
        #expect(done)
    }

    @Test func replacingACompletionBlockSealsTheFirst() {
        CATransaction.flush() // start clean: tests share pool threads
        var first = false, second = false
        let l = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { first = true }
        CATransaction.setCompletionBlock { second = true }
        l.add(basic("opacity", from: 0, to: 1, duration: 10), forKey: "fade")
        CATransaction.commit()
        #expect(first, "no animation was added while it was set")
        #expect(!second)
        l.removeAllAnimations()
        _AnimationScheduler.current.deliverPending()
        #expect(second)
    }

    @Test func lockIsRecursive() {
        CATransaction.lock()
        CATransaction.lock()
        CATransaction.unlock()
        CATransaction.unlock()
    }
}

/// add(_:forKey:) and the delegate (Apple's CATransaction and CAAnimationDelegate).
@Suite struct AnimationLifecycleTests {
    @Test func addCopiesTheAnimation() throws {
        let s = Scrubber()
        let l = s.layer()
        let a = basic("opacity", from: 0, to: 1)
        s.add(a, to: l)
        a.toValue = 0.5
        a.duration = 100
        let stored = try #require(l.animation(forKey: "a") as? CABasicAnimation)
        #expect(stored !== a)
        #expect(stored.toValue as? Int == 1)
        #expect(abs(s.presented(l, at: 0.5) { $0.opacity } - 0.5) < 1e-6)
    }

    @Test func beginTimeZeroBecomesTheCommitTimeInTheLayersTime() throws {
        let l = CALayer()
        l.speed = 2
        l.timeOffset = 3
        at(10) {
            CATransaction.flush()
            l.add(basic("opacity", from: 0, to: 1), forKey: "a")
            CATransaction.flush()
        }
        #expect(l.animation(forKey: "a")?.beginTime == 23, "(10 − 0) · 2 + 3")
    }

    @Test func sameKeyReplacesAndTellsTheOldDelegate() {
        let l = CALayer()
        let d1 = RecordingDelegate(), d2 = RecordingDelegate()
        l.add(basic("opacity", from: 0, to: 1) { $0.delegate = d1 }, forKey: "k")
        l.add(basic("opacity", from: 1, to: 0) { $0.delegate = d2 }, forKey: "k")
        _AnimationScheduler.current.deliverPending()
        #expect(d1.events == ["stop(false)"])
        #expect(l.animationKeys() == ["k"])
        #expect((l.animation(forKey: "k") as? CABasicAnimation)?.fromValue as? Int == 1)
        CATransaction.flush()
    }

    @Test func keysKeepTheOrderOfAdditionAndNilKeysAreAllowed() {
        let l = CALayer()
        l.add(basic("opacity", from: 0, to: 1), forKey: "b")
        l.add(basic("opacity", from: 0, to: 1), forKey: nil)
        l.add(basic("opacity", from: 0, to: 1), forKey: "")
        l.add(basic("opacity", from: 0, to: 1), forKey: "a")
        #expect(l.animationKeys() == ["b", "a"])
        l.removeAnimation(forKey: "b")
        #expect(l.animationKeys() == ["a"])
        l.removeAllAnimations()
        #expect(l.animationKeys() == nil)
        CATransaction.flush()
    }

    @Test func delegateHearsStartThenStopWhenTheActiveDurationEnds() {
        let l = CALayer()
        let d = RecordingDelegate()
        at(5) {
            l.name = "l"
            l.add(basic("opacity", from: 0, to: 1, duration: 2) { $0.delegate = d }, forKey: "a")
            CATransaction.flush()
        }
        #expect(d.events.isEmpty, "delivered on the run loop, not inside the commit")
        tick(5)
        #expect(d.events == ["start"])
        tick(7)
        #expect(d.events == ["start"], "the end is inclusive")
        tick(7.01)
        #expect(d.events == ["start", "stop"])
        #expect(l.animationKeys() == nil)
    }

    @Test func delayedAnimationsStartLater() {
        let l = CALayer()
        let d = RecordingDelegate()
        at(0) {
            l.name = "l"
            CATransaction.flush()
            let a = basic("opacity", from: 0, to: 1) { $0.delegate = d }
            a.beginTime = l.convertTime(CACurrentMediaTime(), from: nil) + 3
            l.add(a, forKey: "later")
            CATransaction.flush()
        }
        tick(1)
        #expect(d.events.isEmpty)
        tick(3.5)
        #expect(d.events == ["start"])
    }

    @Test func keptAnimationsStillReportTheirEnd() {
        let l = CALayer()
        let d = RecordingDelegate()
        at(0) {
            l.name = "l"
            l.add(basic("opacity", from: 0, to: 1) {
                $0.delegate = d
                $0.isRemovedOnCompletion = false
                $0.fillMode = .forwards
            }, forKey: "a")
            CATransaction.flush()
        }
        tick(2)
        #expect(d.events == ["start", "stop"])
        #expect(l.animationKeys() == ["a"])
        #expect(at(3) { l.presentation()!.opacity } == 1)
    }

    @Test func zeroLengthAnimationsAreNotAddedButStillReport() {
        CATransaction.flush() // start clean: tests share pool threads
        let l = CALayer()
        let d = RecordingDelegate()
        l.add(basic("opacity", from: 0, to: 1, duration: 10), forKey: "k")
        CATransaction.begin()
        CATransaction.setAnimationDuration(0)
        l.add(basic("opacity", from: 0, to: 1, duration: 0) { $0.delegate = d }, forKey: "k")
        CATransaction.commit()
        #expect(d.events == ["start", "stop"], "synchronously")
        #expect(l.animationKeys() == nil, "and the existing animation for the key is gone")
    }

    @Test func durationZeroTakesTheTransactionsDuration() {
        CATransaction.flush() // start clean: tests share pool threads
        let l = CALayer()
        l.add(basic("opacity", from: 0, to: 1, duration: 0), forKey: "a")
        #expect(l.animation(forKey: "a")?.duration == 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(4)
        l.add(basic("opacity", from: 0, to: 1, duration: 0), forKey: "b")
        CATransaction.commit()
        #expect(l.animation(forKey: "b")?.duration == 4)
    }

    @Test func transactionTimingFunctionFillsAnimationsWithout() {
        CATransaction.flush() // start clean: tests share pool threads
        let l = CALayer()
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        l.add(basic("opacity", from: 0, to: 1), forKey: "a")
        l.add(basic("opacity", from: 0, to: 1) { $0.timingFunction = CAMediaTimingFunction(name: .linear) }, forKey: "b")
        CATransaction.commit()
        #expect(l.animation(forKey: "a")?.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(l.animation(forKey: "b")?.timingFunction == CAMediaTimingFunction(name: .linear))
    }

    @Test func transitionsAreStoredUnderTransition() {
        let l = CALayer()
        let t = CATransition()
        t.type = .push
        t.subtype = .fromLeft
        l.add(t, forKey: "whatever")
        #expect(l.animationKeys() == [kCATransition])
        #expect((l.animation(forKey: kCATransition) as? CATransition)?.subtype == .fromLeft)
        CATransaction.flush()
    }

    @Test func animationsCarryCustomKeysForTheirDelegate() {
        let a = CABasicAnimation(keyPath: "opacity")
        a.setValue("fade-in", forKey: "id")
        a.setValue(2, forKey: "duration")
        let c = a.copy() as! CABasicAnimation
        #expect(c.value(forKey: "id") as? String == "fade-in")
        #expect(c.duration == 2)
        #expect(c.value(forKey: "keyPath") as? String == "opacity")
        #expect(CAAnimation().value(forKey: "speed") as? Float == 1)
    }
}
