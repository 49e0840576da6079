/// The planar arrangement behind the boolean operations: the edges of two
/// regions cut wherever any two cross or overlap, so that no two edges of
/// the result cross; each piece is then kept or dropped by what lies on
/// either side of it.
///
/// A piece is on the result's boundary exactly when the result holds the
/// points just to one side of it and not those just to the other. Which
/// side holds it decides the piece's direction (the result on its left),
/// so the kept pieces join into rings whose winding number is 1 inside
/// the result and 0 outside, whatever the operands' rules were: the result
/// fills the same under both rules.
struct _PathArrangement {
    /// An edge of an operand: `owner` 0 is the path, 1 the other path.
    struct Segment {
        var a: CGPoint
        var b: CGPoint
        var owner: Int
    }

    private(set) var segments: [Segment] = []
    /// Distances under this are one point (a billionth of the extent).
    private(set) var snap: CGFloat = 0
    /// The segments in horizontal and in vertical bands: a ray along x (or
    /// y) from a point reads only the band holding the point.
    private(set) var rows = _Bands(), columns = _Bands()

    init(_ operands: [[[CGPoint]]]) {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (owner, rings) in operands.enumerated() {
            for ring in rings {
                for (i, p) in ring.enumerated() {
                    minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
                    minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
                    let q = ring[(i + 1) % ring.count]
                    if p != q { segments.append(Segment(a: p, b: q, owner: owner)) }
                }
            }
        }
        let extent = Swift.max(maxX - minX, maxY - minY, abs(minX), abs(maxX), abs(minY), abs(maxY))
        snap = extent.isFinite && extent > 0 ? extent * 1e-9 : 1e-12
        rows = _Bands(segments.map { (Swift.min($0.a.y, $0.b.y), Swift.max($0.a.y, $0.b.y)) }, from: minY, to: maxY)
        columns = _Bands(segments.map { (Swift.min($0.a.x, $0.b.x), Swift.max($0.a.x, $0.b.x)) }, from: minX, to: maxX)
    }

    /// The winding number of one operand's edges around `p`.
    func winding(of owner: Int, at p: CGPoint) -> Int {
        var w = 0
        for i in rows.segments(at: p.y) {
            let s = segments[i]
            if s.owner == owner { w += _crossesXRay(s.a, s.b, p) }
        }
        return w
    }

    /// For each segment, where along it (0...1) other segments cross it
    /// or begin and end on it, `among` deciding which pairs are compared.
    func cuts(among pairs: (Segment, Segment) -> Bool) -> [[CGFloat]] {
        var cuts = [[CGFloat]](repeating: [0, 1], count: segments.count)
        // Sweep by x: only segments whose x ranges overlap are compared.
        let order = segments.indices.sorted { Swift.min(segments[$0].a.x, segments[$0].b.x) < Swift.min(segments[$1].a.x, segments[$1].b.x) }
        var active: [Int] = []
        for i in order {
            let s = segments[i]
            let left = Swift.min(s.a.x, s.b.x) - snap
            active.removeAll { Swift.max(segments[$0].a.x, segments[$0].b.x) < left }
            for j in active where pairs(s, segments[j]) {
                let (ti, tj) = _crossings(s.a, s.b, segments[j].a, segments[j].b, snap: snap)
                cuts[i] += ti
                cuts[j] += tj
            }
            active.append(i)
        }
        return cuts
    }
}

/// Where segments p0→p1 and q0→q1 meet: parameters along each (within
/// 0...1) of a crossing, or of the ends of a collinear overlap.
func _crossings(_ p0: CGPoint, _ p1: CGPoint, _ q0: CGPoint, _ q1: CGPoint,
                snap: CGFloat) -> ([CGFloat], [CGFloat]) {
    let r = CGPoint(x: p1.x - p0.x, y: p1.y - p0.y), s = CGPoint(x: q1.x - q0.x, y: q1.y - q0.y)
    let rr = r.x * r.x + r.y * r.y, ss = s.x * s.x + s.y * s.y
    guard rr > 0, ss > 0 else { return ([], []) }
    // Boxes apart: nothing to do.
    if Swift.max(p0.y, p1.y) < Swift.min(q0.y, q1.y) - snap || Swift.max(q0.y, q1.y) < Swift.min(p0.y, p1.y) - snap {
        return ([], [])
    }
    let d = CGPoint(x: q0.x - p0.x, y: q0.y - p0.y)
    let denom = r.x * s.y - r.y * s.x
    let lr = rr.squareRoot(), ls = ss.squareRoot()
    if abs(denom) > 1e-12 * lr * ls {
        let t = (d.x * s.y - d.y * s.x) / denom
        let u = (d.x * r.y - d.y * r.x) / denom
        let et = snap / lr, eu = snap / ls
        guard t >= -et, t <= 1 + et, u >= -eu, u <= 1 + eu else { return ([], []) }
        return ([Swift.min(Swift.max(t, 0), 1)], [Swift.min(Swift.max(u, 0), 1)])
    }
    // Parallel: only collinear ones (q0 on p's line) share anything.
    guard abs(d.x * r.y - d.y * r.x) / lr <= snap else { return ([], []) }
    var tp: [CGFloat] = [], tq: [CGFloat] = []
    for q in [q0, q1] {
        let t = ((q.x - p0.x) * r.x + (q.y - p0.y) * r.y) / rr
        if t > 0, t < 1 { tp.append(t) }
    }
    for p in [p0, p1] {
        let u = ((p.x - q0.x) * s.x + (p.y - q0.y) * s.y) / ss
        if u > 0, u < 1 { tq.append(u) }
    }
    return (tp, tq)
}

/// Points made equal when closer than `snap`: a grid of cells `snap`
/// wide, a point matched against its own cell and the eight around it.
struct _VertexPool {
    private(set) var points: [CGPoint] = []
    private var cells: [SIMD2<Int64>: [Int]] = [:]
    let snap: CGFloat

    init(snap: CGFloat) { self.snap = snap }

    private func cell(_ p: CGPoint) -> SIMD2<Int64> {
        func q(_ v: CGFloat) -> Int64 {
            let c = (v / snap).rounded(.down)
            return c.magnitude < 9e17 ? Int64(c) : (c < 0 ? Int64.min / 2 : Int64.max / 2)
        }
        return SIMD2(q(p.x), q(p.y))
    }

    mutating func index(of p: CGPoint) -> Int {
        let c = cell(p)
        for dx in -1...1 {
            for dy in -1...1 {
                for i in cells[c &+ SIMD2(Int64(dx), Int64(dy)), default: []] {
                    let q = points[i]
                    if abs(q.x - p.x) <= snap, abs(q.y - p.y) <= snap { return i }
                }
            }
        }
        points.append(p)
        cells[c, default: []].append(points.count - 1)
        return points.count - 1
    }
}

/// Segment indices by band of one coordinate: each segment is listed in
/// every band its range of that coordinate meets, so the segments that
/// can cross a line at some value are that value's band.
struct _Bands {
    private var lists: [[Int]] = []
    private var low: CGFloat = 0, width: CGFloat = 1

    init() {}

    init(_ ranges: [(CGFloat, CGFloat)], from lo: CGFloat, to hi: CGFloat) {
        // About as many bands as the square root of the segments: a band
        // holds few segments, and a long segment is listed few times.
        let count = Swift.max(1, Swift.min(4096, Int(Double(ranges.count).squareRoot())))
        low = lo
        width = hi > lo && (hi - lo).isFinite ? (hi - lo) / CGFloat(count) : 1
        lists = Array(repeating: [], count: count)
        for (i, r) in ranges.enumerated() {
            for b in band(r.0)...band(r.1) { lists[b].append(i) }
        }
    }

    private func band(_ v: CGFloat) -> Int {
        guard v.isFinite, !lists.isEmpty else { return 0 }
        let b = ((v - low) / width).rounded(.down)
        return Int(Swift.min(Swift.max(b, 0), CGFloat(lists.count - 1)))
    }

    /// The segments whose range can hold `v`.
    func segments(at v: CGFloat) -> [Int] { lists.isEmpty ? [] : lists[band(v)] }
}
