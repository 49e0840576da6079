/// The damped spring `m·x'' + c·x' + k·(x − 1) = 0` with `x(0) = 0` and
/// `x'(0) = v0`, solved in closed form (no numeric integration): the
/// fraction of the way from the start to the target after `t` seconds.
/// Positive v0 moves toward the target (in distances per second).
struct _SpringSolution: Equatable {
    let omega0: Double      // undamped angular frequency √(k/m)
    let zeta: Double        // damping ratio c / (2√(km))
    let v0: Double

    /// Beyond these a spring is settled within a nanosecond, or moves
    /// imperceptibly for years: the same to the eye, and the closed forms
    /// stay finite (mass 1e-300 with stiffness 1e300 is finite input).
    static let omegaRange = 1e-9...1e9
    static let maxZeta = 1e9

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, allowsOverdamping: Bool) {
        // Square roots taken apart, so k/m and k·m cannot overflow.
        let w = stiffness.squareRoot() / mass.squareRoot()
        omega0 = w.isNaN ? 1 : min(max(w, Self.omegaRange.lowerBound), Self.omegaRange.upperBound)
        let zr = damping / (2 * stiffness.squareRoot() * mass.squareRoot())
        let z = zr.isNaN ? 1 : min(max(zr, 0), Self.maxZeta)
        // Without allowsOverdamping an overdamped spring behaves as critical.
        zeta = allowsOverdamping ? z : min(z, 1)
        v0 = initialVelocity
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
        if zeta < 1 {
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega0 * t)
            let b = (zeta * omega0 - v0) / wd
            // −d/dt of envelope·(cos + b·sin).
            let c = cos(wd * t), s = sin(wd * t)
            return envelope * (zeta * omega0 * (c + b * s) - wd * (b * c - s))
        } else if zeta == 1 {
            let c = omega0 - v0
            return exp(-omega0 * t) * (omega0 * (1 + c * t) - c)
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - s), r2 = -omega0 * (zeta + s)
            let a = (-v0 - r2) / (r1 - r2)
            return -(a * r1 * exp(r1 * t) + (1 - a) * r2 * exp(r2 * t))
        }
    }

    /// 1 − x(t): how far from the target, as a fraction of the distance.
    func displacement(at t: Double) -> Double {
        if zeta < 1 {
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega0 * t)
            return envelope * (cos(wd * t) + ((zeta * omega0 - v0) / wd) * sin(wd * t))
        } else if zeta == 1 {
            return (1 + (omega0 - v0) * t) * exp(-omega0 * t)
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - s), r2 = -omega0 * (zeta + s)
            let a = (-v0 - r2) / (r1 - r2)
            return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
        }
    }

    /// How long until the spring stays within `epsilon` of the target
    /// (Apple's `settlingDuration` uses 0.001). Underdamped springs use the
    /// envelope's closed form; the others are sampled every 0.1 s for the
    /// first time after which the error stays small for more than a second.
    func settlingTime(epsilon: Double = 0.001) -> Double {
        if zeta <= 0 { return .infinity }
        if zeta < 1 {
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            let amplitude = 1 + abs((zeta * omega0 - v0) / wd)
            return max(0, -log(epsilon / amplitude) / (zeta * omega0))
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
