/// A projective map of the plane, 3x3, row vectors: `(x, y, 1) · H`.
///
/// Core Animation layers flatten their children into their own plane, so
/// mapping a point from one layer to another is a chain of these: each
/// level's 4x4 transform applied to points with z = 0, with the resulting z
/// dropped. That keeps rows and columns 1, 2 and 4 of the 4x4.
struct _Homography: Equatable {
    var m11: CGFloat, m12: CGFloat, m14: CGFloat
    var m21: CGFloat, m22: CGFloat, m24: CGFloat
    var m41: CGFloat, m42: CGFloat, m44: CGFloat

    static let identity = _Homography(m11: 1, m12: 0, m14: 0, m21: 0, m22: 1, m24: 0, m41: 0, m42: 0, m44: 1)

    /// The plane-to-plane part of a layer transform (z = 0 in, z dropped out).
    init(flattening t: CATransform3D) {
        m11 = t.m11; m12 = t.m12; m14 = t.m14
        m21 = t.m21; m22 = t.m22; m24 = t.m24
        m41 = t.m41; m42 = t.m42; m44 = t.m44
    }

    init(m11: CGFloat, m12: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m24: CGFloat,
         m41: CGFloat, m42: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m24 = m24
        self.m41 = m41; self.m42 = m42; self.m44 = m44
    }

    /// `a · b`: a first.
    static func * (a: _Homography, b: _Homography) -> _Homography {
        _Homography(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m14 * b.m42,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m24 * b.m42,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m24 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m44 * b.m42,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m44 * b.m44)
    }

    /// The image of `p`, or nil when it falls on or behind the eye (w ≤ 0),
    /// where Core Animation sends points to infinity.
    func apply(_ p: CGPoint) -> CGPoint? {
        let w = p.x * m14 + p.y * m24 + m44
        guard w > 1e-12 else { return nil }
        return CGPoint(x: (p.x * m11 + p.y * m21 + m41) / w, y: (p.x * m12 + p.y * m22 + m42) / w)
    }

    var isAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

    var determinant: CGFloat {
        m11 * (m22 * m44 - m24 * m42) - m12 * (m21 * m44 - m24 * m41) + m14 * (m21 * m42 - m22 * m41)
    }

    /// The inverse map, or nil when singular.
    var inverse: _Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let i = 1 / det
        return _Homography(
            m11: (m22 * m44 - m24 * m42) * i, m12: (m14 * m42 - m12 * m44) * i, m14: (m12 * m24 - m14 * m22) * i,
            m21: (m24 * m41 - m21 * m44) * i, m22: (m11 * m44 - m14 * m41) * i, m24: (m14 * m21 - m11 * m24) * i,
            m41: (m21 * m42 - m22 * m41) * i, m42: (m12 * m41 - m11 * m42) * i, m44: (m11 * m22 - m12 * m21) * i)
    }

    /// The bounding box of `r`'s image; `.infinite` when part of it goes
    /// behind the eye, `.null` for a null rect.
    func apply(_ r: CGRect) -> CGRect {
        if r.isNull { return r }
        let s = r.standardized
        var pts: [CGPoint] = []
        for c in [CGPoint(x: s.minX, y: s.minY), CGPoint(x: s.maxX, y: s.minY),
                  CGPoint(x: s.minX, y: s.maxY), CGPoint(x: s.maxX, y: s.maxY)] {
            guard let q = apply(c) else { return .infinite }
            pts.append(q)
        }
        return _boundingBox(of: pts)
    }
}
