import Foundation

/// A swipe: a quick, mostly straight drag in one of the allowed directions,
/// recognized when the touch lifts.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions that count. Default `.right`.
    open var direction: Direction = .right
    /// Touches the swipe needs (the mouse gives one). Default 1.
    open var numberOfTouchesRequired = 1
    private var start: CGPoint = .zero
    private var startTime: TimeInterval = 0

    /// How far a swipe must travel, in points, and how long it may take.
    static let distance: CGFloat = 40
    static let maximumDuration: TimeInterval = 0.5

    /// A swipe recognizer calling `handler` when it recognizes; the closure
    /// takes the place of UIKit's target and action.
    public init(_ handler: @escaping (UISwipeGestureRecognizer) -> Void) {
        super.init(handler: { if let swipe = $0 as? UISwipeGestureRecognizer { handler(swipe) } })
    }

    /// A touch went down: remembers where and when.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        start = touch?.location(in: nil) ?? .zero
        startTime = touch?.timestamp ?? 0
    }

    /// A touch lifted: recognized when it travelled at least 40 points,
    /// within half a second, mostly along an allowed direction.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch else { return }
        let p = touch.location(in: nil)
        let dx = p.x - start.x, dy = p.y - start.y
        guard touch.timestamp - startTime <= Self.maximumDuration else { return }
        let went: Direction
        if abs(dx) >= 2 * abs(dy), abs(dx) >= Self.distance {
            went = dx > 0 ? .right : .left
        } else if abs(dy) >= 2 * abs(dx), abs(dy) >= Self.distance {
            went = dy > 0 ? .down : .up
        } else {
            return
        }
        if direction.contains(went) { transition(to: .ended) }
    }
}

/// A press held in place: begins once the touch has stayed down for
/// `minimumPressDuration` without wandering, then reports moves until it
/// lifts.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the touch must stay down. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, the touch may move before the press begins. Default 10.
    open var allowableMovement: CGFloat = 10
    /// Touches the press needs (the mouse gives one). Default 1.
    open var numberOfTouchesRequired = 1
    private var start: CGPoint = .zero
    private var timer: Timer?

    /// A long-press recognizer calling `handler` as the press begins,
    /// changes and ends; the closure takes the place of UIKit's target and action.
    public init(_ handler: @escaping (UILongPressGestureRecognizer) -> Void) {
        super.init(handler: { if let press = $0 as? UILongPressGestureRecognizer { handler(press) } })
    }

    /// A touch went down: the press begins after `minimumPressDuration`
    /// unless the touch lifts or wanders first.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        start = touch?.location(in: nil) ?? .zero
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: max(minimumPressDuration, 0), repeats: false) { [weak self] _ in
            self?.pressHeld()
        }
    }

    /// The touch stayed down long enough.
    func pressHeld() {
        timer = nil
        guard state == .possible, touch != nil else { return }
        transition(to: .began)
    }

    /// A touch moved: before the press begins, wandering too far fails it;
    /// after, each move is a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let p = touch?.location(in: nil) else { return }
        switch state {
        case .possible:
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement {
                timer?.invalidate()
                state = .failed
            }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    /// A touch lifted: a press that began ends; one that had not, fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        timer?.invalidate()
        timer = nil
        if state == .began || state == .changed { transition(to: .ended) }
    }
}
