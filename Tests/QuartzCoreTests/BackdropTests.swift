import Foundation
import Raster
import Testing
@testable import QuartzCore

/// A backdrop layer (what `UIVisualEffectView` blurs with) shows the
/// picture behind it blurred and saturated; frames drawn through the
/// damage tracker equal whole frames while things move under it.
@Suite struct BackdropTests {
    /// Vertical stripes on `layer`: 4 pixels of black and 4 of red.
    func addStripes(to layer: CALayer) {
        for i in 0..<20 {
            let s = CALayer()
            s.frame = CGRect(x: i * 8, y: 0, width: 4, height: 80)
            s.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.addSublayer(s)
        }
        layer.backgroundColor = CGColor(gray: 0, alpha: 1)
    }

    /// The stripes, then a backdrop over the right half.
    func stripes(radius: CGFloat, saturation: CGFloat = 1) -> (CALayer, _BackdropLayer) {
        let backdrop = _BackdropLayer()
        let root = committedScene(width: 160, height: 80) { root in
            addStripes(to: root)
            backdrop.frame = CGRect(x: 80, y: 0, width: 80, height: 80)
            backdrop.blurRadius = radius
            backdrop.saturation = saturation
            root.addSublayer(backdrop)
        }
        return (root, backdrop)
    }

    func render(_ root: CALayer) -> Surface {
        let s = Surface(width: 160, height: 80)!
        _ = root._renderPresentation(into: s, clip: s.bounds, at: CACurrentMediaTime())
        return s
    }

    func red(_ s: Surface, _ x: Int, _ y: Int) -> Int { Int(s[x, y] >> 16 & 0xFF) }

    @Test func blursWhatIsBehind() {
        let (root, _) = stripes(radius: 6)
        let s = render(root)
        // Left: the stripes as drawn.
        #expect(red(s, 16, 40) == 255 && red(s, 20, 40) == 0)
        // Right: a σ of 6 over a period of 8 leaves the half-red average
        // with almost no ripple, every pixel opaque.
        for x in stride(from: 100, to: 150, by: 3) {
            #expect(abs(red(s, x, 40) - 128) < 12, "x \(x): \(red(s, x, 40))")
            #expect(s[x, 40] >> 24 == 255)
        }
        // The picture's edge repeats outward: the top row is as bright.
        #expect(abs(red(s, 120, 0) - 128) < 12)
    }

    /// Inside a group (a rounded clip draws its subtree offscreen), the
    /// backdrop still sees what the group drew under it, over what is
    /// behind the group.
    @Test func inAGroupItSeesTheGroupsPicture() {
        let root = committedScene(width: 160, height: 80) { root in
            root.backgroundColor = CGColor(gray: 1, alpha: 1)
            let stage = CALayer()
            stage.frame = CGRect(x: 0, y: 0, width: 160, height: 80)
            stage.cornerRadius = 12
            stage.masksToBounds = true
            addStripes(to: stage)
            let backdrop = _BackdropLayer()
            backdrop.frame = CGRect(x: 40, y: 20, width: 80, height: 40)
            backdrop.blurRadius = 6
            stage.addSublayer(backdrop)
            root.addSublayer(stage)
        }
        let s = render(root)
        let p = s[80, 40]
        #expect(abs(red(s, 80, 40) - 128) < 12 && p & 0xFF < 8, "half red over black, not the white behind: \(String(p, radix: 16))")
    }

    @Test func noRadiusDrawsNothing() {
        let (root, backdrop) = stripes(radius: 0)
        #expect(render(root)[120, 40] == render(committedScene(width: 160, height: 80) { addStripes(to: $0) })[120, 40])
        #expect(backdrop.blurRadius == 0 && backdrop.saturation == 1)
    }

    @Test func saturationZeroIsGrey() {
        let (root, _) = stripes(radius: 0.1, saturation: 0)
        let s = render(root)
        // Red at full saturation 0 becomes its luminance, 0.2126 of 255.
        let p = s[81, 40]
        let r = Int(p >> 16 & 0xFF), g = Int(p >> 8 & 0xFF), b = Int(p & 0xFF)
        #expect(abs(r - 54) <= 2 && r == g && g == b, "\(r) \(g) \(b)")
    }

    @Test func keysAnimateAndRefuseBadValues() {
        let b = _BackdropLayer()
        b.blurRadius = -3
        #expect(b.blurRadius == 0)
        b.blurRadius = .nan
        #expect(b.blurRadius == 0)
        b.setValue(12.0, forKey: "blurRadius")
        #expect(b.blurRadius == 12)
        #expect(b._animatesInViewBlocks("blurRadius") && b._animatesInViewBlocks("saturation") && !CALayer()._animatesInViewBlocks("blurRadius"))
    }

    /// A layer moving under the backdrop: each tracked frame equals a
    /// whole render, although the mover's own damage is smaller than the
    /// blur's reach.
    @Test func trackedFramesUnderABackdropEqualWholeFrames() {
        let mover = CALayer()
        let backdrop = _BackdropLayer()
        let root = committedScene(width: 200, height: 150) { root in
            mover.frame = CGRect(x: 10, y: 60, width: 30, height: 30)
            mover.backgroundColor = CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
            root.addSublayer(mover)
            backdrop.frame = CGRect(x: 60, y: 40, width: 100, height: 70)
            backdrop.blurRadius = 10
            backdrop.saturation = 1.8
            root.addSublayer(backdrop)
        }
        let t0 = CACurrentMediaTime()
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = CGPoint(x: 25, y: 75)
        a.toValue = CGPoint(x: 185, y: 75)
        a.duration = 1
        mover.add(a, forKey: "move")
        CATransaction.flush()
        let tracked = Surface(width: 200, height: 150)!
        let tracker = _DamageTracker()
        for k in 0..<8 {
            let t = t0 + Double(k) * 0.12
            tracker.renderFrame(root, into: tracked, at: t)
            let whole = Surface(width: 200, height: 150)!
            _ = root._renderPresentation(into: whole, clip: whole.bounds, at: t)
            var differing = 0
            for y in 0..<150 { for x in 0..<200 where tracked[x, y] != whole[x, y] { differing += 1 } }
            #expect(differing == 0, "frame \(k): \(differing) pixels differ from a whole render")
        }
    }
}
