import SnapshotTesting
import UIKit

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// A layer's picture, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// A layer's picture: laid out, then drawn with `render(in:)` into an
    /// image of its bounds at `traits.displayScale` (0: the screen's scale).
    ///
    /// - Parameters:
    ///   - precision: The share of the pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match
    ///     (1: equal; 0.98: a CIE 1994 ΔE of 2, about what an eye notices).
    ///   - traits: A trait collection whose display scale the image takes.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale).pullback { layer in
            UIGraphicsImageRenderer(bounds: layer.bounds, format: UIGraphicsImageRendererFormat(for: traits)).image { ctx in
                layer.setNeedsLayout()
                layer.layoutIfNeeded()
                layer.render(in: ctx.cgContext)
            }
        }
    }
}
