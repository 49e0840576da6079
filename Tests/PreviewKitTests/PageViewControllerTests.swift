import CoreGraphics
import Foundation
@testable import PreviewKit
import QuartzCore
import Testing

extension MainThreadSuites {
    /// UIPageViewController: pages from its data source side by side in a
    /// paging scroll view, turned in code or by a drag, the delegate told.
    @Suite(.serialized) struct PageViewControllerTests {
        final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
            let pages = (0..<5).map { i -> UIViewController in
                let vc = UIViewController()
                vc.title = "\(i)"
                return vc
            }
            var finished: [(previous: String, completed: Bool)] = []
            var pending: [String] = []
            func index(_ vc: UIViewController) -> Int { pages.firstIndex { $0 === vc }! }
            func presentationCount(for pageViewController: UIPageViewController) -> Int { 5 }
            func presentationIndex(for pageViewController: UIPageViewController) -> Int {
                pageViewController.viewControllers?.first.map(index) ?? 0
            }
            func pageViewController(_ pageViewController: UIPageViewController,
                                    viewControllerBefore viewController: UIViewController) -> UIViewController? {
                index(viewController) > 0 ? pages[index(viewController) - 1] : nil
            }
            func pageViewController(_ pageViewController: UIPageViewController,
                                    viewControllerAfter viewController: UIViewController) -> UIViewController? {
                index(viewController) < 4 ? pages[index(viewController) + 1] : nil
            }
            func pageViewController(_ pageViewController: UIPageViewController,
                                    willTransitionTo pendingViewControllers: [UIViewController]) {
                pending += pendingViewControllers.map { $0.title! }
            }
            func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                    previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
                self.finished.append((previousViewControllers.first!.title!, completed))
            }
        }

        func made(_ style: UIPageViewController.TransitionStyle, showing i: Int, _ source: Pages) -> UIPageViewController {
            let pvc = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
            pvc.dataSource = source
            pvc.delegate = source
            pvc.setViewControllers([source.pages[i]], direction: .forward, animated: false)
            pvc.view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
            pvc.view.layoutIfNeeded()
            return pvc
        }

        @Test func thePageAndItsNeighboursSideBySide() throws {
            let source = Pages()
            let pvc = made(.scroll, showing: 2, source)
            let scroller = try #require(pvc.view.subviews.first as? UIScrollView)
            #expect(pvc.viewControllers?.first === source.pages[2])
            #expect(pvc.children.map(\.title) == ["1", "2", "3"])
            #expect(source.pages[2].view.frame.minX == 300 && scroller.contentOffset.x == 300)
            #expect(scroller.isPagingEnabled && scroller.contentSize.width == 900)
            let first = made(.scroll, showing: 0, Pages())
            #expect(first.children.count == 2, "the first page has no page before it")
        }

        /// A drag that comes to rest on the next page turns to it; one that
        /// comes back turns nothing.
        @Test func aDragTurnsThePage() throws {
            let source = Pages()
            let pvc = made(.scroll, showing: 2, source)
            let scroller = try #require(pvc.view.subviews.first as? UIScrollView)
            scroller.contentOffset = CGPoint(x: 600, y: 0)
            pvc.scrollViewDidEndDecelerating(scroller)
            #expect(pvc.viewControllers?.first === source.pages[3])
            #expect(source.finished.count == 1 && source.finished[0].previous == "2" && source.finished[0].completed)
            #expect(pvc.children.map(\.title) == ["2", "3", "4"] && scroller.contentOffset.x == 300)
            let dots = try #require(pvc.view.subviews.compactMap { $0 as? UIPageControl }.first)
            #expect(dots.numberOfPages == 5 && dots.currentPage == 3, "the indicator follows the page")
            pvc.scrollViewDidEndDecelerating(scroller)
            #expect(source.finished.count == 1, "no turn, nothing told")
        }

        @Test func aTurnInCode() {
            let source = Pages()
            let pvc = made(.scroll, showing: 1, source)
            var done: [Bool] = []
            let t0 = 7000.0
            _MediaClock.$fixed.withValue(t0) {
                pvc.setViewControllers([source.pages[4]], direction: .forward, animated: true) { done.append($0) }
                CATransaction.flush()
            }
            #expect(done.isEmpty)
            advanceClock(to: t0 + 1)
            #expect(done == [true] && pvc.viewControllers?.first === source.pages[4])
            #expect(pvc.children.compactMap(\.title).sorted() == ["3", "4"])
        }

        /// The page-curl style turns with a cross-fade here.
        @Test func pageCurlCrossFades() {
            let source = Pages()
            let pvc = made(.pageCurl, showing: 0, source)
            #expect(source.pages[0].view.superview === pvc.view)
            let t0 = 8000.0
            var done = false
            _MediaClock.$fixed.withValue(t0) {
                pvc.setViewControllers([source.pages[1]], direction: .forward, animated: true) { done = $0 }
                CATransaction.flush()
            }
            advanceClock(to: t0 + 1)
            #expect(done && pvc.viewControllers?.first === source.pages[1])
            #expect(source.pages[1].view.superview === pvc.view && source.pages[0].view.superview == nil)
        }
    }
}
