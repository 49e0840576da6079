/// Turns the mouse into UIKit touches: a press is a touch that begins in
/// the frontmost view under the pointer (hit-tested where views are drawn
/// this frame, so a moving view is caught where it is seen), moves while
/// the button is held, and ends when it is released. A press with ctrl
/// held is two fingers, the second mirroring the pointer around the
/// centre of the view pressed (a pinch or a rotation, as the iOS
/// Simulator's option+drag). The gesture recognizers of that view and of
/// its ancestors watch the touches first, under the rules of their arena
/// (one recognizes at a time unless their delegates allow more, failure
/// requirements wait); one that recognizes its gesture cancels the view's
/// touches.
final class TouchRouter {
    private var touches: [UITouch] = []
    private var watchers: [UIGestureRecognizer] = []
    private var cancelled = false
    private var lastDown: (time: TimeInterval, point: CGPoint)?
    /// Where the second finger of a two-finger press mirrors the first.
    private var mirrorCentre: CGPoint?
    let arena = _GestureArena()

    /// The view a press at `point` (root view coordinates) would reach.
    static func hitView(in root: UIView, at point: CGPoint) -> UIView? {
        UIView.hitTestsPresentation = true
        defer { UIView.hitTestsPresentation = false }
        return root.hitTest(point, with: nil)
    }

    /// One finger goes down at `point`.
    func down(at point: CGPoint, in root: UIView, time: TimeInterval) {
        down(at: [point], in: root, time: time)
    }

    /// Two fingers go down: the pointer at `point`, and its mirror image
    /// around the centre of the view pressed (at least 30 points away, so
    /// the fingers have a distance and a direction to change).
    func downMirrored(at point: CGPoint, in root: UIView, time: TimeInterval) {
        guard let view = Self.hitView(in: root, at: point) else { return }
        var c = root.presentedConvert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), from: view)
        if hypot(point.x - c.x, point.y - c.y) < 15 { c = CGPoint(x: point.x - 15, y: point.y) }
        down(at: [point, Self.mirror(point, around: c)], in: root, time: time)
        mirrorCentre = c
    }

    private static func mirror(_ p: CGPoint, around c: CGPoint) -> CGPoint {
        CGPoint(x: 2 * c.x - p.x, y: 2 * c.y - p.y)
    }

    /// Fingers go down at `points` together (the first decides the view).
    func down(at points: [CGPoint], in root: UIView, time: TimeInterval) {
        if !touches.isEmpty { up(at: touches[0].rootLocation, time: time) }
        mirrorCentre = nil
        guard let first = points.first, let view = Self.hitView(in: root, at: first) else { return }
        touches = points.map { point in
            let t = UITouch()
            t.rootView = root
            t.view = view
            t.timestamp = time
            t.rootLocation = point
            t.previousRootLocation = point
            return t
        }
        // A second press soon after and near the first is a double tap.
        if let last = lastDown, time - last.time < 0.35, hypot(first.x - last.point.x, first.y - last.point.y) < 20 {
            touches[0].tapCount = 2
        }
        lastDown = (time, first)
        cancelled = false
        let event = makeEvent(time)
        var chain: [UIGestureRecognizer] = []
        var v: UIView? = view
        while let c = v {
            chain += (c.gestureRecognizers ?? []).filter(\.isEnabled)
            v = c.superview
        }
        watchers = chain.filter { g in
            guard let d = g.delegate else { return true }
            return d.gestureRecognizer(g, shouldReceive: touches[0]) && d.gestureRecognizer(g, shouldReceive: event)
        }
        arena.begin(watchers)
        let all = Set(touches)
        for g in watchers { g.touchesBegan(all, with: event) }
        view.touchesBegan(all, with: event)
    }

    /// The finger moves to `point` (a mirrored second finger follows).
    func moved(to point: CGPoint, time: TimeInterval) {
        if let c = mirrorCentre { moved(to: [point, Self.mirror(point, around: c)], time: time) }
        else { moved(to: [point], time: time) }
    }

    /// The fingers move to `points`, in the order they went down.
    func moved(to points: [CGPoint], time: TimeInterval) { deliver(to: points, time: time, phase: .moved) }

    /// The finger lifts at `point` (with its mirrored finger).
    func up(at point: CGPoint, time: TimeInterval) {
        if let c = mirrorCentre { up(at: [point, Self.mirror(point, around: c)], time: time) }
        else { up(at: [point], time: time) }
    }

    /// The fingers lift at `points`.
    func up(at points: [CGPoint], time: TimeInterval) {
        guard !touches.isEmpty else { return }
        deliver(to: points, time: time, phase: .ended)
        watchers = []
        touches = []
        mirrorCentre = nil
        arena.touchesLifted()
    }

    /// The touches moved or lifted: their recognizers hear first, then
    /// their view, unless a recognizer took the touches.
    private func deliver(to points: [CGPoint], time: TimeInterval, phase: UITouch.Phase) {
        guard !touches.isEmpty else { return }
        for (t, p) in zip(touches, points) {
            t.previousRootLocation = t.rootLocation
            t.rootLocation = p
        }
        for t in touches {
            t.timestamp = time
            t.phase = phase
        }
        let event = makeEvent(time)
        let all = Set(touches)
        let ended = phase == .ended
        for g in watchers { ended ? g.touchesEnded(all, with: event) : g.touchesMoved(all, with: event) }
        cancelIfRecognized(event)
        guard !cancelled, let view = touches[0].view else { return }
        ended ? view.touchesEnded(all, with: event) : view.touchesMoved(all, with: event)
    }

    /// The pointer left the window or the view went away: the touches are over.
    func cancel(time: TimeInterval) {
        guard !touches.isEmpty else { return }
        for t in touches { t.phase = .cancelled }
        let event = makeEvent(time)
        let all = Set(touches)
        for g in watchers { g.touchesCancelled(all, with: event) }
        if !cancelled { touches[0].view?.touchesCancelled(all, with: event) }
        watchers = []
        touches = []
        mirrorCentre = nil
        arena.touchesLifted()
    }

    private func cancelIfRecognized(_ event: UIEvent) {
        guard !cancelled, watchers.contains(where: { $0.cancelsTouchesInView && $0.state != .possible && $0.state != .failed })
        else { return }
        cancelled = true
        for t in touches { t.phase = .cancelled }
        touches[0].view?.touchesCancelled(Set(touches), with: event)
    }

    private func makeEvent(_ time: TimeInterval) -> UIEvent {
        let e = UIEvent()
        e.timestamp = time
        e.touches = Set(touches)
        return e
    }
}
