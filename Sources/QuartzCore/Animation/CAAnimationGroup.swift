/// Runs several animations together in the group's time (Apple's
/// `CAAnimationGroup`). Children keep their own timing and are clipped, not
/// scaled, to the group's duration; their delegates and
/// `isRemovedOnCompletion` are ignored.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func _copyState(from o: CAAnimation) {
        super._copyState(from: o)
        guard let o = o as? CAAnimationGroup else { return }
        animations = o.animations?.map { $0.copy() as! CAAnimation }
    }
}
