import Foundation

/// Two fingers turning around each other (UIKit's
/// `UIRotationGestureRecognizer`): begins once the line between them has
/// turned a little, then reports each move until a finger lifts. In the
/// window, ctrl+drag around the view pressed turns the two fingers.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The angle the fingers have turned, in radians, clockwise on screen
    /// positive (plus the value last set: set it to 0 in the handler to
    /// hear each change relative to the last).
    open var rotation: CGFloat {
        get { rotationBase + turned }
        set {
            rotationBase = newValue - turned
            lastSample = nil
        }
    }
    /// Radians per second, over the last move. 0 before the gesture begins.
    open private(set) var velocity: CGFloat = 0

    private var rotationBase: CGFloat = 0
    /// The angle turned since the fingers went down, unwrapped across ±π.
    private var turned: CGFloat = 0
    private var lastAngle: CGFloat?
    private var lastSample: (rotation: CGFloat, time: TimeInterval)?

    /// How far the fingers must turn for the rotation to begin (radians).
    static let hysteresis: CGFloat = 0.07

    /// A rotation recognizer calling `handler` as the rotation begins,
    /// changes and ends; the closure takes the place of UIKit's target and action.
    public init(_ handler: @escaping (UIRotationGestureRecognizer) -> Void) {
        super.init(handler: { if let r = $0 as? UIRotationGestureRecognizer { handler(r) } })
    }

    /// A rotation recognizer that calls nothing (UIKit's `init(target: nil, action: nil)`).
    public override init() { super.init() }

    /// The direction from the first finger to the second, in the root view.
    private func angle() -> CGFloat? {
        firstTwoFingers.map { a, b in atan2(b.y - a.y, b.x - a.x) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let a = angle() else { return }
        lastAngle = a
        turned = 0
        rotationBase = 0
    }

    /// Fingers moved: begins once they have turned enough, then changes
    /// on every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let a = angle(), let previous = lastAngle else { return }
        var step = a - previous
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        turned += step
        lastAngle = a
        let now = touches.first?.timestamp ?? 0
        let r = rotation
        if let last = lastSample, now > last.time { velocity = (r - last.rotation) / CGFloat(now - last.time) }
        lastSample = (r, now)
        moveContinuous(beginning: abs(turned) > Self.hysteresis)
    }

    /// A finger lifted: a rotation under way ends.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endContinuous() }

    open override func reset() {
        super.reset()
        rotationBase = 0
        turned = 0
        velocity = 0
        lastAngle = nil
        lastSample = nil
    }
}
