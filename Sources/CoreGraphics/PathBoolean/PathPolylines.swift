/// A path's subpaths as polylines, curves flattened: what the boolean
/// operations work on. Apple's operations keep curves; these results are
/// the same regions to within the flattening tolerance, which is below
/// what a pixel can show.
struct _Polyline {
    var points: [CGPoint]
    /// Ended by `closeSubpath()` (or, for regions, closed implicitly).
    var closed: Bool
}

/// Flattening tolerance for boolean operations: a hundredth of a point (a
/// thirtieth of a pixel on a 3x screen), or finer for a tiny path
/// (relative to the larger of the two operands).
func _booleanTolerance(_ paths: CGPath...) -> CGFloat {
    var extent: CGFloat = 0
    for p in paths {
        let b = p.boundingBoxOfPath
        if !b.isNull, b.width.isFinite, b.height.isFinite { extent = Swift.max(extent, b.width, b.height) }
    }
    return Swift.min(0.01, Swift.max(extent * 1e-4, 1e-9))
}

extension CGPath {
    /// The subpaths, flattened to within `tolerance`. A lone `move` makes
    /// no polyline; points repeated in a row are dropped.
    func _polylines(tolerance: CGFloat) -> [_Polyline] {
        var out: [_Polyline] = []
        var current = _Polyline(points: [], closed: false)
        func finish() {
            if current.points.count > 1 { out.append(current) }
            current = _Polyline(points: [], closed: false)
        }
        func add(_ p: CGPoint) {
            guard p.x.isFinite, p.y.isFinite else { return }
            if current.points.last != p { current.points.append(p) }
        }
        var start = CGPoint.zero, last = CGPoint.zero
        for e in _elements {
            switch e {
            case .move(let p):
                finish()
                start = p; last = p
                add(p)
            case .line(let p):
                if current.points.isEmpty { add(last) }
                add(p); last = p
            case .quad(let c, let p):
                if current.points.isEmpty { add(last) }
                let n = _quadSegments(last, c, p, tolerance: tolerance)
                for i in 1...n { add(i == n ? p : _quadPoint(last, c, p, CGFloat(i) / CGFloat(n))) }
                last = p
            case .cubic(let c1, let c2, let p):
                if current.points.isEmpty { add(last) }
                let n = _cubicSegments(last, c1, c2, p, tolerance: tolerance)
                for i in 1...n { add(i == n ? p : _cubicPoint(last, c1, c2, p, CGFloat(i) / CGFloat(n))) }
                last = p
            case .close:
                if current.points.count > 1 {
                    if current.points.first == current.points.last { current.points.removeLast() }
                    current.closed = true
                }
                finish()
                last = start
            }
        }
        finish()
        return out
    }

    /// The closed rings of the filled path: every subpath closed, as a fill
    /// closes it; rings of fewer than three points enclose nothing.
    func _rings(tolerance: CGFloat) -> [[CGPoint]] {
        _polylines(tolerance: tolerance).compactMap { line in
            var points = line.points
            if points.count > 1, points.first == points.last { points.removeLast() }
            return points.count > 2 ? points : nil
        }
    }
}
