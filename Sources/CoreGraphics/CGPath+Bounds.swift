extension CGPath {
    /// Every point of the path, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        var pts: [CGPoint] = []
        pts.reserveCapacity(_elements.count * 3)
        for e in _elements {
            switch e {
            case .move(let p), .line(let p): pts.append(p)
            case .quad(let c, let p): pts.append(c); pts.append(p)
            case .cubic(let c1, let c2, let p): pts.append(c1); pts.append(c2); pts.append(p)
            case .close: break
            }
        }
        return _boundingBox(of: pts)
    }

    /// The tight box of the curve itself: end points plus curve extrema,
    /// control points excluded; `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        var pts: [CGPoint] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        for e in _elements {
            switch e {
            case .move(let p): pts.append(p); current = p; start = p
            case .line(let p): pts.append(p); current = p
            case .quad(let c, let p):
                pts.append(p)
                for t in _quadExtrema(current, c, p) { pts.append(_quadPoint(current, c, p, t)) }
                current = p
            case .cubic(let c1, let c2, let p):
                pts.append(p)
                for t in _cubicExtrema(current, c1, c2, p) { pts.append(_cubicPoint(current, c1, c2, p, t)) }
                current = p
            case .close: current = start
            }
        }
        return _boundingBox(of: pts)
    }
}

@inlinable
package func _quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    return CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                   y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
}

@inlinable
package func _cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                   y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}

/// Parameters in (0, 1) where a quadratic's x or y derivative vanishes.
func _quadExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
    var ts: [CGFloat] = []
    for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
        let den = a - 2 * b + c
        if den != 0 {
            let t = (a - b) / den
            if t > 0, t < 1 { ts.append(t) }
        }
    }
    return ts
}

/// Parameters in (0, 1) where a cubic's x or y derivative vanishes.
func _cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
    var ts: [CGFloat] = []
    for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
        // B'(t)/3 = qa t^2 + qb t + qc
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        for t in _solveQuadratic(qa, qb, qc) where t > 0 && t < 1 { ts.append(t) }
    }
    return ts
}

/// Real roots of a t^2 + b t + c = 0 (linear when a is ~0).
func _solveQuadratic(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
    let scale = Swift.max(abs(a), abs(b), abs(c))
    if scale == 0 { return [] }
    if abs(a) <= 1e-12 * scale {
        return b == 0 ? [] : [-c / b]
    }
    let disc = b * b - 4 * a * c
    if disc < 0 { return [] }
    let sq = disc.squareRoot()
    // The numerically stable pair of roots.
    let q = -0.5 * (b + (b < 0 ? -sq : sq))
    var roots = [q / a]
    if q != 0 { roots.append(c / q) }
    return roots
}
