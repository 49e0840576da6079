/// `strokeStart` and `strokeEnd`: the part of a path between two fractions
/// of its length. Apple measures the fractions along the whole path, every
/// subpath in order, so a path of two equal circles drawn to strokeEnd 0.5
/// shows the first circle whole and none of the second.
///
/// Curves are cut exactly at the parameter where the arc length reaches
/// the cut (de Casteljau subdivision), so a trimmed circle is still made
/// of curves and strokes with round joins inside them, as untrimmed. A
/// subpath kept whole keeps its `close` (and its join where it closes); a
/// closed subpath cut open becomes an open run ending at the cut.
///
/// The lengths are measured once per path (`_PathMeasure`); trimming then
/// writes straight into a sink (a reused raster path while drawing), so a
/// shape whose strokeEnd animates allocates nothing per frame.
enum _PathTrim {
    /// The elements from fraction `start` to `end` (each clamped to 0...1;
    /// nothing when `start >= end`).
    static func trimmed(_ elements: [_PathElement], from start: CGFloat, to end: CGFloat) -> [_PathElement] {
        var out: [_PathElement] = []
        append(elements, _PathMeasure(elements), from: start, to: end, into: &out)
        return out
    }

    /// Writes the trimmed elements into `sink`.
    static func append<S: _PathSink>(_ elements: [_PathElement], _ measure: _PathMeasure, from start: CGFloat,
                                     to end: CGFloat, into sink: inout S) {
        let s = Double(min(max(start, 0), 1)), e = Double(min(max(end, 0), 1))
        if s <= 0 && e >= 1 {
            for el in elements { sink.add(el) }
            return
        }
        guard s < e, measure.total > 0 else { return }
        let a = s * measure.total, b = e * measure.total
        var pen: CGPoint?
        var penSubpath = -1
        var i = 0
        while i < elements.count {
            let sp = measure.elements[i].subpath
            let range = measure.subpaths[sp]
            if range.startLength >= a && range.endLength <= b && range.endLength > range.startLength {
                // The whole subpath, as it was drawn.
                for j in range.first..<range.end { sink.add(elements[j]) }
                pen = nil
                i = range.end
                continue
            }
            guard let seg = measure.segment(i, elements[i]) else { i += 1; continue }
            let l0 = measure.startLength(i), l1 = measure.elements[i].endLength
            i += 1
            guard l1 > a, l0 < b else { continue }
            let length = l1 - l0
            let f0 = length > 0 ? max(0, (a - l0) / length) : 0
            let f1 = length > 0 ? min(1, (b - l0) / length) : 1
            let t0 = f0 <= 0 ? 0 : measure.parameter(i - 1, seg, atFraction: CGFloat(f0))
            let t1 = f1 >= 1 ? 1 : measure.parameter(i - 1, seg, atFraction: CGFloat(f1))
            let part = subdivide(seg, from: t0, to: t1)
            // A new run: the start of the output, a gap, or another subpath.
            if pen == nil || pen != part.start || penSubpath != sp { sink.add(.move(part.start)) }
            switch part.curve {
            case .line: sink.add(.line(part.end))
            case .quad(let c): sink.add(.quad(c, part.end))
            case .cubic(let c1, let c2): sink.add(.cubic(c1, c2, part.end))
            }
            pen = part.end
            penSubpath = sp
        }
    }

    /// The part of a segment between parameters t0 and t1.
    static func subdivide(_ s: Segment, from t0: CGFloat, to t1: CGFloat) -> Segment {
        if t0 <= 0 && t1 >= 1 { return s }
        switch s.curve {
        case .line:
            return Segment(start: s.point(at: t0), end: s.point(at: t1), curve: .line)
        case .quad(let c):
            // Cut at t1, keep the first part; cut that at t0 / t1.
            let (a0, a1, a2) = splitQuad(s.start, c, s.end, at: t1).first
            let u = t1 > 0 ? t0 / t1 : 0
            let (b0, b1, b2) = splitQuad(a0, a1, a2, at: u).second
            return Segment(start: b0, end: b2, curve: .quad(b1))
        case .cubic(let c1, let c2):
            let a = splitCubic(s.start, c1, c2, s.end, at: t1).first
            let u = t1 > 0 ? t0 / t1 : 0
            let b = splitCubic(a.0, a.1, a.2, a.3, at: u).second
            return Segment(start: b.0, end: b.3, curve: .cubic(b.1, b.2))
        }
    }

    /// One drawn element: a line or curve from `start` to `end`.
    /// (Keyframe paths' `_PathSegment` carries an arc-length table made
    /// when it is built; trimming measures once per path instead.)
    struct Segment {
        let start: CGPoint
        let end: CGPoint
        let curve: _PathSegment.Curve

        func point(at t: CGFloat) -> CGPoint { _PathSegment.point(start, end, curve, t) }
    }

    static func lerp(_ p: CGPoint, _ q: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }

    static func splitQuad(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, at t: CGFloat)
        -> (first: (CGPoint, CGPoint, CGPoint), second: (CGPoint, CGPoint, CGPoint)) {
        let a = lerp(p0, p1, t), b = lerp(p1, p2, t), m = lerp(a, b, t)
        return ((p0, a, m), (m, b, p2))
    }

    static func splitCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat)
        -> (first: (CGPoint, CGPoint, CGPoint, CGPoint), second: (CGPoint, CGPoint, CGPoint, CGPoint)) {
        let a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t)
        let d = lerp(a, b, t), e = lerp(b, c, t), m = lerp(d, e, t)
        return ((p0, a, d, m), (m, e, c, p3))
    }
}

/// Where trimmed elements go: an element list, or a raster path through a
/// map (what drawing uses).
protocol _PathSink {
    mutating func add(_ element: _PathElement)
}

extension Array: _PathSink where Element == _PathElement {
    mutating func add(_ element: _PathElement) { append(element) }
}

/// The lengths of a path's drawn elements, measured once: what trimming
/// needs to find where a fraction of the length falls.
final class _PathMeasure {
    /// What is measured of one element.
    struct Element {
        /// The length of the path up to the element's end.
        var endLength: Double
        /// The pen before the element, and its subpath's first point.
        var pen: CGPoint, origin: CGPoint
        /// Which subpath it is in.
        var subpath: Int
        /// For a curve, where its 17 cumulative lengths start in `tables`
        /// (at parameters 0, 1/16... 1, relative to its start); −1 for lines.
        var tableStart: Int
    }
    let elements: [Element]
    /// Per subpath: its elements and its length range.
    let subpaths: [(first: Int, end: Int, startLength: Double, endLength: Double)]
    let tables: [Double]
    let total: Double

    static let steps = 16

    init(_ path: [_PathElement]) {
        var elements: [Element] = []
        elements.reserveCapacity(path.count)
        var tables: [Double] = []
        var subpaths: [(first: Int, end: Int, startLength: Double, endLength: Double)] = []
        var current = CGPoint.zero, origin = CGPoint.zero, walked = 0.0
        for (i, el) in path.enumerated() {
            if case .move = el, i > 0 || subpaths.isEmpty {
                if !subpaths.isEmpty { subpaths[subpaths.count - 1].end = i; subpaths[subpaths.count - 1].endLength = walked }
                subpaths.append((i, path.count, walked, walked))
            } else if subpaths.isEmpty {
                subpaths.append((0, path.count, 0, 0))
            }
            var measured = Element(endLength: 0, pen: current, origin: origin, subpath: subpaths.count - 1, tableStart: -1)
            switch el {
            case .move(let p): current = p; origin = p
            case .line(let p): walked += Double(hypot(p.x - current.x, p.y - current.y)); current = p
            case .close: walked += Double(hypot(origin.x - current.x, origin.y - current.y)); current = origin
            case .quad, .cubic:
                let seg = _PathMeasure.segment(current, el, origin)!
                measured.tableStart = tables.count
                var acc = 0.0, prev = current
                tables.append(0)
                for k in 1...Self.steps {
                    let q = seg.point(at: CGFloat(k) / CGFloat(Self.steps))
                    acc += Double(hypot(q.x - prev.x, q.y - prev.y))
                    tables.append(acc)
                    prev = q
                }
                walked += acc
                current = seg.end
            }
            measured.endLength = walked
            elements.append(measured)
        }
        if !subpaths.isEmpty { subpaths[subpaths.count - 1].endLength = walked }
        self.elements = elements
        self.subpaths = subpaths
        self.tables = tables
        total = walked
    }

    func startLength(_ i: Int) -> Double { i > 0 ? elements[i - 1].endLength : 0 }

    /// Element i as a drawn segment (nil for moves and empty closes).
    func segment(_ i: Int, _ el: _PathElement) -> _PathTrim.Segment? {
        _PathMeasure.segment(elements[i].pen, el, elements[i].origin)
    }

    static func segment(_ pen: CGPoint, _ el: _PathElement, _ origin: CGPoint) -> _PathTrim.Segment? {
        switch el {
        case .move: return nil
        case .line(let p): return _PathTrim.Segment(start: pen, end: p, curve: .line)
        case .quad(let c, let p): return _PathTrim.Segment(start: pen, end: p, curve: .quad(c))
        case .cubic(let c1, let c2, let p): return _PathTrim.Segment(start: pen, end: p, curve: .cubic(c1, c2))
        case .close: return pen == origin ? nil : _PathTrim.Segment(start: pen, end: origin, curve: .line)
        }
    }

    /// The parameter of element i where a fraction `f` of its length is
    /// reached (lines: f itself).
    func parameter(_ i: Int, _ seg: _PathTrim.Segment, atFraction f: CGFloat) -> CGFloat {
        let start = elements[i].tableStart
        guard start >= 0 else { return f }
        let total = tables[start + Self.steps]
        guard total > 0 else { return f }
        let target = Double(f) * total
        var k = 1
        while k < Self.steps, tables[start + k] < target { k += 1 }
        let l0 = tables[start + k - 1], l1 = tables[start + k]
        let frac = l1 > l0 ? (target - l0) / (l1 - l0) : 0
        return CGFloat((Double(k - 1) + frac) / Double(Self.steps))
    }
}
