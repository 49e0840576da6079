import Foundation

/// UIKit's custom view controller transitions: a transitioning delegate
/// gives an animator, which animates the views in a container the context
/// provides and says when it is done.
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// Called by `present(_:animated:completion:)` when animated: the animator
    /// for showing `presented`, or nil for UIKit's own transition.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// Called by `dismiss(animated:completion:)` when animated: the animator
    /// for hiding `dismissed`, or nil for UIKit's own transition.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The object that drives the presentation by a gesture, or nil for
    /// a transition that runs by itself.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The object that drives the dismissal by a gesture, or nil.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    /// No animator: the presentation uses UIKit's own transition.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// No animator: the dismissal uses UIKit's own transition.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Not interactive.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    /// Not interactive.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

/// An animator of a custom transition: it animates the views in the
/// context's container and calls `completeTransition(_:)` when done.
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The transition's length in seconds (the context may be nil).
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Animates the transition: puts the views in `transitionContext.containerView`,
    /// animates them, and calls `completeTransition(_:)` at the end.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition completed (`true`) or was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What an animator is given: the container to animate in, the two view
/// controllers and their views, and `completeTransition(_:)` to call at the end.
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in: here the window.
    var containerView: UIView { get }
    /// Whether the transition is animated (`animated` of present or dismiss).
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition (an interaction controller).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (`completeTransition(false)`).
    var transitionWasCancelled: Bool { get }
    /// The presented view controller's `modalPresentationStyle`.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The view controller for `key`: `.from` or `.to`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`: the `.from` or `.to` view controller's view.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view starts: the container's bounds for the one leaving,
    /// zero for the other.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends: the container's bounds for the one arriving, zero
    /// for the other.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Ends the transition; call it once, with whether it completed. Completion
    /// handlers and `animationEnded(_:)` follow.
    func completeTransition(_ didComplete: Bool)
    /// Reports an interactive transition's progress, 0 to 1 (the interaction
    /// controller moves the animations itself).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Finishes an interactive transition: it will complete.
    func finishInteractiveTransition()
    /// Cancels an interactive transition: `transitionWasCancelled` becomes true.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition (nothing more to do here).
    func pauseInteractiveTransition()
}

/// The context of one presentation or dismissal.
final class _TransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    private let from: UIViewController
    private let to: UIViewController
    private let isPresenting: Bool
    private var done: ((Bool) -> Void)?
    weak var animator: UIViewControllerAnimatedTransitioning?

    init(container: UIView, from: UIViewController, to: UIViewController, presenting: Bool, animated: Bool,
         done: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        isPresenting = presenting
        isAnimated = animated
        presentationStyle = (presenting ? to : from).modalPresentationStyle
        self.done = done
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from.view : key == .to ? to.view : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from ? containerView.bounds : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === to ? containerView.bounds : .zero
    }

    func completeTransition(_ didComplete: Bool) {
        transitionWasCancelled = !didComplete
        guard let done else { return }
        self.done = nil
        done(didComplete)
        animator?.animationEnded(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { transitionWasCancelled = false }
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}
}
