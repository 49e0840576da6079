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
    /// A CATransition's parameters and the picture it leaves (set when its
    /// transaction commits).
    var transition: _TransitionState?

    init(animation: CAAnimation, key: String?, body: _AnimationBody) {
        self.animation = animation
        self.key = key
        self.timing = _Timing(animation)
        self.body = body
    }

    /// Applies the animation at its parent's time `t` to a layer state
    /// being presented, reading the committed model where it needs the
    /// "current" value.
    func apply(at t: Double, to state: _LayerState, model: _LayerState) {
        let timing = self.timing
        let timingState = timing.evaluate(at: t)
        guard timingState.isApplied else { return }
        switch body {
        case .property(let p):
            p.apply(timingState, timing: timing, to: state, model: model)
        case .group(let children, let curve):
            // Children run in the group's time: seconds into its cycle,
            // through the group's own timing function first
            // (CAAnimationGroup: "the animation group's timing function and
            // duration take precedence").
            let time = _AnimationBody.groupTime(timingState, duration: timing.duration, curve: curve)
            for c in children {
                c.apply(at: time, to: state, model: model)
            }
        case .transition, .inert:
            break
        }
    }
}

/// What an animation does to the layer.
enum _AnimationBody {
    case property(_PropertyAnimation)
    /// The children and the group's `timingFunction` curve (nil: linear).
    case group([_AnimationInstance], curve: _BezierCurve?)
    /// A CATransition: timed and reported; drawn by the renderer.
    case transition
    /// Nothing to apply (an unknown key path, unusable values): it still
    /// runs its time and tells its delegate.
    case inert

    /// The time a group's children see: seconds into the group's cycle,
    /// eased by the group's curve (so a linear child follows the group's
    /// curve, and an eased child is eased twice, as on Apple's platforms).
    @inline(__always)
    static func groupTime(_ state: _TimingState, duration: Double, curve: _BezierCurve?) -> Double {
        guard let curve, duration > 0 else { return state.cycleTime }
        return curve.value(at: state.progress) * duration
    }
}

/// A property animation's typed values and how to combine them.
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
    let spring: _SpringSolution?
    let keyframes: _Keyframes?
    /// Both ends as plain numbers, when they are known up front: the fast
    /// path most animations take (no enum copies, no reference counting).
    let scalarEnds: (CGFloat, CGFloat)?
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
        self.target = target; self.kind = kind
        self.isAdditive = isAdditive; self.isCumulative = isCumulative
        self.curve = curve; self.valueFunction = valueFunction; self.box = box
        switch source {
        case let .basic(f, t, b):
            mode = .basic; from = f; to = t; by = b; spring = nil; keyframes = nil
        case let .spring(f, t, b, s):
            mode = .spring; from = f; to = t; by = b; spring = s; keyframes = nil
        case let .keyframes(k):
            mode = .keyframes; from = nil; to = nil; by = nil; spring = nil; keyframes = k
        }
        switch (from, to, by) {
        case let (.number(a)?, .number(b)?, _): scalarEnds = (a, b)
        case let (.number(a)?, nil, .number(d)?): scalarEnds = (a, a + d)
        case let (nil, .number(b)?, .number(d)?): scalarEnds = (b - d, b)
        default: scalarEnds = nil
        }
    }

    /// Neither additive, cumulative keyframes, a value function nor a
    /// rotation mode: the value can be written directly.
    var isFast: Bool {
        !isAdditive && valueFunction == nil && (mode != .keyframes || (!isCumulative && keyframes?.rotation == nil))
    }

    /// Whether the value needs the "previous" presentation value captured.
    var needsPrevious: Bool { mode != .keyframes && from == nil && to == nil && by == nil }

    /// The two ends for from/to/by (as `CABasicAnimation` documents them); `current` is the
    /// committed model value.
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

    func apply(_ state: _TimingState, timing: _Timing, to values: _LayerState, model: _LayerState) {
        let props = values.props
        var p = state.progress
        if let curve { p = curve.value(at: p) }
        // Spring and basic animations move a fraction `f` of the way.
        var f = CGFloat(p)
        if let spring { f = CGFloat(spring.value(at: p * timing.duration)) }
        // Fast paths: plain numbers and points written straight into the
        // presented struct, no `_Value` built (most animations on screen).
        if isFast {
            if mode != .keyframes, let (a, b) = scalarEnds {
                var x = a + (b - a) * f
                if isCumulative, state.iteration > 0 { x += CGFloat(state.iteration) * (b - a) }
                if target.writeNumber(x, into: values) { return }
            } else if mode == .keyframes, let k = keyframes, let x = k.fastPoint(at: p) {
                if target.writePoint(x, into: values) { return }
            }
        }
        var angle: CGFloat?
        var v: _Value
        if mode != .keyframes, let (a, b) = scalarEnds {
            var x = a + (b - a) * f
            if isCumulative, state.iteration > 0 { x += CGFloat(state.iteration) * (b - a) }
            v = .number(x)
        } else if mode != .keyframes {
            guard let (a, b) = ends(current: { target.read(model, as: kind) }) else { return }
            if target == .property(.contents), !isAdditive, case .object(let from) = a, case .object(let to) = b {
                // Contents cross-fade (Apple's): the renderer shows the new
                // picture through the old by the animation's fraction.
                props.pointee.contentsFadeFrom = from
                props.pointee.contentsFadeTo = to
                props.pointee.contentsFade = Double(min(max(f, 0), 1))
            }
            v = _Interpolate.value(a, b, f)
            if isCumulative, state.iteration > 0 {
                v = _Interpolate.accumulate(v, _Interpolate.subtract(b, a), times: state.iteration)
            }
        } else {
            let k = keyframes!
            (v, angle) = k.value(at: p)
            if isCumulative, state.iteration > 0, let span = k.span {
                v = _Interpolate.accumulate(v, span, times: state.iteration)
            }
        }
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
            props.pointee.transform = CATransform3DMakeRotation(angle, 0, 0, 1) * props.pointee.transform
        }
    }
}
