import Testing
import Raster
@testable import QuartzCore

/// `CAScrollLayer` and `CALayer`'s scrolling methods: the bounds' origin
/// moves on the axes the scroll mode allows, minimally for a rect; any
/// layer below can ask, in its own coordinates; what shows is clipped.
@Suite struct ScrollLayerTests {
    func scroller(_ mode: CAScrollLayerScrollMode = .both) -> CAScrollLayer {
        let s = CAScrollLayer()
        s.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        s.scrollMode = mode
        return s
    }

    @Test func defaultsAreApples() {
        let s = CAScrollLayer()
        #expect(s.scrollMode == .both)
        #expect(s.masksToBounds, "a scroll layer clips by default")
        #expect(!CALayer().masksToBounds)
        #expect(CAScrollLayer.defaultValue(forKey: "masksToBounds") as? Bool == true)
        #expect(CAScrollLayerScrollMode.none.rawValue == "none" && CAScrollLayerScrollMode.vertically.rawValue == "vertically"
                && CAScrollLayerScrollMode.horizontally.rawValue == "horizontally" && CAScrollLayerScrollMode.both.rawValue == "both")
    }

    @Test func scrollingToAPointMovesTheAllowedAxes() {
        for (mode, expected) in [(CAScrollLayerScrollMode.both, CGPoint(x: 30, y: 40)), (.horizontally, CGPoint(x: 30, y: 0)),
                                 (.vertically, CGPoint(x: 0, y: 40)), (.none, .zero), (CAScrollLayerScrollMode("diagonal"), .zero)] {
            let s = scroller(mode)
            s.scroll(to: CGPoint(x: 30, y: 40))
            #expect(s.bounds.origin == expected, "\(mode.rawValue)")
            #expect(s.bounds.size == CGSize(width: 100, height: 50))
        }
    }

    @Test func scrollingToARectMovesAsLittleAsShowsIt() {
        let s = scroller()
        s.scroll(to: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(s.bounds.origin == .zero, "already visible")
        s.scroll(to: CGRect(x: 150, y: 60, width: 20, height: 10))
        #expect(s.bounds.origin == CGPoint(x: 70, y: 20), "its far edges brought in")
        s.scroll(to: CGRect(x: 40, y: 5, width: 10, height: 10))
        #expect(s.bounds.origin == CGPoint(x: 40, y: 5), "its near edges brought in")
        s.scroll(to: CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(s.bounds.origin == .zero, "larger than the bounds: its minimum edge")
        let h = scroller(.horizontally)
        h.scroll(to: CGRect(x: 150, y: 60, width: 20, height: 10))
        #expect(h.bounds.origin == CGPoint(x: 70, y: 0))
    }

    @Test func anyLayerBelowAsksInItsOwnCoordinates() {
        let s = scroller()
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let item = CALayer()
        item.frame = CGRect(x: 200, y: 100, width: 30, height: 30)
        s.addSublayer(content)
        content.addSublayer(item)
        item.scroll(CGPoint(x: 5, y: 5))
        #expect(s.bounds.origin == CGPoint(x: 205, y: 105))
        #expect(item.visibleRect == CGRect(x: 5, y: 5, width: 25, height: 25), "the part past the point")
        s.scroll(to: CGPoint.zero)
        item.scrollRectToVisible(CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(s.bounds.origin == CGPoint(x: 130, y: 80))
        s.scroll(to: CGPoint(x: 215, y: 100))
        #expect(item.visibleRect == CGRect(x: 15, y: 0, width: 15, height: 30), "the part the scroll layer shows")
        s.scroll(to: CGPoint(x: 0, y: 0))
        #expect(item.visibleRect.isNull, "none of it shows")
        // Without a scroll layer above: nothing moves, all of it is visible.
        let lone = CALayer()
        lone.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        lone.scroll(CGPoint(x: 3, y: 3))
        #expect(lone.visibleRect == lone.bounds)
    }

    @Test func theModeIsAKey() {
        let s = scroller()
        s.setValue("horizontally", forKey: "scrollMode")
        #expect(s.scrollMode == .horizontally)
        #expect(s.value(forKey: "scrollMode") as? CAScrollLayerScrollMode == .horizontally)
        CATransaction.flush()
        #expect(s.presentation()?.scrollMode == .horizontally)
    }

    @Test func badInputIsSurvived() {
        let s = scroller()
        let messages = diagnostics {
            s.scroll(to: CGPoint(x: CGFloat.nan, y: 0))
            s.scroll(to: CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1))
        }
        #expect(s.bounds.origin == .zero)
        #expect(messages.count == 2, "\(messages)")
    }

    /// What shows: the sublayers moved by the origin, clipped to the bounds.
    @Test func drawsTheScrolledWindowOntoItsSublayers() {
        let s = CAScrollLayer()
        let root = committedScene(width: 60, height: 40) { root in
            s.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
            let red = CALayer(), blue = CALayer()
            red.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            red.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            blue.frame = CGRect(x: 40, y: 0, width: 40, height: 20)
            blue.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            s.addSublayer(red)
            s.addSublayer(blue)
            root.addSublayer(s)
        }
        let before = renderedFrame(root, at: CACurrentMediaTime())
        #expect(before[15, 15] == 0xFFFF_0000 && before[45, 15] == 0xFFFF_0000)
        #expect(before[55, 15] == 0xFFFF_FFFF, "clipped: the blue layer stays outside")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        s.scroll(to: CGPoint(x: 30, y: 0))
        CATransaction.commit()
        CATransaction.flush()
        let after = renderedFrame(root, at: CACurrentMediaTime())
        #expect(after[15, 15] == 0xFFFF_0000, "the red layer's last ten points")
        #expect(after[25, 15] == 0xFF00_00FF && after[45, 15] == 0xFF00_00FF, "then the blue one")
        #expect(after[55, 15] == 0xFFFF_FFFF)
    }

    @Test func scrollingAnimatesLikeAnyBoundsChange() {
        let s = scroller()
        CATransaction.flush()
        s.scroll(to: CGPoint(x: 20, y: 0))
        #expect(s.animation(forKey: "bounds") != nil, "an implicit animation, as on iOS")
        CATransaction.flush()
    }
}
