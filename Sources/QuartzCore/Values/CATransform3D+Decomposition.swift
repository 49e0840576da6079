/// A transform taken apart the way the CSS Transforms Level 2 "unmatrix"
/// does (Graphics Gems II), in Core Animation's row-vector convention:
///
///     M = Scale · Skew · Rotation · Translation · Perspective
///
/// applied left to right to a row vector. Interpolating these parts rather
/// than matrix entries is what makes a rotation turn instead of shear.
struct _DecomposedTransform: Equatable {
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// xy, xz and yz shear factors.
    var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat)
    var rotation: _Quaternion
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The fourth column (m14, m24, m34, m44) the perspective part contributes.
    var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    /// The original m44 the matrix was divided by. A homogeneous scale does
    /// not move any point; keeping it makes recomposition exact.
    var homogeneous: CGFloat = 1

    static let identity = _DecomposedTransform(scale: (1, 1, 1), skew: (0, 0, 0), rotation: .identity,
                                               translation: (0, 0, 0), perspective: (0, 0, 0, 1))

    static func == (a: _DecomposedTransform, b: _DecomposedTransform) -> Bool {
        a.scale == b.scale && a.skew == b.skew && a.rotation == b.rotation
            && a.translation == b.translation && a.perspective == b.perspective && a.homogeneous == b.homogeneous
    }

    /// Decomposes `m`; nil when it cannot be (m44 = 0, or a singular 3x3
    /// part such as a zero scale).
    init?(_ m0: CATransform3D) {
        guard m0.m44 != 0, m0._isFinite else { return nil }
        var m = m0
        homogeneous = m0.m44
        // Normalise so m44 is 1 (a projective scale does not change the map).
        if m.m44 != 1 {
            let k = 1 / m.m44
            for r in 0..<4 { for c in 0..<4 { m[r, c] *= k } }
        }
        // N: m without its perspective column; singular N cannot be decomposed.
        var n = m
        n.m14 = 0; n.m24 = 0; n.m34 = 0; n.m44 = 1
        guard n._determinant != 0 else { return nil }

        if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
            // m = N · P with P the identity whose fourth column is p; so
            // column 4 of m is N · p, and p = N⁻¹ · column4.
            guard let ni = n._inverse else { return nil }
            let c = (m.m14, m.m24, m.m34, m.m44)
            perspective = (ni.m11 * c.0 + ni.m12 * c.1 + ni.m13 * c.2 + ni.m14 * c.3,
                           ni.m21 * c.0 + ni.m22 * c.1 + ni.m23 * c.2 + ni.m24 * c.3,
                           ni.m31 * c.0 + ni.m32 * c.1 + ni.m33 * c.2 + ni.m34 * c.3,
                           ni.m41 * c.0 + ni.m42 * c.1 + ni.m43 * c.2 + ni.m44 * c.3)
        } else {
            perspective = (0, 0, 0, 1)
        }

        translation = (m.m41, m.m42, m.m43)

        // Gram-Schmidt on the rows of the 3x3 part: row0 = sx·r0,
        // row1 = sy·(r1 + kxy·r0), row2 = sz·(r2 + kxz·r0 + kyz·r1).
        var r0 = _Vec3(m.m11, m.m12, m.m13)
        var r1 = _Vec3(m.m21, m.m22, m.m23)
        var r2 = _Vec3(m.m31, m.m32, m.m33)
        var sx = r0.length
        r0 = r0 / sx
        var kxy = r0.dot(r1)
        r1 = r1 - r0 * kxy
        var sy = r1.length
        r1 = r1 / sy
        kxy /= sy
        var kxz = r0.dot(r2)
        r2 = r2 - r0 * kxz
        var kyz = r1.dot(r2)
        r2 = r2 - r1 * kyz
        var sz = r2.length
        r2 = r2 / sz
        kxz /= sz
        kyz /= sz
        // A mirror shows up as a negative determinant: fold it into the scale.
        if r0.dot(r1.cross(r2)) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            r0 = r0 * -1; r1 = r1 * -1; r2 = r2 * -1
        }
        scale = (sx, sy, sz)
        skew = (kxy, kxz, kyz)
        rotation = _Quaternion(rows: (r0.x, r0.y, r0.z, r1.x, r1.y, r1.z, r2.x, r2.y, r2.z))
    }

    init(scale: (x: CGFloat, y: CGFloat, z: CGFloat), skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat),
         rotation: _Quaternion, translation: (x: CGFloat, y: CGFloat, z: CGFloat),
         perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)) {
        self.scale = scale; self.skew = skew; self.rotation = rotation
        self.translation = translation; self.perspective = perspective
    }

    /// Scale · Skew · Rotation · Translation · Perspective.
    var recomposed: CATransform3D {
        let r = rotation.rotationRows
        let rot0 = _Vec3(r.0, r.1, r.2), rot1 = _Vec3(r.3, r.4, r.5), rot2 = _Vec3(r.6, r.7, r.8)
        // Rows of Skew · Rotation, then scaled.
        let a0 = rot0 * scale.x
        let a1 = (rot1 + rot0 * skew.xy) * scale.y
        let a2 = (rot2 + rot0 * skew.xz + rot1 * skew.yz) * scale.z
        var n = CATransform3DIdentity
        n.m11 = a0.x; n.m12 = a0.y; n.m13 = a0.z
        n.m21 = a1.x; n.m22 = a1.y; n.m23 = a1.z
        n.m31 = a2.x; n.m32 = a2.y; n.m33 = a2.z
        n.m41 = translation.x; n.m42 = translation.y; n.m43 = translation.z
        var m = n
        if perspective != (0, 0, 0, 1) {
            var p = CATransform3DIdentity
            p.m14 = perspective.x; p.m24 = perspective.y; p.m34 = perspective.z; p.m44 = perspective.w
            m = n * p
        }
        if homogeneous != 1 {
            for r in 0..<4 { for c in 0..<4 { m[r, c] *= homogeneous } }
        }
        return m
    }
}

/// A small 3-vector for the decomposition's row arithmetic.
struct _Vec3 {
    var x: CGFloat, y: CGFloat, z: CGFloat
    init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) { self.x = x; self.y = y; self.z = z }
    var length: CGFloat { (x * x + y * y + z * z).squareRoot() }
    func dot(_ o: _Vec3) -> CGFloat { x * o.x + y * o.y + z * o.z }
    func cross(_ o: _Vec3) -> _Vec3 { _Vec3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    static func + (a: _Vec3, b: _Vec3) -> _Vec3 { _Vec3(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func - (a: _Vec3, b: _Vec3) -> _Vec3 { _Vec3(a.x - b.x, a.y - b.y, a.z - b.z) }
    static func * (a: _Vec3, k: CGFloat) -> _Vec3 { _Vec3(a.x * k, a.y * k, a.z * k) }
    static func / (a: _Vec3, k: CGFloat) -> _Vec3 { _Vec3(a.x / k, a.y / k, a.z / k) }
}
