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
            p.apply(timingState, to: state, model: model)
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
