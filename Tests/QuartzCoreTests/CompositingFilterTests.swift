import Raster
import Testing
@testable import QuartzCore

/// `compositingFilter` with a blend mode's name (Core Image's
/// `"multiplyBlendMode"` or the short `"multiply"`, as lottie-ios sets for
/// After Effects' blend modes): the layer and its subtree meet what is
/// below with that mode, whether drawn straight or through a 3D plane, and
/// the reference compositor agrees.
@Suite struct CompositingFilterTests {
    func scene(_ filter: String?, rotated: Bool = false) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let top = CALayer()
        top.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        top.backgroundColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        top.compositingFilter = filter
        if rotated { top.transform = CATransform3DMakeRotation(0.3, 0, 0, 1) }
        root.addSublayer(top)
        CATransaction.flush()
        return root
    }

    func rgb(_ s: Surface, _ x: Int, _ y: Int) -> [Int] {
        let p = s[x, y]
        return [Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)]
    }

    @Test func blendModesMeetWhatIsBelow() {
        // Red below; (0, 0.5, 1) above.
        #expect(rgb(checkedFrame(scene(nil), at: 0, always: true), 30, 20) == [0, 128, 255])
        #expect(rgb(checkedFrame(scene("multiplyBlendMode"), at: 0, always: true), 30, 20) == [0, 0, 0])
        #expect(rgb(checkedFrame(scene("screen"), at: 0, always: true), 30, 20) == [255, 128, 255])
        #expect(rgb(checkedFrame(scene("differenceBlendMode"), at: 0, always: true), 30, 20) == [255, 128, 255])
        #expect(rgb(checkedFrame(scene("lightenBlendMode"), at: 0, always: true), 30, 20) == [255, 128, 255])
        // Outside the layer, red stays red; an unknown name draws normally.
        #expect(rgb(checkedFrame(scene("multiply"), at: 0), 5, 5) == [255, 0, 0])
        #expect(rgb(checkedFrame(scene("sparkleBlendMode"), at: 0), 30, 20) == [0, 128, 255])
        // iOS draws the non-separable modes normally.
        #expect(rgb(checkedFrame(scene("luminosityBlendMode"), at: 0), 30, 20) == [0, 128, 255])
    }

    @Test func aRotatedLayerBlendsToo() {
        let frame = checkedFrame(scene("multiplyBlendMode", rotated: true), at: 0, always: true)
        #expect(rgb(frame, 30, 20) == [0, 0, 0])
    }

    /// A change of filter on a committed layer repaints it.
    @Test func changingTheFilterRepaints() {
        let root = scene(nil)
        _ = renderedFrame(root, at: 0)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.sublayers?.first?.compositingFilter = "multiplyBlendMode"
        CATransaction.commit()
        #expect(rgb(renderedFrame(root, at: 0), 30, 20) == [0, 0, 0])
    }
}
