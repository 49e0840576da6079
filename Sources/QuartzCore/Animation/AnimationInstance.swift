/// An animation as a layer runs it: the copy that was added (what
/// `animation(forKey:)` returns and delegates hear about), its resolved
/// timing, and its values converted once into typed form.
final class _AnimationInstance {
    let animation: CAAnimation
    let key: String?
    var timing: _Timing
    let body: _AnimationBody
    /// Added in a transaction that has committed (so it is on screen).
    var isCommitted = false
    var didStart = false
    var didFinish = false
    /// The delegate has been (or is about to be) told it stopped.
    var didReportStop = false
    /// Transaction completion blocks waiting for this animation.
    var completionGroups: [_CompletionGroup] = []
    /// Addition order on its layer, the tie-breaker when sorting by beginTime.
    var serial = 0

    init(animation: CAAnimation, key: String?, body: _AnimationBody) {
        self.animation = animation
        self.key = key
        self.timing = _Timing(animation)
        self.body = body
    }

    /// Applies the animation at its parent's time `t` to a layer state
    /// being presented, reading the committed model where it needs the
    /// "current" value.
    func apply(at t: Double, to props: inout _LayerProperties, _ custom: inout [String: Any],
               model: _LayerProperties, _ modelCustom: [String: Any]) {
        let state = timing.evaluate(at: t)
        guard state.isApplied else { return }
        switch body {
        case .property(let p):
            p.apply(state, timing: timing, to: &props, &custom, model: model, modelCustom)
        case .group(let children):
            // Children run in the group's time: seconds into its cycle.
            for c in children {
                c.apply(at: state.cycleTime, to: &props, &custom, model: model, modelCustom)
            }
        case .transition, .inert:
            break
        }
    }
}

/// What an animation does to the layer.
enum _AnimationBody {
    case property(_PropertyAnimation)
    case group([_AnimationInstance])
    /// A CATransition: timed and reported; drawn by the renderer.
    case transition
    /// Nothing to apply (an unknown key path, unusable values): it still
    /// runs its time and tells its delegate.
    case inert
}

/// A property animation's typed values and how to combine them.
final class _PropertyAnimation {
    enum Source {
        case basic(from: _Value?, to: _Value?, by: _Value?)
        case spring(from: _Value?, to: _Value?, by: _Value?, _SpringSolution)
        case keyframes(_Keyframes)
    }

    let target: _AnimationTarget
    let kind: _ValueKind
    let source: Source
    let isAdditive: Bool
    let isCumulative: Bool
    let curve: _BezierCurve?
    let valueFunction: CAValueFunction?
    let box: _NumberBox
    /// The presentation value when the animation was added, for a basic
    /// animation with no from, to or by ("previous → current").
    var previous: _Value?

    init(target: _AnimationTarget, kind: _ValueKind, source: Source, isAdditive: Bool, isCumulative: Bool,
         curve: _BezierCurve?, valueFunction: CAValueFunction?, box: _NumberBox) {
        self.target = target; self.kind = kind; self.source = source
        self.isAdditive = isAdditive; self.isCumulative = isCumulative
        self.curve = curve; self.valueFunction = valueFunction; self.box = box
    }

    /// Whether the value needs the "previous" presentation value captured.
    var needsPrevious: Bool {
        switch source {
        case .basic(nil, nil, nil), .spring(nil, nil, nil, _): return true
        default: return false
        }
    }

    /// The two ends for from/to/by (reference section 3); `current` is the
    /// committed model value.
    func ends(_ from: _Value?, _ to: _Value?, _ by: _Value?, current: _Value?) -> (_Value, _Value)? {
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, _Interpolate.add(f, b))
        case let (nil, t?, b?): return (_Interpolate.subtract(t, b), t)
        case let (f?, nil, nil): return current.map { (f, $0) }
        case let (nil, t?, nil): return current.map { ($0, t) }
        case let (nil, nil, b?): return current.map { ($0, _Interpolate.add($0, b)) }
        case (nil, nil, nil):
            guard let c = current else { return nil }
            return (previous ?? c, c)
        }
    }

    func apply(_ state: _TimingState, timing: _Timing, to props: inout _LayerProperties, _ custom: inout [String: Any],
               model: _LayerProperties, _ modelCustom: [String: Any]) {
        var p = state.progress
        if let curve { p = curve.value(at: p) }
        let current = target.read(model, modelCustom, as: kind)
        var angle: CGFloat?
        var v: _Value
        switch source {
        case let .basic(from, to, by):
            guard let (a, b) = ends(from, to, by, current: current) else { return }
            v = _Interpolate.value(a, b, CGFloat(p))
            if isCumulative, state.iteration > 0 {
                v = _Interpolate.accumulate(v, _Interpolate.subtract(b, a), times: state.iteration)
            }
        case let .spring(from, to, by, spring):
            guard let (a, b) = ends(from, to, by, current: current) else { return }
            v = _Interpolate.value(a, b, CGFloat(spring.value(at: p * timing.duration)))
            if isCumulative, state.iteration > 0 {
                v = _Interpolate.accumulate(v, _Interpolate.subtract(b, a), times: state.iteration)
            }
        case let .keyframes(k):
            (v, angle) = k.value(at: p)
            if isCumulative, state.iteration > 0, k.values.count > 1 {
                v = _Interpolate.accumulate(v, _Interpolate.subtract(k.values[k.values.count - 1], k.values[0]),
                                            times: state.iteration)
            }
        }
        if let f = valueFunction {
            switch v {
            case .number(let x): v = .transform(f._transform(x, x, x))
            case let .vector3(x, y, z): v = .transform(f._transform(x, y, z))
            default: return
            }
        }
        if isAdditive, let base = target.read(props, custom, as: kind) {
            v = _Interpolate.add(base, v)
        }
        target.write(v, into: &props, &custom, box: box)
        if let angle {
            // rotationMode: the layer turns to follow the path's tangent.
            props.transform = CATransform3DMakeRotation(angle, 0, 0, 1) * props.transform
        }
    }
}
