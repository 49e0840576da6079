import Testing
@testable import QuartzCore

/// convert(_:from:) / convert(_:to:) between layers of a tree, through
/// bounds origins, anchor points, transforms and sublayer transforms.
@Suite struct LayerConversionTests {
    @Test func siblingsConvertThroughTheirFrames() {
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = layer("a", frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = layer("b", frame: CGRect(x: 200, y: 50, width: 100, height: 100))
        root.sublayers = [a, b]
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -185, y: -25))
        #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -185, y: -25))
        #expect(root.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: 15, y: 25))
        #expect(a.convert(CGPoint(x: 15, y: 25), from: root) == CGPoint(x: 5, y: 5))
    }

    @Test func boundsOriginShiftsTheSublayerSpace() {
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.bounds.origin = CGPoint(x: 50, y: 0)
        let a = layer("a", frame: CGRect(x: 100, y: 0, width: 10, height: 10))
        root.addSublayer(a)
        // Scrolling: a sublayer at x 100 shows at 50 in the root's frame.
        #expect(a.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 0))
        #expect(root.convert(CGPoint(x: 100, y: 0), to: nil) == CGPoint(x: 50, y: 0))
    }

    @Test func nilIsTheSpaceTheRootSitsIn() {
        let root = layer("root", frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        let a = layer("a", frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        root.addSublayer(a)
        #expect(a.convert(CGPoint.zero, to: nil) == CGPoint(x: 35, y: 46))
        #expect(a.convert(CGPoint(x: 35, y: 46), from: nil) == .zero)
    }

    @Test func conversionThroughARotation() {
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = CALayer()
        a.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        a.position = CGPoint(x: 200, y: 200)
        a.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(a)
        // (100, 0) is 50 right and 25 up of the centre; turned a quarter: 25 left, 50 down.
        #expect(approx(a.convert(CGPoint(x: 100, y: 0), to: root), CGPoint(x: 225, y: 250)))
        #expect(approx(a.convert(CGPoint(x: 225, y: 250), from: root), CGPoint(x: 100, y: 0)))
    }

    @Test func sublayerTransformAppliesAboutTheParentsAnchor() {
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let a = layer("a", frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        root.addSublayer(a)
        // The anchor (100, 100) stays; (110, 110) moves to (120, 120).
        #expect(a.convert(CGPoint.zero, to: root) == CGPoint(x: 100, y: 100))
        #expect(a.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 120, y: 120))
        // The root itself is not affected by its own sublayerTransform.
        #expect(root.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 10, y: 10))
    }

    @Test func perspectiveThroughSublayerTransformIsProjective() {
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        root.sublayerTransform = p
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        card.position = CGPoint(x: 100, y: 100)
        card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        root.addSublayer(card)
        // The right edge turns away (z = -50·sin 60°) and shrinks toward the
        // anchor; the left edge comes closer and grows.
        let s = sin(CGFloat.pi / 3)
        let right = card.convert(CGPoint(x: 100, y: 50), to: root)
        let left = card.convert(CGPoint(x: 0, y: 50), to: root)
        #expect(approx(right, CGPoint(x: 100 + 25 / (1 + 50 * s / 500), y: 100), 1e-9))
        #expect(approx(left, CGPoint(x: 100 - 25 / (1 - 50 * s / 500), y: 100), 1e-9))
        // Corners scale in y by the same perspective divide.
        let topRight = card.convert(CGPoint(x: 100, y: 0), to: root)
        #expect(approx(topRight.y, 100 - 50 / (1 + 50 * s / 500), 1e-9))
        // And back onto the card's plane.
        #expect(approx(card.convert(right, from: root), CGPoint(x: 100, y: 50), 1e-9))
        #expect(approx(card.convert(topRight, from: root), CGPoint(x: 100, y: 0), 1e-9))
    }

    @Test func layerTransformWithItsOwnPerspective() {
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        card.position = CGPoint(x: 150, y: 150)
        var t = CATransform3DIdentity
        t.m34 = -1 / 400
        t = CATransform3DRotate(t, .pi / 4, 1, 0, 0)
        card.transform = t
        root.addSublayer(card)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 30), CGPoint(x: 20, y: 90)] {
            #expect(approx(card.convert(card.convert(p, to: root), from: root), p, 1e-9))
        }
        // Rotation about x tips the top edge away: it narrows.
        let tl = card.convert(CGPoint(x: 0, y: 0), to: root), tr = card.convert(CGPoint(x: 100, y: 0), to: root)
        let bl = card.convert(CGPoint(x: 0, y: 100), to: root), br = card.convert(CGPoint(x: 100, y: 100), to: root)
        #expect(tr.x - tl.x < 100 && br.x - bl.x > 100 || tr.x - tl.x > 100 && br.x - bl.x < 100)
    }

    @Test func rectsConvertToTheBoundingBox() {
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = CALayer()
        a.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        a.position = CGPoint(x: 200, y: 200)
        a.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        root.addSublayer(a)
        let r = a.convert(a.bounds, to: root)
        let half = 50 * 2.squareRoot()
        #expect(approx(r, CGRect(x: 200 - half, y: 200 - half, width: 2 * half, height: 2 * half), 1e-9))
        #expect(approx(root.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root), CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test func deepTreesComposeEveryLevel() {
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var parent = root
        for i in 0..<10 {
            let l = layer("l\(i)", frame: CGRect(x: 10, y: 5, width: 500, height: 500))
            l.transform = CATransform3DMakeScale(0.9, 0.9, 1)
            parent.addSublayer(l)
            parent = l
        }
        let p = CGPoint(x: 3, y: 7)
        #expect(approx(root.convert(parent.convert(p, to: root), to: parent), p, 1e-9))
    }

    @Test func geometryFlippedMirrorsItsOwnSpaceSeenFromOutside() {
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.isGeometryFlipped = true
        let a = layer("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSublayer(a)
        #expect(a.convert(CGPoint.zero, to: root) == CGPoint.zero, "positions stay in the flipped superlayer's space")
        #expect(root.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 100), "the flip shows from outside")
        #expect(a.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 100))
        #expect(!a.contentsAreFlipped(), "one flip above turns iOS's y-down contents back to Quartz's y-up")
        #expect(CALayer().contentsAreFlipped())
    }

    @Test func singularTransformsConvertToInfinityNotACrash() {
        let root = layer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = layer("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.transform = CATransform3DMakeScale(0, 1, 1)
        root.addSublayer(a)
        #expect(a.convert(CGPoint(x: 5, y: 5), from: root).x.isInfinite)
        #expect(a.convert(CGRect(x: 0, y: 0, width: 1, height: 1), from: root).isNull)
    }
}
