/// A keyframe animation's values prepared for evaluation: typed values (or
/// path segments), normalised key times, per-segment curves and, for the
/// cubic modes, Kochanek–Bartels tangents. Evaluating allocates nothing.
final class _Keyframes {
    enum Mode { case linear, discrete, paced, cubic, cubicPaced }

    init(mode: Mode, values: [_Value], segments: [_PathSegment], keyTimes: [Double], curves: [_BezierCurve?],
         tangentsOut: [_Value], tangentsIn: [_Value], transformSpline: _TransformSpline? = nil,
         rotation: CAAnimationRotationMode?, pathGivesSizes: Bool = false) {
        self.mode = mode; self.values = values; self.segments = segments; self.keyTimes = keyTimes
        self.curves = curves; self.tangentsOut = tangentsOut; self.tangentsIn = tangentsIn
        self.transformSpline = transformSpline; self.rotation = rotation; self.pathGivesSizes = pathGivesSizes
        // What one cycle adds for isCumulative: last keyframe minus first,
        // whether the keyframes are values or the points of a path.
        if let first = segments.first, let last = segments.last {
            span = _Keyframes.pathValue(CGPoint(x: last.end.x - first.start.x, y: last.end.y - first.start.y),
                                        asSize: pathGivesSizes)
        } else if values.count > 1 {
            span = _Interpolate.subtract(values[values.count - 1], values[0])
        } else {
            span = nil
        }
    }

    let mode: Mode
    /// One value per keyframe (empty for path animations).
    let values: [_Value]
    /// Path animations: one segment per non-move element.
    let segments: [_PathSegment]
    /// Ascending times in 0...1: one per keyframe (values.count + 1 in
    /// discrete mode, where each value holds until the next time).
    let keyTimes: [Double]
    /// The curve for each segment (nil: linear).
    let curves: [_BezierCurve?]
    /// Cubic modes: outgoing and incoming tangents per keyframe.
    let tangentsOut: [_Value]
    let tangentsIn: [_Value]
    /// Cubic modes with transform values: the spline in decomposed space.
    let transformSpline: _TransformSpline?
    let rotation: CAAnimationRotationMode?
    /// A path on a key that holds a size (`transform.translation`): each
    /// point of the path is given as the size (x, y), as Core Animation
    /// reads the point's two numbers there.
    let pathGivesSizes: Bool

    private static func pathValue(_ p: CGPoint, asSize: Bool) -> _Value {
        asSize ? .size(CGSize(width: p.x, height: p.y)) : .point(p)
    }

    private func pathValue(_ p: CGPoint) -> _Value { _Keyframes.pathValue(p, asSize: pathGivesSizes) }
    /// The last keyframe minus the first (nil with fewer than two), which
    /// each repeat of a cumulative animation adds.
    let span: _Value?

    var count: Int { segments.isEmpty ? values.count : segments.count + 1 }

    /// The value at linear progress `p` (0...1), and for path animations
    /// with a rotation mode, the tangent angle.
    func value(at p: Double) -> (_Value, angle: CGFloat?) {
        let n = count
        guard n > 0 else { return (.object(nil), nil) }
        if n == 1 { return (segments.isEmpty ? values[0] : pathValue(segments[0].start), nil) }
        if mode == .discrete {
            // Value i holds from keyTimes[i] until keyTimes[i + 1].
            var i = 0
            while i + 1 < keyTimes.count, p >= keyTimes[i + 1] { i += 1 }
            i = min(i, n - 1)
            // At the end, a last value whose time is the end itself (key
            // times ending 1, 1) is not reached: the end holds the value
            // before it. lottie-ios ends every layer's visibility so
            // (hidden from 1 to 1), and on iOS a play-once animation
            // frozen at its end still shows its last frame.
            while i > 0, i + 1 < keyTimes.count, keyTimes[i] >= keyTimes[i + 1] { i -= 1 }
            return (segments.isEmpty ? values[i] : pathValue(i == 0 ? segments[0].start : segments[i - 1].end), nil)
        }
        let (i, t) = segment(at: p)
        if !segments.isEmpty {
            let s = segments[i]
            let param = mode == .paced || mode == .cubicPaced ? s.parameter(atFraction: t) : t
            var angle: CGFloat?
            if let r = rotation {
                let d = s.derivative(at: param)
                angle = atan2(d.y, d.x) + (r == .rotateAutoReverse ? .pi : 0)
            }
            return (pathValue(s.point(at: param)), angle)
        }
        if mode == .cubic || mode == .cubicPaced {
            if let spline = transformSpline { return (.transform(spline.value(segment: i, t)), nil) }
            if i < tangentsOut.count, i + 1 < tangentsIn.count {
                return (_Keyframes.hermite(values[i], tangentsOut[i], values[i + 1], tangentsIn[i + 1], t), nil)
            }
        }
        return (_Interpolate.value(values[i], values[i + 1], t), nil)
    }

    /// The segment holding progress `p` (segment i spans keyTimes[i] to
    /// keyTimes[i + 1]) and the position within it, eased by the segment's
    /// timing function.
    @inline(__always)
    func segment(at p: Double) -> (index: Int, t: CGFloat) {
        var (i, local) = keyTimes.withUnsafeBufferPointer { _keyframeSegment(at: p, times: $0.baseAddress!, count: $0.count) }
        if i < curves.count, let c = curves[i] { local = c.value(at: local) }
        return (i, CGFloat(local))
    }

    /// The cubic Hermite curve between p0 and p1 with tangents m0, m1, for
    /// values that add and scale component-wise (transforms take
    /// `_TransformSpline`).
    static func hermite(_ p0: _Value, _ m0: _Value, _ p1: _Value, _ m1: _Value, _ t: CGFloat) -> _Value {
        let h = _KochanekBartels.hermiteBasis(t)
        var r = _Interpolate.scaled(p0, h.h00)
        r = _Interpolate.add(r, _Interpolate.scaled(m0, h.h10))
        r = _Interpolate.add(r, _Interpolate.scaled(p1, h.h01))
        return _Interpolate.add(r, _Interpolate.scaled(m1, h.h11))
    }

    /// Whether a spline can run through these values component-wise:
    /// numbers, points, sizes, rects, vectors, colours and structurally
    /// equal paths. Others (booleans, objects, a nil colour, paths with
    /// different elements) take the linear path, which switches them at
    /// each segment's midpoint.
    static func splines(_ v: [_Value]) -> Bool {
        guard let first = v.first else { return false }
        for x in v {
            switch (first, x) {
            case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.vector3, .vector3),
                 (.color(_?), .color(_?)):
                continue
            case let (.path(a?), .path(b?)):
                if _PathInterpolation.combine(a, b, { p, _ in p }) == nil { return false }
            default:
                return false
            }
        }
        return true
    }

    /// Kochanek–Bartels tangents (tension t, continuity c, bias b per
    /// keyframe, 0 giving Catmull–Rom). The ends repeat their keyframe, so
    /// the missing neighbour's difference is zero.
    static func tangents(_ v: [_Value], tension: [CGFloat], continuity: [CGFloat], bias: [CGFloat])
        -> (out: [_Value], in: [_Value]) {
        var outs: [_Value] = [], ins: [_Value] = []
        for i in 0..<v.count {
            let zero = _Interpolate.scaled(_Interpolate.subtract(v[i], v[i]), 0)
            let prev = i > 0 ? _Interpolate.subtract(v[i], v[i - 1]) : zero
            let next = i + 1 < v.count ? _Interpolate.subtract(v[i + 1], v[i]) : zero
            let w = _KochanekBartels.weights(at: i, tension: tension, continuity: continuity, bias: bias)
            outs.append(_Interpolate.add(_Interpolate.scaled(prev, w.outPrev), _Interpolate.scaled(next, w.outNext)))
            ins.append(_Interpolate.add(_Interpolate.scaled(prev, w.inPrev), _Interpolate.scaled(next, w.inNext)))
        }
        return (outs, ins)
    }
}

/// One drawn element of a keyframe path, with an arc-length table for
/// paced motion.
struct _PathSegment {
    enum Curve { case line, quad(CGPoint), cubic(CGPoint, CGPoint) }
    let start: CGPoint
    let end: CGPoint
    let curve: Curve
    /// Cumulative length at parameters 0, 1/16, ... 1.
    let lengths: [CGFloat]

    init(start: CGPoint, end: CGPoint, curve: Curve) {
        self.start = start; self.end = end; self.curve = curve
        var acc: [CGFloat] = [0]
        var prev = start
        var total: CGFloat = 0
        let steps = 16
        for k in 1...steps {
            let q = _PathSegment.point(start, end, curve, CGFloat(k) / CGFloat(steps))
            total += hypot(q.x - prev.x, q.y - prev.y)
            acc.append(total)
            prev = q
        }
        lengths = acc
    }

    var length: CGFloat { lengths.last ?? 0 }

    func point(at t: CGFloat) -> CGPoint { _PathSegment.point(start, end, curve, t) }

    static func point(_ s: CGPoint, _ e: CGPoint, _ c: Curve, _ t: CGFloat) -> CGPoint {
        switch c {
        case .line: return CGPoint(x: s.x + (e.x - s.x) * t, y: s.y + (e.y - s.y) * t)
        case .quad(let q): return _quadPoint(s, q, e, t)
        case .cubic(let c1, let c2): return _cubicPoint(s, c1, c2, e, t)
        }
    }

    func derivative(at t: CGFloat) -> CGPoint {
        switch curve {
        case .line: return CGPoint(x: end.x - start.x, y: end.y - start.y)
        case .quad(let q):
            return CGPoint(x: 2 * (1 - t) * (q.x - start.x) + 2 * t * (end.x - q.x),
                           y: 2 * (1 - t) * (q.y - start.y) + 2 * t * (end.y - q.y))
        case .cubic(let c1, let c2):
            let u = 1 - t
            return CGPoint(x: 3 * u * u * (c1.x - start.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (end.x - c2.x),
                           y: 3 * u * u * (c1.y - start.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (end.y - c2.y))
        }
    }

    /// The curve parameter at a fraction of the arc length.
    func parameter(atFraction f: CGFloat) -> CGFloat {
        let total = length
        guard total > 0 else { return f }
        let target = f * total
        var k = 1
        while k < lengths.count - 1, lengths[k] < target { k += 1 }
        let l0 = lengths[k - 1], l1 = lengths[k]
        let frac = l1 > l0 ? (target - l0) / (l1 - l0) : 0
        return (CGFloat(k - 1) + frac) / CGFloat(lengths.count - 1)
    }

    /// The drawn segments of a path: one per line or curve, with closes as
    /// lines back to the subpath's start; moves start new subpaths.
    static func segments(of path: CGPath) -> [_PathSegment] {
        var out: [_PathSegment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for e in path._elements {
            switch e {
            case .move(let p): current = p; start = p
            case .line(let p): out.append(_PathSegment(start: current, end: p, curve: .line)); current = p
            case .quad(let c, let p): out.append(_PathSegment(start: current, end: p, curve: .quad(c))); current = p
            case .cubic(let c1, let c2, let p):
                out.append(_PathSegment(start: current, end: p, curve: .cubic(c1, c2))); current = p
            case .close:
                if current != start { out.append(_PathSegment(start: current, end: start, curve: .line)) }
                current = start
            }
        }
        return out
    }

    /// Whether the path's last element is a close that draws a line back
    /// to its subpath's start (the last of `segments(of:)`).
    static func endsWithClosingLine(_ path: CGPath) -> Bool {
        guard case .close? = path._elements.last else { return false }
        var current = CGPoint.zero, start = CGPoint.zero
        for e in path._elements.dropLast() {
            switch e {
            case .move(let p): current = p; start = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
            case .close: current = start
            }
        }
        return current != start
    }
}
