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

    /// What still needs a picture of its own keeps its plane: a rotated
    /// layer that clips its sublayers, or has a mask.
    @Test func clippingOrMaskedRotatedLayersKeepTheirPlanes() {
        let root = committedScene(width: 40, height: 40) { root in
            let clipper = CALayer()
            clipper.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
            clipper.masksToBounds = true
            clipper.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
            clipper.addSublayer(CALayer())
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
        #expect(plan.entries.filter { $0.draw.kind == .plane }.count == 2, "\(plan.entries.map { $0.draw.kind })")
    }
}
