import Foundation
import Testing
@testable import PreviewKit

/// Interactive transitions as UIKit drives them: the animator's animations
/// held in the container's layer time, moved by the gesture, run on to the
/// end by `finish()`, or back and off by `cancel()` (the animator then
/// completes the transition as cancelled).
extension MainThreadSuites {
    @Suite(.serialized) struct InteractiveTransitionTests {
        final class FadeIn: NSObject, UIViewControllerAnimatedTransitioning {
            var ended: [Bool] = []
            func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                guard let to = ctx.view(forKey: .to), let vc = ctx.viewController(forKey: .to) else { return }
                to.frame = ctx.finalFrame(for: vc)
                ctx.containerView.addSubview(to)
                UIView.performWithoutAnimation { to.alpha = 0 }
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { to.alpha = 1 }) { _ in
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }
            }
            func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
        }

        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = FadeIn()
            let interaction = UIPercentDrivenInteractiveTransition()
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
            func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning? { interaction }
        }

        func opacity(_ v: UIView, at t: Double) -> Float {
            _MediaClock.$fixed.withValue(t) { v.layer.presentation()?.opacity ?? -1 }
        }

        @Test func aGestureDrivesThenFinishesThePresentation() {
            let window = _MediaClock.$fixed.withValue(1000) { () -> UIWindow in
                let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
                w.rootViewController = UIViewController()
                CATransaction.flush()
                return w
            }
            let sheet = UIViewController(), delegate = Delegate()
            sheet.transitioningDelegate = delegate
            var presented = false
            _MediaClock.$fixed.withValue(1000) {
                window.rootViewController!.present(sheet, animated: true) { presented = true }
            }
            #expect(!presented && delegate.interaction.duration == 1)
            _MediaClock.$fixed.withValue(1001) {
                delegate.interaction.update(0.3)
                CATransaction.flush()
            }
            #expect(abs(opacity(sheet.view, at: 1005) - 0.3) < 1e-3, "held where the gesture is, whatever the time")
            _MediaClock.$fixed.withValue(1006) {
                delegate.interaction.finish()
                CATransaction.flush()
            }
            #expect(abs(opacity(sheet.view, at: 1006.35) - 0.65) < 1e-3, "runs on from there")
            advanceClock(to: 1006.8)
            #expect(presented && delegate.animator.ended == [true] && window.layer.speed == 1)
        }

        @Test func cancellingRunsBackAndReportsTheTransitionCancelled() {
            let window = _MediaClock.$fixed.withValue(2000) { () -> UIWindow in
                let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
                w.rootViewController = UIViewController()
                CATransaction.flush()
                return w
            }
            let home = window.rootViewController!, sheet = UIViewController(), delegate = Delegate()
            sheet.transitioningDelegate = delegate
            var done = 0
            _MediaClock.$fixed.withValue(2000) { home.present(sheet, animated: true) { done += 1 } }
            _MediaClock.$fixed.withValue(2001) {
                delegate.interaction.update(0.4)
                delegate.interaction.cancel()
                CATransaction.flush()
            }
            // The display link takes it back; at the start the animations come off.
            delegate.interaction.endCancel()
            advanceClock(to: 2002)
            #expect(delegate.animator.ended == [false] && done == 1)
            #expect(home.presentedViewController == nil && sheet.view.superview == nil && window.layer.speed == 1)
        }
    }
}
