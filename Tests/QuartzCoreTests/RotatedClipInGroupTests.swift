import Raster
import Testing
@testable import QuartzCore

/// A group's offscreen holds what its subtree paints: a rotated layer
/// clipped to its bounds inside it paints within its rotated bounds (the
/// frame plan once took a rotated layer's clip as empty, and the group
/// cut it away).
@Suite struct RotatedClipInGroupTests {
    @Test func aRotatedClippedLayerInAGroupIsDrawn() {
        let group = CALayer(), rotated = CALayer(), child = CALayer(), corner = CALayer()
        let root = committedScene(width: 200, height: 150) { root in
            group.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
            group.opacity = 0.5 // over two sublayers: a group
            root.addSublayer(group)
            corner.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            corner.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            group.addSublayer(corner)
            rotated.frame = CGRect(x: 60, y: 40, width: 80, height: 60)
            rotated.masksToBounds = true
            rotated.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
            group.addSublayer(rotated)
            child.frame = CGRect(x: -20, y: 10, width: 120, height: 40)
            child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            rotated.addSublayer(child)
        }
        let s = Surface(width: 200, height: 150)!
        _DamageTracker().renderFrame(root, into: s, at: CACurrentMediaTime())
        // The child at the rotated layer's centre, at half opacity over white.
        let (a, r, g, b) = pixelChannels(s[100, 70])
        #expect(a == 255 && r == 255 && (120...135).contains(g) && (120...135).contains(b), "\(r) \(g) \(b)")
        // The clip: the child reaches 20 points past the rotated layer's
        // left side, which cuts it away (here 10 points past it).
        let outside = pixelChannels(s[56, 46])
        #expect(outside.r == 255 && outside.g == 255 && outside.b == 255, "cut by the rotated bounds: \(outside)")
    }
}
