/// UIKit's gesture recognizer: watches the touches of its view (and of
/// the view's subviews) and calls its handler as the gesture goes through
/// its states.
///
/// Linux has no selectors: the initialisers take the handler as a closure
/// where UIKit's `init(target:action:)` takes a target and an action.
open class UIGestureRecognizer: NSObject {
    /// The current state. Default `.possible`; back there when the touch is
    /// over. A subclass sets it, as UIKit's lets one: `.began`, `.changed`,
    /// `.ended` and `.cancelled` call the handler, and one the view refuses
    /// to begin (`gestureRecognizerShouldBegin(_:)`) fails instead.
    open var state: State {
        get { currentState }
        set { transition(to: newValue) }
    }
    private var currentState: State = .possible
    /// The view it is attached to, by `UIView.addGestureRecognizer(_:)`.
    open internal(set) weak var view: UIView?
    /// Whether it watches touches. Default true; a disabled one is skipped
    /// from the next touch on.
    open var isEnabled = true
    /// When the gesture is recognized, the view's touches are cancelled
    /// (`touchesCancelled`) instead of ending normally.
    open var cancelsTouchesInView = true
    private let handler: (UIGestureRecognizer) -> Void
    /// The touch being followed.
    var touch: UITouch?

    /// A recognizer that calls `handler` as its gesture goes (where UIKit's
    /// takes a target and an action): for subclasses of your own, which
    /// set `state` from their touch methods. Each kind of recognizer here
    /// has an initialiser taking a handler of its own type, which reaches
    /// this one.
    public init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.handler = handler
    }

    /// A recognizer that calls nothing (UIKit's `init(target: nil, action: nil)`).
    public override init() { handler = { _ in } }

    /// Where the gesture is, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        touch?.location(in: view) ?? .zero
    }

    /// Where touch `touchIndex` is, in `view`'s coordinates (the mouse
    /// gives one touch, index 0).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        touchIndex == 0 ? location(in: view) : .zero
    }

    /// The touches it follows: 1 during a touch, 0 otherwise (the mouse gives one).
    open var numberOfTouches: Int { touch == nil ? 0 : 1 }

    /// Moves to `state` and calls the handler for the states a handler
    /// hears about (began, changed, ended, cancelled).
    func transition(to state: State) {
        // A gesture about to begin (or recognized at once) asks its view.
        if (state == .began || (state == .ended && currentState == .possible)), let view,
           !view.gestureRecognizerShouldBegin(self) {
            currentState = .failed
            return
        }
        currentState = state
        if state != .possible && state != .failed { handler(self) }
    }

    /// Back to `.possible` once a gesture has finished.
    func reset() {
        currentState = .possible
        touch = nil
    }

    /// A touch went down in the view or its subviews: starts following it.
    /// Called before the view hears of the touch.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { touch = touches.first }
    /// A touch it follows moved. Called before the view hears of it.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A touch it follows lifted. Called before the view hears of it.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touch was cancelled: a gesture under way goes to `.cancelled`,
    /// one not yet begun to `.failed`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { transition(to: .cancelled) } else { currentState = .failed }
    }

    /// How far a touch may wander and still be a tap, or must travel to
    /// become a pan, in points (UIKit's hysteresis is about this).
    static let slop: CGFloat = 10
}

/// A tap: the touch goes down and up without moving far.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps needed to recognize. Default 1; the mouse counts at most a
    /// double tap (a second press soon after and near the first).
    open var numberOfTapsRequired = 1
    private var start: CGPoint = .zero

    /// A tap recognizer calling `handler` when it recognizes; the closure takes
    /// the place of UIKit's target and action.
    public init(_ handler: @escaping (UITapGestureRecognizer) -> Void) {
        super.init(handler: { if let tap = $0 as? UITapGestureRecognizer { handler(tap) } })
    }

    /// A touch went down: remembers where, to measure how far it wanders.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        start = touch?.location(in: nil) ?? .zero
    }

    /// A touch moved: fails once it has wandered more than 10 points.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let p = touch?.location(in: nil) else { return }
        if hypot(p.x - start.x, p.y - start.y) > UIGestureRecognizer.slop { state = .failed }
    }

    /// A touch lifted: recognized (`.ended`) when it has not failed and the
    /// touch's tap count reaches `numberOfTapsRequired`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, (touch?.tapCount ?? 1) >= numberOfTapsRequired else { return }
        transition(to: .ended)
    }
}

/// A drag: begins once the touch has moved far enough, then reports each
/// move until the touch lifts.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    private var start: CGPoint = .zero
    private var origin: CGPoint = .zero
    /// Recent positions (root coordinates) and times, for the velocity.
    private var samples: [(p: CGPoint, t: TimeInterval)] = []

    /// A pan recognizer calling `handler` as the drag begins, changes and ends;
    /// the closure takes the place of UIKit's target and action.
    public init(_ handler: @escaping (UIPanGestureRecognizer) -> Void) {
        super.init(handler: { if let pan = $0 as? UIPanGestureRecognizer { handler(pan) } })
    }

    /// How far the touch moved since the gesture began (or since the last
    /// `setTranslation`), in `view`'s coordinate scale.
    open func translation(in view: UIView?) -> CGPoint {
        guard let touch else { return .zero }
        let now = touch.location(in: view), then = convert(origin, to: view)
        return CGPoint(x: now.x - then.x, y: now.y - then.y)
    }

    /// Makes the translation `translation` (in `view`'s coordinates) from now on,
    /// so later translations count from here; often set to `.zero` in the handler.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touch else { return }
        let now = touch.location(in: nil)
        let t = convert(translation, to: view, vector: true)
        origin = CGPoint(x: now.x - t.x, y: now.y - t.y)
    }

    /// Points per second over the last tenth of a second of movement.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.t > first.t else { return .zero }
        let a = convert(first.p, to: view), b = convert(last.p, to: view)
        let dt = CGFloat(last.t - first.t)
        return CGPoint(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
    }

    private func convert(_ p: CGPoint, to view: UIView?, vector: Bool = false) -> CGPoint {
        guard let view, let root = touch?.rootView else { return p }
        if vector {
            // A vector in `view`'s scale back into root coordinates.
            let o = root.presentedConvert(.zero, from: view), q = root.presentedConvert(p, from: view)
            return CGPoint(x: q.x - o.x, y: q.y - o.y)
        }
        return view.presentedConvert(p, from: root)
    }

    /// A touch went down: the pan starts measuring from there.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        start = touch?.location(in: nil) ?? .zero
        origin = start
        samples = [(start, touch?.timestamp ?? 0)]
    }

    /// A touch moved: begins once it has travelled more than 10 points, then
    /// changes on every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch, state != .failed else { return }
        let p = touch.location(in: nil)
        samples.append((p, touch.timestamp))
        // The last tenth of a second, but always two samples to measure.
        while samples.count > 2, touch.timestamp - samples[0].t > 0.1 { samples.removeFirst() }
        switch state {
        case .possible:
            if hypot(p.x - start.x, p.y - start.y) > UIGestureRecognizer.slop { transition(to: .began) }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    /// A touch lifted: a pan that began ends.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { transition(to: .ended) }
    }
}

extension UIGestureRecognizer.State {
    /// A discrete gesture such as a tap is recognized: the same as `.ended`.
    public static let recognized = UIGestureRecognizer.State.ended
}
