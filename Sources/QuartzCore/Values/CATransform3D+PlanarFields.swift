import CoreGraphics
import Foundation

extension _StructField {
    /// `transform.scale.*` and `transform.rotation.z` written into a planar
    /// transform (a 2D affine map, with a positive z scale, no
    /// perspective and no mirror) without the general decomposition:
    /// lottie-ios animates these sub-keys of every layer every frame, and
    /// going through the 3D decomposition and its quaternion for each
    /// write cost a tenth of a small file's frame.
    ///
    /// The arithmetic is the decomposition's (`_DecomposedTransform`)
    /// with its zero terms dropped: Gram-Schmidt on the two rows gives the
    /// scales and the xy shear, the rotation is the first row's angle,
    /// and the recomposition is Scale · Skew · Rotation · Translation.
    /// The result equals the general path's to rounding (the general path
    /// takes the rotation through a quaternion and back). Nil when the
    /// transform or the field is not one this covers.
    func writePlanar(_ v: CGFloat, into t: CATransform3D) -> CATransform3D? {
        var r = t
        return writePlanar(v, into: &r) ? r : nil
    }

    /// `writePlanar` in place (false, and `t` untouched, when it does not
    /// apply): the render side writes into the presented transform, with
    /// no copies of the matrix.
    func writePlanar(_ v: CGFloat, into t: inout CATransform3D) -> Bool {
        guard t.m13 == 0, t.m23 == 0, t.m31 == 0, t.m32 == 0, t.m14 == 0, t.m24 == 0, t.m34 == 0, t.m44 == 1,
              t.m33 > 0, t.m33.isFinite else { return false }
        switch self {
        case .rotationZ, .scaleX, .scaleY, .scaleZ, .scaleXY, .scale: break
        default: return false
        }
        guard t.m11 * t.m22 - t.m12 * t.m21 > 0 else { return false }
        var sx: CGFloat, sy: CGFloat, kxy: CGFloat, c0: CGFloat, s0: CGFloat
        if t.m12 == 0 && t.m21 == 0 && t.m11 > 0x1p-500 && t.m11 < 0x1p500 && t.m22 > 0x1p-500 && t.m22 < 0x1p500 {
            // A scale alone (the identity lottie-ios's layers start each
            // frame from, then its first scale): what the steps below
            // give for it, exactly (the square root of a square is the
            // number itself, away from overflow and underflow), without
            // the roots and divisions.
            (sx, sy, kxy, c0, s0) = (t.m11, t.m22, 0, 1, 0)
        } else {
            // Rows (m11, m12) and (m21, m22), orthonormalised.
            sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
            c0 = t.m11 / sx; s0 = t.m12 / sx
            kxy = c0 * t.m21 + s0 * t.m22
            let r1x = t.m21 - c0 * kxy, r1y = t.m22 - s0 * kxy
            sy = (r1x * r1x + r1y * r1y).squareRoot()
            guard sx.isFinite, sy > 0, sy.isFinite else { return false }
            kxy /= sy
        }
        var sz = t.m33
        // The rotation's first row (cos, sin); the second is its perpendicular.
        var cos = c0, sin = s0
        switch self {
        // Exact at quarter turns (as `CATransform3DMakeRotation` is, and
        // so the general write): a layer turned by pi stays axis-aligned.
        case .rotationZ: (sin, cos) = _sinCos(v)
        case .scaleX: sx = v
        case .scaleY: sy = v
        case .scaleZ: sz = v
        case .scaleXY: sx = v; sy = v
        default: sx = v; sy = v; sz = v
        }
        t.m11 = cos * sx; t.m12 = sin * sx
        t.m21 = (-sin + cos * kxy) * sy; t.m22 = (cos + sin * kxy) * sy
        t.m33 = sz
        return true
    }
}
