import Raster
@testable import QuartzCore

/// A committed scene: an opaque white root of the given size (anchor at
/// the origin, so its bounds are the target's pixels), with `build` run
/// in the same transaction, actions off.
func committedScene(width: Int, height: Int, _ build: (CALayer) -> Void = { _ in }) -> CALayer {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    let root = CALayer()
    root.anchorPoint = .zero
    root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    root.backgroundColor = CGColor(gray: 1, alpha: 1)
    build(root)
    CATransaction.commit()
    CATransaction.flush()
    return root
}

/// The whole frame of `root`'s presentation at time `t`.
func renderedFrame(_ root: CALayer, at t: Double) -> Surface {
    let b = root.bounds
    let s = Surface(width: Int(b.width), height: Int(b.height))!
    root._renderPresentation(into: s, clip: s.bounds, at: t)
    return s
}

/// Whether two surfaces hold the same bytes.
func sameBytes(_ a: Surface, _ b: Surface) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { return false } }
    return true
}
