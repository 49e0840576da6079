/// The damped spring `m·x'' + c·x' + k·(x − 1) = 0` with `x(0) = 0` and
/// `x'(0) = v0`, solved in closed form (no numeric integration): the
/// fraction of the way from the start to the target after `t` seconds.
/// Positive v0 moves toward the target (in distances per second).
///
/// The damping regime, and the constants of its solution, are decided
/// once here: a frame evaluates the spring for every layer it moves, and
/// the answer never changes for a given spring.
struct _SpringSolution: Equatable {
    let omega0: Double      // undamped angular frequency √(k/m)
    let zeta: Double        // damping ratio c / (2√(km))
    let v0: Double
    let regime: Regime

    /// The solution's shape and its constants.
    enum Regime: Equatable {
        /// ζ < 1: `e^(−decay·t)·(cos(ωd·t) + b·sin(ωd·t))`, oscillating,
        /// kept as `e^(−decay·t)·amplitude·cos(ωd·t − phase)` (amplitude
        /// √(1 + b²), phase atan b): a frame evaluates one cosine instead
        /// of a cosine and a sine.
        case underdamped(decay: Double, omegaD: Double, amplitude: Double, phase: Double)
        /// ζ = 1: `(1 + c·t)·e^(−ω0·t)`, the fastest return without overshoot
        /// (for v0 ≤ ω0).
        case critical(omega0: Double, c: Double)
        /// ζ > 1: `a·e^(r1·t) + (1 − a)·e^(r2·t)`, two real decays.
        case overdamped(r1: Double, r2: Double, a: Double)

        init(omega0: Double, zeta: Double, v0: Double) {
            if zeta < 1 {
                let wd = omega0 * (1 - zeta * zeta).squareRoot()
                let b = (zeta * omega0 - v0) / wd
                self = .underdamped(decay: zeta * omega0, omegaD: wd, amplitude: (1 + b * b).squareRoot(), phase: atan2(b, 1))
            } else if zeta == 1 {
                self = .critical(omega0: omega0, c: omega0 - v0)
            } else {
                let s = (zeta * zeta - 1).squareRoot()
                let r1 = -omega0 * (zeta - s), r2 = -omega0 * (zeta + s)
                self = .overdamped(r1: r1, r2: r2, a: (-v0 - r2) / (r1 - r2))
            }
        }
    }

    /// Beyond these a spring is settled within a nanosecond, or moves
    /// imperceptibly for years: the same to the eye, and the closed forms
    /// stay finite (mass 1e-300 with stiffness 1e300 is finite input).
    static let omegaRange = 1e-9...1e9
    static let maxZeta = 1e9

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, allowsOverdamping: Bool) {
        // Square roots taken apart, so k/m and k·m cannot overflow.
        let w = stiffness.squareRoot() / mass.squareRoot()
        let omega0 = w.isNaN ? 1 : min(max(w, Self.omegaRange.lowerBound), Self.omegaRange.upperBound)
        let zr = damping / (2 * stiffness.squareRoot() * mass.squareRoot())
        let z = zr.isNaN ? 1 : min(max(zr, 0), Self.maxZeta)
        // Without allowsOverdamping an overdamped spring behaves as critical.
        let zeta = allowsOverdamping ? z : min(z, 1)
        self.omega0 = omega0
        self.zeta = zeta
        v0 = initialVelocity
        regime = Regime(omega0: omega0, zeta: zeta, v0: initialVelocity)
    }

    /// Progress at time t (may overshoot 1).
    func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        let d = displacement(at: t)
        // Far out in time an overdamped spring's terms can meet as 0·∞.
        return d.isFinite ? 1 - d : 1
    }

    /// d progress / dt at time t, in fractions of the distance per second:
    /// v0 at the start, 0 once settled (what a UIKit-style interruption
    /// hands to the spring that replaces this one).
    func velocity(at t: Double) -> Double {
        if t <= 0 { return v0 }
        switch regime {
        case let .underdamped(decay, wd, amplitude, phase):
            // −d/dt of e^(−decay·t)·amplitude·cos(ωd·t − phase).
            let theta = wd * t - phase
            return exp(-decay * t) * amplitude * (decay * cos(theta) + wd * sin(theta))
        case let .critical(omega0, c):
            return exp(-omega0 * t) * (omega0 * (1 + c * t) - c)
        case let .overdamped(r1, r2, a):
            return -(a * r1 * exp(r1 * t) + (1 - a) * r2 * exp(r2 * t))
        }
    }

    /// 1 − x(t): how far from the target, as a fraction of the distance.
    func displacement(at t: Double) -> Double {
        switch regime {
        case let .underdamped(decay, wd, amplitude, phase):
            return exp(-decay * t) * amplitude * cos(wd * t - phase)
        case let .critical(omega0, c):
            return (1 + c * t) * exp(-omega0 * t)
        case let .overdamped(r1, r2, a):
            return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
        }
    }

    /// How long until the spring stays within `epsilon` of the target
    /// (Apple's `settlingDuration` uses 0.001). Underdamped springs use the
    /// envelope's closed form; the others are sampled every 0.1 s for the
    /// first time after which the error stays small for more than a second.
    func settlingTime(epsilon: Double = 0.001) -> Double {
        if zeta <= 0 { return .infinity }
        if case let .underdamped(decay, _, amplitude, phase) = regime {
            let b = amplitude * sin(phase)
            return max(0, -log(epsilon / (1 + abs(b))) / decay)
        }
        var streakStart: Double?
        var t = 0.0
        for i in 0..<100_000 {
            t = Double(i) * 0.1
            if abs(displacement(at: t)) < epsilon {
                if let s = streakStart {
                    if t - s > 1 { return s }
                } else {
                    streakStart = t
                }
            } else {
                streakStart = nil
            }
        }
        return streakStart ?? t
    }
}
