import Testing
@testable import QuartzCore

@Suite struct LayerHitTestTests {
    /// root 300x300 at the origin, with a (0..100) and b (50..150) overlapping.
    func makeTree() -> (CALayer, CALayer, CALayer) {
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = layer("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = layer("b", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.sublayers = [a, b]
        return (root, a, b)
    }

    @Test func theTopmostSiblingWins() {
        let (root, a, b) = makeTree()
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === b)
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) === a)
        #expect(root.hitTest(CGPoint(x: 250, y: 250)) === root)
        #expect(root.hitTest(CGPoint(x: 350, y: 10)) == nil)
    }

    @Test func zPositionDoesNotChangeTheOrder() {
        let (root, a, _) = makeTree()
        a.zPosition = 100
        #expect(root.hitTest(CGPoint(x: 75, y: 75))?.name == "b")
    }

    @Test func hiddenLayersAndTheirSubtreesAreSkipped() {
        let (root, a, b) = makeTree()
        let inner = layer("inner", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        b.addSublayer(inner)
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === a)
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === a, "the hidden layer's child is skipped too")
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) == nil)
    }

    @Test func opacityDoesNotMatter() {
        let (root, _, b) = makeTree()
        b.opacity = 0
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === b)
    }

    @Test func sublayersOutsideTheBoundsHitUnlessMasksToBounds() {
        let (root, a, _) = makeTree()
        let outside = layer("outside", frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        a.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 220, y: 220)) === outside)
        a.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 220, y: 220)) === root, "masksToBounds prunes the subtree outside a's bounds")
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === a)
    }

    @Test func theMaskLayerIsNeverHit() {
        let (root, a, _) = makeTree()
        let m = layer("m", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.mask = m
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === a)
    }

    @Test func pointIsInTheSuperlayersSpace() {
        let root = layer("root", frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let a = layer("a", frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSublayer(a)
        // In root's superlayer space a sits at (110..120).
        #expect(root.hitTest(CGPoint(x: 115, y: 115)) === a)
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) == nil)
        #expect(a.hitTest(CGPoint(x: 15, y: 15)) === a)
    }

    @Test func rotatedAndProjectedLayersHitWhereTheyAreDrawn() {
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let bar = CALayer()
        bar.name = "bar"
        bar.bounds = CGRect(x: 0, y: 0, width: 200, height: 20)
        bar.position = CGPoint(x: 200, y: 200)
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(bar)
        #expect(root.hitTest(CGPoint(x: 200, y: 290)) === bar)
        #expect(root.hitTest(CGPoint(x: 290, y: 200)) === root)

        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        root.sublayerTransform = p
        bar.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        let edge = bar.convert(CGPoint(x: 199, y: 10), to: root)
        #expect(root.hitTest(edge) === bar)
        #expect(root.hitTest(CGPoint(x: edge.x + 2, y: edge.y)) === root)
    }

    @Test func degenerateTransformsAreNeverHit() {
        let (root, _, b) = makeTree()
        b.transform = CATransform3DMakeScale(0, 0, 1)
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) !== b)
    }

    @Test func containsTestsTheBoundsAndSubclassesCanOverrideIt() {
        final class Round: CALayer {
            override func contains(_ p: CGPoint) -> Bool {
                let c = CGPoint(x: bounds.midX, y: bounds.midY)
                return hypot(p.x - c.x, p.y - c.y) <= bounds.width / 2
            }
        }
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let r = Round()
        r.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(r)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === r)
        #expect(root.hitTest(CGPoint(x: 3, y: 3)) === root)
        let plain = CALayer()
        plain.bounds = CGRect(x: 10, y: 10, width: 5, height: 5)
        #expect(plain.contains(CGPoint(x: 12, y: 12)))
        #expect(!plain.contains(CGPoint(x: 2, y: 2)))
    }
}
