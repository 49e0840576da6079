/// The spring behind `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:…)`. UIKit states the spring as a damping ratio
/// and a duration, and does not publish how it turns them into a mass,
/// stiffness and damping. Here the duration is what a UIKit user takes it
/// to mean: when the animation ends the spring has settled, its swing
/// decayed to 1/1500 of the change (below a pixel for any on-screen
/// distance), whatever the ratio. With mass 1 the envelope is
/// exp(−ζωt), so ζω·duration = ln 1500 gives ω, then stiffness = ω² and
/// damping = 2ζω.
struct _ViewSpring {
    let dampingRatio: Double
    let velocity: Double
    let duration: Double

    /// The envelope's fraction left at the end of the duration.
    static let settledFraction = 1.0 / 1500

    init(dampingRatio: Double, velocity: Double, duration: Double) {
        // A ratio of 0 never settles, and UIKit treats ratios above 1 as 1.
        self.dampingRatio = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 1) : 1
        self.velocity = velocity.isFinite ? velocity : 0
        self.duration = duration.isFinite && duration > 0 ? duration : 0.25
    }

    /// ω, the spring's natural angular frequency.
    var angularFrequency: Double { -log(Self.settledFraction) / (dampingRatio * duration) }

    var stiffness: Double { angularFrequency * angularFrequency }
    var damping: Double { 2 * dampingRatio * angularFrequency }

    func animation(keyPath: String) -> CABasicAnimation {
        let a = CASpringAnimation(keyPath: keyPath)
        a.mass = 1
        a.stiffness = CGFloat(stiffness)
        a.damping = CGFloat(damping)
        a.initialVelocity = CGFloat(velocity)
        return a
    }
}
