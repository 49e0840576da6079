import Raster
import Testing
@testable import QuartzCore

/// CATransitions drawn: the subtree as it was when the transaction
/// committed, and as it is now, combined by kind at the transition's
/// progress; tracked frames stay equal to whole frames throughout.
@Suite(.serialized) struct TransitionRenderTests {
    let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF

    /// A white root with one 100×60 red card at (50, 20).
    func scene() -> (CALayer, CALayer) {
        let card = CALayer()
        let root = committedScene(width: 200, height: 100) { root in
            card.frame = CGRect(x: 50, y: 20, width: 100, height: 60)
            card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(card)
        }
        return (root, card)
    }

    /// Turns the card blue under a one-second, linear transition; returns
    /// the transition's start time.
    func transition(_ card: CALayer, _ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> Double {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = 1
        card.add(t, forKey: nil)
        CATransaction.commit()
        CATransaction.flush()
        return card.animation(forKey: kCATransition)!.beginTime
    }

    func frame(_ root: CALayer, at t: Double) -> Surface { renderedFrame(root, at: t) }

    @Test func fadeCrossFadesTheOldPictureIntoTheNew() {
        let (root, card) = scene()
        let t0 = transition(card, .fade)
        #expect(frame(root, at: t0)[100, 50] == red)
        let mid = frame(root, at: t0 + 0.5)[100, 50]
        let (a, r, _, b) = pixelChannels(mid)
        #expect(a == 255 && abs(Int(r) - 128) <= 2 && abs(Int(b) - 127) <= 2, "a true cross-fade: \(String(mid, radix: 16))")
        #expect(frame(root, at: t0 + 0.99)[100, 50] != red)
        #expect(frame(root, at: t0 + 2)[100, 50] == blue) // over: the new picture
    }

    /// The old picture is the subtree as it was, what its layer classes
    /// drew included: a shape layer's filled path stays in it while the
    /// new picture (the path gone) fades in.
    @Test func theOldPictureKeepsWhatLayerClassesDrew() {
        let (root, card) = scene()
        let shape = CAShapeLayer()
        CATransaction.withoutActions {
            shape.frame = card.bounds
            shape.path = CGPath(rect: CGRect(x: 40, y: 20, width: 20, height: 20), transform: nil)
            shape.fillColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            card.addSublayer(shape)
        }
        CATransaction.flush()
        let green: UInt32 = 0xFF00_FF00
        #expect(frame(root, at: CACurrentMediaTime())[100, 50] == green)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.path = nil
        let t = CATransition()
        t.type = .fade
        t.duration = 1
        card.add(t, forKey: nil)
        CATransaction.commit()
        CATransaction.flush()
        let t0 = card.animation(forKey: kCATransition)!.beginTime
        #expect(frame(root, at: t0)[100, 50] == green, "the shape is in the old picture")
        #expect(frame(root, at: t0 + 2)[100, 50] == red, "and gone from the new one")
    }

    @Test func pushSlidesTheNewPictureInAndTheOldOut() {
        let (root, card) = scene()
        let t0 = transition(card, .push, .fromRight)
        let s = frame(root, at: t0 + 0.5)
        // Halfway: the old picture has moved 50 left, the new one is 50 in from the right.
        #expect(s[30, 50] == red) // the old picture, slid out past the card's left edge
        #expect(s[95, 50] == red)
        #expect(s[105, 50] == blue)
        #expect(s[195, 50] == blue) // the new picture, still partly beyond the right edge
    }

    @Test func moveInCoversTheOldAndRevealUncoversTheNew() {
        let (root, card) = scene()
        let t0 = transition(card, .moveIn, .fromTop)
        let s = frame(root, at: t0 + 0.25)
        // 3/4 of the way out, the new picture's bottom quarter covers the old's top quarter.
        #expect(s[100, 22] == blue && s[100, 40] == red)
        let (root2, card2) = scene()
        let t1 = transition(card2, .reveal, .fromLeft)
        let r = frame(root2, at: t1 + 0.25)
        // The old picture leaves to the right, uncovering the new one where it was.
        #expect(r[60, 50] == blue && r[100, 50] == red && r[160, 50] == red)
    }

    @Test func trackedFramesEqualWholeFramesDuringATransition() {
        let (root, card) = scene()
        let tracker = _DamageTracker()
        let surface = Surface(width: 200, height: 100)!
        tracker.renderFrame(root, into: surface, at: CACurrentMediaTime())
        let t0 = transition(card, .push, .fromLeft)
        for k in 0..<7 {
            let t = t0 + Double(k) * 0.2
            tracker.renderFrame(root, into: surface, at: t)
            #expect(sameBytes(surface, frame(root, at: t)), "frame \(k)")
        }
    }

    @Test func aLayerAddedWithATransitionFadesInFromNothing() {
        let (root, _) = scene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let added = CALayer()
        added.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        added.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(added)
        let t = CATransition()
        t.duration = 1
        added.add(t, forKey: nil)
        CATransaction.commit()
        CATransaction.flush()
        let t0 = added.animation(forKey: kCATransition)!.beginTime
        let mid = frame(root, at: t0 + 0.5)[20, 20]
        #expect(abs(Int(pixelChannels(mid).r) - 127) <= 2) // half blue over white
    }
}
