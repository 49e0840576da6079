import CoreGraphics
import Foundation
@testable import PreviewKit
import QuartzCore
import Testing

/// Accessibility elements a view lists for what it draws (a chart's bars),
/// their frames on screen, and the coordinate spaces they are measured in.
extension MainThreadSuites {
    @Suite(.serialized) struct AccessibilityElementTests {
        /// A view that draws two bars and lists them as elements.
        final class Chart: UIView {
            lazy var bars: [UIAccessibilityElement] = (0..<2).map { i in
                let e = UIAccessibilityElement(accessibilityContainer: self)
                e.accessibilityLabel = "Bar \(i)"
                e.accessibilityValue = "\(10 * (i + 1))"
                e.accessibilityTraits = .button
                e.isAccessibilityElement = true
                e.accessibilityFrameInContainerSpace = CGRect(x: 10 + 50 * CGFloat(i), y: 20, width: 40, height: 60)
                return e
            }
            override var accessibilityElements: [Any]? {
                get { bars }
                set {}
            }
        }

        @Test func elementsAreListedAndFollowTheirContainerOnScreen() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let holder = UIView(frame: CGRect(x: 30, y: 40, width: 300, height: 300))
            let chart = Chart(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
            root.addSubview(holder)
            holder.addSubview(chart)
            #expect(chart.accessibilityElementCount() == 2)
            let second = chart.accessibilityElement(at: 1) as? UIAccessibilityElement
            #expect(second?.accessibilityLabel == "Bar 1" && second?.accessibilityContainer === chart)
            #expect(chart.index(ofAccessibilityElement: second!) == 1)
            #expect(chart.index(ofAccessibilityElement: UIAccessibilityElement(accessibilityContainer: chart)) == NSNotFound)
            #expect(chart.accessibilityElement(at: 5) == nil)
            // (60, 20) in the chart: the chart is at (35, 46) on screen.
            #expect(second?.accessibilityFrame == CGRect(x: 95, y: 66, width: 40, height: 60))
            chart.frame.origin.x += 100
            #expect(second?.accessibilityFrame.minX == 195, "it follows its container")
            second?.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
            chart.frame.origin.x += 100
            #expect(second?.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4), "set on screen, it stays")
            // A view's own frame on screen, by default.
            #expect(chart.accessibilityFrame == CGRect(x: 235, y: 46, width: 200, height: 100))
        }

        @Test func coordinateSpacesConvertBetweenViewsAndTheScreen() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let a = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
            let b = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            root.addSubview(a)
            a.addSubview(b)
            let screen = UIScreen.main.coordinateSpace
            #expect(b.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 61, y: 72))
            #expect(b.convert(CGPoint(x: 61, y: 72), from: screen) == CGPoint(x: 1, y: 2))
            #expect(screen.convert(CGPoint(x: 61, y: 72), to: b) == CGPoint(x: 1, y: 2))
            #expect(screen.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: b) == CGRect(x: 61, y: 72, width: 3, height: 4))
            let space: UICoordinateSpace = a
            #expect(b.convert(CGPoint.zero, to: space) == CGPoint(x: 10, y: 10))
            #expect(space.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(UIScreen.main.fixedCoordinateSpace.bounds == UIScreen.main.bounds)
            let path = UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)), in: b)
            #expect(path.bounds == CGRect(x: 60, y: 70, width: 5, height: 5))
        }
    }
}
