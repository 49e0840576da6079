/// What gives an animator its pacing (Apple's `UITimingCurveProvider`).
public protocol UITimingCurveProvider: AnyObject {
    /// Which kind of timing this is.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, when there is one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, when there is one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// Pacing along a cubic Bézier curve (Apple's `UICubicTimingParameters`).
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve this was made from (`.easeInOut` for control points).
    public let animationCurve: UIView.AnimationCurve
    /// The curve's first control point, in unit time and progress.
    public let controlPoint1: CGPoint
    /// The curve's second control point.
    public let controlPoint2: CGPoint

    /// The default curve, ease-in-ease-out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves, with Core Animation's control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let name: CAMediaTimingFunctionName
        switch curve {
        case .easeInOut: name = .easeInEaseOut
        case .easeIn: name = .easeIn
        case .easeOut: name = .easeOut
        case .linear: name = .linear
        }
        (controlPoint1, controlPoint2) = CAMediaTimingFunction(name: name).innerControlPoints
    }

    /// A curve through (0, 0), `point1`, `point2` and (1, 1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// `.cubic`.
    open var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation's timing function.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// Pacing by a spring (Apple's `UISpringTimingParameters`): a damping
/// ratio settled within the animator's duration, or a physical spring
/// (mass, stiffness, damping) that takes as long as it takes.
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The starting velocity, in distances of the change per second.
    public let initialVelocity: CGVector
    /// The damping ratio (1: no overshoot); nil for a physical spring.
    let dampingRatio: CGFloat?
    /// Mass, stiffness and damping of a physical spring.
    let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// A critically damped spring (ratio 1), at rest to start.
    public convenience init() { self.init(dampingRatio: 1) }

    /// A spring of damping ratio `ratio`, at rest to start.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of damping ratio `ratio` starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        physical = nil
        initialVelocity = velocity
    }

    /// A physical spring: its own settling time is the animation's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        physical = (mass, stiffness, damping)
        initialVelocity = velocity
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
