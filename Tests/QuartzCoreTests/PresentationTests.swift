import Testing
@testable import QuartzCore

/// presentation() and model() (Apple's CALayer.presentation() and model()).
@Suite struct PresentationTests {
    @Test func nilBeforeTheFirstCommit() {
        CATransaction.flush()
        let l = CALayer()
        l.opacity = 0.5
        #expect(l.presentation() == nil)
        CATransaction.flush()
        #expect(l.presentation() != nil)
    }

    @Test func holdsTheCommittedValuesNotTheModelsNewOnes() {
        CATransaction.flush()
        let l = CALayer()
        l.position = CGPoint(x: 1, y: 1)
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.position = CGPoint(x: 9, y: 9)
        #expect(l.presentation()?.position == CGPoint(x: 1, y: 1), "not yet committed")
        CATransaction.commit()
        #expect(l.presentation()?.position == CGPoint(x: 9, y: 9))
    }

    @Test func modelMapsBack() throws {
        let s = Scrubber()
        let l = s.layer()
        let p = try #require(l.presentation())
        #expect(p !== l)
        #expect(p.model() === l)
        #expect(l.model() === l)
        #expect(p.presentation() === p)
    }

    @Test func treeLinksArePresentationCopies() throws {
        let s = Scrubber()
        let child = s.layer { $0.frame = CGRect(x: 10, y: 10, width: 20, height: 20) }
        let mask = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        child.mask = mask
        CATransaction.commit()
        let p = try #require(child.presentation())
        let parent = try #require(p.superlayer)
        #expect(parent.model() === s.root)
        #expect(parent.sublayers?.first?.model() === child)
        #expect(p.mask?.model() === mask)
        #expect(p.mask?.superlayer === p)
    }

    @Test func subclassPresentationCopiesKeepTheirStoredProperties() throws {
        let s = Scrubber()
        let l = s.make(ProgressLayer()) { $0.label = "kept" }
        let p = try #require(l.presentation())
        #expect(p.label == "kept", "init(layer:) copied it")
        #expect(type(of: p) == ProgressLayer.self)
    }

    @Test func hitTestOnThePresentationUsesPresentationGeometry() throws {
        let s = Scrubber()
        let l = s.layer { $0.frame = CGRect(x: 0, y: 0, width: 50, height: 50) }
        s.add(basic("position", from: CGPoint(x: 25, y: 25), to: CGPoint(x: 225, y: 25)), to: l)
        s.at(0.5)
        // The model is still at the origin; on screen it is 100 pt right.
        #expect(s.root.hitTest(CGPoint(x: 10, y: 10)) === l)
        let p = try #require(s.root.presentation())
        #expect(p.hitTest(CGPoint(x: 10, y: 10))?.model() === s.root)
        #expect(p.hitTest(CGPoint(x: 110, y: 10))?.model() === l)
    }

    @Test func conversionsOnPresentationCopiesUseTheirAncestors() throws {
        let s = Scrubber()
        let l = s.layer { $0.frame = CGRect(x: 0, y: 0, width: 10, height: 10) }
        s.add(basic("position.x", from: 5, to: 105), to: l)
        s.at(1)
        let p = try #require(l.presentation())
        #expect(p.convert(CGPoint.zero, to: nil) == CGPoint(x: 100, y: 0))
    }

    @Test func presentationCopiesCannotBeEdited() throws {
        let s = Scrubber()
        let l = s.layer()
        let p = try #require(l.presentation())
        let m = diagnostics {
            p.addSublayer(CALayer())
            p.add(basic("opacity", from: 0, to: 1), forKey: "x")
        }
        #expect(m.count == 2)
        #expect(l.animationKeys() == nil)
    }
}

/// Layer time: hierarchy, convertTime, pause and resume, scrubbing.
@Suite struct LayerTimeTests {
    @Test func localTimeChainsThroughAncestors() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        root.speed = 2
        root.beginTime = 10
        child.timeOffset = 5
        child.speed = 0.5
        // root: (100 − 10) · 2 = 180; child: 180 · 0.5 + 5 = 95.
        #expect(child.convertTime(100, from: nil) == 95)
        #expect(child.convertTime(95, to: nil) == 100)
        #expect(child.convertTime(180, from: root) == 95)
        #expect(root.convertTime(95, from: child) == 180)
        CATransaction.flush()
    }

    @Test func applesPauseAndResumeRecipe() {
        let l = CALayer()
        l.name = "l"
        at(10) {
            CATransaction.flush()
            l.add(basic("position.x", from: 0, to: 100, duration: 10), forKey: "slide")
            CATransaction.flush()
        }
        // Pause at 13: speed 0, timeOffset = the current local time.
        at(13) {
            let pausedTime = l.convertTime(CACurrentMediaTime(), from: nil)
            l.speed = 0
            l.timeOffset = pausedTime
            CATransaction.flush()
        }
        #expect(at(20) { l.presentation()!.position.x } == 30, "frozen while paused")
        // Resume at 20.
        at(20) {
            let pausedTime = l.timeOffset
            l.speed = 1
            l.timeOffset = 0
            l.beginTime = 0
            let sincePause = l.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            l.beginTime = sincePause
            CATransaction.flush()
        }
        #expect(abs(at(22) { l.presentation()!.position.x } - 50) < 1e-9, "continues from 30")
    }

    @Test func scrubbingAPausedLayerShowsTheStateAtItsTimeOffset() {
        let s = Scrubber()
        let l = s.layer()
        s.add(basic("opacity", from: 0, to: 1, duration: 4), to: l)
        for t in [0.0, 1, 2.5, 4] {
            #expect(abs(Double(s.presented(l, at: t) { $0.opacity }) - t / 4) < 1e-6)
        }
        #expect(abs(Double(s.presented(l, at: 1) { $0.opacity }) - 0.25) < 1e-6, "scrubbing backwards works too")
    }

    @Test func aLayersSpeedAppliesToItsAnimations() {
        let l = CALayer()
        l.speed = 2
        at(0) {
            CATransaction.flush()
            l.add(basic("opacity", from: 0, to: 1, duration: 1), forKey: "a")
            CATransaction.flush()
        }
        #expect(abs(at(0.25) { l.presentation()!.opacity } - 0.5) < 1e-6)
    }

    @Test func mediaTimeIsMonotonic() {
        let a = CACurrentMediaTime()
        let b = CACurrentMediaTime()
        #expect(b >= a)
        #expect(at(42) { CACurrentMediaTime() } == 42)
    }
}
