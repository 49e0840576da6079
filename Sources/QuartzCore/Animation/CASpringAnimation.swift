/// A basic animation driven by a damped spring (Apple's
/// `CASpringAnimation`). The spring runs in seconds from the start; the
/// animation's `duration` only cuts it off, so set it to `settlingDuration`.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring. Default 1; heavier is slower and bounces longer.
    /// A value that is not positive and finite is reported and replaced by 1.
    open var mass: CGFloat = 1
    /// The spring constant. Default 100; stiffer is faster. A value that is not
    /// positive and finite is reported and replaced by 100.
    open var stiffness: CGFloat = 100
    /// The friction that stops the spring. Default 10; 0 never settles. A
    /// negative or non-finite value is reported and replaced by 10.
    open var damping: CGFloat = 10
    /// In distances per second; positive moves toward the target.
    open var initialVelocity: CGFloat = 0
    /// Let damping ratios above 1 overdamp (otherwise they act as critical).
    open var allowsOverdamping = false

    /// A spring with mass 1, stiffness 100, damping 10 and no initial velocity
    /// (it settles in about 1.47 s; set `duration` to `settlingDuration`).
    public required init() { super.init() }

    /// The spring of SwiftUI's `Spring(duration:bounce:)`: mass 1, a period
    /// of `perceptualDuration`, and `bounce` 0 (critical) to 1 (undamped);
    /// negative bounce overdamps. The duration is set to the settling time.
    public convenience init(perceptualDuration: CGFloat, bounce: CGFloat) {
        self.init()
        allowsOverdamping = true
        mass = 1
        stiffness = perceptualDuration > 0 ? pow(2 * .pi / perceptualDuration, 2) : .infinity
        let f = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = perceptualDuration > 0 ? f * 4 * .pi / perceptualDuration : .infinity
        duration = settlingDuration
    }

    override func _copyState(from o: CAAnimation) {
        super._copyState(from: o)
        guard let o = o as? CASpringAnimation else { return }
        mass = o.mass; stiffness = o.stiffness; damping = o.damping
        initialVelocity = o.initialVelocity; allowsOverdamping = o.allowsOverdamping
    }

    /// The parameters with Apple's replacements for invalid ones: mass ≤ 0
    /// becomes 1, stiffness ≤ 0 becomes 100, damping < 0 becomes 10.
    func _sanitized(report: Bool) -> _SpringSolution {
        var m = Double(mass), k = Double(stiffness), c = Double(damping)
        var v = Double(initialVelocity)
        func complain(_ what: String) { if report { _Diagnostics.report("CASpringAnimation: \(what)") } }
        if !(m > 0) || !m.isFinite { complain("mass \(mass) must be positive; using 1"); m = 1 }
        if !(k > 0) || !k.isFinite { complain("stiffness \(stiffness) must be positive; using 100"); k = 100 }
        if !(c >= 0) || !c.isFinite { complain("damping \(damping) must not be negative; using 10"); c = 10 }
        if !v.isFinite { complain("initialVelocity \(initialVelocity) is not finite; using 0"); v = 0 }
        return _SpringSolution(mass: m, stiffness: k, damping: c, initialVelocity: v,
                               allowsOverdamping: allowsOverdamping)
    }

    /// The time the spring needs to come within 0.001 of rest, divided by
    /// |speed| (speed 0: the largest Float). Defaults give 1.4727 s.
    open var settlingDuration: CFTimeInterval {
        let t = _sanitized(report: false).settlingTime()
        if speed == 0 || !t.isFinite { return CFTimeInterval(Float.greatestFiniteMagnitude) }
        return t / Double(abs(speed))
    }

    /// The period of the undamped spring, 2π√(m/k): 0.6283 s with the defaults.
    open var perceptualDuration: CGFloat {
        guard mass > 0, stiffness > 0 else { return 0 }
        return 2 * .pi * (mass / stiffness).squareRoot()
    }

    /// 0 for a critically damped spring, up to 1 for an undamped one,
    /// negative when overdamped. The defaults give 0.5.
    open var bounce: CGFloat {
        guard mass > 0, stiffness > 0 else { return 0 }
        let q = perceptualDuration * damping / (4 * .pi * mass)
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        return zeta <= 1 ? 1 - q : 1 / q - 1
    }
}
