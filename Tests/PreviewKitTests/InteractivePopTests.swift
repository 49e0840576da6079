import CoreGraphics
import Foundation
@testable import PreviewKit
import QuartzCore
import Testing

extension MainThreadSuites {
    /// The navigation controller's interactive pop: a drag from the left
    /// edge scrubs the slide; let go far enough (or fast enough) it
    /// finishes, otherwise it goes back and the top controller stays.
    @Suite(.serialized) struct InteractivePopTests {
        typealias Page = AppearanceLogging

        /// A drag by the nav controller's edge recognizer, from `a` to `b`
        /// (window coordinates) over `seconds`, each step at its moment of
        /// the fixed clock; `during` runs half way.
        func drag(_ nav: UINavigationController, from a: CGPoint, to b: CGPoint, at t0: Double, seconds: Double,
                  during: () -> Void = {}) {
            let pan = nav.edgePan
            let t = UITouch()
            t.rootView = nav.view.window
            t.rootLocation = a
            t.timestamp = t0
            let event = UIEvent()
            _MediaClock.$fixed.withValue(t0) {
                pan.reset()
                pan.touchesBegan([t], with: event)
            }
            for i in 1...10 {
                let f = CGFloat(i) / 10, now = t0 + seconds * Double(f)
                _MediaClock.$fixed.withValue(now) {
                    t.rootLocation = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                    t.timestamp = now
                    pan.touchesMoved([t], with: event)
                    CATransaction.flush()
                    if i == 5 { during() }
                }
            }
            _MediaClock.$fixed.withValue(t0 + seconds) {
                pan.touchesEnded([t], with: event)
                CATransaction.flush()
            }
        }

        @Test func aDragPastHalfwayPops() throws {
            var log: [String] = []
            let a = Page("A") { log.append($0) }, b = Page("B") { log.append($0) }
            let nav = UINavigationController(rootViewController: a)
            let window = shownInWindow(nav)
            nav.pushViewController(b, animated: false)
            log = []
            var halfway: CGFloat = -1
            drag(nav, from: CGPoint(x: 4, y: 200), to: CGPoint(x: 214, y: 200), at: 3000, seconds: 1) {
                halfway = b.view.layer.presentation()?.position.x ?? -1
            }
            #expect(log == ["B willDisappear", "A willAppear"])
            // Half way through the drag the finger is 105 points in: so is B.
            #expect(abs(halfway - (150 + 105)) < 8, "the top page follows the finger: \(halfway)")
            advanceClock(to: 3002)
            #expect(nav.viewControllers == [a] && b.parent == nil && a.view.superview === nav.view)
            #expect(log == ["B willDisappear", "A willAppear", "B didDisappear", "A didAppear"])
            _ = window
        }

        @Test func aShortDragGoesBack() throws {
            var log: [String] = []
            let a = Page("A") { log.append($0) }, b = Page("B") { log.append($0) }
            let nav = UINavigationController(rootViewController: a)
            let window = shownInWindow(nav)
            nav.pushViewController(b, animated: false)
            log = []
            drag(nav, from: CGPoint(x: 4, y: 200), to: CGPoint(x: 64, y: 200), at: 4000, seconds: 1)
            // The display link runs it back; at the start it is taken off.
            nav.popDriver?.endCancel()
            advanceClock(to: 4002)
            #expect(nav.viewControllers == [a, b] && nav.topViewController === b && b.parent === nav)
            #expect(b.view.superview === nav.view && b.view.frame == nav.contentFrame && a.view.superview == nil)
            #expect(log == ["B willDisappear", "A willAppear", "B willAppear", "B didAppear", "A willDisappear", "A didDisappear"]
                || log == ["B willDisappear", "A willAppear", "A willDisappear", "A didDisappear", "B willAppear", "B didAppear"],
                    "\(log)")
            #expect(nav.navigationBar.titleLabel.text == "B")
            // A quick flick pops, however short.
            drag(nav, from: CGPoint(x: 4, y: 200), to: CGPoint(x: 60, y: 200), at: 4010, seconds: 0.08)
            advanceClock(to: 4012)
            #expect(nav.viewControllers == [a])
            _ = window
        }

        @Test func aDragAwayFromTheEdgeDoesNotPop() {
            let a = Page("A") { _ in }, b = Page("B") { _ in }
            let nav = UINavigationController(rootViewController: a)
            let window = shownInWindow(nav)
            nav.pushViewController(b, animated: false)
            drag(nav, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 280, y: 200), at: 5000, seconds: 0.5)
            advanceClock(to: 5002)
            #expect(nav.viewControllers == [a, b] && nav.interactivePopGestureRecognizer === nav.edgePan)
            _ = window
        }
    }
}
