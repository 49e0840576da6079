/// Turns the mouse into UIKit touches: a press is a touch that begins in
/// the frontmost view under the pointer (hit-tested where views are drawn
/// this frame, so a moving view is caught where it is seen), moves while
/// the button is held, and ends when it is released. The gesture
/// recognizers of that view and of its ancestors watch the touch first;
/// one that recognizes its gesture cancels the view's touch.
final class TouchRouter {
    private var touch: UITouch?
    private var watchers: [UIGestureRecognizer] = []
    private var cancelled = false
    private var lastDown: (time: TimeInterval, point: CGPoint)?

    /// The view a press at `point` (root view coordinates) would reach.
    static func hitView(in root: UIView, at point: CGPoint) -> UIView? {
        UIView.hitTestsPresentation = true
        defer { UIView.hitTestsPresentation = false }
        return root.hitTest(point, with: nil)
    }

    func down(at point: CGPoint, in root: UIView, time: TimeInterval) {
        if touch != nil { up(at: point, time: time) }
        guard let view = Self.hitView(in: root, at: point) else { return }
        let t = UITouch()
        t.rootView = root
        t.view = view
        t.timestamp = time
        t.rootLocation = point
        t.previousRootLocation = point
        // A second press soon after and near the first is a double tap.
        if let last = lastDown, time - last.time < 0.35, hypot(point.x - last.point.x, point.y - last.point.y) < 20 {
            t.tapCount = 2
        }
        lastDown = (time, point)
        touch = t
        cancelled = false
        watchers = []
        var v: UIView? = view
        while let c = v {
            watchers += (c.gestureRecognizers ?? []).filter(\.isEnabled)
            v = c.superview
        }
        let event = makeEvent(t, time)
        for g in watchers { g.reset(); g.touchesBegan([t], with: event) }
        view.touchesBegan([t], with: event)
    }

    func moved(to point: CGPoint, time: TimeInterval) { deliver(to: point, time: time, phase: .moved) }

    func up(at point: CGPoint, time: TimeInterval) {
        guard touch != nil else { return }
        deliver(to: point, time: time, phase: .ended)
        for g in watchers { g.reset() }
        watchers = []
        touch = nil
    }

    /// The touch moved or lifted: its recognizers hear first, then its
    /// view, unless a recognizer took the touch.
    private func deliver(to point: CGPoint, time: TimeInterval, phase: UITouch.Phase) {
        guard let t = touch else { return }
        let event = advance(t, to: point, time: time, phase: phase)
        let ended = phase == .ended
        for g in watchers { ended ? g.touchesEnded([t], with: event) : g.touchesMoved([t], with: event) }
        cancelIfRecognized(t, event)
        guard !cancelled, let view = t.view else { return }
        ended ? view.touchesEnded([t], with: event) : view.touchesMoved([t], with: event)
    }

    /// The pointer left the window or the view went away: the touch is over.
    func cancel(time: TimeInterval) {
        guard let t = touch else { return }
        t.phase = .cancelled
        let event = makeEvent(t, time)
        for g in watchers { g.touchesCancelled([t], with: event); g.reset() }
        if !cancelled { t.view?.touchesCancelled([t], with: event) }
        watchers = []
        touch = nil
    }

    private func cancelIfRecognized(_ t: UITouch, _ event: UIEvent) {
        guard !cancelled, watchers.contains(where: { $0.cancelsTouchesInView && $0.state != .possible && $0.state != .failed })
        else { return }
        cancelled = true
        t.phase = .cancelled
        t.view?.touchesCancelled([t], with: event)
    }

    /// The touch at its new place and phase, and the event carrying it.
    private func advance(_ t: UITouch, to point: CGPoint, time: TimeInterval, phase: UITouch.Phase) -> UIEvent {
        t.previousRootLocation = t.rootLocation
        t.rootLocation = point
        t.timestamp = time
        t.phase = phase
        return makeEvent(t, time)
    }

    private func makeEvent(_ t: UITouch, _ time: TimeInterval) -> UIEvent {
        let e = UIEvent()
        e.timestamp = time
        e.touches = [t]
        return e
    }
}
