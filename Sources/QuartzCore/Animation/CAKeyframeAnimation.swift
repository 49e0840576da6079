/// Animates through a list of values or along a path (Apple's
/// `CAKeyframeAnimation`).
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// The positions along a point-valued property; overrides `values`.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions of the duration (0...1).
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment (one fewer than the values).
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode = CAAnimationCalculationMode.linear
    /// Kochanek–Bartels parameters for the cubic modes, per keyframe (-1...1).
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
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

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode("linear")
    public static let discrete = CAAnimationCalculationMode("discrete")
    public static let paced = CAAnimationCalculationMode("paced")
    public static let cubic = CAAnimationCalculationMode("cubic")
    public static let cubicPaced = CAAnimationCalculationMode("cubicPaced")
}

public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let rotateAuto = CAAnimationRotationMode("auto")
    public static let rotateAutoReverse = CAAnimationRotationMode("autoReverse")
}
