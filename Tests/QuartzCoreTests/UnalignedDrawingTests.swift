import Raster
import Testing
@testable import QuartzCore

/// Rotated and skewed layer trees drawn part by part through their affine
/// maps (`_PlannedDraw.Kind.mapped`), as a GPU draws them: no plane
/// offscreen per rotated container (lottie-ios nests a dozen of them
/// around each shape), the pixels the reference compositor gives, and the
/// same bytes whether drawn whole or in bands.
@Suite struct UnalignedDrawingTests {
    func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    /// Rotated containers holding a filled and stroked shape, a gradient,
    /// a bordered rounded layer and a rotated grandchild.
    func scene() -> CALayer {
        committedScene(width: 96, height: 80) { root in
            let outer = CALayer()
            outer.frame = CGRect(x: 12, y: 10, width: 70, height: 58)
            outer.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 4, y: 4, width: 30, height: 24)
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 24), transform: nil)
            shape.fillColor = rgb(0.9, 0.3, 0.2)
            shape.strokeColor = rgb(0.1, 0.1, 0.5)
            shape.lineWidth = 2
            outer.addSublayer(shape)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 38, y: 6, width: 26, height: 40)
            gradient.colors = [rgb(0.2, 0.5, 0.9), rgb(0.9, 0.9, 0.2)]
            gradient.transform = CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.2, c: 0.3, d: 1, tx: 0, ty: 0))
            outer.addSublayer(gradient)
            let inner = CALayer()
            inner.frame = CGRect(x: 8, y: 32, width: 24, height: 18)
            inner.backgroundColor = rgb(0.3, 0.7, 0.4)
            inner.cornerRadius = 5
            inner.borderWidth = 2
            inner.borderColor = rgb(0.1, 0.3, 0.1)
            inner.transform = CATransform3DMakeRotation(-0.7, 0, 0, 1)
            let dot = CAShapeLayer()
            dot.frame = CGRect(x: 6, y: 4, width: 10, height: 10)
            dot.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            dot.fillColor = rgb(1, 1, 1, 0.8)
            dot.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            inner.addSublayer(dot)
            outer.addSublayer(inner)
            root.addSublayer(outer)
        }
    }

    @Test func rotatedContainersAreDrawnPartByPart() throws {
        let root = scene()
        _ = renderedFrame(root, at: CACurrentMediaTime())
        var plan = _FramePlan()
        plan.build(root._node!, parent: nil, base: .identity, map: nil, bounds: PixelRect(x: 0, y: 0, width: 96, height: 80))
        let kinds = plan.entries.map { $0.draw.kind }
        #expect(kinds.filter { $0 == .mapped }.count == 5, "the container, the shape, the gradient, the rounded layer, its dot: \(kinds)")
        #expect(!kinds.contains(.plane), "\(kinds)")
        let compositor = _Compositor()
        let frame = try #require(Surface(width: 96, height: 80))
        compositor.render(root._node!, into: frame, clip: frame.bounds)
        #expect(compositor.offscreenBytes == 0, "no offscreen: \(compositor.offscreenBytes) bytes")
    }

    @Test func theyAgreeWithTheReference() {
        _ = checkedFrame(scene(), at: CACurrentMediaTime(), always: true)
    }

    @Test func bandsGiveTheWholeFramesBytes() throws {
        let root = scene()
        let whole = renderedFrame(root, at: CACurrentMediaTime())
        let banded = try #require(Surface(width: 96, height: 80))
        for y in stride(from: 0, to: 80, by: 7) {
            root._renderPresentation(into: banded, clip: PixelRect(x0: 0, y0: y, x1: 96, y1: min(80, y + 7)),
                                     at: CACurrentMediaTime())
        }
        #expect(sameBytes(whole, banded))
    }

    /// A rotated layer whose clip cuts a sublayer is drawn part by part
    /// and cut by its bounds' quadrilateral (`clipped`); one with a mask
    /// still needs a picture of its own and keeps its plane.
    @Test func aClippingRotatedLayerIsCutAndAMaskedOneKeepsItsPlane() {
        let root = committedScene(width: 40, height: 40) { root in
            let clipper = CALayer()
            clipper.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
            clipper.masksToBounds = true
            clipper.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
            let outside = CALayer()
            outside.frame = CGRect(x: -10, y: -10, width: 40, height: 40)
            outside.backgroundColor = CGColor(gray: 0.5, alpha: 1)
            clipper.addSublayer(outside)
            root.addSublayer(clipper)
            let masked = CAShapeLayer()
            masked.frame = CGRect(x: 15, y: 15, width: 20, height: 20)
            masked.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
            masked.mask = CALayer()
            masked.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
            root.addSublayer(masked)
        }
        _ = renderedFrame(root, at: CACurrentMediaTime())
        var plan = _FramePlan()
        plan.build(root._node!, parent: nil, base: .identity, map: nil, bounds: PixelRect(x: 0, y: 0, width: 40, height: 40))
        let kinds = plan.entries.map { $0.draw.kind }
        #expect(kinds.filter { $0 == .plane }.count == 1 && kinds.filter { $0 == .clipped }.count == 1, "\(kinds)")
    }
}

/// A mask confines its group to what it paints, not to its bounds
/// (`_Compositor.inkBox`): lottie-ios masks a gradient layer 20,000
/// points wide with a shape layer the animation's size holding a small
/// path.
@Suite struct MaskInkTests {
    @Test func aMaskedGroupIsThePathsSize() throws {
        let root = committedScene(width: 120, height: 90) { root in
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: -10_000, y: -10_000, width: 20_120, height: 20_090)
            gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            let mask = CAShapeLayer()
            mask.frame = CGRect(x: 10_000, y: 10_000, width: 120, height: 90)
            mask.path = CGPath(ellipseIn: CGRect(x: 30, y: 20, width: 40, height: 30), transform: nil)
            gradient.mask = mask
            root.addSublayer(gradient)
        }
        let frame = renderedFrame(root, at: CACurrentMediaTime())
        var plan = _FramePlan()
        plan.build(root._node!, parent: nil, base: .identity, map: nil, bounds: PixelRect(x: 0, y: 0, width: 120, height: 90))
        let group = try #require(plan.entries.first { $0.draw.kind == .group })
        #expect(group.draw.box.width <= 42 && group.draw.box.height <= 32, "\(group.draw.box)")
        // Drawn where the path is, nothing elsewhere.
        #expect(frame[50, 35] != 0xFFFF_FFFF)
        #expect(frame[10, 80] == 0xFFFF_FFFF && frame[100, 35] == 0xFFFF_FFFF)
        _ = checkedFrame(root, at: CACurrentMediaTime(), always: true)
    }
}

/// A gradient masked by a shape that only fills or only strokes is its
/// shape filled with the gradient's colours, straight into the target
/// (`drawGradientThroughPathMask`): the group's picture, with no
/// offscreen.
@Suite struct GradientPathMaskTests {
    func scene(stroked: Bool, rotated: Bool) -> CALayer {
        committedScene(width: 90, height: 70) { root in
            let holder = CALayer()
            holder.frame = CGRect(x: 5, y: 5, width: 80, height: 60)
            holder.opacity = 0.9
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: -100, y: -100, width: 280, height: 260)
            gradient.colors = [CGColor(red: 1, green: 0.3, blue: 0, alpha: 1), CGColor(red: 0.1, green: 0.2, blue: 1, alpha: 0.8)]
            gradient.startPoint = CGPoint(x: 0.3, y: 0.35)
            gradient.endPoint = CGPoint(x: 0.6, y: 0.6)
            holder.addSublayer(gradient)
            let mask = CAShapeLayer()
            mask.frame = holder.bounds
            mask.path = CGPath(ellipseIn: CGRect(x: 12, y: 8, width: 56, height: 44), transform: nil)
            if stroked {
                mask.fillColor = nil
                mask.strokeColor = CGColor(gray: 0, alpha: 1)
                mask.lineWidth = 7
                mask.strokeEnd = 0.7
            } else {
                mask.fillColor = CGColor(gray: 0, alpha: 0.8)
            }
            holder.mask = mask
            if rotated { holder.transform = CATransform3DMakeRotation(0.3, 0, 0, 1) }
            root.addSublayer(holder)
        }
    }

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func theShapeIsFilledWithTheGradient(stroked: Bool, rotated: Bool) throws {
        let root = scene(stroked: stroked, rotated: rotated)
        let frame = checkedFrame(root, at: CACurrentMediaTime(), always: true)
        let compositor = _Compositor()
        let direct = try #require(Surface(width: 90, height: 70))
        compositor.render(root._node!, into: direct, clip: direct.bounds)
        #expect(compositor.offscreenBytes == 0, "no offscreen: \(compositor.offscreenBytes) bytes")
        #expect(sameBytes(frame, direct))
        // Painted on the ellipse's edge (its bottom: strokeEnd 0.7 of a
        // stroke that starts at its right), not at its centre when stroked.
        #expect(frame[45, 55] != 0xFFFF_FFFF || rotated)
        #expect((frame[45, 35] == 0xFFFF_FFFF) == stroked || rotated)
    }

    /// A gradient smaller than its mask's shape keeps its group: the
    /// gradient's own bounds cut the shape.
    @Test func aGradientSmallerThanTheShapeStaysAGroup() throws {
        let root = committedScene(width: 60, height: 60) { root in
            let holder = CALayer()
            holder.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
            gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            holder.addSublayer(gradient)
            let mask = CAShapeLayer()
            mask.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 50, height: 50), transform: nil)
            holder.mask = mask
            root.addSublayer(holder)
        }
        let frame = checkedFrame(root, at: CACurrentMediaTime(), always: true)
        #expect(frame[10, 30] == 0xFFFF_FFFF, "outside the gradient's bounds, inside the shape: nothing")
    }
}

/// A rotated layer that clips to its bounds, whose sublayers all lie
/// inside them (lottie-ios clips every precomposition to its size), is
/// drawn part by part too: the clip cuts nothing. One whose sublayer
/// reaches outside is drawn part by part into an offscreen and cut by its
/// bounds' quadrilateral, agreeing with the reference compositor.
@Suite struct UnalignedClipTests {
    func scene(reachingOut: Bool) -> CALayer {
        committedScene(width: 80, height: 80) { root in
            let clipper = CALayer()
            clipper.frame = CGRect(x: 15, y: 15, width: 50, height: 50)
            clipper.masksToBounds = true
            clipper.transform = CATransform3DMakeRotation(0.6, 0, 0, 1)
            let child = CAShapeLayer()
            child.frame = CGRect(x: 5, y: 5, width: 40, height: 40)
            child.path = CGPath(ellipseIn: CGRect(x: reachingOut ? -20 : 0, y: 0, width: 40, height: 40), transform: nil)
            child.fillColor = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
            clipper.addSublayer(child)
            root.addSublayer(clipper)
        }
    }

    @Test(arguments: [false, true])
    func theClipIsDroppedOnlyWhenItCutsNothing(reachingOut: Bool) {
        let root = scene(reachingOut: reachingOut)
        _ = checkedFrame(root, at: CACurrentMediaTime(), always: true)
        var plan = _FramePlan()
        plan.build(root._node!, parent: nil, base: .identity, map: nil, bounds: PixelRect(x: 0, y: 0, width: 80, height: 80))
        let kinds = plan.entries.map { $0.draw.kind }
        #expect(kinds.contains(reachingOut ? .clipped : .mapped) && !kinds.contains(.plane), "\(kinds)")
    }
}

/// Radial and conic gradients under rotation and skew are measured in the
/// layer's space (an ellipse of the axis's extents; angles about the
/// start), as on iOS: the reference compositor's pixels.
@Suite struct UnalignedGradientTests {
    @Test(arguments: [CAGradientLayerType.radial, .conic, .axial])
    func rotatedAndSkewedGradients(_ type: CAGradientLayerType) {
        let root = committedScene(width: 70, height: 60) { root in
            let g = CAGradientLayer()
            g.type = type
            g.frame = CGRect(x: 12, y: 10, width: 46, height: 36)
            g.colors = [CGColor(red: 1, green: 0.8, blue: 0, alpha: 1), CGColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1),
                        CGColor(red: 0.9, green: 0.1, blue: 0.3, alpha: 1)]
            g.startPoint = CGPoint(x: 0.4, y: 0.5)
            g.endPoint = CGPoint(x: 1, y: 0.8)
            g.transform = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.7).concatenating(
                CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0)))
            root.addSublayer(g)
        }
        _ = checkedFrame(root, at: CACurrentMediaTime(), always: true)
    }
}
