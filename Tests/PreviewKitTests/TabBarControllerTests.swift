import CoreGraphics
import Foundation
@testable import PreviewKit
import QuartzCore
import Testing

extension MainThreadSuites {
    /// UITabBarController: its tabs, its bar, the appearance calls of a
    /// change of tab in UIKit's order, the delegate's say, and a change
    /// through the delegate's animator.
    @Suite(.serialized) struct TabBarControllerTests {
        typealias Tab = AppearanceLogging

        final class Watcher: NSObject, UITabBarControllerDelegate {
            var refuse: UIViewController?
            var selected: [String] = []
            var animator: UIViewControllerAnimatedTransitioning?
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                viewController !== refuse
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                selected.append(viewController.title ?? "")
            }
            func tabBarController(_ tabBarController: UITabBarController,
                                  animationControllerForTransitionFrom fromVC: UIViewController,
                                  to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        }

        /// Slides the new tab in over 0.3 s; completes (or not) when it ends.
        final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
            var completes = true
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let to = transitionContext.view(forKey: .to)!, container = transitionContext.containerView
                to.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
                container.addSubview(to)
                UIView.animate(withDuration: 0.3, animations: { to.frame = container.bounds }) { _ in
                    transitionContext.completeTransition(self.completes)
                }
            }
        }

        func button(_ bar: UITabBar, _ i: Int) -> UIControl { bar.subviews.compactMap { $0 as? _TabBarButton }[i] }

        @Test func tabsShowTheSelectedOneAboveTheBar() throws {
            var log: [String] = []
            let tabs = ["A", "B", "C"].map { Tab($0) { log.append($0) } }
            tabs[1].tabBarItem = UITabBarItem(title: "Bee", image: nil, tag: 7)
            let tbc = UITabBarController()
            tbc.viewControllers = tabs
            let window = shownInWindow(tbc, width: 390, height: 844)
            #expect(tbc.children.count == 3 && tabs.allSatisfy { $0.tabBarController === tbc })
            #expect(tbc.tabBar.items?.map(\.title) == ["A", "Bee", "C"])
            #expect(tbc.selectedIndex == 0 && tbc.selectedViewController === tabs[0])
            #expect(tbc.tabBar.selectedItem === tabs[0].tabBarItem)
            #expect(tabs[0].view.superview === tbc.view && !tabs[1].isViewLoaded)
            let bar = tbc.tabBar.frame
            #expect(bar.maxY == 844 && bar.height >= 49, "\(bar)")
            #expect(tabs[0].view.frame.maxY == bar.minY)
            #expect(log == ["A willAppear", "A didAppear"])

            log = []
            tbc.selectedIndex = 2
            #expect(log == ["A willDisappear", "C willAppear", "A didDisappear", "C didAppear"])
            #expect(tabs[0].view.superview == nil && tabs[2].view.superview === tbc.view)
            tbc.selectedIndex = 9
            #expect(tbc.selectedIndex == 2, "a tab that is not there is refused")
        }

        /// A tap on a tab's button asks the delegate, which may refuse;
        /// one it allows is shown and reported.
        @Test func tappingATabAsksTheDelegate() {
            let tabs = ["A", "B", "C"].map { Tab($0) { _ in } }
            let tbc = UITabBarController(), watcher = Watcher()
            tbc.delegate = watcher
            tbc.viewControllers = tabs
            tbc.view.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
            tbc.view.layoutIfNeeded()
            watcher.refuse = tabs[1]
            button(tbc.tabBar, 1).sendActions(for: .touchUpInside)
            #expect(tbc.selectedIndex == 0 && watcher.selected.isEmpty)
            button(tbc.tabBar, 2).sendActions(for: .touchUpInside)
            #expect(tbc.selectedIndex == 2 && watcher.selected == ["C"])
            #expect(tbc.tabBar.selectedItem === tabs[2].tabBarItem)
        }

        /// The delegate's animator moves the tabs in a container; when it
        /// completes the old tab's view is gone, and when it does not the
        /// selection returns.
        @Test func theDelegatesAnimatorChangesTabs() {
            var log: [String] = []
            let tabs = ["A", "B"].map { Tab($0) { log.append($0) } }
            let tbc = UITabBarController(), watcher = Watcher(), slide = Slide()
            watcher.animator = slide
            tbc.delegate = watcher
            tbc.viewControllers = tabs
            let window = shownInWindow(tbc)
            log = []
            let t0 = CACurrentMediaTime()
            _MediaClock.$fixed.withValue(t0) {
                button(tbc.tabBar, 1).sendActions(for: .touchUpInside)
                CATransaction.flush()
            }
            #expect(tbc.selectedIndex == 1 && tabs[1].view.superview !== tbc.view, "in the transition's container")
            #expect(log == ["A willDisappear", "B willAppear"])
            advanceClock(to: t0 + 0.5)
            #expect(log == ["A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
            #expect(tabs[1].view.superview === tbc.view && tabs[0].view.superview == nil)

            slide.completes = false
            log = []
            let t1 = t0 + 1
            _MediaClock.$fixed.withValue(t1) {
                button(tbc.tabBar, 0).sendActions(for: .touchUpInside)
                CATransaction.flush()
            }
            advanceClock(to: t1 + 0.5)
            #expect(tbc.selectedIndex == 1, "cancelled: back to B")
            #expect(tabs[1].view.superview === tbc.view && tabs[0].view.superview == nil)
            #expect(log.last == "A didDisappear" || log.contains("B didAppear"), "\(log)")
        }

        /// The bar as drawn: along the bottom, the selected title in the
        /// tint colour.
        @Test func theBarIsDrawnAlongTheBottom() throws {
            final class Root: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let a = UIViewController(), b = UIViewController()
                    a.view.backgroundColor = .white
                    a.title = "First"
                    b.title = "Second"
                    b.tabBarItem.badgeValue = "3"
                    viewControllers = [a, b]
                }
            }
            let root = Root()
            let image = try #require(PreviewSnapshot.render(root, size: CGSize(width: 200, height: 300), at: [0])?.first)
            if let path = ProcessInfo.processInfo.environment["QZ_TABBAR_PNG"] {
                try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: path))
            }
            let top = Int(root.tabBar.frame.minY)
            #expect(root.tabBar.frame.maxY == 300)
            let bar = pixel(image, 5, top + 20), page = pixel(image, 5, 100)
            #expect(bar.r < 252 && bar.r > 235, "the bar's grey: \(bar)")
            #expect(page.r == 255 && page.g == 255, "the tab's white: \(page)")
            // The selected title's blue ink under the first half's middle.
            let blue = (top + 33..<top + 46).contains { y in (20..<80).contains { x in
                let p = pixel(image, x, y); return p.b > 200 && p.r < 100 } }
            #expect(blue, "the selected title in the tint colour")
        }
    }
}
