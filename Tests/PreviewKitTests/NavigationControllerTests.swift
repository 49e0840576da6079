import CoreGraphics
import Foundation
@testable import PreviewKit
import QuartzCore
import Testing

extension MainThreadSuites {
    /// UINavigationController: its stack, its bar, the default slide of a
    /// push and a pop, the appearance calls and the delegate's in UIKit's
    /// order, and the delegate's animator.
    @Suite(.serialized) struct NavigationControllerTests {
        typealias Page = AppearanceLogging

        final class Watcher: NSObject, UINavigationControllerDelegate {
            var log: [String] = []
            var animator: UIViewControllerAnimatedTransitioning?
            var operations: [UINavigationController.Operation] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                      animated: Bool) { log.append("willShow \(viewController.title!)") }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                      animated: Bool) { log.append("didShow \(viewController.title!)") }
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                operations.append(operation)
                return animator
            }
        }

        final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let to = transitionContext.view(forKey: .to)!
                to.alpha = 0
                transitionContext.containerView.addSubview(to)
                UIView.animate(withDuration: 0.2, animations: { to.alpha = 1 }) { _ in transitionContext.completeTransition(true) }
            }
        }

        func shown(_ nav: UINavigationController) -> UIWindow { shownInWindow(nav) }

        @Test func aStackUnderABar() {
            var log: [String] = []
            let a = Page("A") { log.append($0) }, b = Page("B") { log.append($0) }
            let nav = UINavigationController(rootViewController: a)
            let window = shown(nav)
            #expect(log == ["A willAppear", "A didAppear"])
            #expect(a.navigationController === nav && nav.topViewController === a && nav.children == [a])
            #expect(nav.navigationBar.titleLabel.text == "A" && nav.navigationBar.backButton.isHidden)
            #expect(a.view.frame.minY == nav.navigationBar.frame.maxY && nav.navigationBar.frame.height >= 44)
            log = []
            nav.pushViewController(b, animated: false)
            #expect(log == ["A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
            #expect(nav.viewControllers == [a, b] && b.view.superview === nav.view && a.view.superview == nil)
            #expect(nav.navigationBar.titleLabel.text == "B" && !nav.navigationBar.backButton.isHidden)
            #expect(nav.navigationBar.backButton.title(for: .normal) == "‹ A")
            nav.pushViewController(b, animated: false)
            #expect(nav.viewControllers.count == 2, "a controller already in the stack is refused")
            // The back button pops.
            _MediaClock.$fixed.withValue(4000) {
                nav.navigationBar.backButton.sendActions(for: .touchUpInside)
                CATransaction.flush()
            }
            advanceClock(to: 4001)
            #expect(nav.viewControllers == [a] && b.parent == nil)
            _ = window
        }

        /// The default push: the new view slides in from the right over
        /// 0.35 s, the old one moves a third of the way left; a pop is
        /// the reverse.
        @Test func theDefaultSlide() throws {
            var log: [String] = []
            let a = Page("A") { log.append($0) }, b = Page("B") { log.append($0) }
            let nav = UINavigationController(rootViewController: a), watcher = Watcher()
            nav.delegate = watcher
            let window = shown(nav)
            log = []
            let t0 = 5000.0
            _MediaClock.$fixed.withValue(t0) {
                nav.pushViewController(b, animated: true)
                CATransaction.flush()
            }
            #expect(log == ["A willDisappear", "B willAppear"] && watcher.log == ["willShow B"])
            #expect(watcher.operations == [.push])
            let (incoming, outgoing) = _MediaClock.$fixed.withValue(t0 + 0.175) {
                (b.view.layer.presentation()?.position.x ?? -1, a.view.layer.presentation()?.position.x ?? -1)
            }
            #expect(abs(incoming - (150 + 150)) < 2, "half way in: \(incoming)")
            #expect(abs(outgoing - (150 - 50)) < 2, "a sixth of the width out: \(outgoing)")
            advanceClock(to: t0 + 0.5)
            #expect(log == ["A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
            #expect(watcher.log == ["willShow B", "didShow B"])
            #expect(a.view.superview == nil && b.view.frame == nav.contentFrame)

            log = []
            _MediaClock.$fixed.withValue(t0 + 1) {
                #expect(nav.popViewController(animated: true) === b)
                CATransaction.flush()
            }
            advanceClock(to: t0 + 1.5)
            #expect(log == ["B willDisappear", "A willAppear", "B didDisappear", "A didAppear"])
            #expect(nav.viewControllers == [a] && b.view.superview == nil && a.view.frame == nav.contentFrame)
            _ = window
        }

        @Test func theDelegatesAnimatorAndPoppingToTheRoot() {
            let pages = ["A", "B", "C"].map { Page($0) { _ in } }
            let nav = UINavigationController(rootViewController: pages[0]), watcher = Watcher()
            nav.delegate = watcher
            watcher.animator = Fade()
            let window = shown(nav)
            let t0 = 6000.0
            _MediaClock.$fixed.withValue(t0) {
                nav.pushViewController(pages[1], animated: true)
                CATransaction.flush()
            }
            #expect(pages[1].view.superview !== nav.view, "in the animator's container")
            advanceClock(to: t0 + 0.5)
            #expect(pages[1].view.superview === nav.view && pages[0].view.superview == nil)
            nav.pushViewController(pages[2], animated: false)
            let popped = nav.popToRootViewController(animated: false)
            #expect(popped?.map(\.title) == ["B", "C"] && nav.viewControllers == [pages[0]])
            #expect(pages[0].view.superview === nav.view && pages.dropFirst().allSatisfy { $0.parent == nil })
            nav.setViewControllers([pages[0], pages[2]], animated: false)
            #expect(nav.topViewController === pages[2] && pages[2].view.superview === nav.view)
            _ = window
        }
    }
}

extension MainThreadSuites.NavigationControllerTests {
    /// A push as the window shows it, frame by frame: half way through,
    /// both pages and the shade; at the end, the new page under the bar.
    @Test func aPushAsDrawn() throws {
        final class Root: UINavigationController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                let next = UIViewController()
                next.title = "Second"
                next.view.backgroundColor = .systemOrange
                pushViewController(next, animated: true)
            }
        }
        let first = UIViewController()
        first.title = "First"
        first.view.backgroundColor = .systemBlue
        let root = Root(rootViewController: first)
        let frames = try #require(PreviewSnapshot.render(root, size: CGSize(width: 300, height: 400), at: [0.175, 1]))
        if let dir = ProcessInfo.processInfo.environment["QZ_NAV_PNG"] {
            for (i, f) in frames.enumerated() {
                try? UIImage(cgImage: f).pngData()?.write(to: URL(fileURLWithPath: "\(dir)/nav-\(i).png"))
            }
        }
        let y = 200
        // Half way: blue (dimmed) on the left, orange coming in on the right.
        let left = pixel(frames[0], 20, y), right = pixel(frames[0], 280, y)
        #expect(left.b > 150 && left.r < 60, "the first page, dimmed, on the left: \(left)")
        #expect(right.r > 200 && right.b < 80, "the second page coming in: \(right)")
        let end = pixel(frames[1], 20, y)
        #expect(end.r > 200 && end.b < 80, "the second page in place: \(end)")
    }
}
