import Foundation
import Testing
@testable import PreviewKit

/// What porting RAMPaperSwitch, FaveButton, RevealingSplashView,
/// HGCircularSlider and MarqueeLabel found, each pinned as UIKit behaves.
extension MainThreadSuites {
    @Suite(.serialized) struct PortedLibraryFindingsTests {
        /// A subview's layer goes on top of the layers the app added to the
        /// superview's layer (RAMPaperSwitch grows a circle in a layer
        /// under its switch); inserting below or at an index is relative
        /// to the sibling views' layers.
        @Test func subviewLayersGoAboveLayersTheAppAdded() {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let shape = CAShapeLayer()
            parent.layer.insertSublayer(shape, at: 0)
            let a = UIView(), b = UIView(), c = UIView()
            parent.addSubview(a)
            #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [shape, a.layer].map(ObjectIdentifier.init))
            parent.addSubview(b)
            parent.insertSubview(c, belowSubview: b)
            #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [shape, a.layer, c.layer, b.layer].map(ObjectIdentifier.init))
            parent.bringSubviewToFront(a)
            #expect(parent.layer.sublayers?.last === a.layer && parent.subviews.last === a)
            let top = CALayer()
            parent.layer.addSublayer(top)
            let d = UIView()
            parent.addSubview(d)
            #expect(parent.layer.sublayers?.last === d.layer, "above a layer added after the other subviews too")
        }

        /// UIKit's whole set of control events, with its values (sliders
        /// send the editing events around a drag), and the pre-iOS 13
        /// grouped background colour.
        @Test func controlEventsAndOldColoursAreUIKits() {
            #expect(UIControl.Event.editingDidBegin.rawValue == 1 << 16 && UIControl.Event.editingDidEnd.rawValue == 1 << 18)
            #expect(UIControl.Event.allTouchEvents.contains([.touchDown, .touchDownRepeat, .touchDragOutside, .touchUpInside, .touchCancel]))
            #expect(UIControl.Event.allEditingEvents.contains([.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]))
            #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF && !UIControl.Event.allTouchEvents.contains(.valueChanged))
            let control = UIControl()
            var began = 0
            control.addAction(UIAction { _ in began += 1 }, for: .editingDidBegin)
            control.sendActions(for: .editingDidBegin)
            control.sendActions(for: .editingDidEnd)
            #expect(began == 1)
            #expect(UIColor.groupTableViewBackground.cgColor.components == UIColor.systemGroupedBackground.cgColor.components)
        }

        /// `UIApplication.shared.delegate?.window??` finds the window, as HUD
        /// and loader code asks it (UIKit's `window` is an optional
        /// requirement, so read through the protocol it is doubly
        /// optional); an app's own delegate hears the life cycle before the
        /// notifications go out.
        @Test func theApplicationDelegateHasTheWindowAndHearsTheLifeCycle() {
            final class AppDelegate: UIApplicationDelegate {
                var window: UIWindow?
                var heard: [String] = []
                func applicationDidEnterBackground(_ application: UIApplication) { heard.append("background") }
                func applicationDidBecomeActive(_ application: UIApplication) { heard.append("active") }
            }
            let app = UIApplication.shared
            let original = app.delegate
            defer { app.delegate = original }
            #expect((app.delegate?.window ?? nil) === UIWindow.key)
            #expect(app.delegate?.window??.bounds == UIWindow.key?.bounds)
            if let window = app.delegate?.window { #expect(window?.bounds == UIWindow.key?.bounds) }
            let mine = AppDelegate()
            app.delegate = mine
            app.windowDidOpen()
            app.windowVisibilityChanged(false)
            app.windowVisibilityChanged(true)
            #expect(mine.heard == ["active", "background", "active"])
            #expect(app.delegate?.window != nil && (app.delegate?.window ?? nil) == nil, "its own window, which it has not set")
            let w = UIWindow(frame: .zero)
            mine.window = w
            #expect((app.delegate?.window ?? nil) === w)
            final class NoWindow: UIApplicationDelegate {}
            app.delegate = NoWindow()
            #expect(app.delegate?.window == nil, "a delegate that declares no window")
        }

        /// A label draws its text through `drawText(in:)` as UIKit's does: a
        /// subclass that insets the rectangle (a padded label) moves the
        /// text, one that draws nothing (MarqueeLabel, which scrolls a copy)
        /// shows none; a plain label is unchanged.
        @Test func labelSubclassesDrawTheirTextTheirWay() throws {
            final class Padded: UILabel {
                override func drawText(in rect: CGRect) {
                    super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0)))
                }
            }
            final class Silent: UILabel {
                override func draw(_ layer: CALayer, in ctx: CGContext) {}
            }
            final class Labels: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    for (i, l) in [UILabel(), Padded(), Silent()].enumerated() {
                        l.frame = CGRect(x: 0, y: 40 * i, width: 200, height: 40)
                        l.text = "Hello"
                        l.font = .systemFont(ofSize: 24)
                        view.addSubview(l)
                    }
                }
            }
            let image = try #require(PreviewSnapshot.render(Labels(), size: CGSize(width: 200, height: 120), at: [0])?.first)
            /// The leftmost dark pixel in the label's rows, if any.
            func firstInk(_ row: Int) -> Int? {
                (0..<200).first { x in (row * 40 + 8..<row * 40 + 32).contains { y in pixel(image, x, y).r < 100 } }
            }
            let plain = try #require(firstInk(0))
            #expect(plain < 10, "a plain label's text at its left: \(plain)")
            #expect(firstInk(1).map { $0 >= 60 && $0 < 70 } == true, "padded by 60: \(String(describing: firstInk(1)))")
            #expect(firstInk(2) == nil, "a label that draws nothing shows nothing")
        }

        /// A subclass's `drawText(in:)` runs at every redraw, once, whatever
        /// it does: a morphing label calls `super` with its whole bounds at
        /// rest and draws on its own while it morphs (deciding once, at
        /// rest, that it draws as a plain label froze it).
        @Test func aLabelSubclassDrawsItsTextAtEveryRedraw() throws {
            final class Morphing: UILabel {
                var morphing = false
                var calls = 0
                override func drawText(in rect: CGRect) {
                    calls += 1
                    if morphing { UIColor.red.setFill(); UIRectFill(rect) } else { super.drawText(in: rect) }
                }
            }
            let l = Morphing(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            l.text = "Hi"
            l.layer.displayIfNeeded()
            let atRest = l.calls
            #expect(atRest >= 1)
            l.morphing = true
            l.setNeedsDisplay()
            l.layer.displayIfNeeded()
            #expect(l.calls == atRest + 1, "one call a redraw")
            let contents = try #require(l.layer.contents as! CGImage?)
            let middle = pixel(contents, contents.width / 2, contents.height / 2)
            #expect(middle.r == 255 && middle.g == 0, "the morph is drawn: \(middle)")
            l.morphing = false
            l.text = "Ho" // a new text redraws
            l.layer.displayIfNeeded()
            #expect(l.calls == atRest + 2)
            // Drawn by UILabel's drawText(in:), the text keeps its shadow.
            l.textColor = .black
            l.shadowColor = .blue
            l.shadowOffset = CGSize(width: 2, height: 2)
            l.layer.displayIfNeeded()
            let drawn = try #require(l.layer.contents as! CGImage?)
            let blue = (0..<drawn.height).contains { y in (0..<drawn.width).contains { x in
                let p = pixel(drawn, x, y); return p.b > 150 && p.r < 80 && p.a > 150 } }
            #expect(blue, "the text's blue shadow")
        }

        /// The label's other UIKit settings: a hard text shadow, the
        /// highlighted and disabled colours, and key-value coding of its
        /// properties by their Objective-C names (MarqueeLabel copies a
        /// label's settings so).
        @Test func labelSettingsAndKeyValueCoding() {
            let l = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            l.text = "Hi"
            l.textColor = .black
            l.highlightedTextColor = .red
            l.shadowColor = .blue
            l.shadowOffset = CGSize(width: 2, height: 3)
            l.layoutIfNeeded()
            let text = l.layer.sublayers!.compactMap { $0 as? CATextLayer }.first!
            #expect(text.shadowOpacity == 1 && text.shadowRadius == 0 && text.shadowOffset == CGSize(width: 2, height: 3))
            l.isHighlighted = true
            #expect(text.foregroundColor?.components == UIColor.red.cgColor.components)
            l.isHighlighted = false
            l.isEnabled = false
            #expect((text.foregroundColor?.alpha ?? 1) < 0.5, "dimmed while disabled")
            l.setValue(true, forKey: "enabled")
            l.setValue(2, forKey: "numberOfLines")
            l.setValue(NSTextAlignment.center.rawValue, forKey: "textAlignment")
            #expect(l.isEnabled && l.numberOfLines == 2 && l.textAlignment == .center)
            #expect(l.value(forKey: "highlightedTextColor") as? UIColor === l.highlightedTextColor)
            #expect(l.value(forKey: "alpha") as? CGFloat == 1 && l.value(forKey: "userInteractionEnabled") as? Bool == false)
            l.setValue(12, forKeyPath: "layer.cornerRadius")
            #expect(l.layer.cornerRadius == 12)
            let (missing, messages) = _Diagnostics.capture { l.value(forKey: "noSuchKey") }
            #expect(missing == nil && messages.count == 1)
            // A key whose value is nil is a key all the same: no diagnostic.
            l.highlightedTextColor = nil
            let (unset, quiet) = _Diagnostics.capture { (l.value(forKey: "highlightedTextColor"), l.value(forKey: "shadowColor")) }
            #expect(unset.0 == nil && unset.1 != nil && quiet.isEmpty, "\(quiet)")
            #expect(l.value(forKey: "text") as? String == "Hi")
            #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12) && UIFont.systemFont(ofSize: 12) != UIFont.systemFont(ofSize: 13))
            #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
            #expect(l.appliedContentSizeCategoryLimitsDescription == "No limits")
        }

        /// Every key a view or a label answers by name takes back the value
        /// it gives (all but `layer`, which cannot be set), without a word.
        @Test func everyKeyTakesBackTheValueItGives() {
            let l = UILabel()
            l.text = "Hi"
            l.backgroundColor = .red
            let keys = Array(UIView.kvcKeys.keys) + Array(UILabel.labelKeys.keys)
            let (_, messages) = _Diagnostics.capture {
                for key in keys where key != "layer" { l.setValue(l.value(forKey: key), forKey: key) }
            }
            #expect(messages.isEmpty, "\(messages)")
            #expect(l.text == "Hi" && l.backgroundColor == .red && l.alpha == 1)
            let (_, refused) = _Diagnostics.capture { l.setValue(CALayer(), forKey: "layer") }
            #expect(refused.count == 1)
            // Numbers an integer cannot hold are refused, said, and survived.
            let (_, bad) = _Diagnostics.capture {
                l.setValue(Double.nan, forKey: "tag")
                l.setValue(1e300, forKey: "numberOfLines")
                l.setValue(-Double.infinity, forKey: "textAlignment")
            }
            #expect(bad.count == 3 && l.tag == 0 && l.numberOfLines == 1, "\(bad)")
            l.setValue(2.9, forKey: "tag")
            #expect(l.tag == 2)
            // A property that is nil reads as nil, not as a value holding nil.
            let plain = UIView()
            #expect(plain.backgroundColor == nil && plain.value(forKey: "backgroundColor") == nil)
            #expect(UILabel().text == nil && UILabel().value(forKey: "text") == nil)
        }

        /// A switch subclass that overrides layoutSubviews without calling
        /// super (RAMPaperSwitch) still shows its track and knob.
        @Test func aSwitchKeepsItsPartsWhenASubclassSkipsLayout() {
            final class Skipping: UISwitch {
                override func layoutSubviews() {}
            }
            let s = Skipping(frame: .zero)
            let parts = s.layer.sublayers ?? []
            #expect(parts.count >= 2)
            #expect(parts.allSatisfy { $0.bounds.width > 0 && $0.bounds.height > 0 }, "\(parts.map(\.frame))")
        }

        /// A constraint that centres a subview inside a view places the
        /// subview, not the view (FaveButton's ring centres a view inside
        /// itself and itself on the button).
        @Test func aConstraintToASubviewInsideDoesNotPlaceTheView() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let button = UIView(frame: CGRect(x: 90, y: 30, width: 60, height: 60))
            root.addSubview(button)
            let ring = UIView(), inner = UIView()
            ring.translatesAutoresizingMaskIntoConstraints = false
            inner.translatesAutoresizingMaskIntoConstraints = false
            ring.addSubview(inner)
            root.insertSubview(ring, belowSubview: button)
            NSLayoutConstraint.activate([
                inner.centerXAnchor.constraint(equalTo: ring.centerXAnchor),
                inner.centerYAnchor.constraint(equalTo: ring.centerYAnchor),
                ring.centerXAnchor.constraint(equalTo: button.centerXAnchor),
                ring.centerYAnchor.constraint(equalTo: button.centerYAnchor),
                ring.widthAnchor.constraint(equalToConstant: 78),
                ring.heightAnchor.constraint(equalToConstant: 78),
            ])
            root.layoutIfNeeded()
            #expect(ring.frame == CGRect(x: 81, y: 21, width: 78, height: 78))
            #expect(inner.center == CGPoint(x: 39, y: 39))
        }

        /// The same when the constraint names the view first and the
        /// subview second (`container.leading = label.leading - 8`, as
        /// NVActivityIndicatorView's presenter writes them), and a view
        /// pinned by constraints that name its superview first fills it:
        /// the presenter's dimming overlay was 16 points wide at the
        /// window's left edge, its spinner half off the screen.
        @Test func aConstraintNamingTheViewFirstAndASubviewSecondPlacesTheSubview() {
            let window = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            container.translatesAutoresizingMaskIntoConstraints = false
            let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            spinner.translatesAutoresizingMaskIntoConstraints = false
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "Loading..."
            container.addSubview(spinner)
            container.addSubview(label)
            func pin(_ a: Any, _ attribute: NSLayoutConstraint.Attribute, to b: Any, _ constant: CGFloat = 0) -> NSLayoutConstraint {
                NSLayoutConstraint(item: a, attribute: attribute, relatedBy: .equal, toItem: b, attribute: attribute,
                                   multiplier: 1, constant: constant)
            }
            container.addConstraints([pin(container, .centerX, to: spinner), pin(container, .centerY, to: spinner)])
            container.addConstraints([pin(container, .leading, to: label, -8), pin(container, .trailing, to: label, 8)])
            container.addConstraint(NSLayoutConstraint(item: label, attribute: .top, relatedBy: .equal, toItem: spinner,
                                                       attribute: .bottom, multiplier: 1, constant: 8))
            window.addSubview(container)
            window.addConstraints([pin(window, .leading, to: container), pin(window, .trailing, to: container),
                                   pin(window, .top, to: container), pin(window, .bottom, to: container)])
            window.layoutIfNeeded()
            #expect(container.frame == window.bounds)
            #expect(spinner.center == CGPoint(x: 150, y: 100))
            #expect(label.frame.minX == 8 && label.frame.maxX == 292 && label.frame.minY == 123, "\(label.frame)")
        }

        /// Constraints give a view its bounds and its centre, the middle of
        /// their rectangle, whatever its anchor point (as UIKit's engine
        /// does): a spark anchored at its bottom and centred on a button
        /// stands above the button's centre and turns about it
        /// (FaveButton's sparks); FoldingCell adds half a panel's height to
        /// its top constraint to make up for anchoring it at its bottom.
        @Test func constraintsPlaceAViewByTheMiddleOfItsRectangle() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let spark = UIView()
            spark.translatesAutoresizingMaskIntoConstraints = false
            spark.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
            spark.transform = CGAffineTransform(rotationAngle: .pi / 3)
            root.addSubview(spark)
            NSLayoutConstraint.activate([
                spark.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                spark.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                spark.widthAnchor.constraint(equalToConstant: 10),
                spark.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.layoutIfNeeded()
            #expect(spark.bounds.size == CGSize(width: 10, height: 40))
            #expect(spark.center == CGPoint(x: 100, y: 100), "the rectangle's middle, where the anchor goes")
            #expect(abs(spark.transform.b - sin(.pi / 3)) < 1e-12, "the rotation kept")
        }
    }
}
