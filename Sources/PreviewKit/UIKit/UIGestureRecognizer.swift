/// UIKit's gesture recognizer: watches the touches of its view (and of
/// the view's subviews) and calls its handler as the gesture goes through
/// its states.
///
/// Linux has no selectors: the initialisers take the handler as a closure
/// where UIKit's `init(target:action:)` takes a target and an action.
open class UIGestureRecognizer: NSObject {
    /// The current state. Default `.possible`; back there when the gesture
    /// is over (`reset()`). A subclass sets it, as UIKit's lets one:
    /// `.began`, `.changed`, `.ended` and `.cancelled` call the handler. A
    /// gesture about to begin or be recognized first asks the delegate and
    /// the view (`gestureRecognizerShouldBegin(_:)`), waits for the
    /// recognizers it must see fail (`require(toFail:)`), and fails if
    /// another has its touches and the two may not recognize together.
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
    /// Whether the view hears of touches only once this recognizer has
    /// failed. Default false (kept; touches reach the view at once here).
    open var delaysTouchesBegan = false
    /// Whether the view hears a touch end only once this recognizer has
    /// decided. Default true (kept; touches reach the view at once here).
    open var delaysTouchesEnded = true
    /// A name to tell recognizers apart in debugging. Default nil.
    open var name: String?
    /// Asked whether to begin, to receive a touch, to recognize with
    /// another recognizer, and which recognizers to wait for. Not retained.
    open weak var delegate: UIGestureRecognizerDelegate?
    private let handler: (UIGestureRecognizer) -> Void
    /// The touches it follows, in the order they went down (kept until
    /// `reset()`, so a handler called at the end still reads them).
    var trackedTouches: [UITouch] = []
    /// The touch being followed (the first).
    var touch: UITouch? { trackedTouches.first }
    /// The recognizers that must fail before this one may recognize.
    var failureRequirements: [_WeakRecognizer] = []
    /// A recognition waiting for the recognizers it requires to fail.
    var pendingState: State?
    /// The recognizers in play with it for the touches on screen (nil when
    /// driven without touches: it then recognizes alone).
    weak var arena: _GestureArena?

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

    /// Where the gesture is, in `view`'s coordinates: the centroid of its
    /// touches.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for t in trackedTouches {
            let p = t.location(in: view)
            x += p.x
            y += p.y
        }
        let n = CGFloat(trackedTouches.count)
        return CGPoint(x: x / n, y: y / n)
    }

    /// Where touch `touchIndex` is, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        trackedTouches.indices.contains(touchIndex) ? trackedTouches[touchIndex].location(in: view) : .zero
    }

    /// The touches it follows (0 when none; two in a pinch or rotation).
    open var numberOfTouches: Int { trackedTouches.count }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails
    /// before it recognizes (a single tap waiting for a double tap); if
    /// the other recognizes, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(_WeakRecognizer(otherGestureRecognizer))
    }

    /// Moves to `state` and calls the handler for the states a handler
    /// hears about (began, changed, ended, cancelled). A recognition (from
    /// `.possible` to `.began` or `.ended`) is first admitted by the
    /// delegate, the view and the other recognizers in play.
    func transition(to state: State) {
        let recognizing = currentState == .possible && (state == .began || state == .ended)
        if recognizing {
            if !(delegate?.gestureRecognizerShouldBegin(self) ?? true)
                || !(view?.gestureRecognizerShouldBegin(self) ?? true) {
                fail()
                return
            }
            switch arena?.admit(self) ?? .go {
            case .fail:
                pendingState = nil
                fail()
                return
            case .wait:
                pendingState = state
                return
            case .go:
                pendingState = nil
            }
        }
        if state == .failed {
            fail()
            return
        }
        currentState = state
        if state != .possible { handler(self) }
        if recognizing { arena?.didRecognize(self) }
    }

    private func fail() {
        guard currentState != .failed else { return }
        currentState = .failed
        pendingState = nil
        arena?.didFail(self)
    }

    /// A recognition that waited: the recognizers it required have failed.
    func proceedWithPendingState() {
        guard let s = pendingState else { return }
        pendingState = nil
        transition(to: s)
    }

    /// Back to `.possible` once a gesture has finished, forgetting its
    /// touches; a subclass overrides it to clear its own state (calling
    /// super), as with UIKit's `UIGestureRecognizerSubclass`.
    open func reset() {
        currentState = .possible
        pendingState = nil
        trackedTouches = []
    }

    /// Whether the recognizer still decides after its touches have lifted
    /// (a tap waiting for its next tap): it stays in play until it
    /// recognizes or fails.
    var waitsAfterTouches: Bool { pendingState != nil }

    /// Touches went down in the view or its subviews: starts following
    /// them. Called before the view hears of them.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches.sorted(by: { $0.timestamp < $1.timestamp }) where !trackedTouches.contains(t) {
            trackedTouches.append(t)
        }
    }
    /// A touch it follows moved. Called before the view hears of it.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A touch it follows lifted. Called before the view hears of it.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touch was cancelled: a gesture under way goes to `.cancelled`,
    /// one not yet begun to `.failed`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { transition(to: .cancelled) } else { transition(to: .failed) }
    }

    /// The touches of the recognizer that are still down.
    var touchesDown: [UITouch] { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled } }

    /// The first two fingers still down, in the root view's points (nil
    /// with fewer): what a pinch and a rotation measure.
    var firstTwoFingers: (CGPoint, CGPoint)? {
        let down = touchesDown
        guard down.count >= 2 else { return nil }
        return (down[0].location(in: nil), down[1].location(in: nil))
    }

    /// A continuous gesture's touches moved: it begins once `beginning`
    /// holds, then changes on every move.
    func moveContinuous(beginning: @autoclosure () -> Bool) {
        switch state {
        case .possible:
            if beginning() { transition(to: .began) }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    /// A continuous gesture's touch lifted: one under way ends.
    func endContinuous() {
        if state == .began || state == .changed { transition(to: .ended) }
    }

    /// How far a touch may wander and still be a tap, or must travel to
    /// become a pan, in points (UIKit's hysteresis is about this).
    static let slop: CGFloat = 10
}

/// A recognizer held weakly (failure requirements do not keep one alive).
struct _WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ r: UIGestureRecognizer) { recognizer = r }
}

/// A tap: the touch goes down and up without moving far, as many times
/// as `numberOfTapsRequired`, each tap within 0.35 s of the last.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps needed to recognize. Default 1.
    open var numberOfTapsRequired = 1
    /// Fingers the tap needs. Default 1 (ctrl+click in the window gives two).
    open var numberOfTouchesRequired = 1
    private var start: CGPoint = .zero
    private var taps = 0
    private var mostTouches = 0
    /// Running between taps: the next must come before it fires.
    private var nextTap: Timer?

    /// How long the next tap of a multiple tap may be waited for.
    static let maximumTapInterval: TimeInterval = 0.35

    /// A tap recognizer calling `handler` when it recognizes; the closure takes
    /// the place of UIKit's target and action.
    public init(_ handler: @escaping (UITapGestureRecognizer) -> Void) {
        super.init(handler: { if let tap = $0 as? UITapGestureRecognizer { handler(tap) } })
    }

    /// A touch went down: remembers where, to measure how far it wanders.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let firstOfTap = touchesDown.isEmpty
        super.touchesBegan(touches, with: event)
        if firstOfTap {
            nextTap?.invalidate()
            nextTap = nil
            mostTouches = 0
            start = touches.first?.location(in: nil) ?? .zero
        }
        mostTouches = max(mostTouches, touchesDown.count)
    }

    /// A touch moved: fails once it has wandered more than 10 points.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let p = touches.first?.location(in: nil), state == .possible else { return }
        if hypot(p.x - start.x, p.y - start.y) > UIGestureRecognizer.slop { state = .failed }
    }

    /// The touches lifted: one more tap. Recognized (`.ended`) at the
    /// tap that makes `numberOfTapsRequired`; before it, the next tap is
    /// awaited for 0.35 s and the tap fails without it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil, touchesDown.isEmpty else { return }
        guard mostTouches == numberOfTouchesRequired else {
            state = .failed
            return
        }
        taps += 1
        if taps >= numberOfTapsRequired {
            transition(to: .ended)
            return
        }
        nextTap = Timer.scheduledTimer(withTimeInterval: Self.maximumTapInterval, repeats: false) { [weak self] _ in
            guard let self else { return }
            self.nextTap = nil
            if self.state == .possible { self.state = .failed }
        }
    }

    override var waitsAfterTouches: Bool { super.waitsAfterTouches || nextTap != nil }

    open override func reset() {
        super.reset()
        taps = 0
        nextTap?.invalidate()
        nextTap = nil
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
        guard touch != nil else { return .zero }
        let now = location(in: view), then = convert(origin, to: view)
        return CGPoint(x: now.x - then.x, y: now.y - then.y)
    }

    /// Makes the translation `translation` (in `view`'s coordinates) from now on,
    /// so later translations count from here; often set to `.zero` in the handler.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard touch != nil else { return }
        let now = location(in: nil)
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
        // Fingers are followed by their centroid, as UIKit's pan does.
        start = location(in: nil)
        origin = start
        samples = [(start, touch?.timestamp ?? 0)]
    }

    /// A touch moved: begins once it has travelled more than 10 points, then
    /// changes on every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch, state != .failed else { return }
        let p = location(in: nil)
        samples.append((p, touch.timestamp))
        // The last tenth of a second, but always two samples to measure.
        while samples.count > 2, touch.timestamp - samples[0].t > 0.1 { samples.removeFirst() }
        moveContinuous(beginning: hypot(p.x - start.x, p.y - start.y) > UIGestureRecognizer.slop)
    }

    /// A touch lifted: a pan that began ends.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endContinuous() }
}

extension UIGestureRecognizer.State {
    /// A discrete gesture such as a tap is recognized: the same as `.ended`.
    public static let recognized = UIGestureRecognizer.State.ended
}
