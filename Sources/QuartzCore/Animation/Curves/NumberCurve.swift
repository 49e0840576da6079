/// A number, or a point, moving along an animation's values: a ramp from
/// `a` to `b` (a `CABasicAnimation`, or a `CASpringAnimation` through its
/// progression's spring), a ramp of two numbers (a point or a size, kept
/// in `keys` as from.x, from.y, to.x, to.y), linear keyframes of
/// numbers or points with their per-segment timing functions, or discrete
/// keyframes of numbers or flags (each held until the next key time: a
/// Lottie layer's visibility). This is where numbers interpolate,
/// once, for `presentation()` and for the render side alike; other value
/// kinds (transforms, paths) go through `_Interpolate`. Colours too, but
/// for the render side's tracks, which write a colour's components each
/// frame: a ramp between two colours or linear keyframes of colours keep
/// their components here (`color(_:)`, the same numbers
/// `_Interpolate.color` gives).
///
/// Trivial (no references, so a frame copies and reads it without
/// reference counting). Keyframes and pair ramps live in storage the
/// owning `_PropertyAnimation` keeps alive: `keys` points at the key times
/// (one more than the values for discrete keyframes), then the values
/// (one, two or four numbers each), then, when `hasSegmentCurves`, four
/// control numbers per segment; or, for a pair ramp, at its four numbers,
/// and for a colour ramp at its eight.
struct _NumberCurve {
    enum Shape: UInt8 { case ramp, rampPairs, keyNumbers, keyPoints, keyDiscrete, rampColors, keyColors }

    // Stored widest first, so the one-byte fields share the last word
    // (a track is read every frame: every line it spans counts).
    var progression: _Progression
    var a: CGFloat = 0, b: CGFloat = 0
    var keys: UnsafePointer<Double>?
    var count: Int32 = 0
    var shape: Shape
    /// `isCumulative`: each repeat starts where the last one ended.
    var isCumulative = false
    var hasSegmentCurves = false

    init(shape: Shape, progression: _Progression, a: CGFloat = 0, b: CGFloat = 0, isCumulative: Bool = false,
         keys: UnsafePointer<Double>? = nil, count: Int = 0, hasSegmentCurves: Bool = false) {
        self.shape = shape; self.progression = progression; self.a = a; self.b = b
        self.isCumulative = isCumulative; self.keys = keys; self.count = Int32(count)
        self.hasSegmentCurves = hasSegmentCurves
    }

    /// Each value is two numbers (a point, or a size's width and height).
    var isPoint: Bool { shape == .keyPoints || shape == .rampPairs }

    /// Each value is a colour's four components (straight RGBA): only the
    /// render side's tracks read these (`_PropertyAnimation.colors`).
    var isColor: Bool { shape == .keyColors || shape == .rampColors }

    static func ramp(from a: CGFloat, to b: CGFloat, progression: _Progression, isCumulative: Bool) -> _NumberCurve {
        _NumberCurve(shape: .ramp, progression: progression, a: a, b: b, isCumulative: isCumulative)
    }

    /// The storage for linear or paced keyframes of plain numbers or
    /// points (nil for the rest, which `_Keyframes.value(at:)` evaluates).
    static func keyframeStorage(_ k: _Keyframes, isCumulative: Bool) -> (Shape, [Double], hasSegmentCurves: Bool)? {
        if k.mode == .discrete {
            // Key times, one more than the values (as they are normalised
            // for discrete mode), then the values; flags as 0 and 1.
            guard !isCumulative, k.segments.isEmpty, k.values.count > 1, k.keyTimes.count == k.values.count + 1
            else { return nil }
            var storage = k.keyTimes
            for v in k.values {
                switch v {
                case .number(let x): storage.append(Double(x))
                case .bool(let b): storage.append(b ? 1 : 0)
                default: return nil
                }
            }
            return (.keyDiscrete, storage, false)
        }
        guard k.mode == .linear || k.mode == .paced, k.segments.isEmpty, k.values.count > 1,
              k.keyTimes.count == k.values.count else { return nil }
        var storage = k.keyTimes
        let shape: Shape
        switch k.values[0] {
        case .number:
            for v in k.values { guard case .number(let x) = v else { return nil }; storage.append(Double(x)) }
            shape = .keyNumbers
        case .point:
            for v in k.values {
                guard case .point(let p) = v else { return nil }
                storage.append(Double(p.x)); storage.append(Double(p.y))
            }
            shape = .keyPoints
        case .color:
            // Read by the render side's tracks alone (`_PropertyAnimation.colors`).
            guard k.mode == .linear, !isCumulative else { return nil }
            for v in k.values {
                guard case .color(let c?) = v else { return nil }
                storage += [c.r, c.g, c.b, c.a].map(Double.init)
            }
            shape = .keyColors
        default:
            return nil
        }
        let curved = k.curves.contains { $0 != nil }
        if curved {
            for i in 0..<(k.values.count - 1) {
                let c = i < k.curves.count ? k.curves[i] ?? .linear : .linear
                storage += [c.x1, c.y1, c.x2, c.y2]
            }
        }
        return (shape, storage, curved)
    }

    /// The value at a moment of the animation's timing (numbers).
    @inline(__always)
    func number(_ s: _TimingState) -> CGFloat {
        if shape == .ramp {
            var x = a + (b - a) * CGFloat(progression.fraction(s))
            if isCumulative, s.iteration > 0 { x += CGFloat(s.iteration) * (b - a) }
            return x
        }
        if shape == .keyDiscrete { return CGFloat(discrete(progression.eased(s))) }
        let (i, t) = segment(s)
        return CGFloat(component(0, i, t, s.iteration))
    }

    /// A discrete keyframe's value at linear progress `p`, chosen as
    /// `_Keyframes.value(at:)` chooses it: value i holds from key time i
    /// until key time i + 1, and a last value whose time is the end
    /// itself is not reached.
    @inline(__always)
    private func discrete(_ p: Double) -> Double {
        let n = Int(count), times = keys!
        var i = 0
        while i + 1 < n + 1, p >= times[i + 1] { i += 1 }
        i = min(i, n - 1)
        while i > 0, i + 1 < n + 1, times[i] >= times[i + 1] { i -= 1 }
        return times[n + 1 + i]
    }

    /// The value at a moment of the animation's timing (points).
    @inline(__always)
    func point(_ s: _TimingState) -> CGPoint {
        if shape == .rampPairs {
            // `_Interpolate.lerp` and `accumulate`'s arithmetic, so the
            // general path and this one give the same bits.
            let k = keys!, f = CGFloat(progression.fraction(s))
            var x = k[0] + (k[2] - k[0]) * f, y = k[1] + (k[3] - k[1]) * f
            if isCumulative, s.iteration > 0 {
                x += (k[2] - k[0]) * CGFloat(s.iteration)
                y += (k[3] - k[1]) * CGFloat(s.iteration)
            }
            return CGPoint(x: x, y: y)
        }
        let (i, t) = segment(s)
        return CGPoint(x: component(0, i, t, s.iteration), y: component(1, i, t, s.iteration))
    }

    /// The colour at a moment of the animation's timing, component by
    /// component as `_Interpolate.color` blends two colours: each end
    /// exactly at its end, straight RGBA in between (a ramp keeps `keys`
    /// as the from and to components; keyframes one colour per key).
    @inline(__always)
    func color(_ s: _TimingState) -> _ColorComponents {
        let v: UnsafePointer<Double>, t: Double
        if shape == .rampColors {
            v = keys!
            t = progression.fraction(s)
        } else {
            let (i, local) = segment(s)
            v = keys! + Int(count) + 4 * i
            t = local
        }
        @inline(__always) func c(_ k: Int) -> CGFloat { CGFloat(v[k]) }
        if t == 1 { return _ColorComponents(r: c(4), g: c(5), b: c(6), a: c(7)) }
        if t == 0 { return _ColorComponents(r: c(0), g: c(1), b: c(2), a: c(3)) }
        let f = CGFloat(t)
        return _ColorComponents(r: _Interpolate.lerp(c(0), c(4), f), g: _Interpolate.lerp(c(1), c(5), f),
                                b: _Interpolate.lerp(c(2), c(6), f), a: _Interpolate.lerp(c(3), c(7), f))
    }

    /// The storage of a ramp between two colours (nil for anything else).
    static func colorStorage(from a: _Value?, to b: _Value?) -> [Double]? {
        guard case .color(let p?)? = a, case .color(let q?)? = b else { return nil }
        return [p.r, p.g, p.b, p.a, q.r, q.g, q.b, q.a].map(Double.init)
    }

    /// d value / d parent time (numbers): how fast the value moves now.
    func numberVelocity(_ s: _TimingState) -> CGFloat {
        if shape == .ramp { return (b - a) * CGFloat(progression.rate(s)) }
        if shape == .keyDiscrete { return 0 }
        return CGFloat(componentVelocity(0, s))
    }

    /// d value / d parent time (points).
    func pointVelocity(_ s: _TimingState) -> CGPoint {
        if shape == .rampPairs {
            let k = keys!, r = CGFloat(progression.rate(s))
            return CGPoint(x: (k[2] - k[0]) * r, y: (k[3] - k[1]) * r)
        }
        return CGPoint(x: componentVelocity(0, s), y: componentVelocity(1, s))
    }

    private var dimensions: Int { shape == .keyPoints ? 2 : shape == .keyColors ? 4 : 1 }

    /// How many numbers `keys` points at (0 for a ramp).
    var storageCount: Int {
        switch shape {
        case .ramp: return 0
        case .rampPairs: return 4
        case .rampColors: return 8
        case .keyDiscrete: return 2 * Int(count) + 1
        case .keyNumbers, .keyPoints, .keyColors:
            return Int(count) * (1 + dimensions) + (hasSegmentCurves ? 4 * (Int(count) - 1) : 0)
        }
    }

    /// The segment at this moment and the eased position within it.
    @inline(__always)
    private func segment(_ s: _TimingState) -> (Int, Double) {
        let times = keys!
        var (i, t) = _keyframeSegment(at: progression.eased(s), times: times, count: Int(count))
        if hasSegmentCurves { t = segmentCurve(i).value(at: t) }
        return (i, t)
    }

    @inline(__always)
    private func segmentCurve(_ i: Int) -> _BezierCurve {
        let c = keys! + Int(count) * (1 + dimensions) + 4 * i
        return _BezierCurve(x1: c[0], y1: c[1], x2: c[2], y2: c[3])
    }

    @inline(__always)
    private func component(_ c: Int, _ i: Int, _ t: Double, _ iteration: Int) -> Double {
        let v = keys! + Int(count), d = dimensions
        let v0 = v[i * d + c], v1 = v[(i + 1) * d + c]
        var x = v0 + (v1 - v0) * t
        if isCumulative, iteration > 0 { x += Double(iteration) * (v[(Int(count) - 1) * d + c] - v[c]) }
        return x
    }

    private func componentVelocity(_ c: Int, _ s: _TimingState) -> Double {
        let times = keys!
        let (i, local) = _keyframeSegment(at: progression.eased(s), times: times, count: Int(count))
        let span = times[i + 1] - times[i]
        guard span > 0 else { return 0 }
        let v = keys! + Int(count), d = dimensions
        let slope = hasSegmentCurves ? segmentCurve(i).slope(at: local) : 1
        return (v[(i + 1) * d + c] - v[i * d + c]) * slope / span * progression.rate(s)
    }
}
