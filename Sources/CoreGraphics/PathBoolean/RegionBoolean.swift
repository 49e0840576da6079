/// Which points a region operation keeps, from whether they are in the
/// path (`a`) and in the other path (`b`).
enum _RegionOperation {
    case normalize, union, intersection, subtracting, symmetricDifference

    func keeps(_ a: Bool, _ b: Bool) -> Bool {
        switch self {
        case .normalize: return a
        case .union: return a || b
        case .intersection: return a && b
        case .subtracting: return a && !b
        case .symmetricDifference: return a != b
        }
    }
}

extension CGPathFillRule {
    /// Whether a winding number is inside under this rule.
    func contains(winding w: Int) -> Bool { self == .winding ? w != 0 : w & 1 != 0 }
}

/// The rings bounding `operation` of two regions (each given by its rings
/// under `rule`), with the result on the left of every edge.
func _regionBoolean(_ a: [[CGPoint]], _ b: [[CGPoint]], rule: CGPathFillRule,
                    _ operation: _RegionOperation) -> [[CGPoint]] {
    let arrangement = _PathArrangement([a, b])
    let segments = arrangement.segments
    let cuts = arrangement.cuts { _, _ in true }
    // Every piece between cuts, once, with the segments that run along it.
    var pool = _VertexPool(snap: arrangement.snap)
    var pieces: [(u: Int, v: Int, along: [Int])] = []
    var pieceAt: [SIMD2<Int>: Int] = [:]
    for (i, s) in segments.enumerated() {
        var previous = pool.index(of: s.a)
        for t in cuts[i].sorted().dropFirst() {
            let p = t >= 1 ? s.b : CGPoint(x: s.a.x + (s.b.x - s.a.x) * t, y: s.a.y + (s.b.y - s.a.y) * t)
            let v = pool.index(of: p)
            guard v != previous else { continue }
            let key = SIMD2(Swift.min(previous, v), Swift.max(previous, v))
            if let k = pieceAt[key] {
                pieces[k].along.append(i)
            } else {
                pieceAt[key] = pieces.count
                pieces.append((previous, v, [i]))
            }
            previous = v
        }
    }
    let points = pool.points
    var kept: [(from: Int, to: Int)] = []
    for piece in pieces {
        let p = points[piece.u], q = points[piece.v]
        let mid = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
        let sides = _sides(of: piece.along, from: p, to: q, at: mid, in: arrangement)
        let left = operation.keeps(rule.contains(winding: sides.left.0), rule.contains(winding: sides.left.1))
        let right = operation.keeps(rule.contains(winding: sides.right.0), rule.contains(winding: sides.right.1))
        if left == right { continue }
        kept.append(left ? (piece.u, piece.v) : (piece.v, piece.u))
    }
    return _linkRings(kept, points: points)
}

/// The winding numbers of both operands just left and just right of the
/// piece p→q, whose midpoint is `mid` and along which the segments
/// `along` run. A ray from `mid` (along x for a steep piece, y for a flat
/// one) counts every other segment; the segments along the piece cross
/// the ray of a point on one side only, which fixes the difference.
private func _sides(of along: [Int], from p: CGPoint, to q: CGPoint, at mid: CGPoint,
                    in arrangement: _PathArrangement) -> (left: (Int, Int), right: (Int, Int)) {
    let dx = q.x - p.x, dy = q.y - p.y
    let steep = abs(dy) >= abs(dx)
    var base = (0, 0), across = (0, 0)
    let segments = arrangement.segments
    // The ray meets only segments spanning the midpoint's y (steep) or x:
    // the band holding it lists them, and those along the piece.
    for i in steep ? arrangement.rows.segments(at: mid.y) : arrangement.columns.segments(at: mid.x) {
        let s = segments[i]
        let c: Int
        if along.contains(i) {
            // Seen from the low side (-x or -y) this segment crosses the ray.
            c = steep ? (s.b.y > s.a.y ? 1 : -1) : (s.b.x < s.a.x ? 1 : -1)
            if s.owner == 0 { across.0 += c } else { across.1 += c }
            continue
        }
        c = steep ? _crossesXRay(s.a, s.b, mid) : _crossesYRay(s.a, s.b, mid)
        if s.owner == 0 { base.0 += c } else { base.1 += c }
    }
    let low = (base.0 + across.0, base.1 + across.1), high = base
    // The low side is the piece's left when it runs up (steep) or to -x (flat).
    let lowIsLeft = steep ? dy > 0 : dx < 0
    return lowIsLeft ? (low, high) : (high, low)
}

/// A segment's count on the ray from `p` toward +x: +1 upward, -1 downward
/// (half-open in y, so a vertex counts once).
@inline(__always)
func _crossesXRay(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Int {
    if a.y <= p.y {
        if b.y > p.y, _cross(a, b, p) > 0 { return 1 }
    } else if b.y <= p.y, _cross(a, b, p) < 0 {
        return -1
    }
    return 0
}

/// A segment's count on the ray from `p` toward +y: +1 running to -x above
/// `p` (counterclockwise around it), -1 running to +x.
@inline(__always)
private func _crossesYRay(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Int {
    if a.x <= p.x {
        if b.x > p.x, _cross(a, b, p) < 0 { return -1 }
    } else if b.x <= p.x, _cross(a, b, p) > 0 {
        return 1
    }
    return 0
}

/// Directed edges joined into closed rings: at each vertex the walk takes
/// the sharpest left turn, so rings that touch at a point stay apart.
/// Vertices where a ring goes straight on are dropped.
func _linkRings(_ edges: [(from: Int, to: Int)], points: [CGPoint]) -> [[CGPoint]] {
    var outgoing: [Int: [Int]] = [:]
    for (i, e) in edges.enumerated() { outgoing[e.from, default: []].append(i) }
    var used = [Bool](repeating: false, count: edges.count)
    var rings: [[CGPoint]] = []
    for first in edges.indices where !used[first] {
        var ring: [Int] = []
        var e = first
        while !used[e] {
            used[e] = true
            ring.append(edges[e].from)
            let at = edges[e].to
            let din = _direction(points[edges[e].from], points[at])
            var best: Int?, bestTurn = -CGFloat.infinity
            for candidate in outgoing[at, default: []] where !used[candidate] {
                let dout = _direction(points[at], points[edges[candidate].to])
                let turn = atan2(din.x * dout.y - din.y * dout.x, din.x * dout.x + din.y * dout.y)
                if turn > bestTurn { bestTurn = turn; best = candidate }
            }
            guard let next = best else { break }
            e = next
        }
        let simplified = _droppingStraightVertices(ring.map { points[$0] })
        if simplified.count > 2 { rings.append(simplified) }
    }
    return rings
}

private func _direction(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: b.x - a.x, y: b.y - a.y) }

/// The ring without vertices its neighbours pass straight through.
func _droppingStraightVertices(_ ring: [CGPoint]) -> [CGPoint] {
    guard ring.count > 3 else { return ring }
    var out: [CGPoint] = []
    for (i, p) in ring.enumerated() {
        let a = ring[(i + ring.count - 1) % ring.count], b = ring[(i + 1) % ring.count]
        let u = _direction(a, p), v = _direction(p, b)
        let cross = u.x * v.y - u.y * v.x, dot = u.x * v.x + u.y * v.y
        let scale = (u.x * u.x + u.y * u.y).squareRoot() * (v.x * v.x + v.y * v.y).squareRoot()
        if dot > 0, abs(cross) <= 1e-12 * scale { continue }
        out.append(p)
    }
    return out
}

/// The signed area of a ring (positive when it runs counterclockwise in
/// y-up terms, that is with its inside on its left).
func _signedArea(_ ring: [CGPoint]) -> CGFloat {
    var sum: CGFloat = 0
    for (i, p) in ring.enumerated() {
        let q = ring[(i + 1) % ring.count]
        sum += p.x * q.y - q.x * p.y
    }
    return sum / 2
}
