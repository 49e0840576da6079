import Raster
@testable import QuartzCore

/// What the golden suites share: a scene on an opaque white root (so the
/// PNGs hold exactly what was rendered), committed and rendered once.
protocol GoldenScene {}

extension GoldenScene {
    func render(width: Int = 160, height: Int = 120, _ build: (CALayer) -> Void) -> Surface {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        build(root)
        CATransaction.commit()
        CATransaction.flush()
        let s = Surface(width: width, height: height)!
        root._renderPresentation(into: s, clip: s.bounds, at: CACurrentMediaTime())
        return s
    }

    func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: a) }
}
