/// A 2D affine transform in Apple's layout:
///
///     [ a  b  0 ]
///     [ c  d  0 ]
///     [ tx ty 1 ]
///
/// Points are row vectors: `p' = p · M`, so `x' = a·x + c·y + tx` and
/// `y' = b·x + d·y + ty`. `t1.concatenating(t2)` applies t1 first.
public struct CGAffineTransform: Hashable, Sendable, Codable {
    /// The x scale entry: a point's x contributes `a·x` to the new x.
    public var a: CGFloat
    /// The entry that feeds x into y: a point's x contributes `b·x` to the new y.
    public var b: CGFloat
    /// The entry that feeds y into x: a point's y contributes `c·y` to the new x.
    public var c: CGFloat
    /// The y scale entry: a point's y contributes `d·y` to the new y.
    public var d: CGFloat
    /// The translation added to x, in the destination's units.
    public var tx: CGFloat
    /// The translation added to y, in the destination's units.
    public var ty: CGFloat

    /// All zeros, as Apple's imported C struct initialiser gives. Use `.identity`.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// A transform with the six entries given, in Apple's layout.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// A transform with the six entries in the order a, b, c, d, tx, ty.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A pure translation by (tx, ty).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A pure scale by sx along x and sy along y (negative values flip that axis).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Positive angles turn the x axis toward the y axis (clockwise on a
    /// y-down screen, counter-clockwise in a y-up context), as on Apple's.
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = _sinCos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// True when the transform is exactly the identity (no tolerance).
    public var isIdentity: Bool { self == .identity }

    /// `self` then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        let t1 = self
        return CGAffineTransform(
            a: t1.a * t2.a + t1.b * t2.c,
            b: t1.a * t2.b + t1.b * t2.d,
            c: t1.c * t2.a + t1.d * t2.c,
            d: t1.c * t2.b + t1.d * t2.d,
            tx: t1.tx * t2.a + t1.ty * t2.c + t2.tx,
            ty: t1.tx * t2.b + t1.ty * t2.d + t2.ty)
    }

    /// Translation applied before `self`: `T(tx, ty) · self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Scale applied before `self`: `S(x, y) · self`, so points are scaled first.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Rotation by `angle` radians applied before `self`, so points are rotated
    /// first; positive angles turn the x axis toward the y axis.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` unchanged when the matrix is singular (Apple's rule).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id,
                                 tx: -(tx * ia + ty * ic),
                                 ty: -(tx * ib + ty * id))
    }
}

extension CGAffineTransform: CustomStringConvertible {
    /// The six entries, labelled, for debugging.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The linear part only: sizes are differences of points.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The bounding box of the four transformed corners; null stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
            .map { $0.applying(t) }
        return _boundingBox(of: corners)
    }
}

/// sin and cos with exact values at multiples of pi/2, so that a rotation by
/// `.pi / 2` gives an exact 0 rather than 6e-17 (Apple's functions do the same).
@inlinable
package func _sinCos(_ angle: CGFloat) -> (sin: CGFloat, cos: CGFloat) {
    let quarter = angle / (.pi / 2)
    if quarter.isFinite, quarter == quarter.rounded() {
        switch Int(quarter.truncatingRemainder(dividingBy: 4)) {
        case 0: return (0, 1)
        case 1, -3: return (1, 0)
        case 2, -2: return (0, -1)
        default: return (-1, 0)
        }
    }
    return (sin(angle), cos(angle))
}

/// The smallest rect containing every point; `.null` for none.
package func _boundingBox<S: Sequence>(of points: S) -> CGRect where S.Element == CGPoint {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
    for p in points {
        minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
        minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
    }
    guard minX <= maxX, minY <= maxY else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
