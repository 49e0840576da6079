/// One animation a property animator holds: the layer and key it runs
/// under, the animation as the block made it, the key's values before and
/// after the block, and where in the animator's run it begins.
struct _AnimatorTrack {
    let layer: CALayer
    let key: String
    let base: CABasicAnimation
    let old: Any?
    let new: Any?
    /// The animator's fraction at which this animation starts (blocks added
    /// with a delay factor, or while running, start late and end with it).
    let from: Double

    /// What the layer shows now.
    var current: Any? {
        guard let path = base.keyPath else { return nil }
        return (layer.presentation() ?? layer).value(forKeyPath: path)
    }

    /// A copy of the animation and how far into it (seconds of its own
    /// time, negative while it waits to begin) the animator's fraction `f`
    /// falls. Reversed, it runs from its
    /// end value to its start along the mirrored curve, so at every
    /// fraction it shows what the forward one shows.
    func animation(at f: Double, reversed: Bool) -> (CABasicAnimation, offset: Double) {
        let copy = base.copy() as! CABasicAnimation
        let span = max(1 - from, 1e-9)
        // Before its start (a delay factor) the offset is negative: it begins later.
        let ahead = min((f - from) / span, 1)
        guard reversed else { return (copy, ahead * copy.duration) }
        let local = max(ahead, 0)
        copy.fromValue = base.toValue ?? new
        copy.toValue = base.fromValue
        if let t = copy.timingFunction { copy.timingFunction = t.mirrored }
        return (copy, (1 - local) * copy.duration)
    }
}

extension CAMediaTimingFunction {
    /// The curve's two inner control points (the outer ones are (0, 0)
    /// and (1, 1)).
    var innerControlPoints: (CGPoint, CGPoint) {
        var a: [Float] = [0, 0], b: [Float] = [0, 0]
        getControlPoint(at: 1, values: &a)
        getControlPoint(at: 2, values: &b)
        return (CGPoint(x: CGFloat(a[0]), y: CGFloat(a[1])), CGPoint(x: CGFloat(b[0]), y: CGFloat(b[1])))
    }

    /// The curve run backwards: progress p(t) becomes 1 − p(1 − t).
    var mirrored: CAMediaTimingFunction {
        let (a, b) = innerControlPoints
        return CAMediaTimingFunction(controlPoints: Float(1 - b.x), Float(1 - b.y), Float(1 - a.x), Float(1 - a.y))
    }
}

/// A property animator's clock: the fraction it was at when last moved
/// or held (`anchor`), when that was, which way it runs and how fast.
struct _AnimatorClock {
    var anchor = 0.0
    var anchorTime = 0.0
    var isRunning = false
    var reversed = false
    /// Fractions of the duration per second of duration (1: real time).
    var speed = 1.0

    /// The fraction at media time `t` (held, before the anchor time, or
    /// moving from the anchor), within 0...1.
    func fraction(at t: Double, duration: Double) -> Double {
        guard isRunning, t > anchorTime else { return anchor }
        let step = duration > 0 ? (t - anchorTime) * speed / duration : 1
        return min(max(anchor + (reversed ? -step : step), 0), 1)
    }

    /// Seconds until the fraction reaches its end in the direction it runs.
    func timeLeft(at t: Double, duration: Double) -> Double {
        let f = fraction(at: t, duration: duration)
        let left = (reversed ? f : 1 - f) * duration / max(speed, 1e-9)
        return max(anchorTime - t, 0) + left
    }

    /// Holds the fraction where it is at `t`.
    mutating func pause(at t: Double, duration: Double) {
        anchor = fraction(at: t, duration: duration)
        anchorTime = t
        isRunning = false
    }

    /// Moves on from the held fraction, starting at `t`.
    mutating func resume(at t: Double) {
        anchorTime = t
        isRunning = true
    }

    /// Keeps running (or held) but measured from `t` (before turning round).
    mutating func reanchor(at t: Double, duration: Double) {
        anchor = fraction(at: t, duration: duration)
        anchorTime = max(t, anchorTime)
    }
}
