import Raster
import Testing
@testable import QuartzCore

/// What the golden suites share: a scene on an opaque white root (so the
/// PNGs hold exactly what was rendered), committed and rendered once.
protocol GoldenScene {}

extension GoldenScene {
    /// The scene rendered by the compositor, checked against the
    /// reference compositor (see `ReferenceAgreement`) unless it is a
    /// bad-input scene too large for a point sampler.
    func render(width: Int = 160, height: Int = 120, reference: Bool = true,
                sourceLocation: SourceLocation = #_sourceLocation, _ build: (CALayer) -> Void) -> Surface {
        let root = committedScene(width: width, height: height, build)
        guard reference else { return renderedFrame(root, at: CACurrentMediaTime()) }
        return checkedFrame(root, at: CACurrentMediaTime(), sourceLocation: sourceLocation)
    }

    func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: a) }
}
