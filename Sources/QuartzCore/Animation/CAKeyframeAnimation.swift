/// Animates through a list of values or along a path (Apple's
/// `CAKeyframeAnimation`).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values, in order, of the animated property's type. Default nil.
    /// Values that do not convert are skipped; ignored when `path` is set.
    open var values: [Any]?
    /// The positions along a point-valued property; overrides `values`.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions of the duration (0...1).
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment (one fewer than the values). With fewer
    /// functions than segments, as iOS accepts, the segments past the end
    /// of the array use its last function; extra functions are ignored.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How the values between keyframes are computed. Default `.linear`; an
    /// unknown mode is reported and treated as linear.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// Kochanek–Bartels parameters for the cubic modes, per keyframe (-1...1).
    open var tensionValues: [NSNumber]?
    /// Per keyframe, for the cubic modes (-1...1, clamped): 0 keeps the curve
    /// smooth through the keyframe, other values put a corner there. Default nil (all 0).
    open var continuityValues: [NSNumber]?
    /// Per keyframe, for the cubic modes (-1...1, clamped): positive overshoots in
    /// the direction of arrival, negative leans toward the next keyframe. Default nil (all 0).
    open var biasValues: [NSNumber]?
    /// Turn the layer to follow the path's tangent.
    open var rotationMode: CAAnimationRotationMode?

    override func _copyState(from o: CAAnimation) {
        super._copyState(from: o)
        guard let o = o as? CAKeyframeAnimation else { return }
        values = o.values; path = o.path; keyTimes = o.keyTimes; timingFunctions = o.timingFunctions
        calculationMode = o.calculationMode; tensionValues = o.tensionValues; continuityValues = o.continuityValues
        biasValues = o.biasValues; rotationMode = o.rotationMode
    }
}
