import Foundation

/// Two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`):
/// begins once their distance has changed by a few points, then reports
/// each move until a finger lifts. In the window, ctrl+drag is a pinch:
/// a second finger mirrors the pointer around the centre of the view
/// pressed, as the iOS Simulator's option+drag does.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The fingers' distance now over their distance when they went down
    /// (times the value last set: set it to 1 in the handler to hear each
    /// change relative to the last).
    open var scale: CGFloat {
        get { scaleBase * (distanceBase > 0 ? currentDistance / distanceBase : 1) }
        set {
            scaleBase = newValue
            distanceBase = currentDistance
            lastSample = nil
        }
    }
    /// Scale per second, over the last move. 0 before the gesture begins.
    open private(set) var velocity: CGFloat = 0

    private var scaleBase: CGFloat = 1
    private var distanceBase: CGFloat = 0
    private var currentDistance: CGFloat = 0
    private var lastSample: (scale: CGFloat, time: TimeInterval)?

    /// How far the fingers' distance must change for the pinch to begin.
    static let hysteresis: CGFloat = 8

    /// A pinch recognizer calling `handler` as the pinch begins, changes
    /// and ends; the closure takes the place of UIKit's target and action.
    public init(_ handler: @escaping (UIPinchGestureRecognizer) -> Void) {
        super.init(handler: { if let pinch = $0 as? UIPinchGestureRecognizer { handler(pinch) } })
    }

    /// A pinch recognizer that calls nothing (UIKit's `init(target: nil, action: nil)`).
    public override init() { super.init() }

    /// The distance between the first two fingers down, in the root view's points.
    private func distance() -> CGFloat? {
        firstTwoFingers.map { a, b in hypot(b.x - a.x, b.y - a.y) }
    }

    /// Fingers went down: with two, the distance to measure from.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let d = distance() else { return }
        currentDistance = d
        distanceBase = d
        scaleBase = 1
    }

    /// Fingers moved: begins once the distance has changed enough, then
    /// changes on every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let d = distance(), distanceBase > 0 else { return }
        currentDistance = d
        let now = touches.first?.timestamp ?? 0
        let s = scale
        if let last = lastSample, now > last.time { velocity = (s - last.scale) / CGFloat(now - last.time) }
        lastSample = (s, now)
        moveContinuous(beginning: abs(d - distanceBase) > Self.hysteresis)
    }

    /// A finger lifted: a pinch under way ends.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endContinuous() }

    open override func reset() {
        super.reset()
        scaleBase = 1
        distanceBase = 0
        currentDistance = 0
        velocity = 0
        lastSample = nil
    }
}
