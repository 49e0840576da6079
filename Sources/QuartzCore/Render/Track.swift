/// One animation as the render side evaluates it each frame: a plain
/// struct (no references) stored contiguously per node, so a frame walks
/// memory in order and counts no references. Animations the fast path
/// cannot express (additive, value functions, colours, transforms...)
/// keep their place in the order and go through `_AnimationInstance.apply`.
struct _Track {
    enum Kind: UInt8 {
        /// A number from `a` to `b` (basic), or moved by a spring.
        case scalar, springScalar
        /// Linear or paced keyframes of points or numbers in the node's pool.
        case keyPoints, keyScalars
        /// The general path: `node.slow[slowIndex]`.
        case slow
    }

    var kind: Kind
    var timing: _Timing
    var hasCurve: Bool
    var curve: _BezierCurve
    var spring: _SpringSolution
    /// The property and, for a structure field, which field (trivial
    /// values, so copying a track counts no references).
    var key: _LayerKey = .opacity
    var field: _StructField?
    /// A key of the layer class's table instead (−1: `key` and `field`).
    var slot = -1
    var a: CGFloat = 0, b: CGFloat = 0
    var cumulative = false
    /// Keyframes: where their times, then coordinates, start in the pool,
    /// and how many keyframes there are.
    var poolStart = 0
    var count = 0
    var slowIndex = 0

    /// The fast-path track for `a`, or a slow one.
    static func make(_ instance: _AnimationInstance, slowIndex: Int, pool: inout [Double]) -> _Track {
        var t = _Track(kind: .slow, timing: instance.timing, hasCurve: false, curve: .linear,
                       spring: _SpringSolution(mass: 1, stiffness: 1, damping: 1, initialVelocity: 0, allowsOverdamping: false),
                       slowIndex: slowIndex)
        guard case .property(let p) = instance.body, p.isFast else { return t }
        switch p.target {
        case .property(let k): t.key = k
        case .field(let k, let f): t.key = k; t.field = f
        case .classKey(let i, nil) where p.kind.isNumber || p.kind == .point: t.slot = i
        default: return t
        }
        if let c = p.curve { t.hasCurve = true; t.curve = c }
        t.cumulative = p.isCumulative
        switch p.mode {
        case .basic, .spring:
            guard let (a, b) = p.scalarEnds, t.slot >= 0 ? p.kind.isNumber : p.target.canWriteNumber else { return t }
            t.a = a; t.b = b
            if let s = p.spring { t.spring = s; t.kind = .springScalar } else { t.kind = .scalar }
        case .keyframes:
            guard let k = p.keyframes, k.mode == .linear || k.mode == .paced, k.curves.allSatisfy({ $0 == nil }),
                  !p.isCumulative else { return t }
            if let pts = k.points, pts.count > 1, t.slot >= 0 ? p.kind == .point : p.target.canWritePoint {
                t.poolStart = pool.count
                t.count = pts.count
                pool.append(contentsOf: k.keyTimes)
                for q in pts { pool.append(Double(q.x)); pool.append(Double(q.y)) }
                t.kind = .keyPoints
            } else if let s = k.scalars, s.count > 1, t.slot >= 0 ? p.kind.isNumber : p.target.canWriteNumber {
                t.poolStart = pool.count
                t.count = s.count
                pool.append(contentsOf: k.keyTimes)
                pool.append(contentsOf: s.map(Double.init))
                t.kind = .keyScalars
            }
        }
        return t
    }

    /// Applies the track at its parent's time `now`.
    @inline(__always)
    func apply(at now: Double, to props: inout _LayerProperties, extra: UnsafeMutablePointer<_Value>,
               pool: UnsafePointer<Double>) {
        let state = timing.evaluate(at: now)
        guard state.isApplied else { return }
        var p = state.progress
        if hasCurve { p = curve.value(at: p) }
        switch kind {
        case .scalar, .springScalar:
            let f = kind == .springScalar ? CGFloat(spring.value(at: p * timing.duration)) : CGFloat(p)
            var x = a + (b - a) * f
            if cumulative, state.iteration > 0 { x += CGFloat(state.iteration) * (b - a) }
            if slot >= 0 { extra[slot] = .number(x) } else { _ = props.writeNumber(x, key, field) }
        case .keyPoints, .keyScalars:
            let times = pool + poolStart
            var i = 0
            while i + 2 < count, p > times[i + 1] { i += 1 }
            let t0 = times[i], t1 = times[i + 1]
            let local = t1 > t0 ? min(max((p - t0) / (t1 - t0), 0), 1) : 1
            let values = times + count
            if kind == .keyPoints {
                let x0 = values[2 * i], y0 = values[2 * i + 1], x1 = values[2 * i + 2], y1 = values[2 * i + 3]
                let q = CGPoint(x: x0 + (x1 - x0) * local, y: y0 + (y1 - y0) * local)
                if slot >= 0 { extra[slot] = .point(q) } else { _ = props.writePoint(q, key, field) }
            } else {
                let x = CGFloat(values[i] + (values[i + 1] - values[i]) * local)
                if slot >= 0 { extra[slot] = .number(x) } else { _ = props.writeNumber(x, key, field) }
            }
        case .slow:
            break
        }
    }
}

extension _LayerProperties {
    /// Writes a number into a numeric property or a numeric field of a
    /// point, size, rect or transform property, without building a `_Value`.
    @inline(__always)
    mutating func writeNumber(_ x: CGFloat, _ key: _LayerKey, _ field: _StructField?) -> Bool {
        guard let f = field else { return setNumber(key, x) }
        switch key {
        case .position: return f.apply(.number(x), to: &position)
        case .anchorPoint: return f.apply(.number(x), to: &anchorPoint)
        case .bounds: return f.apply(.number(x), to: &bounds)
        case .shadowOffset: return f.apply(.number(x), to: &shadowOffset)
        case .transform: return f.apply(.number(x), to: &transform)
        case .sublayerTransform: return f.apply(.number(x), to: &sublayerTransform)
        default: return false
        }
    }

    /// Writes a point-valued property directly (positions along keyframes).
    @inline(__always)
    mutating func writePoint(_ p: CGPoint, _ key: _LayerKey, _ field: _StructField?) -> Bool {
        guard field == nil else { return false }
        switch key {
        case .position: position = p
        case .anchorPoint: anchorPoint = p
        default: return false
        }
        return true
    }
}

extension _AnimationTarget {
    private var keyAndField: (_LayerKey, _StructField?)? {
        switch self {
        case .property(let k): return (k, nil)
        case .field(let k, let f): return (k, f)
        default: return nil
        }
    }

    var canWriteNumber: Bool {
        guard let (k, f) = keyAndField else { return false }
        var scratch = _LayerProperties.defaults
        return scratch.writeNumber(1, k, f)
    }

    var canWritePoint: Bool {
        guard let (k, f) = keyAndField else { return false }
        var scratch = _LayerProperties.defaults
        return scratch.writePoint(.zero, k, f)
    }
}
