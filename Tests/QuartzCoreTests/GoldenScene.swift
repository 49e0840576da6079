import Raster
@testable import QuartzCore

/// What the golden suites share: a scene on an opaque white root (so the
/// PNGs hold exactly what was rendered), committed and rendered once.
protocol GoldenScene {}

extension GoldenScene {
    func render(width: Int = 160, height: Int = 120, _ build: (CALayer) -> Void) -> Surface {
        renderedFrame(committedScene(width: width, height: height, build), at: CACurrentMediaTime())
    }

    func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: a) }
}
