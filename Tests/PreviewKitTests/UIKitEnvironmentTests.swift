import Foundation
import Testing
@testable import PreviewKit

extension MainThreadSuites {
    /// The UIKit pieces real animation code calls around its animations:
    /// control tracking hooks, accessibility properties, trait collections and
    /// data assets.
    @Suite struct UIKitEnvironmentTests {
        /// A control subclass hears `beginTracking`, `continueTracking` and
        /// `endTracking` around a touch, as lottie-ios's animated controls do
        /// to play their animation's ranges.
        @Test func controlsCallTheirTrackingHooks() {
            final class Tracked: UIControl {
                var calls: [String] = []
                override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                    calls.append("begin"); return super.beginTracking(touch, with: event)
                }
                override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                    calls.append("continue \(isTouchInside)"); return true
                }
                override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
                override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
            }
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let c = Tracked(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(c)
            CATransaction.flush()
            let router = TouchRouter()
            router.down(at: CGPoint(x: 10, y: 10), in: root, time: 0)
            #expect(c.isTracking)
            router.moved(to: CGPoint(x: 200, y: 200), time: 0.1)
            router.up(at: CGPoint(x: 200, y: 200), time: 0.2)
            #expect(c.calls == ["begin", "continue false", "end"])
            #expect(!c.isTracking)
        }

        @Test func accessibilityPropertiesAreKeptAndOverridable() {
            final class Button: UIControl {
                override var accessibilityTraits: UIAccessibilityTraits {
                    get { super.accessibilityTraits.union(.button) }
                    set { super.accessibilityTraits = newValue }
                }
            }
            let b = Button()
            b.isAccessibilityElement = true
            b.accessibilityLabel = "Play"
            b.accessibilityTraits = .selected
            #expect(b.accessibilityTraits == [.button, .selected] && b.isAccessibilityElement)
            #expect(UIAccessibility.isReduceMotionEnabled == (ProcessInfo.processInfo.environment["QZ_REDUCE_MOTION"] == "1"))
        }

        @Test func traitsAreTheScreensAndDataAssetsAreFiles() throws {
            #expect(UITraitCollection.current.displayScale == UIScreen.main.scale)
            #expect(UIView().traitCollection.userInterfaceStyle == .light)
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qz-assets-\(getpid())")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            try Data("{\"v\":\"5.7\"}".utf8).write(to: dir.appendingPathComponent("heart.json"))
            let bundle = try #require(Bundle(path: dir.path))
            let asset = NSDataAsset(name: "heart", bundle: bundle)
            #expect(asset?.data.count == 11 && asset?.typeIdentifier == "public.json")
            #expect(NSDataAsset(name: "missing-\(getpid())", bundle: bundle) == nil)
        }
    }
}
