import Foundation

/// An object that drives a transition from a gesture (Apple's
/// `UIViewControllerInteractiveTransitioning`).
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the transition, driven from now on by the object.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest runs after the gesture ends (1: the animator's speed).
    var completionSpeed: CGFloat { get }
    /// The curve the rest runs on.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts driven by the gesture (true) or running.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1.
    public var completionSpeed: CGFloat { 1 }
    /// Ease in and out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}

/// UIKit's interaction controller (Apple's `UIPercentDrivenInteractiveTransition`):
/// the animator's animations run in the transition's container, whose
/// layer time is held still and moved by `update(_:)` as a gesture goes;
/// `finish()` lets them run on to the end, `cancel()` runs them back to
/// the start and takes them off, so the animator's completion reports
/// the transition cancelled. The way UIKit does it: through the
/// container layer's `speed` and `timeOffset`.
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The animator's duration, once the transition has started.
    open private(set) var duration: CGFloat = 0
    /// How far the transition is, 0...1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest runs after `finish()` or `cancel()`. Default 1.
    open var completionSpeed: CGFloat = 1
    /// The curve the rest runs on (accepted: it runs on the animations' own).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Accepted: the animations keep their own curves.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts held for the gesture. Default true.
    open var wantsInteractiveStart = true

    private weak var context: _TransitionContext?
    /// The transition being run back by `cancel()`.
    private var cancelling: _TransitionContext?
    private var link: CADisplayLink?

    /// Starts the transition: the animator sets up its animations, which
    /// are then held at the start.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let ctx = transitionContext as? _TransitionContext, let animator = ctx.animator else { return }
        context = ctx
        duration = CGFloat(animator.transitionDuration(using: ctx))
        let layer = ctx.containerView.layer
        CATransaction.flush()
        layer.speed = 0
        layer.timeOffset = 0
        animator.animateTransition(using: ctx)
        CATransaction.flush()
        if !wantsInteractiveStart { finish() }
    }

    /// Moves the transition to `percentComplete` (0...1).
    open func update(_ percentComplete: CGFloat) {
        guard let ctx = context, percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        ctx.containerView.layer.timeOffset = Double(self.percentComplete * duration)
        ctx.updateInteractiveTransition(self.percentComplete)
    }

    /// Holds the transition where it is.
    open func pause() { context?.pauseInteractiveTransition() }

    /// Lets the transition run on to its end from where it is.
    open func finish() {
        guard let ctx = context else { return }
        ctx.finishInteractiveTransition()
        let layer = ctx.containerView.layer
        let paused = layer.timeOffset
        layer.speed = Float(completionSpeed > 0 ? completionSpeed : 1)
        layer.timeOffset = 0
        layer.beginTime = 0
        // Local time carries on from the held time.
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        context = nil
    }

    /// Runs the transition back to its start, then takes the animations off:
    /// the animator hears they did not finish, and the context says cancelled.
    open func cancel() {
        guard let ctx = context else { return }
        ctx.cancelInteractiveTransition()
        cancelling = ctx
        var last = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in
            guard let self else { return }
            let now = link.timestamp > 0 ? link.timestamp : CACurrentMediaTime()
            let speed = Double(self.completionSpeed > 0 ? self.completionSpeed : 1)
            let layer = ctx.containerView.layer
            layer.timeOffset = max(0, layer.timeOffset - (now - last) * speed)
            last = now
            self.percentComplete = self.duration > 0 ? CGFloat(layer.timeOffset) / self.duration : 0
            if layer.timeOffset <= 0 { self.endCancel() }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Back at the start: the container runs again and the animations come off.
    func endCancel() {
        link?.invalidate()
        link = nil
        guard let ctx = cancelling else { return }
        cancelling = nil
        let layer = ctx.containerView.layer
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        func removeAll(_ l: CALayer) {
            l.removeAllAnimations()
            for s in l.sublayers ?? [] { removeAll(s) }
        }
        removeAll(layer)
        context = nil
    }
}

extension _TransitionContext {
    /// Runs `animator`, through `interaction` when a gesture drives it.
    func run(_ animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?) {
        guard let interaction else {
            animator.animateTransition(using: self)
            return
        }
        isInteractive = true
        interaction.startInteractiveTransition(self)
    }
}
