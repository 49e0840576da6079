/// Hears when an animation starts and stops. Both methods are optional, as
/// on iOS: the defaults do nothing.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation's active duration has begun.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation finished its active duration (`flag` true) or was
    /// removed from its layer first (false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Called when the animation's active duration begins; does nothing unless implemented.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Called when the animation ends or is removed early; does nothing unless implemented.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
