/// An animated transition of a layer's whole content (Apple's
/// `CATransition`). It is always stored under the key "transition"; how it
/// draws belongs to the renderer.
open class CATransition: CAAnimation {
    /// How the new content replaces the old. Default `.fade`; unknown types fade.
    open var type = CATransitionType.fade
    /// The side a moveIn, push or reveal comes from. Default nil, which acts as
    /// `.fromLeft`; fades ignore it.
    open var subtype: CATransitionSubtype?
    /// Where in the transition to begin, 0...1 (clamped; not finite is 0). Default 0.
    open var startProgress: Float = 0
    /// Where in the transition to end, 0...1 (clamped; not finite is 0). Default 1.
    open var endProgress: Float = 1
    /// A filter overriding `type` (stored; Quartzite draws the named types).
    open var filter: Any?

    override func _copyState(from o: CAAnimation) {
        super._copyState(from: o)
        guard let o = o as? CATransition else { return }
        type = o.type; subtype = o.subtype; startProgress = o.startProgress; endProgress = o.endProgress; filter = o.filter
    }
}
