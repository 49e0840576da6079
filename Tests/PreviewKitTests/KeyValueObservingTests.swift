import CoreGraphics
import Foundation
@testable import PreviewKit
@testable import QuartzCore
import Testing

/// An observation's context, as iOS code declares one: a variable whose
/// address tells its observations apart.
nonisolated(unsafe) private var kvoTestContext = 0

/// Key-value observing through every form Foundation offers on iOS:
/// `addObserver(_:forKeyPath:options:context:)` with an observer's
/// `observeValue(forKeyPath:of:change:context:)`, the block form
/// `observe(_:options:changeHandler:)`, and classes that post their own
/// changes with `willChangeValue(forKey:)` / `didChangeValue(forKey:)`.
extension MainThreadSuites {
    @Suite(.serialized) struct KeyValueObservingTests {
        /// A view controller that records what it hears.
        final class Listener: UIViewController {
            var heard: [(key: String, change: [NSKeyValueChangeKey: Any], context: UnsafeMutableRawPointer?)] = []
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
                heard.append((keyPath ?? "", change ?? [:], context))
            }
            func keys() -> [String] { heard.map(\.key) }
        }

        final class Score: NSObject {
            var points = 0 {
                willSet { willChangeValue(forKey: "points") }
                didSet { didChangeValue(forKey: "points") }
            }
            var name: String?
        }

        @Test func aViewsGeometryIsPostedUnderItsOwnKeys() {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            let l = Listener()
            for key in ["frame", "center", "bounds", "alpha"] {
                v.addObserver(l, forKeyPath: key, options: [.old, .new], context: &kvoTestContext)
            }
            v.center = CGPoint(x: 100, y: 100)
            #expect(Set(l.keys()) == ["center", "frame"])
            let center = l.heard.first { $0.key == "center" }!
            #expect(center.change[.oldKey] as? CGPoint == CGPoint(x: 50, y: 25))
            #expect(center.change[.newKey] as? CGPoint == CGPoint(x: 100, y: 100))
            #expect(center.change[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
            let sameContext = center.context == &kvoTestContext  // as iOS code compares it
            #expect(sameContext)
            let frame = l.heard.first { $0.key == "frame" }!
            #expect(frame.change[.newKey] as? CGRect == CGRect(x: 50, y: 75, width: 100, height: 50))

            l.heard = []
            v.alpha = 0.5
            v.bounds.size = CGSize(width: 10, height: 10)
            #expect(l.keys() == ["alpha", "bounds", "frame"])
            #expect(l.heard[0].change[.newKey] as? CGFloat == 0.5)

            l.heard = []
            v.removeObserver(l, forKeyPath: "frame")
            v.removeObserver(l, forKeyPath: "center", context: &kvoTestContext)
            v.center = .zero
            #expect(l.heard.isEmpty)
            v.removeObserver(l, forKeyPath: "bounds")
            v.removeObserver(l, forKeyPath: "alpha")
        }

        /// Observers of a layer's animated property hear of the model
        /// change, once: an animation's frames are not changes.
        @Test func anAnimatedLayerPropertyIsPostedOnceForTheModelChange() {
            let root = CALayer()
            root.speed = 0
            let layer = CALayer()
            root.addSublayer(layer)
            CATransaction.flush()
            let l = Listener()
            layer.addObserver(l, forKeyPath: "opacity", options: .new, context: nil)
            layer.addObserver(l, forKeyPath: "position", options: .new, context: nil)
            layer.opacity = 0.25  // an implicit animation runs
            CATransaction.flush()
            #expect(layer.animation(forKey: "opacity") != nil)
            for t in [0.1, 0.2, 0.3] {
                root.timeOffset = t
                CATransaction.flush()
                _ = layer.presentation()?.opacity
            }
            #expect(l.keys() == ["opacity"])
            #expect(l.heard[0].change[.newKey] as? Float == 0.25)
            layer.setValue(CGPoint(x: 5, y: 6), forKeyPath: "position")
            #expect(l.heard.last?.change[.newKey] as? CGPoint == CGPoint(x: 5, y: 6))
            layer.removeObserver(l, forKeyPath: "opacity")
            layer.removeObserver(l, forKeyPath: "position")
        }

        @Test func theBlockFormHearsTypedValuesUntilReleased() {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            var changes: [NSKeyValueObservedChange<CGRect>] = []
            var observation: NSKeyValueObservation? = v.observe(\.frame, options: [.old, .new]) { _, change in
                changes.append(change)
            }
            v.center.x += 10
            v.alpha = 0.5  // not the frame: not heard
            #expect(changes.count == 1)
            #expect(changes.first?.oldValue == CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(changes.first?.newValue == CGRect(x: 10, y: 0, width: 100, height: 50))
            #expect(changes.first?.kind == .setting && changes.first?.isPrior == false)
            observation = nil
            v.center.x += 10
            #expect(changes.count == 1, "a released observation hears nothing")
            _ = observation

            var alphas: [CGFloat?] = []
            let alpha = v.observe(\.alpha, options: [.initial, .new]) { view, change in alphas.append(change.newValue) }
            v.alpha = 1
            alpha.invalidate()
            v.alpha = 0
            #expect(alphas == [0.5, 1])

            // Through the layer: a layer key by the view's key path.
            var radii: [CGFloat] = []
            let radius = v.observe(\.layer.cornerRadius, options: .new) { _, c in radii.append(c.newValue ?? -1) }
            v.layer.cornerRadius = 8
            #expect(radii == [8])
            radius.invalidate()
        }

        @Test func aClassPostsItsOwnChanges() {
            let score = Score()
            let l = Listener()
            score.addObserver(l, forKeyPath: "points", options: [.old, .new, .prior], context: nil)
            var points: [Int?] = []
            let observation = score.observe(\.points, options: .new) { _, c in points.append(c.newValue) }
            score.points = 3
            score.points = 4
            #expect(points == [3, 4])
            #expect(l.heard.count == 4, "a prior notification, then the change, each time")
            #expect(l.heard[0].change[.notificationIsPriorKey] as? Bool == true)
            #expect(l.heard[0].change[.oldKey] as? Int == 0)
            #expect(l.heard[1].change[.oldKey] as? Int == 0 && l.heard[1].change[.newKey] as? Int == 3)
            #expect(l.heard[1].change[.notificationIsPriorKey] == nil)
            score.removeObserver(l, forKeyPath: "points")
            observation.invalidate()

            // A nil value is NSNull in the dictionary.
            let names = Listener()
            score.addObserver(names, forKeyPath: "name", options: [.initial, .new], context: nil)
            #expect(names.heard.first?.change[.newKey] is NSNull)
            score.removeObserver(names, forKeyPath: "name")
        }

        @Test func whatCannotBeObservedIsSaidInOneLine() {
            let v = UIView()
            let l = Listener()
            let said = _Diagnostics.capture {
                v.removeObserver(l, forKeyPath: "frame")
                v.addObserver(l, forKeyPath: "noSuchProperty", options: [], context: nil)
                v.addObserver(NSObject(), forKeyPath: "frame", options: [], context: nil)
            }.messages
            #expect(said.count == 3)
            #expect(said[0].contains("not registered as an observer"))
            #expect(said[1].contains("no property 'noSuchProperty'"))
            #expect(said[2].contains("use observe(_:options:changeHandler:)"))
            v.removeObserver(l, forKeyPath: "noSuchProperty")
        }

        /// A view that observes itself and removes its observers in
        /// `deinit`, as iOS code does (a chart watching its own bounds).
        @Test func observersRemovedInDeinitAreRemovedQuietly() {
            final class SelfWatching: UIView {
                var sizes = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addObserver(self, forKeyPath: "bounds", options: .new, context: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                deinit { removeObserver(self, forKeyPath: "bounds") }
                override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    sizes += 1
                }
            }
            final class Watcher: UIViewController {
                let watched: UIView
                init(_ v: UIView) {
                    watched = v
                    super.init(nibName: nil, bundle: nil)
                    v.addObserver(self, forKeyPath: "alpha", options: [], context: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                deinit { watched.removeObserver(self, forKeyPath: "alpha") }
            }
            let said = _Diagnostics.capture {
                var v: SelfWatching? = SelfWatching(frame: .zero)
                v!.bounds.size = CGSize(width: 5, height: 5)
                #expect(v!.sizes == 1)
                v = nil
                let target = UIView()
                var w: Watcher? = Watcher(target)
                w = nil
                target.alpha = 0.5
                _ = w
            }.messages
            #expect(said.isEmpty, "\(said)")
        }

        /// An observer that is gone is forgotten, and an object that is gone
        /// leaves nothing to a new one at its address.
        @Test func observersThatAreGoneAreForgotten() {
            let v = UIView()
            var l: Listener? = Listener()
            v.addObserver(l!, forKeyPath: "alpha", options: .new, context: nil)
            weak let gone = l
            l = nil
            #expect(gone == nil)
            v.alpha = 0.3  // nothing to call, nothing crashes
            let said = _Diagnostics.capture { v.removeObserver(Listener(), forKeyPath: "alpha") }.messages
            #expect(said.count == 1)
        }
    }
}
