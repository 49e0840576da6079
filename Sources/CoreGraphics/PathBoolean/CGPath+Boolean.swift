// Apple's path boolean operations (`CGPath.union(_:using:)` and its
// companions, iOS 16): regions combined by their fill under a rule, and
// a path's lines cut by another path's region. The results are built
// from lines (curves flattened to a hundredth of a point) and their
// rings never overlap, so they fill the same under either rule.

extension CGPath {
    /// The region this path fills under `rule`, as rings that do not
    /// overlap themselves or each other (Apple's `normalized(using:)`).
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        _region(.normalize, with: nil, rule: rule)
    }

    /// The region either path fills (Apple's `union(_:using:)`).
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        _region(.union, with: other, rule: rule)
    }

    /// The region both paths fill (Apple's `intersection(_:using:)`).
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        _region(.intersection, with: other, rule: rule)
    }

    /// The region this path fills and `other` does not (Apple's
    /// `subtracting(_:using:)`).
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        _region(.subtracting, with: other, rule: rule)
    }

    /// The region exactly one of the paths fills (Apple's
    /// `symmetricDifference(_:using:)`).
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        _region(.symmetricDifference, with: other, rule: rule)
    }

    /// The parts of this path's lines inside the region `other` fills
    /// (Apple's `lineIntersection(_:using:)`): open subpaths, as strokes.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        _lines(inside: true, of: other, rule: rule)
    }

    /// The parts of this path's lines outside the region `other` fills
    /// (Apple's `lineSubtracting(_:using:)`).
    public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        _lines(inside: false, of: other, rule: rule)
    }

    /// Whether the regions the two paths fill share any area (Apple's
    /// `intersects(_:using:)`).
    public func intersects(_ other: CGPath, using rule: CGPathFillRule = .winding) -> Bool {
        !intersection(other, using: rule).isEmpty
    }

    /// The region this path fills split into its separate pieces, each an
    /// outer ring with the holes inside it (Apple's
    /// `componentsSeparated(using:)`).
    public func componentsSeparated(using rule: CGPathFillRule = .winding) -> [CGPath] {
        let rings = _regionBoolean(_rings(tolerance: _booleanTolerance(self)), [], rule: rule, .normalize)
        let outers = rings.filter { _signedArea($0) > 0 }
        var holes = [[[CGPoint]]](repeating: [], count: outers.count)
        for hole in rings where _signedArea(hole) < 0 {
            // The smallest outer ring around the hole's middle.
            let probe = _pointInside(hole)
            var best: Int?
            for (i, outer) in outers.enumerated() where _ringWinding(outer, probe) != 0 {
                if best == nil || abs(_signedArea(outer)) < abs(_signedArea(outers[best!])) { best = i }
            }
            if let best { holes[best].append(hole) }
        }
        return outers.indices.map { _path(from: [outers[$0]] + holes[$0]) }
    }

    /// The path with every curve replaced by lines no farther than
    /// `threshold` from it (Apple's `flattened(threshold:)`).
    public func flattened(threshold: CGFloat) -> CGPath {
        let tolerance = threshold.isFinite && threshold > 0 ? threshold : 0.5
        let out = CGMutablePath()
        for line in _polylines(tolerance: tolerance) {
            out.addLines(between: line.points)
            if line.closed { out.closeSubpath() }
        }
        return out
    }

    private func _region(_ operation: _RegionOperation, with other: CGPath?, rule: CGPathFillRule) -> CGPath {
        let tolerance = other.map { _booleanTolerance(self, $0) } ?? _booleanTolerance(self)
        let rings = _regionBoolean(_rings(tolerance: tolerance), other?._rings(tolerance: tolerance) ?? [],
                                   rule: rule, operation)
        return _path(from: rings)
    }

    private func _lines(inside: Bool, of other: CGPath, rule: CGPathFillRule) -> CGPath {
        let tolerance = _booleanTolerance(self, other)
        let lines = _polylines(tolerance: tolerance)
        let region = other._rings(tolerance: tolerance)
        let arrangement = _PathArrangement([region])
        let out = CGMutablePath()
        for line in lines {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            var open = false
            for i in 0..<(points.count - 1) {
                let a = points[i], b = points[i + 1]
                var ts: [CGFloat] = [0, 1]
                for s in arrangement.segments {
                    ts += _crossings(a, b, s.a, s.b, snap: arrangement.snap).0
                }
                ts.sort()
                for (t0, t1) in zip(ts, ts.dropFirst()) where t1 > t0 {
                    let p = _lerp(a, b, t0), q = _lerp(a, b, t1)
                    let mid = _lerp(a, b, (t0 + t1) / 2)
                    if rule.contains(winding: arrangement.winding(of: 0, at: mid)) == inside {
                        if !open || out.currentPoint != p { out.move(to: p) }
                        out.addLine(to: q)
                        open = true
                    } else {
                        open = false
                    }
                }
            }
        }
        return out
    }
}

private func _lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    t >= 1 ? b : CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}

private func _path(from rings: [[CGPoint]]) -> CGPath {
    let out = CGMutablePath()
    for ring in rings {
        out.addLines(between: ring)
        out.closeSubpath()
    }
    return out
}

/// The winding number of one ring around `p`.
private func _ringWinding(_ ring: [CGPoint], _ p: CGPoint) -> Int {
    var w = 0
    for (i, a) in ring.enumerated() { w += _crossesXRay(a, ring[(i + 1) % ring.count], p) }
    return w
}

/// A point just inside a ring: beside the middle of its longest edge, on
/// the side its winding says is inside.
private func _pointInside(_ ring: [CGPoint]) -> CGPoint {
    var best = 0, longest: CGFloat = -1
    for (i, a) in ring.enumerated() {
        let b = ring[(i + 1) % ring.count]
        let l = (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)
        if l > longest { longest = l; best = i }
    }
    let a = ring[best], b = ring[(best + 1) % ring.count]
    let length = longest.squareRoot()
    // Left of the edge for a counterclockwise ring, right for a hole.
    let side: CGFloat = _signedArea(ring) > 0 ? 1 : -1
    let step = Swift.min(length * 1e-3, 1e-3)
    return CGPoint(x: (a.x + b.x) / 2 - side * (b.y - a.y) / length * step,
                   y: (a.y + b.y) / 2 + side * (b.x - a.x) / length * step)
}
