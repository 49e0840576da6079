import Foundation
import Testing
@testable import PreviewKit

/// What open-source iOS animation code needs of UIKit to compile and run
/// with only `import UIKit` changed: each test pins one thing such code
/// was found to rely on.
extension MainThreadSuites {
    @Suite(.serialized) struct UIKitPortingTests {
        /// UIKit makes a view's layer with the layer class's `init()`; its
        /// `init(layer:)`, which may insist on a layer of its own class, is
        /// only for presentation copies.
        @Test func layerClassLayersAreMadeWithInit() {
            final class RingLayer: CALayer {
                nonisolated(unsafe) static var inits = 0
                var color = "red"
                var lineWidth: CGFloat = 3
                override init() {
                    RingLayer.inits += 1
                    lineWidth = 4
                    super.init()
                }
                required init(layer: Any) {
                    let other = layer as! RingLayer
                    color = other.color
                    lineWidth = other.lineWidth
                    super.init(layer: layer)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class RingView: UIView {
                override class var layerClass: AnyClass { RingLayer.self }
            }
            let before = RingLayer.inits
            let v = RingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let ring = v.layer as? RingLayer
            #expect(ring != nil && RingLayer.inits == before + 1)
            #expect(ring?.lineWidth == 4 && ring?.color == "red")
            CATransaction.flush()
            #expect((v.layer.presentation() as? RingLayer)?.lineWidth == 4, "presentation copies come from init(layer:)")
            // A layer class with no initialisers of its own inherits init().
            final class PlainLayer: CAShapeLayer { var extra = [1, 2, 3] }
            final class PlainView: UIView { override class var layerClass: AnyClass { PlainLayer.self } }
            #expect((PlainView().layer as? PlainLayer)?.extra == [1, 2, 3])
        }

        /// A layer class that draws itself (`draw(in:)`) draws under a view
        /// that does not draw.
        @Test func aLayerClassDrawsItselfUnderAView() throws {
            final class DotLayer: CALayer {
                override func draw(in ctx: CGContext) {
                    ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
                    ctx.fill(bounds)
                }
            }
            final class DotView: UIView { override class var layerClass: AnyClass { DotLayer.self } }
            let v = DotView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
            CATransaction.flush()
            let image = try #require(v.layer.contents as? CGImage)
            #expect(pixel(image, 4, 4).g == 255)
            // A plain layer class draws nothing: no backing store.
            let plain = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
            CATransaction.flush()
            #expect(plain.layer.contents == nil)
            // A layer class that overrides display() sets its own contents.
            final class SelfDisplaying: CALayer {
                var displays = 0
                override func display() {
                    displays += 1
                    contents = image
                }
                let image = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!.makeImage()!
            }
            final class DisplayView: UIView { override class var layerClass: AnyClass { SelfDisplaying.self } }
            let d = DisplayView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
            d.layer.setNeedsDisplay()
            CATransaction.flush()
            let layer = try #require(d.layer as? SelfDisplaying)
            #expect(layer.displays == 1 && (layer.contents as? CGImage) === layer.image)
        }

        /// Adding a subview detaches it internally: an override of
        /// `removeFromSuperview()` is not called; the hooks are, in UIKit's
        /// order, and `window` is set for the whole subtree.
        @Test func addingASubviewRunsTheHooksNotRemoveFromSuperview() {
            final class Watched: UIView {
                var log: [String] = []
                override func removeFromSuperview() { log.append("removeFromSuperview"); super.removeFromSuperview() }
                override func willMove(toSuperview s: UIView?) { log.append("willMove(toSuperview: \(s == nil ? "nil" : "view"))") }
                override func didMoveToSuperview() { log.append("didMoveToSuperview") }
                override func willMove(toWindow w: UIWindow?) { log.append("willMove(toWindow: \(w == nil ? "nil" : "window"))") }
                override func didMoveToWindow() { log.append("didMoveToWindow \(window != nil)") }
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let a = UIView(), b = UIView()
            window.addSubview(a)
            let w = Watched()
            b.addSubview(w)
            #expect(w.log == ["willMove(toSuperview: view)", "didMoveToSuperview"], "no window yet: \(w.log)")
            w.log = []
            a.addSubview(w)
            #expect(w.log == ["willMove(toSuperview: view)", "willMove(toWindow: window)", "didMoveToSuperview",
                              "didMoveToWindow true"], "\(w.log)")
            #expect(w.window === window && b.subviews.isEmpty)
            w.log = []
            w.removeFromSuperview()
            #expect(w.log == ["removeFromSuperview", "willMove(toSuperview: nil)", "willMove(toWindow: nil)",
                              "didMoveToSuperview", "didMoveToWindow false"], "\(w.log)")
        }

        @Test func aViewAsAMaskMasksTheViewsLayer() {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let m = UIView(frame: v.bounds)
            v.mask = m
            #expect(v.layer.mask === m.layer && v.mask === m)
            v.mask = nil
            #expect(v.layer.mask == nil)
        }

        @Test func sizingAndTintFollowUIKit() {
            let parent = UIView(), child = UIView()
            parent.addSubview(child)
            #expect(child.tintColor == .systemBlue)
            parent.tintColor = .red
            #expect(child.tintColor == .red, "a view's tint is its superview's unless it has one")
            #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            let label = UILabel()
            label.text = "Hello"
            label.font = nil
            #expect(label.font.pointSize == 17, "UIFont! takes nil as the default font")
            label.sizeToFit()
            #expect(label.bounds.width > 20 && label.intrinsicContentSize.width == label.bounds.width)
            // A view sized to fit keeps its frame's origin (UIKit's
            // sizeToFit), not its centre.
            final class Fitting: UIView {
                override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 100, height: 40) }
            }
            let fitting = Fitting(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
            fitting.sizeToFit()
            #expect(fitting.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
            stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            box.addSubview(stretchy)
            box.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
            #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        }

        @Test func buttonsHaveTitlesAndImagesPerState() {
            let b = UIButton(type: .custom)
            let image = UIImage(cgImage: CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                                   space: CGColorSpaceCreateDeviceRGB(),
                                                   bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!.makeImage()!)
            b.setTitle("Go", for: .normal)
            b.setTitle("Going", for: .highlighted)
            b.setImage(image, for: .normal)
            #expect(b.title(for: .normal) == "Go" && b.currentTitle == "Go" && b.image(for: .selected) === image)
            b.isHighlighted = true
            #expect(b.currentTitle == "Going" && b.titleLabel?.text == "Going")
            let state: UIControl.State = [.selected, .highlighted]
            #expect(state.contains(.selected))
            // A background image per state fills the button.
            let green = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { ctx in
                UIColor.green.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
            let plain = UIButton(type: .custom)
            plain.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            plain.setBackgroundImage(green, for: .normal)
            #expect(plain.backgroundImage(for: .highlighted) === green && plain.currentBackgroundImage === green)
            plain.layoutIfNeeded()
            let ctx = CGContext(data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            plain.layer.render(in: ctx)
            let px = ctx.data!.assumingMemoryBound(to: UInt8.self)
            let corner = (px[0], px[1], px[2], px[3])
            let middle = 10 * ctx.bytesPerRow + 20 * 4
            #expect(corner == (0, 255, 0, 255) && (px[middle], px[middle + 1]) == (0, 255), "the background fills the button")
            plain.setBackgroundImage(nil, for: .normal)
            #expect(plain.currentBackgroundImage == nil)
        }

        /// Geometry and transforms in NSValue, as animations take them.
        @Test func nsValuesCarryGeometryIntoAnimations() {
            #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
            #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
            let t = CATransform3DMakeRotation(0.5, 0, 0, 1)
            #expect(CATransform3DEqualToTransform(NSValue(caTransform3D: t).caTransform3DValue, t))
            let a = CGAffineTransform(translationX: 3, y: 4)
            #expect(NSValue(cgAffineTransform: a).cgAffineTransformValue == a)
            #expect(NSValue(cgPoint: .zero).caTransform3DValue.m11 == 1, "a value of another type reads as the identity")
            let layer = CALayer()
            let anim = CABasicAnimation(keyPath: "transform")
            anim.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            anim.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
            anim.duration = 1
            let (_, messages) = _Diagnostics.capture {
                _MediaClock.$fixed.withValue(800) {
                    layer.add(anim, forKey: "grow")
                    CATransaction.flush()
                }
            }
            #expect(messages.isEmpty, "\(messages)")
            _MediaClock.$fixed.withValue(800.5) {
                #expect(abs((layer.presentation()?.transform.m11 ?? 0) - 2) < 1e-6)
            }
            #expect(NSCoder.string(for: CGPoint(x: 3, y: 4.5)) == "{3, 4.5}")
            #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
            #expect(NSCoder.cgPoint(for: "{3, 4.5}") == CGPoint(x: 3, y: 4.5))
            #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
            // Points and rects drive animations as the transform does.
            let moved = CALayer()
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
            move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 40))
            move.duration = 1
            let grow = CABasicAnimation(keyPath: "bounds")
            grow.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 10))
            grow.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 30, height: 50))
            grow.duration = 1
            let (_, moveMessages) = _Diagnostics.capture {
                _MediaClock.$fixed.withValue(900) {
                    moved.add(move, forKey: "move")
                    moved.add(grow, forKey: "grow")
                    CATransaction.flush()
                }
            }
            #expect(moveMessages.isEmpty, "\(moveMessages)")
            _MediaClock.$fixed.withValue(900.5) {
                #expect(moved.presentation()?.position == CGPoint(x: 50, y: 20))
                #expect(moved.presentation()?.bounds.size == CGSize(width: 20, height: 30))
            }
        }

        @Test func literalsAndDarwinValuesCompile() {
            let c = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
            var r: CGFloat = 0, g: CGFloat = 0
            _ = c.getRed(&r, green: &g, blue: nil, alpha: nil)
            #expect(r == 1 && g == 0.5)
            let anim = CABasicAnimation(keyPath: "opacity")
            anim.repeatCount = HUGE
            #expect(anim.repeatCount == Float.greatestFiniteMagnitude && MAXFLOAT == HUGE)
            #expect(NSEC_PER_SEC == 1_000_000_000 && CGFLOAT_MAX == .greatestFiniteMagnitude)
            #expect(NSEC_PER_MSEC == 1_000_000)
            cConstantsAreNotAmbiguous()
            // An image literal names a resource as UIImage(named:) does; a
            // missing one is an empty image, with a diagnostic, not a trap.
            let (missing, messages) = _Diagnostics.capture { () -> UIImage in
                let literal: UIImage = #imageLiteral(resourceName: "no-such-picture")
                return literal
            }
            #expect(missing.size == .zero && missing.cgImage == nil)
            #expect(messages.count == 1, "\(messages)")
            let inset = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
            #expect(inset == CGRect(x: 10, y: 5, width: 80, height: 40))
        }

        /// Glibc and CoreFoundation both declare math.h's and float.h's
        /// constants on Linux; with both re-exported, `M_PI` was ambiguous
        /// and old iOS code (`CGFloat(M_PI)`) did not compile. Deprecated,
        /// as Swift marks them on Apple's platforms.
        @available(*, deprecated)
        func cConstantsAreNotAmbiguous() {
            let pi = CGFloat(M_PI), halves: [Double] = [M_PI_2, M_PI_4], roots: [Double] = [M_SQRT2, M_SQRT1_2]
            #expect(pi == .pi && halves == [.pi / 2, .pi / 4] && roots == [Double(2).squareRoot(), Double(0.5).squareRoot()])
            let floats: [Float] = [FLT_MAX, FLT_MIN, FLT_TRUE_MIN, FLT_EPSILON]
            #expect(floats == [.greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude, .ulpOfOne])
            let doubles: [Double] = [DBL_MAX, DBL_MIN, DBL_TRUE_MIN, DBL_EPSILON]
            #expect(doubles == [.greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude, .ulpOfOne])
        }

        /// Image contexts draw in UIKit's coordinates (y down) at their scale.
        @Test func imageRenderersAndContextsDrawInUIKitCoordinates() throws {
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: {
                let f = UIGraphicsImageRendererFormat()
                f.scale = 2
                return f
            }())
            let image = renderer.image { ctx in
                UIColor.red.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            }
            #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2)
            let cg = try #require(image.cgImage)
            #expect(cg.width == 20 && pixel(cg, 10, 2).r == 255 && pixel(cg, 10, 17).a == 0, "the top half, y down")

            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 1))
            let drawn = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() == nil)
            let top = try #require(drawn?.cgImage)
            #expect(pixel(top, 2, 0).b == 255 && pixel(top, 2, 3).a == 0)
        }

        /// `clip(to:mask:)` clips by an image's alpha (or, opaque, its grey).
        @Test func clipToAMaskImage() throws {
            let space = CGColorSpaceCreateDeviceRGB(), info = CGImageAlphaInfo.premultipliedLast.rawValue
            let maskContext = try #require(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                                     space: space, bitmapInfo: info))
            maskContext.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            maskContext.fill(CGRect(x: 0, y: 0, width: 5, height: 10)) // the left half, opaque
            let mask = try #require(maskContext.makeImage())
            /// A red fill of a 10x10 context clipped to `mask`.
            func redClipped(to mask: CGImage) throws -> CGImage {
                let ctx = try #require(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                                 space: space, bitmapInfo: info))
                ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: mask)
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                return try #require(ctx.makeImage())
            }
            let out = try redClipped(to: mask)
            #expect(pixel(out, 2, 5).r == 255 && pixel(out, 7, 5).a == 0)

            // An opaque greyscale image masks by its grey: white shows,
            // black hides, mid grey shows half.
            let grey = try #require(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                              space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
            grey.setFillColor(gray: 0, alpha: 1)
            grey.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            grey.setFillColor(gray: 1, alpha: 1)
            grey.fill(CGRect(x: 0, y: 0, width: 4, height: 10)) // the left strip white
            grey.setFillColor(gray: 0.5, alpha: 1)
            grey.fill(CGRect(x: 4, y: 0, width: 3, height: 10)) // then mid grey, then black
            let shown = try redClipped(to: try #require(grey.makeImage()))
            #expect(pixel(shown, 1, 5).a == 255 && pixel(shown, 9, 5).a == 0)
            #expect(abs(Int(pixel(shown, 5, 5).a) - 128) <= 2, "mid grey shows half: \(pixel(shown, 5, 5).a)")
        }

        /// A custom presentation runs the transitioning delegate's animator
        /// in the window; dismissing runs it again.
        @Test func presentationsRunTheirAnimators() {
            final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
                var runs: [Bool] = []
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let presenting = ctx.viewController(forKey: .to)?.presentingViewController != nil
                    runs.append(presenting)
                    if let to = ctx.view(forKey: .to), presenting {
                        to.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
                        ctx.containerView.addSubview(to)
                    }
                    ctx.completeTransition(true)
                }
            }
            final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
                let animator = Animator()
                func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                         source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
                func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let home = UIViewController()
            window.rootViewController = home
            let sheet = UIViewController()
            let delegate = Delegate()
            sheet.transitioningDelegate = delegate
            var presented = false
            home.present(sheet, animated: true) { presented = true }
            #expect(presented && home.presentedViewController === sheet && sheet.presentingViewController === home)
            #expect(sheet.view.window === window && sheet.view.frame == window.bounds)
            var dismissed = false
            sheet.dismiss(animated: true) { dismissed = true }
            #expect(dismissed && home.presentedViewController == nil && sheet.view.superview == nil)
            #expect(delegate.animator.runs.count == 2)
        }

        /// The app's life cycle is posted as UIKit posts it.
        @Test func theApplicationPostsItsLifeCycle() {
            final class Heard: @unchecked Sendable { var names: [Notification.Name] = [] }
            let heard = Heard()
            let center = NotificationCenter.default
            let tokens = [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
                          UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification]
                .map { name in center.addObserver(forName: name, object: nil, queue: nil) { heard.names.append($0.name) } }
            defer { tokens.forEach(center.removeObserver) }
            let app = UIApplication.shared
            app.windowDidOpen()
            app.windowVisibilityChanged(false)
            #expect(app.applicationState == .background)
            app.windowVisibilityChanged(true)
            #expect(app.applicationState == .active)
            #expect(heard.names == [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
                              UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
                              UIApplication.didBecomeActiveNotification])
        }
    }
}
