/// A unit quaternion (x, y, z, w) for rotations, in Core Animation's
/// row-vector convention: the quaternion of `CATransform3DMakeRotation(a,
/// axis)` is `(axis · sin(a/2), cos(a/2))`.
struct _Quaternion: Equatable {
    var x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat

    static let identity = _Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation matrix rows (p' = p · R).
    var rotationRows: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat) {
        (1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w),
         2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w),
         2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
    }

    /// The quaternion of an orthonormal rotation given by its rows
    /// (Shepperd's method: divide by the largest of the four candidates).
    init(rows r: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)) {
        // Column-convention entries c[i][j] = rows[j][i].
        let c00 = r.0, c11 = r.4, c22 = r.8
        let c01 = r.3, c10 = r.1, c02 = r.6, c20 = r.2, c12 = r.7, c21 = r.5
        let trace = c00 + c11 + c22
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            self.init(x: (c21 - c12) * s, y: (c02 - c20) * s, z: (c10 - c01) * s, w: 0.25 / s)
        } else if c00 > c11 && c00 > c22 {
            let s = 2 * (1 + c00 - c11 - c22).squareRoot()
            self.init(x: 0.25 * s, y: (c01 + c10) / s, z: (c02 + c20) / s, w: (c21 - c12) / s)
        } else if c11 > c22 {
            let s = 2 * (1 + c11 - c00 - c22).squareRoot()
            self.init(x: (c01 + c10) / s, y: 0.25 * s, z: (c12 + c21) / s, w: (c02 - c20) / s)
        } else {
            let s = 2 * (1 + c22 - c00 - c11).squareRoot()
            self.init(x: (c02 + c20) / s, y: (c12 + c21) / s, z: 0.25 * s, w: (c10 - c01) / s)
        }
        normalize()
    }

    init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }

    mutating func normalize() {
        let n = (x * x + y * y + z * z + w * w).squareRoot()
        guard n > 0 else { self = .identity; return }
        x /= n; y /= n; z /= n; w /= n
    }

    func dot(_ o: _Quaternion) -> CGFloat { x * o.x + y * o.y + z * o.z + w * o.w }

    /// Spherical interpolation the short way round (t in 0...1; other t
    /// extrapolate along the same great circle).
    func slerp(to other: _Quaternion, _ t: CGFloat) -> _Quaternion {
        var b = other
        var d = dot(b)
        if d < 0 { b = _Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w); d = -d }
        if d > 0.9995 {
            // Nearly parallel: normalised lerp is exact enough and stable.
            var q = _Quaternion(x: x + (b.x - x) * t, y: y + (b.y - y) * t,
                                z: z + (b.z - z) * t, w: w + (b.w - w) * t)
            q.normalize()
            return q
        }
        let theta = acos(Swift.min(d, 1))
        let s = sin(theta)
        let wa = sin((1 - t) * theta) / s, wb = sin(t * theta) / s
        return _Quaternion(x: x * wa + b.x * wb, y: y * wa + b.y * wb, z: z * wa + b.z * wb, w: w * wa + b.w * wb)
    }

    /// Euler angles (about x, then y, then z) such that the rotation equals
    /// `Rx(a) · Ry(b) · Rz(c)`: the x rotation happens first. These are the
    /// values of the `transform.rotation.x/y/z` key paths.
    var eulerAngles: (x: CGFloat, y: CGFloat, z: CGFloat) {
        let r = rotationRows
        // Rows of Rx·Ry·Rz: m13 = -sin b, m23 = sin a cos b, m33 = cos a cos b,
        // m12 = cos b sin c, m11 = cos b cos c.
        let sb = Swift.max(-1, Swift.min(1, -r.2))
        let b = asin(sb)
        if abs(sb) < 1 - 1e-12 {
            return (atan2(r.5, r.8), b, atan2(r.1, r.0))
        }
        // Gimbal lock: put the whole turn in x (c = 0): m22 = cos a, m32 = -sin a.
        return (atan2(-r.7, r.4), b, 0)
    }

    /// The quaternion of `Rx(a) · Ry(b) · Rz(c)`.
    init(eulerX a: CGFloat, y b: CGFloat, z c: CGFloat) {
        let m = CATransform3DMakeRotation(a, 1, 0, 0) * CATransform3DMakeRotation(b, 0, 1, 0)
            * CATransform3DMakeRotation(c, 0, 0, 1)
        self.init(rows: (m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33))
    }
}
