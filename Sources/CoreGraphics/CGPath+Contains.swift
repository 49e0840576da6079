import Raster

/// Guards every path's kept lines (`_hitSegments`): paths are shared
/// between threads (drawn on the render thread, hit-tested on the main).
private let _hitTestLock = _Locked(())

extension CGPath {
    /// Whether `point` is inside the filled path (each subpath implicitly
    /// closed), under the winding or even-odd rule, after `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let winding = _windingNumber(of: point, transform: transform)
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding & 1 != 0
        }
    }

    /// The winding number of the path around `point`, counting a crossing
    /// of an upward edge as +1 and a downward one as -1 (half-open in y, so
    /// a vertex is counted once).
    func _windingNumber(of point: CGPoint, transform: CGAffineTransform) -> Int {
        var winding = 0
        func cross(_ a: CGPoint, _ b: CGPoint) {
            if a.y <= point.y {
                if b.y > point.y, _cross(a, b, point) > 0 { winding += 1 }
            } else if b.y <= point.y, _cross(a, b, point) < 0 {
                winding -= 1
            }
        }
        guard transform.isIdentity else {
            _flatten(transform: transform, tolerance: 0.01, cross)
            return winding
        }
        // Hit testing asks one path again and again (a touch, a grid of
        // samples): its lines are made once and kept until it changes.
        let points = _hitTestLines()
        var i = 0
        while i + 1 < points.count {
            cross(points[i], points[i + 1])
            i += 2
        }
        return winding
    }

    /// The path's lines (as point pairs) flattened for `contains`, made on
    /// first use and kept while the path does not change.
    private func _hitTestLines() -> [CGPoint] {
        if let kept = _hitTestLock.withLock({ _ in _hitSegments }), kept.version == _version { return kept.points }
        var points: [CGPoint] = []
        let version = _version
        _flatten(transform: .identity, tolerance: 0.01) { a, b in points.append(a); points.append(b) }
        _hitTestLock.withLock { _ in _hitSegments = (version, points) }
        return points
    }

    /// Calls `segment` with every line of the path after flattening curves
    /// to within `tolerance` (in transformed units), closing each subpath.
    package func _flatten(transform t: CGAffineTransform, tolerance: CGFloat,
                         _ segment: (CGPoint, CGPoint) -> Void) {
        var start = CGPoint.zero
        var current = CGPoint.zero
        var open = false
        func closeIfOpen() {
            if open, current != start { segment(current, start) }
            open = false
        }
        for e in _elements {
            switch e.applying(t) {
            case .move(let p):
                closeIfOpen()
                start = p; current = p; open = true
            case .line(let p):
                segment(current, p); current = p; open = true
            case .quad(let c, let p):
                let n = _quadSegments(current, c, p, tolerance: tolerance)
                var prev = current
                for i in 1...n {
                    let q = i == n ? p : _quadPoint(current, c, p, CGFloat(i) / CGFloat(n))
                    segment(prev, q); prev = q
                }
                current = p; open = true
            case .cubic(let c1, let c2, let p):
                let n = _cubicSegments(current, c1, c2, p, tolerance: tolerance)
                var prev = current
                for i in 1...n {
                    let q = i == n ? p : _cubicPoint(current, c1, c2, p, CGFloat(i) / CGFloat(n))
                    segment(prev, q); prev = q
                }
                current = p; open = true
            case .close:
                closeIfOpen()
                current = start
            }
        }
        closeIfOpen()
    }
}

/// > 0 when p is left of the directed line a→b (in y-up terms).
@inlinable
func _cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
}

/// Segments for a quadratic so the chord error stays under `tolerance`:
/// the error of n uniform chords is bounded by |p0 - 2p1 + p2| / (4 n^2).
package func _quadSegments(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, tolerance: CGFloat) -> Int {
    let dx = p0.x - 2 * p1.x + p2.x, dy = p0.y - 2 * p1.y + p2.y
    let dd = (dx * dx + dy * dy).squareRoot()
    return _segmentCount(dd / 4, tolerance)
}

/// Segments for a cubic (Wang's formula): the chord error of n uniform
/// chords is at most 3/4 · max|second difference| / n^2.
package func _cubicSegments(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                           tolerance: CGFloat) -> Int {
    let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
    let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
    let m = Swift.max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
    return _segmentCount(0.75 * m, tolerance)
}

func _segmentCount(_ errorAtOne: CGFloat, _ tolerance: CGFloat) -> Int {
    guard errorAtOne.isFinite, tolerance > 0 else { return 1 }
    let n = (errorAtOne / tolerance).squareRoot().rounded(.up)
    return Int(Swift.min(Swift.max(n, 1), 1024))
}
