import Raster
import Testing
@testable import QuartzCore

/// Animating `contents` cross-fades the pictures, as Apple's does, and
/// contents that overflow their bounds are repainted where they were.
@Suite(.serialized) struct ContentsFadeTests {
    func image(_ colour: UInt32) -> CGImage {
        let s = Surface(width: 4, height: 4)!
        s.fill(colour)
        return CGImage(_surface: s)
    }

    func scene(_ contents: CGImage) -> (CALayer, CALayer) {
        let l = CALayer()
        let root = committedScene(width: 120, height: 80) { root in
            l.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
            l.contents = contents
            root.addSublayer(l)
        }
        return (root, l)
    }

    func frame(_ root: CALayer, at t: Double) -> Surface { renderedFrame(root, at: t) }

    @Test func aContentsAnimationCrossFades() {
        let red = image(0xFFFF_0000), blue = image(0xFF00_00FF)
        let (root, l) = scene(red)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.contents = blue
        let a = CABasicAnimation(keyPath: "contents")
        a.fromValue = red
        a.toValue = blue
        a.duration = 1
        l.add(a, forKey: "fade")
        CATransaction.commit()
        CATransaction.flush()
        let t0 = l.animation(forKey: "fade")!.beginTime
        #expect(frame(root, at: t0)[40, 40] == 0xFFFF_0000)
        let (alpha, r, _, b) = pixelChannels(frame(root, at: t0 + 0.5)[40, 40])
        #expect(alpha == 255 && abs(Int(r) - 128) <= 2 && abs(Int(b) - 127) <= 2)
        #expect(frame(root, at: t0 + 2)[40, 40] == 0xFF00_00FF)
        // Not a discrete switch: a quarter of the way is mostly red.
        #expect(pixelChannels(frame(root, at: t0 + 0.25)[40, 40]).r > 150)
    }

    @Test func settingContentsFadesImplicitly() {
        let (root, l) = scene(image(0xFFFF_0000))
        l.contents = image(0xFF00_00FF) // an implicit transaction: the default action
        CATransaction.flush()
        let t0 = l.animation(forKey: "contents")!.beginTime
        let mid = pixelChannels(frame(root, at: t0 + 0.125)[40, 40])
        #expect(mid.r > 20 && mid.b > 20, "half-way through the 0.25 s action both pictures show")
    }

    @Test func overflowingContentsAreRepaintedWhereTheyWere() {
        // A 60×60 image centred on a 20×20 layer: it overflows by 20 each side.
        let big = Surface(width: 60, height: 60)!
        big.fill(0xFF00_8000)
        let l = CALayer()
        let root = committedScene(width: 120, height: 80) { root in
            l.frame = CGRect(x: 30, y: 30, width: 20, height: 20)
            l.contents = CGImage(_surface: big)
            l.contentsGravity = .center
            root.addSublayer(l)
        }
        let tracker = _DamageTracker()
        let surface = Surface(width: 120, height: 80)!
        let t0 = CACurrentMediaTime()
        tracker.renderFrame(root, into: surface, at: t0)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.position = CGPoint(x: 80, y: 40)
        CATransaction.commit()
        CATransaction.flush()
        tracker.renderFrame(root, into: surface, at: t0 + 0.1)
        #expect(sameBytes(surface, frame(root, at: t0 + 0.1)))
        #expect(surface[12, 40] == 0xFFFF_FFFF) // where the overflow was
    }
}
