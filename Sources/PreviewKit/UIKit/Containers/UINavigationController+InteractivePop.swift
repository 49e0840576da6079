import Foundation

/// The interactive pop: a drag from the left edge starts a pop whose slide
/// follows the finger (the default slide, run by a percent-driven
/// interaction); let go past half the width, or flicked right faster than
/// 300 points a second, it finishes, otherwise it slides back and the top
/// controller stays.
extension UINavigationController {
    func edgePanned(_ pan: UIPanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        switch pan.state {
        case .began:
            guard viewControllers.count > 1, !transitioning, popDriver == nil else { return }
            let driver = UIPercentDrivenInteractiveTransition()
            popDriver = driver
            if popViewController(animated: true) == nil { popDriver = nil }
        case .changed:
            popDriver?.update(max(0, pan.translation(in: view).x) / width)
        case .ended, .cancelled:
            guard let driver = popDriver else { return }
            let progress = max(0, pan.translation(in: view).x) / width
            let speed = pan.velocity(in: view).x
            if pan.state == .ended, (progress > 0.5 && speed > -300) || speed > 300 {
                driver.completionSpeed = 1
                driver.finish()
            } else {
                driver.cancel()
            }
        default:
            break
        }
    }
}

/// The navigation controller's own slide as an animator, for pops a drag
/// drives: the top view slides off to the right, the one below comes back
/// from a third of the way left, out from under a fading shade.
final class _NavigationSlide: NSObject, UIViewControllerAnimatedTransitioning {
    let push: Bool

    init(push: Bool) { self.push = push }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UINavigationController.transitionDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(true)
            return
        }
        let frame = container.bounds, w = frame.width
        let shade = UIView(frame: frame)
        shade.backgroundColor = .black
        let (front, back) = push ? (to, from) : (from, to)
        back.frame = push ? frame : frame.offsetBy(dx: -w / 3, dy: 0)
        front.frame = push ? frame.offsetBy(dx: w, dy: 0) : frame
        shade.alpha = push ? 0 : 0.1
        container.addSubview(back)
        container.addSubview(shade)
        container.addSubview(front)
        // Linear, so the slide keeps up with a finger driving it.
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: transitionContext.isInteractive ? .curveLinear : .curveEaseInOut, animations: {
            front.frame = self.push ? frame : frame.offsetBy(dx: w, dy: 0)
            back.frame = self.push ? frame.offsetBy(dx: -w / 3, dy: 0) : frame
            shade.alpha = self.push ? 0.1 : 0
        }, completion: { _ in
            shade.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
