import Foundation

/// An affine transform as the parts that make it (Apple's
/// `CGAffineTransformComponents`), applied in this order: scale, then
/// horizontal shear, then rotation, then translation.
public struct CGAffineTransformComponents: Equatable, Sendable {
    /// The scale along x and y (a mirror shows as a negative y).
    public var scale: CGSize
    /// How far x moves per unit of y, before the rotation.
    public var horizontalShear: CGFloat
    /// The rotation, in radians, counterclockwise in a y-up space.
    public var rotation: CGFloat
    /// The translation.
    public var translation: CGVector

    /// All parts zero (a transform that collapses everything to its translation).
    public init() {
        scale = .zero; horizontalShear = 0; rotation = 0; translation = CGVector(dx: 0, dy: 0)
    }

    /// The parts given, applied scale first, then shear, rotation and translation.
    public init(scale: CGSize, horizontalShear: CGFloat, rotation: CGFloat, translation: CGVector) {
        self.scale = scale; self.horizontalShear = horizontalShear; self.rotation = rotation
        self.translation = translation
    }
}

extension CGAffineTransform {
    /// The transform that applies `components`' scale, shear, rotation and
    /// translation in that order.
    public init(_ components: CGAffineTransformComponents) {
        let c = cos(components.rotation), s = sin(components.rotation)
        let sx = components.scale.width, sy = components.scale.height, k = components.horizontalShear
        // [sx 0; 0 sy] · [1 0; k 1] · [c s; −s c], then the translation.
        self.init(a: sx * c, b: sx * s, c: sy * (k * c - s), d: sy * (k * s + c),
                  tx: components.translation.dx, ty: components.translation.dy)
    }

    /// The transform's scale, horizontal shear, rotation and translation:
    /// `CGAffineTransform(decomposed())` is the transform again. The x
    /// scale is never negative; a mirror shows in the y scale. A transform
    /// that collapses x (a and b 0) has no rotation.
    public func decomposed() -> CGAffineTransformComponents {
        let sx = (a * a + b * b).squareRoot()
        let rotation = sx > 0 ? atan2(b, a) : 0
        let cs = cos(rotation), sn = sin(rotation)
        let sy = d * cs - c * sn
        let shear = sy != 0 ? (c * cs + d * sn) / sy : 0
        return CGAffineTransformComponents(scale: CGSize(width: sx, height: sy), horizontalShear: shear,
                                           rotation: rotation, translation: CGVector(dx: tx, dy: ty))
    }
}
