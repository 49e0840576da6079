import Foundation
import Testing
@testable import PreviewKit

/// What porting KDCircularProgress, SwiftSpinner, TKSubmitTransition,
/// GradientCircularProgress, SpringIndicator, RPLoadingAnimation,
/// LiquidLoader, BubbleTransition, ViewAnimator, AnimatedGradientView,
/// SSSpinnerButton, PKHUD, CircleMenu, Floaty, MKMagneticProgress,
/// RPCircularProgress, JTMaterialSpinner, ButtonProgressBar, M13Checkbox,
/// Cosmos and UICircularProgressRing found, each pinned as UIKit behaves.
extension MainThreadSuites {
    @Suite(.serialized) struct PortedLibraryFindings2Tests {
        /// A 2x1 image: red on the left, blue on the right (as stored).
        func redBlue() throws -> CGImage {
            let ctx = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            return try #require(ctx.makeImage())
        }

        /// `UIImageView(image:)` shows its image (the image was set in one
        /// of the view's own initialisers, where its observer does not
        /// run, and the view stayed empty: GradientCircularProgress's ring).
        @Test func anImageViewMadeWithAnImageShowsIt() throws {
            let view = UIImageView(image: UIImage(cgImage: try redBlue(), scale: 1))
            #expect(view.layer.contents != nil)
            #expect(view.bounds.size == CGSize(width: 2, height: 1))
            let both = UIImageView(image: UIImage(cgImage: try redBlue()), highlightedImage: UIImage())
            #expect(both.layer.contents != nil)
        }

        /// An image's orientation turns it where it is drawn: its size is
        /// the drawn size, `draw(in:)` and an image view show it turned.
        @Test func anImagesOrientationTurnsItWhereverItIsDrawn() throws {
            let stored = try redBlue()
            let up = UIImage(cgImage: stored, scale: 1, orientation: .up)
            let down = UIImage(cgImage: stored, scale: 1, orientation: .down)
            let right = UIImage(cgImage: stored, scale: 1, orientation: .right)
            let mirrored = UIImage(cgImage: stored, scale: 1, orientation: .upMirrored)
            #expect(up.imageOrientation == .up && down.imageOrientation == .down)
            #expect(right.size == CGSize(width: 1, height: 2), "a quarter turn exchanges width and height")
            func drawn(_ image: UIImage) -> [UInt8] {
                let w = Int(image.size.width), h = Int(image.size.height)
                UIGraphicsBeginImageContextWithOptions(image.size, false, 1)
                image.draw(in: CGRect(origin: .zero, size: image.size))
                let out = UIGraphicsGetImageFromCurrentImageContext()!.cgImage!
                UIGraphicsEndImageContext()
                return (0..<(w * h)).map { i in pixel(out, i % w, i / w).r }
            }
            #expect(drawn(up) == [255, 0], "red on the left")
            #expect(drawn(down) == [0, 255], "half a turn: red on the right")
            #expect(drawn(mirrored) == [0, 255], "mirrored: red on the right")
            #expect(drawn(right) == [255, 0], "a quarter turn clockwise: red on top")
            // An image view shows the turned pixels.
            let view = UIImageView(image: down)
            let shown = try #require(view.layer.contents as! CGImage?)
            #expect(pixel(shown, 0, 0).b == 255 && pixel(shown, 1, 0).r == 255)
            // Shown again, the same turned picture (not a new copy, which
            // would repaint and cross-fade as new contents).
            view.isHighlighted = true
            view.image = down
            #expect((view.layer.contents as AnyObject) === shown)
        }

        /// `UIColor()`, a placeholder LiquidLoader's engine starts with, is a
        /// colour: transparent black.
        @Test func aColourMadeWithNothingIsTransparentBlack() {
            let c = UIColor()
            var r: CGFloat = 1, g: CGFloat = 1, b: CGFloat = 1, a: CGFloat = 1
            #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
            #expect([r, g, b, a] == [0, 0, 0, 0])
            #expect(c.cgColor.alpha == 0)
        }

        /// The orientation and status-bar API iOS code asks (a desktop
        /// window is upright and has no status bar), and the scene API of
        /// iOS 13 code that makes its own window.
        @Test func orientationStatusBarAndSceneAskAsOnADevice() {
            final class Controller: UIViewController {
                override var prefersStatusBarHidden: Bool { true }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                override var shouldAutorotate: Bool { false }
                var warned = false
                override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning(); warned = true }
            }
            let plain = UIViewController(), custom = Controller()
            #expect(plain.shouldAutorotate && !plain.prefersStatusBarHidden)
            #expect(plain.supportedInterfaceOrientations == .allButUpsideDown)
            #expect(plain.preferredStatusBarStyle == .default && plain.preferredStatusBarUpdateAnimation == .fade)
            // PKHUD's window relays the app's status bar style.
            UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
            #expect(UIApplication.shared.statusBarStyle == .lightContent)
            UIApplication.shared.statusBarStyle = .default
            UIApplication.shared.setStatusBarHidden(true, with: .slide)
            #expect(UIStatusBarAnimation.slide.rawValue == 2)
            #expect(custom.prefersStatusBarHidden && !custom.shouldAutorotate)
            #expect(custom.supportedInterfaceOrientations.contains(.portrait) && !custom.supportedInterfaceOrientations.contains(.landscapeLeft))
            custom.didReceiveMemoryWarning()
            #expect(custom.warned)
            #expect(UIApplication.shared.statusBarOrientation == .portrait)
            #expect(UIApplication.shared.statusBarOrientation.isPortrait && !UIInterfaceOrientation.landscapeLeft.isPortrait)
            #expect(UIInterfaceOrientationMask.all.contains(.landscape))
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            #expect(scene?.interfaceOrientation == .portrait)
            let window = UIWindow(windowScene: scene!)
            #expect(window.windowScene === scene)
            window.windowLevel = UIWindow.Level.alert + 1
            #expect(window.windowLevel.rawValue == 2001)
            #expect((UIWindow.Level.statusBar - 1).rawValue == 999)
        }

        /// A button's styled title, per state, shown in place of its plain
        /// one (SSSpinnerButton keeps its title styled).
        @Test func aButtonShowsItsStyledTitle() throws {
            let b = UIButton(type: .custom)
            b.setTitle("plain", for: .normal)
            let styled = NSAttributedString(string: "styled")
            b.setAttributedTitle(styled, for: .normal)
            #expect(b.attributedTitle(for: .normal) === styled && b.attributedTitle(for: .selected) === styled)
            #expect(b.currentAttributedTitle === styled)
            #expect(b.titleLabel?.attributedText?.string == "styled")
            b.setAttributedTitle(nil, for: .normal)
            #expect(b.titleLabel?.attributedText == nil && b.titleLabel?.text == "plain")
        }

        /// Motion effects are kept on their views (PKHUD's frame tilts with
        /// the device); a desktop has no tilt, so the view stays put.
        @Test func motionEffectsAreKeptAndLeaveTheViewWhereItIs() {
            let v = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            x.minimumRelativeValue = -10
            x.maximumRelativeValue = 10
            let group = UIMotionEffectGroup()
            group.motionEffects = [x]
            v.addMotionEffect(group)
            v.addMotionEffect(group)
            #expect(v.motionEffects.count == 1)
            let full = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0))
            #expect(full?["center.x"] as? Double == 10)
            #expect(x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 1))?["center.x"] as? Double == 0)
            #expect(v.center == CGPoint(x: 20, y: 20))
            v.removeMotionEffect(group)
            #expect(v.motionEffects.isEmpty)
        }

        /// The old-style block: changes between `beginAnimations` and
        /// `commitAnimations` animate with the duration, delay and curve set
        /// in it (PKHUD's window moves with the keyboard so).
        @Test func oldStyleAnimationBlocksAnimate() throws {
            let v = committedView(at: 100)
            _MediaClock.$fixed.withValue(100) {
                UIView.beginAnimations(nil, context: nil)
                UIView.setAnimationDuration(0.5)
                UIView.setAnimationCurve(.linear)
                UIView.setAnimationDelay(0.1)
                v.alpha = 0
                UIView.commitAnimations()
            }
            let fade = try #require(v.layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(fade.duration == 0.5)
            #expect(fade.timingFunction == CAMediaTimingFunction(name: .linear))
            #expect(v.alpha == 0, "the model takes the new value at once")
            // The default block: 0.2 s, ease in and out.
            _MediaClock.$fixed.withValue(100) {
                UIView.beginAnimations("move", context: nil)
                v.center = CGPoint(x: 200, y: 200)
                UIView.commitAnimations()
            }
            let move = try #require(v.layer.animationKeys()?.compactMap { v.layer.animation(forKey: $0) as? CABasicAnimation }
                .first { $0.keyPath == "position" })
            #expect(move.duration == 0.2 && move.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
            // Unbalanced: said, and nothing breaks.
            let (_, messages) = _Diagnostics.capture { UIView.commitAnimations() }
            #expect(messages.count == 1)
            // Outside a block, changes do not animate.
            v.layer.removeAllAnimations()
            v.alpha = 1
            #expect(v.layer.animationKeys() == nil)
        }

        /// The device as code asks about it (Floaty places itself by its
        /// orientation and idiom): the desktop, upright, no battery.
        @Test func theDeviceIsTheDesktopUprightWithNoBattery() {
            let d = UIDevice.current
            #expect(d.userInterfaceIdiom == UITraitCollection.current.userInterfaceIdiom)
            #expect(d.orientation == .portrait && d.orientation.isValidInterfaceOrientation && !d.orientation.isFlat)
            #expect(d.systemName == "Linux" && !d.systemVersion.isEmpty)
            #expect(d.batteryLevel == -1 && d.batteryState == .unknown)
            #expect(d.identifierForVendor != nil && d.identifierForVendor == UIDevice.current.identifierForVendor)
            d.beginGeneratingDeviceOrientationNotifications()
            d.beginGeneratingDeviceOrientationNotifications()
            d.endGeneratingDeviceOrientationNotifications()
            #expect(d.isGeneratingDeviceOrientationNotifications)
            d.endGeneratingDeviceOrientationNotifications()
            #expect(!d.isGeneratingDeviceOrientationNotifications)
            #expect(UIDeviceOrientation.landscapeLeft.isLandscape && UIDeviceOrientation.faceUp.isFlat)
            // Accessibility: the modal flag kept, posting tells no one.
            let v = UIView()
            v.accessibilityViewIsModal = true
            #expect(v.accessibilityViewIsModal && !v.accessibilityElementsHidden)
            UIAccessibility.post(notification: .layoutChanged, argument: v)
            UIAccessibility.post(notification: .announcement, argument: "Opened")
        }

        /// A button made with a frame (a subclass's `init(frame:)`, as
        /// ButtonProgressBar's) is a custom button: white title, no tint;
        /// `UIButton(type: .system)` is the tinted one.
        @Test func aButtonMadeWithAFrameIsCustom() {
            let custom = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            #expect(custom.buttonType == .custom)
            custom.setTitle("Go", for: .normal)
            #expect(custom.currentTitleColor == .white && custom.titleLabel?.textColor == .white)
            let system = UIButton(type: .system)
            #expect(system.buttonType == .system && system.currentTitleColor == system.tintColor)
        }

        /// `reversing()`: the same shape the other way (M13Checkbox's spiral
        /// strokes its path backwards).
        @Test func aReversedPathRunsBackwards() {
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
            p.close()
            p.lineWidth = 3
            let r = p.reversing()
            #expect(r.cgPath._elements == [.move(CGPoint(x: 20, y: 10)),
                                           .cubic(CGPoint(x: 20, y: 5), CGPoint(x: 15, y: 0), CGPoint(x: 10, y: 0)),
                                           .line(CGPoint(x: 0, y: 0)), .close])
            #expect(r.lineWidth == 3 && r.bounds == p.bounds)
            #expect(r.reversing().cgPath._elements.count == p.cgPath._elements.count)
        }

        /// Layout direction: left to right unless a view asks for right to left.
        @Test func viewsLayOutLeftToRightUnlessTheyAskOtherwise() {
            let v = UIView()
            #expect(v.semanticContentAttribute == .unspecified && v.effectiveUserInterfaceLayoutDirection == .leftToRight)
            v.semanticContentAttribute = .forceRightToLeft
            #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        }

        /// A recognizer subclass of one's own (M13Checkbox's, Cosmos's
        /// views): it sets `state`, which calls its handler, and its view
        /// may refuse to let it begin.
        @Test func aRecognizerSubclassSetsItsStateAndItsViewMayRefuse() {
            final class Press: UILongPressGestureRecognizer {
                override init(_ handler: @escaping (UILongPressGestureRecognizer) -> Void) {
                    super.init(handler)
                    minimumPressDuration = 0
                }
            }
            final class Refusing: UIView {
                var refuse = false
                override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { !refuse }
            }
            var heard: [UIGestureRecognizer.State] = []
            let press = Press { heard.append($0.state) }
            let view = Refusing()
            view.addGestureRecognizer(press)
            press.state = .began
            press.state = .changed
            press.state = .ended
            #expect(heard == [.began, .changed, .ended])
            press.reset()
            view.refuse = true
            press.state = .began
            #expect(press.state == .failed && heard.count == 3, "the view refused")
            let plain = UIGestureRecognizer(handler: { _ in heard.append(.possible) })
            plain.state = .ended
            #expect(heard.last == .possible)
            #expect(UIGestureRecognizer().state == .possible)
            // Adjustable elements: overridable steps.
            final class Stepper: UIView {
                var value = 0
                override func accessibilityIncrement() { value += 1 }
                override func accessibilityDecrement() { value -= 1 }
            }
            let s = Stepper()
            s.accessibilityIncrement(); s.accessibilityIncrement(); s.accessibilityDecrement()
            #expect(s.value == 1 && !s.accessibilityActivate())
        }

        /// A view's layer class whose own `action(forKey:)` animates a
        /// managed key from `presentation()`'s value (UICircularProgressRing
        /// does) animates only once the layer has been committed: before
        /// that there is no presentation layer, the animation has no
        /// `fromValue`, and it runs from the value just set to itself. So a
        /// ring started in `viewDidLoad` shows its final value at once, as
        /// on iOS, where that library asks to be started in `viewDidAppear`;
        /// started after the first commit it runs from where it was.
        @Test func aCustomActionBeforeTheFirstCommitHasNothingToAnimateFrom() {
            final class RingLayer: CALayer {
                @Managed var value: CGFloat
                override func action(forKey event: String) -> CAAction? {
                    guard event == "value" else { return super.action(forKey: event) }
                    let a = CABasicAnimation(keyPath: "value")
                    a.fromValue = presentation()?.value(forKey: "value")
                    a.duration = 2
                    return a
                }
            }
            final class Ring: UIView {
                override class var layerClass: AnyClass { RingLayer.self }
                var ring: RingLayer { layer as! RingLayer }
            }
            func presented(_ r: Ring, at t: Double) -> CGFloat? {
                _MediaClock.$fixed.withValue(t) { (r.layer.presentation() as? RingLayer)?.value }
            }
            _MediaClock.$fixed.withValue(100) {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                let early = Ring(), late = Ring()
                root.addSubview(early)
                early.ring.value = 75                       // as in viewDidLoad
                CATransaction.flush()
                root.addSubview(late)
                CATransaction.flush()
                late.ring.value = 75                        // as in viewDidAppear
                CATransaction.flush()
                #expect(early.layer.animation(forKey: "value") != nil && presented(early, at: 101) == 75)
                #expect(abs((presented(late, at: 101) ?? 0) - 37.5) < 0.01)
            }
        }
        /// The first responder (CHIPageControl and paper-switch ports; code
        /// that handles keys, or puts a keyboard away with `endEditing`):
        /// only an object that can be one becomes it, it takes typed keys
        /// before the top view controller, and a view resigns it for the
        /// views inside it. `getRed` and its kind may be called for their
        /// writes alone, as Apple's are imported as discardable.
        @Test func theFirstResponderTakesKeysFirst() {
            final class KeyView: UIView {
                var pressed: [String] = []
                var holds = false
                override var canBecomeFirstResponder: Bool { true }
                override var canResignFirstResponder: Bool { !holds }
                override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                    pressed += presses.compactMap { $0.key?.characters }
                }
            }
            let top = UIViewController(), plain = UIView(), keys = KeyView(), other = KeyView()
            top.view.addSubview(plain)
            plain.addSubview(keys)
            #expect(UIResponder.pressResponder(else: top) === top)
            #expect(!plain.becomeFirstResponder() && !plain.isFirstResponder)
            #expect(keys.becomeFirstResponder() && keys.isFirstResponder)
            #expect(UIResponder.pressResponder(else: top) === keys)
            // One that will not let go keeps it, unless forced.
            keys.holds = true
            #expect(!other.becomeFirstResponder() && keys.isFirstResponder)
            #expect(!top.view.endEditing(false) && keys.isFirstResponder)
            #expect(top.view.endEditing(true) && !keys.isFirstResponder)
            #expect(UIResponder.pressResponder(else: top) === top)
            keys.holds = false
            #expect(other.becomeFirstResponder() && other.resignFirstResponder() && !other.isFirstResponder)
            var r: CGFloat = 0
            UIColor.red.getRed(&r, green: nil, blue: nil, alpha: nil)
            #expect(r == 1)
        }
        /// MarqueeLabel overrides `appliedContentSizeCategoryLimitsDescription`
        /// (it was declared in an extension here, which Swift does not let a
        /// subclass override), and views override the margin and safe-area
        /// hooks; changing the margins calls the first.
        @Test func marginAndTextSizeHooksCanBeOverridden() {
            final class Hooked: UIView {
                var marginChanges = 0
                override var appliedContentSizeCategoryLimitsDescription: String { "mine" }
                override func layoutMarginsDidChange() {
                    super.layoutMarginsDidChange()
                    marginChanges += 1
                }
                override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
            }
            let v = Hooked()
            v.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            #expect(v.marginChanges == 1 && v.appliedContentSizeCategoryLimitsDescription == "mine")
            #expect(UIView().appliedContentSizeCategoryLimitsDescription == "No limits")
        }
    }
}
