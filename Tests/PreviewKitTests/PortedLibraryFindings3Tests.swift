import Foundation
import Observation
import Testing
@testable import PreviewKit

/// A model a view shows, as GradientLoadingBar's view model.
@Observable private final class BarModel {
    var width: CGFloat = 10
    var unread = 0
}

/// A view that shows its model's width, recording each update.
private class Bar: UIView {
    let model = BarModel()
    var updates: [CGFloat] = []
    override func updateProperties() {
        super.updateProperties()
        updates.append(model.width)
        layer.cornerRadius = model.width
    }
}

/// What porting Pulsator, Pastel and Spring found, each pinned as UIKit
/// behaves.
extension MainThreadSuites {
    @Suite(.serialized) struct PortedLibraryFindings3Tests {
        /// A headless picture lets the app become active once its screen has
        /// appeared, as a window does on opening and iOS does after launch:
        /// Spring's views, laid out while the app is not yet active, start
        /// their animations on `didBecomeActiveNotification`, and in a
        /// snapshot they stood still.
        @Test func aSnapshotActivatesTheAppOnceItsScreenIsUp() throws {
            final class Waiting: UIViewController {
                let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                var token: NSObjectProtocol?
                var stateWhenLaidOut: UIApplication.State?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    box.backgroundColor = .red
                    view.addSubview(box)
                    token = NotificationCenter.default.addObserver(
                        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [weak self] _ in
                        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { self?.box.center.x = 110 }
                    }
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    if stateWhenLaidOut == nil { stateWhenLaidOut = UIApplication.shared.applicationState }
                }
                deinit { token.map(NotificationCenter.default.removeObserver) }
            }
            UIApplication.shared.applicationState = .inactive
            let vc = Waiting()
            let images = try #require(PreviewSnapshot.render(vc, size: CGSize(width: 120, height: 20), at: [0.5]))
            #expect(vc.stateWhenLaidOut == .inactive && UIApplication.shared.applicationState == .active)
            // Halfway from x = 10 to 110: the box covers 50...70.
            #expect(pixel(images[0], 60, 10).g == 0 && pixel(images[0], 60, 10).r == 255, "the box halfway")
            #expect(pixel(images[0], 5, 10).g == 255, "gone from the start")
        }

        /// iOS 26's update pass (GradientLoadingBar restarts its bar's
        /// animation there): `updateProperties()` runs before the first
        /// layout, the view controller's before its view's, and again when
        /// an `@Observable` property it read changes, not for others.
        @Test func updatePropertiesFollowsTheModelItReads() {
            final class Screen: UIViewController {
                var order: [String] = []
                let bar = Bar(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
                override func updateProperties() { order.append("controller \(bar.updates.count)") }
            }
            let screen = Screen()
            screen.view.addSubview(screen.bar)
            screen.view.layoutIfNeeded()
            #expect(screen.bar.updates == [10] && screen.order == ["controller 0"])
            screen.bar.model.unread = 1
            screen.view.layoutIfNeeded()
            #expect(screen.bar.updates == [10], "a property it did not read")
            screen.bar.model.width = 20
            #expect(screen.bar.updates == [10], "waits for the layout")
            screen.view.layoutIfNeeded()
            #expect(screen.bar.updates == [10, 20] && screen.bar.layer.cornerRadius == 20)
            screen.bar.setNeedsUpdateProperties()
            screen.bar.updatePropertiesIfNeeded()
            #expect(screen.bar.updates == [10, 20, 20] && screen.order == ["controller 0"])
        }

        /// What `layoutSubviews()` writes to the model that
        /// `updateProperties()` read is shown in the same commit: the
        /// update runs again before the frame (GradientLoadingBar sizes its
        /// gradient from the bounds its layout stores in its model).
        @Test func aModelChangedByLayoutUpdatesInTheSameCommit() {
            final class SizedBar: Bar {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    model.width = bounds.width
                }
            }
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let bar = SizedBar(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
            root.addSubview(bar)
            CATransaction.flush()
            #expect(bar.updates == [10, 100])
        }

        /// As on iOS 26, what `layoutSubviews()` and `draw(_:)` read of an
        /// `@Observable` model is watched: a change lays the view out, or
        /// draws it, again.
        @Test func layoutAndDrawingFollowTheModelTheyRead() {
            final class Gauge: UIView {
                let model = BarModel()
                let fill = UIView()
                var drawn: [CGFloat] = []
                override func layoutSubviews() {
                    super.layoutSubviews()
                    if fill.superview == nil { addSubview(fill) }
                    fill.frame = CGRect(x: 0, y: 0, width: model.width, height: 10)
                }
                override func draw(_ rect: CGRect) { drawn.append(CGFloat(model.unread)) }
            }
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
            root.addSubview(gauge)
            CATransaction.flush()
            #expect(gauge.fill.frame.width == 10 && gauge.drawn.last == 0)
            gauge.model.width = 60
            #expect(gauge.layer.needsLayout() && !gauge.layer.needsDisplay(), "read by layout only")
            CATransaction.flush()
            #expect(gauge.fill.frame.width == 60)
            gauge.model.unread = 3
            #expect(gauge.layer.needsDisplay())
            CATransaction.flush()
            #expect(gauge.drawn.last == 3)
        }
    
        /// As UIKit does, `updateConstraints()` runs once at the first
        /// layout of a view that uses Auto Layout, unasked
        /// (JJFloatingActionButton's items make their title's spacing
        /// there), and not for a view that does not.
        @Test func updateConstraintsRunsOnceForViewsThatUseAutoLayout() {
            final class Item: UIView {
                let title = UIView()
                var updates = 0
                var uses = true
                override func updateConstraints() {
                    updates += 1
                    if uses { title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12).isActive = true }
                    super.updateConstraints()
                }
            }
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let item = Item(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            item.title.translatesAutoresizingMaskIntoConstraints = false
            item.addSubview(item.title)
            NSLayoutConstraint.activate([
                item.title.widthAnchor.constraint(equalToConstant: 30), item.title.heightAnchor.constraint(equalToConstant: 10),
                item.title.topAnchor.constraint(equalTo: item.topAnchor),
            ])
            let plain = Item(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
            plain.uses = false
            root.addSubview(item)
            root.addSubview(plain)
            root.layoutIfNeeded()
            #expect(item.updates == 1 && item.title.frame.maxX == 88)
            #expect(plain.updates == 0, "a view without constraints")
            item.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(item.updates == 1, "once, unless asked again")
        }
    }
}
