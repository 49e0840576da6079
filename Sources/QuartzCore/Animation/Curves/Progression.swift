/// How far along its values a property animation is at one moment of its
/// timing: the linear progress through the cycle (`_TimingState`), eased
/// by the animation's `timingFunction`, then, for a `CASpringAnimation`,
/// moved by the spring over the eased seconds. Trivial and pure: the
/// presentation copies and the render side's tracks both evaluate
/// animations through it, so they cannot disagree.
struct _Progression: Equatable {
    /// The animation's timing function (nil: linear).
    var easing: _BezierCurve?
    /// The spring a `CASpringAnimation` moves by (nil: none).
    var spring: _SpringSolution?
    /// The animation's duration, the seconds a spring runs for per cycle.
    var duration: Double

    /// The eased progress: what keyframes are looked up at.
    @inline(__always)
    func eased(_ s: _TimingState) -> Double {
        guard let easing else { return s.progress }
        return easing.value(at: s.progress)
    }

    /// The fraction of the way from the first value to the last (may
    /// overshoot 0...1 with a spring or an overshooting timing function).
    @inline(__always)
    func fraction(_ s: _TimingState) -> Double {
        let p = eased(s)
        guard let spring else { return p }
        return spring.value(at: p * duration)
    }

    /// d fraction / d parent time: how fast the fraction moves at this
    /// moment (0 while the animation fills, negative on the way back).
    func rate(_ s: _TimingState) -> Double {
        guard s.rate != 0 else { return 0 }
        let slope = easing?.slope(at: s.progress) ?? 1
        guard let spring else { return s.rate * slope }
        // fraction = spring(eased · duration), so the chain rule brings
        // the duration back out of the progress rate.
        return spring.velocity(at: eased(s) * duration) * slope * s.rate * duration
    }
}
