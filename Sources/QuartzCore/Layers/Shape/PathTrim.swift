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
enum _PathTrim {
    /// The elements of `elements` from fraction `start` to `end` (each
    /// clamped to 0...1; nothing when `start >= end`).
    static func trimmed(_ elements: [_PathElement], from start: CGFloat, to end: CGFloat) -> [_PathElement] {
        let s = min(max(start, 0), 1), e = min(max(end, 0), 1)
        if s <= 0 && e >= 1 { return elements }
        guard s < e else { return [] }
        let pieces = drawnPieces(elements)
        let total = pieces.reduce(0) { $0 + $1.segment.length }
        guard total > 0 else { return [] }
        let a = s * total, b = e * total
        // Subpaths whose every piece lies inside the range are copied whole.
        var whole = Set<Int>()
        var partial = Set<Int>()
        var walked: CGFloat = 0
        for piece in pieces {
            let l0 = walked, l1 = walked + piece.segment.length
            walked = l1
            if l0 >= a && l1 <= b { whole.insert(piece.subpath) } else { partial.insert(piece.subpath) }
        }
        whole.subtract(partial)
        var out: [_PathElement] = []
        var pen: CGPoint?
        var penSubpath = -1
        walked = 0
        var copied = Set<Int>()
        for piece in pieces {
            let seg = piece.segment
            let l0 = walked, l1 = walked + seg.length
            walked = l1
            if whole.contains(piece.subpath) {
                if copied.insert(piece.subpath).inserted {
                    out.append(contentsOf: piece.subpathElements)
                    pen = nil
                }
                continue
            }
            guard l1 > a, l0 < b || (seg.length == 0 && l0 >= a && l0 <= b) else { continue }
            // The piece's parameters at the cuts (its own arc length table).
            let f0 = seg.length > 0 ? max(0, (a - l0) / seg.length) : 0
            let f1 = seg.length > 0 ? min(1, (b - l0) / seg.length) : 1
            let t0 = f0 <= 0 ? 0 : seg.parameter(atFraction: f0)
            let t1 = f1 >= 1 ? 1 : seg.parameter(atFraction: f1)
            let part = subdivide(seg, from: t0, to: t1)
            // A new run: the start of the output, a gap, or another subpath.
            if pen == nil || pen != part.start || penSubpath != piece.subpath {
                out.append(.move(part.start))
            }
            switch part.curve {
            case .line: out.append(.line(part.end))
            case .quad(let c): out.append(.quad(c, part.end))
            case .cubic(let c1, let c2): out.append(.cubic(c1, c2, part.end))
            }
            pen = part.end
            penSubpath = piece.subpath
        }
        return out
    }

    /// One drawn element, with the subpath it belongs to.
    struct Piece {
        let segment: _PathSegment
        let subpath: Int
        /// The subpath's own elements (for subpaths kept whole).
        let subpathElements: ArraySlice<_PathElement>
    }

    /// The drawn pieces of a path in order: lines and curves, and a close
    /// as a line back to its subpath's start.
    static func drawnPieces(_ elements: [_PathElement]) -> [Piece] {
        // Subpath boundaries first: each starts at a move (or at the
        // first element) and runs to the next move.
        var starts: [Int] = []
        for (i, el) in elements.enumerated() {
            if case .move = el { starts.append(i) } else if i == 0 { starts.append(0) }
        }
        var out: [Piece] = []
        for (k, first) in starts.enumerated() {
            let last = k + 1 < starts.count ? starts[k + 1] : elements.count
            let slice = elements[first..<last]
            var current = CGPoint.zero, origin = CGPoint.zero
            for el in slice {
                var seg: _PathSegment?
                switch el {
                case .move(let p): current = p; origin = p
                case .line(let p): seg = _PathSegment(start: current, end: p, curve: .line); current = p
                case .quad(let c, let p): seg = _PathSegment(start: current, end: p, curve: .quad(c)); current = p
                case .cubic(let c1, let c2, let p):
                    seg = _PathSegment(start: current, end: p, curve: .cubic(c1, c2)); current = p
                case .close:
                    if current != origin { seg = _PathSegment(start: current, end: origin, curve: .line) }
                    current = origin
                }
                if let seg {
                    out.append(Piece(segment: seg, subpath: k, subpathElements: slice))
                }
            }
        }
        return out
    }

    /// The part of a segment between parameters t0 and t1.
    static func subdivide(_ s: _PathSegment, from t0: CGFloat, to t1: CGFloat) -> _PathSegment {
        if t0 <= 0 && t1 >= 1 { return s }
        switch s.curve {
        case .line:
            return _PathSegment(start: s.point(at: t0), end: s.point(at: t1), curve: .line)
        case .quad(let c):
            // Cut at t1, keep the first part; cut that at t0 / t1.
            let (a0, a1, a2) = splitQuad(s.start, c, s.end, at: t1).first
            let u = t1 > 0 ? t0 / t1 : 0
            let (b0, b1, b2) = splitQuad(a0, a1, a2, at: u).second
            return _PathSegment(start: b0, end: b2, curve: .quad(b1))
        case .cubic(let c1, let c2):
            let a = splitCubic(s.start, c1, c2, s.end, at: t1).first
            let u = t1 > 0 ? t0 / t1 : 0
            let b = splitCubic(a.0, a.1, a.2, a.3, at: u).second
            return _PathSegment(start: b.0, end: b.3, curve: .cubic(b.1, b.2))
        }
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
