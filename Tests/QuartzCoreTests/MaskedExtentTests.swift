import Raster
import Testing
@testable import QuartzCore

/// What a masked layer can touch is cut to its mask's extent: nothing
/// shows outside the mask. lottie-ios fills a gradient by masking a
/// container that holds a gradient layer 20,000 points wide with the
/// fill's shape; its group (and any 3D plane holding it) must be the
/// shape's size, not the gradient's: a Lottie file of forty such fills in
/// tilted planes took minutes a frame.
@Suite struct MaskedExtentTests {
    func container(shadow: Bool) -> CALayer {
        let container = CALayer()
        let root = committedScene(width: 100, height: 100) { root in
            container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let huge = CAGradientLayer()
            huge.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            huge.frame = CGRect(x: -10_000, y: -10_000, width: 20_100, height: 20_100)
            container.addSublayer(huge)
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 20, y: 30, width: 10, height: 10), transform: nil)
            container.mask = shape
            if shadow { container.shadowOpacity = 1 }
            root.addSublayer(container)
        }
        // The presented values, as a frame evaluates them.
        root._node?.evaluateTree(parentTime: CACurrentMediaTime())
        return container
    }

    @Test func aMaskedSubtreeReachesOnlyAsFarAsItsMask() throws {
        let node = try #require(container(shadow: false)._node)
        let box = _Compositor().subtreeBox(node, .identity)
        // What the mask paints, its path (20...30, 30...40), not its
        // (empty) bounds: nowhere near the gradient's 20,100 points.
        #expect(box.minX == 20 && box.minY == 30 && box.maxX == 30 && box.maxY == 40, "\(box)")
    }

    /// A shadow is cast from the whole of what the layer draws before the
    /// mask applies, so a layer with one keeps its whole extent.
    @Test func aMaskedLayerWithAShadowKeepsItsWholeExtent() throws {
        let node = try #require(container(shadow: true)._node)
        let box = _Compositor().subtreeBox(node, .identity)
        #expect(box.minX < -9_000 && box.maxX > 10_000, "\(box)")
    }
}
