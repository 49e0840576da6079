/// A property animation's typed values and how to combine them: where the
/// value goes, how far along it is (`_Progression`), and the values,
/// as a `_NumberCurve` when they are plain numbers or points known up
/// front, else as typed values `_Interpolate` blends.
final class _PropertyAnimation {
    enum Source {
        case basic(from: _Value?, to: _Value?, by: _Value?)
        case spring(from: _Value?, to: _Value?, by: _Value?, _SpringSolution)
        case keyframes(_Keyframes)
    }
    enum Mode { case basic, spring, keyframes }

    let target: _AnimationTarget
    let kind: _ValueKind
    let mode: Mode
    let from: _Value?, to: _Value?, by: _Value?
    let keyframes: _Keyframes?
    let progression: _Progression
    /// The values as a number curve, when they are numbers or points
    /// known up front: what most animations on screen are.
    let numbers: _NumberCurve?
    /// The values as a colour curve, when they are colours known up front
    /// (a ramp between two, or linear keyframes): read by the render
    /// side's tracks only, which write its components straight into the
    /// presented values; `presentation()` blends the colours themselves
    /// (`_Interpolate.color`, the same components, the original CGColor at
    /// each end).
    let colors: _NumberCurve?
    /// Where `numbers` or `colors` keeps its values (freed with the animation).
    private var numberStorage = _OwnedBuffer<Double>()
    let isAdditive: Bool
    let isCumulative: Bool
    let valueFunction: CAValueFunction?
    let box: _NumberBox
    /// The presentation value when the animation was added, for a basic
    /// animation with no from, to or by ("previous → current").
    var previous: _Value?

    init(target: _AnimationTarget, kind: _ValueKind, source: Source, isAdditive: Bool, isCumulative: Bool,
         curve: _BezierCurve?, valueFunction: CAValueFunction?, box: _NumberBox, duration: Double) {
        self.target = target; self.kind = kind
        self.isAdditive = isAdditive; self.isCumulative = isCumulative
        self.valueFunction = valueFunction; self.box = box
        var spring: _SpringSolution?
        switch source {
        case let .basic(f, t, b):
            mode = .basic; from = f; to = t; by = b; keyframes = nil
        case let .spring(f, t, b, s):
            mode = .spring; from = f; to = t; by = b; keyframes = nil; spring = s
        case let .keyframes(k):
            mode = .keyframes; from = nil; to = nil; by = nil; keyframes = k
        }
        progression = _Progression(easing: curve.flatMap { $0.isLinear ? nil : $0 }, spring: spring, duration: duration)
        var colorCurve: _NumberCurve?
        if let k = keyframes {
            if let (shape, storage, curved) = _NumberCurve.keyframeStorage(k, isCumulative: isCumulative) {
                numberStorage.replace(with: storage)
                let curve = _NumberCurve(shape: shape, progression: progression, isCumulative: isCumulative,
                                         keys: UnsafePointer(numberStorage.base), count: k.values.count,
                                         hasSegmentCurves: curved)
                if shape == .keyColors { colorCurve = curve; numbers = nil } else { numbers = curve }
            } else {
                numbers = nil
            }
        } else {
            switch (from, to, by) {
            case let (.number(a)?, .number(b)?, _):
                numbers = .ramp(from: a, to: b, progression: progression, isCumulative: isCumulative)
            case let (.number(a)?, nil, .number(d)?):
                numbers = .ramp(from: a, to: a + d, progression: progression, isCumulative: isCumulative)
            case let (nil, .number(b)?, .number(d)?):
                numbers = .ramp(from: b - d, to: b, progression: progression, isCumulative: isCumulative)
            default:
                // Two colours ramp component by component; points and
                // sizes (a layer's anchorPoint, a shadow's offset,
                // `transform.translation`) as pairs.
                if !isCumulative, by == nil, let storage = _NumberCurve.colorStorage(from: from, to: to) {
                    numberStorage.replace(with: storage)
                    colorCurve = _NumberCurve(shape: .rampColors, progression: progression,
                                              keys: UnsafePointer(numberStorage.base), count: 2)
                    numbers = nil
                } else if let (a, b) = Self.pairEnds(from, to, by) {
                    numberStorage.replace(with: [a.x, a.y, b.x, b.y].map(Double.init))
                    numbers = _NumberCurve(shape: .rampPairs, progression: progression, isCumulative: isCumulative,
                                           keys: UnsafePointer(numberStorage.base), count: 2)
                } else {
                    numbers = nil
                }
            }
        }
        colors = colorCurve
    }

    deinit { numberStorage.free() }

    /// The two ends of a basic animation of points or of sizes known up
    /// front (as `ends` makes them, by `_Interpolate`'s sums), as pairs.
    private static func pairEnds(_ from: _Value?, _ to: _Value?, _ by: _Value?) -> (CGPoint, CGPoint)? {
        func pair(_ v: _Value?) -> CGPoint? {
            switch v {
            case .point(let p)?: return p
            case .size(let s)?: return CGPoint(x: s.width, y: s.height)
            default: return nil
            }
        }
        // Both ends of one kind: a point does not ramp to a size.
        func sameKind(_ x: _Value?, _ y: _Value?) -> Bool {
            switch (x, y) {
            case (.point?, .point?), (.size?, .size?): return true
            default: return false
            }
        }
        switch (from, to, by) {
        case let (f?, t?, _) where sameKind(f, t):
            return (pair(f)!, pair(t)!)
        case let (f?, nil, b?) where sameKind(f, b):
            let a = pair(f)!, d = pair(b)!
            return (a, CGPoint(x: a.x + d.x, y: a.y + d.y))
        case let (nil, t?, b?) where sameKind(t, b):
            let e = pair(t)!, d = pair(b)!
            return (CGPoint(x: e.x - d.x, y: e.y - d.y), e)
        default:
            return nil
        }
    }

    /// Neither additive nor through a value function: a number curve's
    /// value can be written straight into the layer's values.
    var writesDirectly: Bool { !isAdditive && valueFunction == nil }

    /// Whether the value needs the "previous" presentation value captured.
    var needsPrevious: Bool { mode != .keyframes && from == nil && to == nil && by == nil }

    /// The two ends for from/to/by (as `CABasicAnimation` documents them).
    /// `current` is the render tree's value under this animation: the
    /// committed model value with the animations below this one in the
    /// stack applied, re-read every frame. With nothing below it is the
    /// model value (so a `toValue`-only animation added after setting the
    /// model to the same value does not move, the well-known pitfall); on
    /// top of an implicit animation it starts from where that one is, as
    /// a layer that falls with `toValue` only over its own implicit move
    /// is seen to on iOS.
    @inline(__always)
    func ends(current: () -> _Value?) -> (_Value, _Value)? {
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, _Interpolate.add(f, b))
        case let (nil, t?, b?): return (_Interpolate.subtract(t, b), t)
        case let (f?, nil, nil): return current().map { (f, $0) }
        case let (nil, t?, nil): return current().map { ($0, t) }
        case let (nil, nil, b?): return current().map { ($0, _Interpolate.add($0, b)) }
        case (nil, nil, nil):
            guard let c = current() else { return nil }
            return (previous ?? c, c)
        }
    }

    /// The animation's value at a moment of its timing, before value
    /// functions and additivity (nil: no usable ends), and for path
    /// keyframes with a rotation mode, the tangent angle.
    func value(_ state: _TimingState, values: _LayerState, model: _LayerState) -> (_Value, angle: CGFloat?)? {
        if let c = numbers {
            guard c.isPoint else {
                let x = c.number(state)
                return (kind == .bool ? .bool(x != 0) : .number(x), nil)
            }
            let p = c.point(state)
            return (kind == .size ? .size(CGSize(width: p.x, height: p.y)) : .point(p), nil)
        }
        if let k = keyframes {
            var (v, angle) = k.value(at: progression.eased(state))
            if isCumulative, state.iteration > 0, let span = k.span {
                v = _Interpolate.accumulate(v, span, times: state.iteration)
            }
            return (v, angle)
        }
        guard let (a, b) = ends(current: { target.read(values, as: kind) }) else { return nil }
        let f = CGFloat(progression.fraction(state))
        if target == .property(.contents), !isAdditive, case .object(let from) = a, case .object(let to) = b {
            // Contents cross-fade (Apple's): the renderer shows the new
            // picture through the old by the animation's fraction.
            values.props.pointee.contentsFadeFrom = from
            values.props.pointee.contentsFadeTo = to
            values.props.pointee.contentsFade = Double(min(max(f, 0), 1))
        }
        var v = _Interpolate.value(a, b, f)
        if isCumulative, state.iteration > 0 {
            v = _Interpolate.accumulate(v, _Interpolate.subtract(b, a), times: state.iteration)
        }
        return (v, nil)
    }

    func apply(_ state: _TimingState, to values: _LayerState, model: _LayerState) {
        // Plain numbers and points go straight into the presented values,
        // no `_Value` built (most animations on screen).
        if let c = numbers, writesDirectly {
            if c.isPoint ? target.writePoint(c.point(state), into: values)
                         : target.writeNumber(c.number(state), into: values) { return }
        }
        guard let result = value(state, values: values, model: model) else { return }
        var v = result.0
        let angle = result.angle
        if let fn = valueFunction {
            switch v {
            case .number(let x): v = .transform(fn._transform(x, x, x))
            case let .vector3(x, y, z): v = .transform(fn._transform(x, y, z))
            default: return
            }
        }
        if isAdditive, let base = target.read(values, as: kind) {
            v = _Interpolate.add(base, v)
        }
        target.write(v, into: values, box: box)
        if let angle {
            // rotationMode: the layer turns to follow the path's tangent.
            values.props.pointee.transform = CATransform3DMakeRotation(angle, 0, 0, 1) * values.props.pointee.transform
        }
    }

    /// How fast a number-valued animation's value moves at this moment,
    /// per second of its layer's time (nil for other values).
    func velocity(_ state: _TimingState) -> CGFloat? {
        guard let c = numbers, !c.isPoint, valueFunction == nil else { return nil }
        return c.numberVelocity(state)
    }
}
