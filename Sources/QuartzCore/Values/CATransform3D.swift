/// A 4x4 homogeneous transform in Core Animation's layout: points are row
/// vectors, `p' = p · M`, so the translation sits in m41, m42, m43 and
/// perspective in the fourth column (m34 = -1/d is the usual eye distance).
public struct CATransform3D: Hashable, Sendable, Codable {
    /// First row: how the x axis maps (m11...m13), and m14, x's share of the perspective divisor.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Second row: how the y axis maps (m21...m23), and m24, y's share of the perspective divisor.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Third row: how the z axis maps (m31...m33), and m34, the perspective term (-1/d for eye distance d).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Fourth row: the translation in x, y and z (m41...m43), and m44, the homogeneous scale (1 normally).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// All zeros, as Apple's imported C struct initialiser gives.
    /// Use `CATransform3DIdentity`.
    public init() {
        m11 = 0; m12 = 0; m13 = 0; m14 = 0
        m21 = 0; m22 = 0; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 0; m34 = 0
        m41 = 0; m42 = 0; m43 = 0; m44 = 0
    }

    /// A transform from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Row-major access, `self[row, column]` with both in 0..<4.
    @inlinable
    subscript(row: Int, column: Int) -> CGFloat {
        get {
            switch (row, column) {
            case (0, 0): return m11; case (0, 1): return m12; case (0, 2): return m13; case (0, 3): return m14
            case (1, 0): return m21; case (1, 1): return m22; case (1, 2): return m23; case (1, 3): return m24
            case (2, 0): return m31; case (2, 1): return m32; case (2, 2): return m33; case (2, 3): return m34
            case (3, 0): return m41; case (3, 1): return m42; case (3, 2): return m43; default: return m44
            }
        }
        set {
            switch (row, column) {
            case (0, 0): m11 = newValue; case (0, 1): m12 = newValue; case (0, 2): m13 = newValue; case (0, 3): m14 = newValue
            case (1, 0): m21 = newValue; case (1, 1): m22 = newValue; case (1, 2): m23 = newValue; case (1, 3): m24 = newValue
            case (2, 0): m31 = newValue; case (2, 1): m32 = newValue; case (2, 2): m33 = newValue; case (2, 3): m34 = newValue
            case (3, 0): m41 = newValue; case (3, 1): m42 = newValue; case (3, 2): m43 = newValue; default: m44 = newValue
            }
        }
    }

    /// `a · b`: a applied first.
    @inlinable
    public static func * (a: CATransform3D, b: CATransform3D) -> CATransform3D {
        var r = CATransform3D()
        r.m11 = a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41
        r.m12 = a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42
        r.m13 = a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43
        r.m14 = a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44
        r.m21 = a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41
        r.m22 = a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42
        r.m23 = a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43
        r.m24 = a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44
        r.m31 = a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41
        r.m32 = a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42
        r.m33 = a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43
        r.m34 = a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44
        r.m41 = a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41
        r.m42 = a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42
        r.m43 = a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43
        r.m44 = a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
        return r
    }

    /// Whether every entry is finite.
    package var _isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite &&
        m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite &&
        m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite &&
        m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The determinant of the full 4x4 matrix.
    package var _determinant: CGFloat {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The inverse, or nil when singular (by cofactors; 4x4 is small).
    package var _inverse: CATransform3D? {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return nil }
        let i = 1 / det
        var r = CATransform3D()
        r.m11 = ( m22 * c5 - m23 * c4 + m24 * c3) * i
        r.m12 = (-m12 * c5 + m13 * c4 - m14 * c3) * i
        r.m13 = ( m42 * s5 - m43 * s4 + m44 * s3) * i
        r.m14 = (-m32 * s5 + m33 * s4 - m34 * s3) * i
        r.m21 = (-m21 * c5 + m23 * c2 - m24 * c1) * i
        r.m22 = ( m11 * c5 - m13 * c2 + m14 * c1) * i
        r.m23 = (-m41 * s5 + m43 * s2 - m44 * s1) * i
        r.m24 = ( m31 * s5 - m33 * s2 + m34 * s1) * i
        r.m31 = ( m21 * c4 - m22 * c2 + m24 * c0) * i
        r.m32 = (-m11 * c4 + m12 * c2 - m14 * c0) * i
        r.m33 = ( m41 * s4 - m42 * s2 + m44 * s0) * i
        r.m34 = (-m31 * s4 + m32 * s2 - m34 * s0) * i
        r.m41 = (-m21 * c3 + m22 * c1 - m23 * c0) * i
        r.m42 = ( m11 * c3 - m12 * c1 + m13 * c0) * i
        r.m43 = (-m41 * s3 + m42 * s1 - m43 * s0) * i
        r.m44 = ( m31 * s3 - m32 * s1 + m33 * s0) * i
        return r
    }
}

extension CATransform3D: CustomStringConvertible {
    /// `CATransform3D([m11 m12 m13 m14] [m21 ...] [m31 ...] [m41 ... m44])`, row by row.
    public var description: String {
        func f(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        return "CATransform3D([\(f(m11)) \(f(m12)) \(f(m13)) \(f(m14))] [\(f(m21)) \(f(m22)) \(f(m23)) \(f(m24))] "
            + "[\(f(m31)) \(f(m32)) \(f(m33)) \(f(m34))] [\(f(m41)) \(f(m42)) \(f(m43)) \(f(m44))])"
    }
}

/// The transform that changes nothing: ones on the diagonal, zeros elsewhere.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    // Entry by entry (rather than `== CATransform3DIdentity`, a call with
    // two copies of the matrix): the compositor asks it of every layer.
    t.m11 == 1 && t.m12 == 0 && t.m13 == 0 && t.m14 == 0
        && t.m21 == 0 && t.m22 == 1 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m41 == 0 && t.m42 == 0 && t.m43 == 0 && t.m44 == 1
}

/// Whether `a` and `b` are exactly equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz), in points.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale by sx, sy and sz along the axes (1 leaves an axis alone; negative mirrors it).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation of `angle` radians about the axis (x, y, z), right-handed in
/// Core Animation's row-vector convention (about z, positive angles turn
/// +x toward +y). A zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let len = (x * x + y * y + z * z).squareRoot()
    guard len > 0, len.isFinite else { return CATransform3DIdentity }
    let (s, c) = _sinCos(angle)
    let ux = x / len, uy = y / len, uz = z / len
    let t = 1 - c
    var r = CATransform3DIdentity
    r.m11 = t * ux * ux + c;      r.m12 = t * ux * uy + s * uz; r.m13 = t * ux * uz - s * uy
    r.m21 = t * ux * uy - s * uz; r.m22 = t * uy * uy + c;      r.m23 = t * uy * uz + s * ux
    r.m31 = t * ux * uz + s * uy; r.m32 = t * uy * uz - s * ux; r.m33 = t * uz * uz + c
    return r
}

/// `translate(tx, ty, tz) · t`: the translation happens first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz) * t
}

/// `scale(sx, sy, sz) · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz) * t
}

/// `rotation(angle, x, y, z) · t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z) * t
}

/// `a · b`: a first, then b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a * b }

/// The inverse, or `t` itself when it is singular (Apple's rule).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t._inverse ?? t }

/// The 3D transform doing what the affine transform `m` does in the plane, leaving z alone.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// True when the transform maps z = 0 to z = 0 without perspective, so it
/// is exactly an affine transform of the plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 &&
    t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 &&
    t.m43 == 0 && t.m44 == 1
}

/// The plane part of the transform (meaningful when `IsAffine`).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
