/// A plane-to-plane projective map (a 3 × 3 homography), as the compositor
/// hands it to Raster: (x, y) ↦ ((a·x + c·y + tx) / w, (b·x + d·y + ty) / w)
/// with w = px·x + py·y + pw. Affine maps have px = py = 0, pw = 1.
///
/// Its small members are inlinable: the frame plan maps every layer's
/// bounds and composes every layer's map each frame, and a call into this
/// module for each corner cost more than the arithmetic.
public struct Projective: Equatable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    public var px: Double, py: Double, pw: Double

    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double,
                px: Double = 0, py: Double = 0, pw: Double = 1) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
        self.px = px; self.py = py; self.pw = pw
    }

    public static let identity = Projective(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    @inlinable
    public var isAffine: Bool { px == 0 && py == 0 && pw == 1 }
    /// Only scales and translates: axis-aligned rectangles stay so.
    @inlinable
    public var isAxisAligned: Bool { isAffine && b == 0 && c == 0 }

    @inlinable @inline(__always)
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let w = px * x + py * y + pw
        guard w > 1e-12 else { return nil }
        return ((a * x + c * y + tx) / w, (b * x + d * y + ty) / w)
    }

    /// `self` then `o`.
    @inlinable @inline(__always)
    public func concatenating(_ o: Projective) -> Projective {
        // Row-vector form: [x y 1] · M with M = [[a b px], [c d py], [tx ty pw]].
        Projective(a: a * o.a + b * o.c + px * o.tx, b: a * o.b + b * o.d + px * o.ty,
                   c: c * o.a + d * o.c + py * o.tx, d: c * o.b + d * o.d + py * o.ty,
                   tx: tx * o.a + ty * o.c + pw * o.tx, ty: tx * o.b + ty * o.d + pw * o.ty,
                   px: a * o.px + b * o.py + px * o.pw, py: c * o.px + d * o.py + py * o.pw,
                   pw: tx * o.px + ty * o.py + pw * o.pw)
    }

    @inlinable
    public var determinant: Double {
        a * (d * pw - py * ty) - b * (c * pw - py * tx) + px * (c * ty - d * tx)
    }

    public func inverted() -> Projective? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        return Projective(a: (d * pw - py * ty) * k, b: (px * ty - b * pw) * k,
                          c: (py * tx - c * pw) * k, d: (a * pw - px * tx) * k,
                          tx: (c * ty - d * tx) * k, ty: (b * tx - a * ty) * k,
                          px: (b * py - px * d) * k, py: (px * c - a * py) * k,
                          pw: (a * d - b * c) * k)
    }
}

/// Calls `body` with the four corners of the box (x0, y0)–(x1, y1), in
/// order around it. (An array literal of corners allocates when the
/// optimiser does not promote it, in code that runs per layer per frame.)
@inlinable @inline(__always)
public func forEachCorner(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ body: (Double, Double) -> Void) {
    body(x0, y0); body(x1, y0); body(x1, y1); body(x0, y1)
}
