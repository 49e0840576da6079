/// The spring behind `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:…)`. UIKit states the spring as a damping ratio
/// and a duration, and does not publish how it turns them into a mass,
/// stiffness and damping. Here the duration is what a UIKit user takes it
/// to mean: when the animation ends the spring has settled, its swing
/// decayed to 1/1500 of the change (below a pixel for any on-screen
/// distance), whatever the ratio. With mass 1 and x = ω·t, the distance
/// left is at most exp(−ζx)/√(1−ζ²) (the oscillation's envelope) and at
/// most (1 + x)·exp(−ζx) (which holds up to critical damping, where the
/// first bound gives out); the smallest ω·duration that brings either
/// to 1/1500 gives ω, then stiffness = ω² and damping = 2ζω.
struct _ViewSpring {
    let dampingRatio: Double
    let velocity: Double
    let duration: Double
    /// A spring given by its physics (a property animator's
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`)
    /// instead of a ratio settled in `duration`.
    var physical: (mass: Double, stiffness: Double, damping: Double)?

    /// The envelope's fraction left at the end of the duration.
    static let settledFraction = 1.0 / 1500

    init(dampingRatio: Double, velocity: Double, duration: Double) {
        // A ratio of 0 never settles, and UIKit treats ratios above 1 as 1.
        self.dampingRatio = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 1) : 1
        self.velocity = velocity.isFinite ? velocity : 0
        self.duration = duration.isFinite && duration > 0 ? duration : 0.25
    }

    /// ω, the spring's natural angular frequency.
    var angularFrequency: Double {
        let z = dampingRatio, f = Self.settledFraction
        let envelope = z < 1 ? (-log(f) - 0.5 * log(1 - z * z)) / z : .infinity
        // (1 + x)·exp(−ζx) falls as x grows: bisect for where it is f.
        var lo = 0.0, hi = 1e4
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if (1 + mid) * exp(-z * mid) > f { lo = mid } else { hi = mid }
        }
        return min(envelope, hi) / duration
    }

    var stiffness: Double { angularFrequency * angularFrequency }
    var damping: Double { 2 * dampingRatio * angularFrequency }

    /// Gives `a` this spring (mass 1).
    func configure(_ a: CASpringAnimation) {
        a.mass = CGFloat(physical?.mass ?? 1)
        a.stiffness = CGFloat(physical?.stiffness ?? stiffness)
        a.damping = CGFloat(physical?.damping ?? damping)
        a.initialVelocity = CGFloat(velocity)
    }
}
