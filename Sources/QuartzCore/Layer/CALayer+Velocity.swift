/// How fast an animated number moves on screen: what a UIKit-style
/// interruptible animation hands on when it retargets (a new spring
/// starting at the presentation value with the old one's velocity, as
/// `UIViewPropertyAnimator` and `UIView.animate(…initialSpringVelocity:)`
/// do).
extension CALayer {
    /// The velocity of `keyPath`'s presented value now, in units per
    /// second of this layer's time: the sum over the committed animations
    /// that write it (a later non-additive one replaces what came before,
    /// as the values do). nil when no number-valued animation on this
    /// key path is attached; 0 while they fill or before they start.
    package func presentationVelocity(forKeyPath keyPath: String) -> CGFloat? {
        let model = _presentationLink.isCopy ? _presentationLink.model : self
        guard let model, let node = model._node else { return nil }
        let target = _AnimationTarget(keyPath: keyPath, keys: type(of: model)._classKeys)
        return _RenderTreeLock.withLock { node.velocity(of: target, localTime: node.localTime(at: CACurrentMediaTime())) }
    }
}

extension _RenderNode {
    func velocity(of target: _AnimationTarget, localTime: Double) -> CGFloat? {
        var total: CGFloat?
        for a in animations { a.accumulateVelocity(of: target, at: localTime, into: &total) }
        return total
    }
}

extension _AnimationInstance {
    /// Adds (additive) or sets this animation's velocity of `target` at
    /// its parent's time `t`; group children see the group's time, and
    /// the group's curve scales their rate.
    func accumulateVelocity(of target: _AnimationTarget, at t: Double, into total: inout CGFloat?, scale: Double = 1) {
        let state = timing.evaluate(at: t)
        switch body {
        case .property(let p) where p.target == target:
            guard let v = p.velocity(state) else { return }
            let moving = state.isApplied ? v * CGFloat(scale) : 0
            total = p.isAdditive ? (total ?? 0) + moving : moving
        case .group(let children, let curve):
            guard state.isApplied else {
                return
            }
            let time = _AnimationBody.groupTime(state, duration: timing.duration, curve: curve)
            // d(child time)/d(parent time): the group's rate through its curve, in seconds.
            let slope = curve?.slope(at: state.progress) ?? 1
            let rate = state.rate * timing.duration * slope
            for c in children { c.accumulateVelocity(of: target, at: time, into: &total, scale: scale * rate) }
        default:
            return
        }
    }
}
