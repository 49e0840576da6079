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

/// How a `CAKeyframeAnimation` fills in the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, e.g. `"linear"`.
    public let rawValue: String
    /// A mode from its name; one not defined here runs as `.linear`, with a diagnostic.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The same as `init(rawValue:)`, without the label.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Straight-line interpolation between keyframes, reached at `keyTimes` (the default).
    public static let linear = CAAnimationCalculationMode("linear")
    /// No interpolation: each value holds from its key time until the next one.
    public static let discrete = CAAnimationCalculationMode("discrete")
    /// Linear interpolation at constant speed: key times follow the distance
    /// travelled; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode("paced")
    /// A smooth Kochanek–Bartels spline through the keyframes (Catmull–Rom
    /// with the default tension, continuity and bias).
    public static let cubic = CAAnimationCalculationMode("cubic")
    /// The cubic spline timed by distance travelled; `keyTimes` and `timingFunctions` are ignored.
    public static let cubicPaced = CAAnimationCalculationMode("cubicPaced")
}

/// Whether a path animation turns the layer to follow the path.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, e.g. `"auto"`.
    public let rawValue: String
    /// A mode from its name; any name other than `"autoReverse"` rotates as `.rotateAuto`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The same as `init(rawValue:)`, without the label.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The layer rotates to point along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode("auto")
    /// The layer rotates to point along the path's tangent, turned a further half turn (π radians).
    public static let rotateAutoReverse = CAAnimationRotationMode("autoReverse")
}
