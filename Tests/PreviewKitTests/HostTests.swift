import Foundation
import Testing
@testable import PreviewKit

/// A view controller whose view holds one 40x40 square moving right
/// (x 0 → 400 over 2 s, linear) from the moment it appears.
final class MovingSquareController: UIViewController {
    let square = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
    var loads = 0, appearances = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
        view.backgroundColor = .white
        square.backgroundColor = .red
        view.addSubview(square)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances += 1
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            self.square.center.x = 420
        })
    }
}

/// The RGBA of a pixel of an image (y down).
func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let ctx = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    ctx.draw(image, in: CGRect(x: -x, y: y - image.height + 1, width: image.width, height: image.height))
    let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
    return (p[0], p[1], p[2], p[3])
}

extension MainThreadSuites {
    @Suite(.serialized) struct HostTests {
        /// A headless snapshot shows the animation where it is at the time
        /// asked, counted from the moment the view appeared.
        @Test func snapshotsShowTheAnimationAtTheTimeAsked() throws {
            let vc = MovingSquareController()
            let images = try #require(PreviewSnapshot.render(vc, size: CGSize(width: 480, height: 240), at: [0, 1, 2.5]))
            #expect(images.count == 3 && vc.loads == 1 && vc.appearances == 1)
            // At 1 s the square's centre is at x = 20 + 200 = 220.
            #expect(pixel(images[1], 220, 120).r == 255 && pixel(images[1], 220, 120).g == 0, "the square at 1 s")
            #expect(pixel(images[1], 20, 120).g == 255, "gone from the start")
            #expect(pixel(images[0], 20, 120).g == 0, "at the start at 0 s")
            #expect(pixel(images[2], 420, 120).g == 0, "held at the end")
        }

        /// As on iOS, a block animation started while the view loads or
        /// before it appears runs from the commit that shows the view
        /// (RevealingSplashView starts its splash from viewDidLoad): it is
        /// not dropped, and its completion waits for it.
        @Test func animationsStartedWhileLoadingRun() throws {
            final class LoadAnimating: UIViewController {
                let square = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
                var finishedAt: [Double] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    square.backgroundColor = .red
                    view.addSubview(square)
                    UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                        self.square.center.x = 420
                    }, completion: { _ in self.finishedAt.append(CACurrentMediaTime()) })
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    UIView.animate(withDuration: 1, animations: { self.square.alpha = 0.5 })
                }
            }
            let vc = LoadAnimating()
            let images = try #require(PreviewSnapshot.render(vc, size: CGSize(width: 480, height: 240), at: [1, 2.5]))
            // Half transparent red over white: (255, 128, 128).
            func halfRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r == 255 && (100...160).contains(p.g) }
            #expect(halfRed(pixel(images[0], 220, 120)), "half-way at 1 s: \(pixel(images[0], 220, 120))")
            #expect(pixel(images[0], 20, 120).g == 255 && pixel(images[0], 420, 120).g == 255,
                    "gone from the start, not yet at the end")
            #expect(halfRed(pixel(images[1], 420, 120)), "held at the end")
            #expect(vc.finishedAt.count == 1 && vc.finishedAt[0] >= PreviewSnapshot.clockStart + 2,
                    "completed at the end, not at once: \(vc.finishedAt)")
        }

        /// A snapshot's window is the key window while it lasts: an
        /// overlay put on `UIApplication.shared.keyWindow` shows (as
        /// NVActivityIndicatorView's presenter puts its dimming and
        /// spinner), and the key window before it is key again after.
        @Test func aSnapshotsWindowIsTheKeyWindow() throws {
            final class Overlaying: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                    overlay.backgroundColor = .red
                    UIApplication.shared.keyWindow?.addSubview(overlay)
                }
            }
            let before = UIWindow.key
            let images = try #require(PreviewSnapshot.render(Overlaying(), size: CGSize(width: 200, height: 100), at: [0.1]))
            #expect(pixel(images[0], 50, 50).r == 255 && pixel(images[0], 50, 50).g == 0, "the overlay shows")
            #expect(pixel(images[0], 150, 50).g > 200, "beside it, the view")
            #expect(UIWindow.key === before)
        }

        /// A display link added in `.default` and in UIKit's `.tracking`
        /// mode (as EFCountingLabel adds its own) fires once a frame.
        @Test func aLinkAddedInTwoModesFiresOnceAFrame() throws {
            final class Counting: UIViewController {
                var frames = 0
                var link: CADisplayLink?
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    let link = CADisplayLink { [weak self] _ in self?.frames += 1 }
                    link.add(to: .main, forMode: .default)
                    link.add(to: .main, forMode: .tracking)
                    self.link = link
                }
            }
            let vc = Counting()
            _ = try #require(PreviewSnapshot.render(vc, size: CGSize(width: 20, height: 20), at: [0.5]))
            vc.link?.invalidate()
            #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")
            #expect((28...32).contains(vc.frames), "\(vc.frames) calls in half a second at 60 frames a second")
        }

        @Test func snapshotsRefuseSizesTheyCannotRender() {
            #expect(PreviewSnapshot.render(MovingSquareController(), size: CGSize(width: 0, height: 10), at: [0]) == nil)
            #expect(PreviewSnapshot.render(MovingSquareController(), size: CGSize(width: 10, height: 10), scale: .nan, at: [0]) == nil)
        }

        /// Display links run before each frame's commit: a follower set from
        /// the leader's presentation position is drawn in the same frame.
        @Test func displayLinksDrawInTheFrameTheyRanFor() throws {
            final class Follow: UIViewController {
                let leader = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                let follower = CALayer()
                var link: CADisplayLink?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(leader)
                    follower.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
                    follower.backgroundColor = UIColor.blue.cgColor
                    view.layer.addSublayer(follower)
                    link = CADisplayLink { [unowned self] _ in
                        CATransaction.setDisableActions(true)
                        self.follower.position = (self.leader.layer.presentation() ?? self.leader.layer).position
                            .applying(CGAffineTransform(translationX: 0, y: 60))
                    }
                    link?.add(to: .current, forMode: .common)
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.leader.center.x = 210 })
                }
            }
            let vc = Follow()
            let image = try #require(PreviewSnapshot.render(vc, size: CGSize(width: 300, height: 120), at: [0.5])?.first)
            vc.link?.invalidate()
            // The leader's centre is at x 110 at 0.5 s; the follower below it.
            let p = pixel(image, 110, 70)
            #expect(p.b == 255 && p.r == 0, "the follower under the leader: \(p)")
        }

        /// A press lands on a moving view where it is drawn, not where its
        /// model value already is.
        @Test func aTapOnAMovingViewHitsItWhereItIsDrawn() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 200))
            let moving = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            root.addSubview(moving)
            var tapped = 0
            moving.addGestureRecognizer(UITapGestureRecognizer { _ in tapped += 1 })
            _MediaClock.$fixed.withValue(100) {
                CATransaction.flush()
                UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { moving.center.x = 420 })
                CATransaction.flush()
            }
            _MediaClock.$fixed.withValue(101) {
                // Halfway: drawn around x 220; the model is at 420.
                #expect(TouchRouter.hitView(in: root, at: CGPoint(x: 220, y: 20)) === moving)
                #expect(TouchRouter.hitView(in: root, at: CGPoint(x: 420, y: 20)) === root)
                let router = TouchRouter()
                router.down(at: CGPoint(x: 222, y: 20), in: root, time: 101)
                router.up(at: CGPoint(x: 223, y: 21), time: 101.1)
            }
            #expect(tapped == 1)
        }

        /// Touches go to the view's overrides; a pan that begins cancels them
        /// and reports its translation; a tap that moves too far fails.
        @Test func touchesAndGestures() {
            final class Recorder: UIView {
                var phases: [String] = []
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
                override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    phases.append("ended \(touches.first!.location(in: self))")
                }
                override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
            }
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let v = Recorder(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            root.addSubview(v)
            CATransaction.flush()
            let router = TouchRouter()
            router.down(at: CGPoint(x: 110, y: 110), in: root, time: 0)
            router.moved(to: CGPoint(x: 112, y: 110), time: 0.1)
            router.up(at: CGPoint(x: 112, y: 110), time: 0.2)
            #expect(v.phases == ["began", "moved", "ended \(CGPoint(x: 12, y: 10))"])

            v.phases = []
            var translations: [CGPoint] = [], states: [UIGestureRecognizer.State] = []
            var taps = 0
            v.addGestureRecognizer(UIPanGestureRecognizer { pan in
                translations.append(pan.translation(in: v))
                states.append(pan.state)
            })
            v.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
            router.down(at: CGPoint(x: 110, y: 110), in: root, time: 1)
            router.moved(to: CGPoint(x: 115, y: 110), time: 1.1)
            router.moved(to: CGPoint(x: 140, y: 120), time: 1.2)
            router.moved(to: CGPoint(x: 150, y: 130), time: 1.3)
            router.up(at: CGPoint(x: 150, y: 130), time: 1.4)
            #expect(states == [.began, .changed, .ended])
            #expect(translations.last == CGPoint(x: 40, y: 20))
            #expect(v.phases == ["began", "moved", "cancelled"], "the pan cancels the view's touch")
            #expect(taps == 0, "a drag is no tap")
        }

        @Test func viewControllersLoadTheirViewOnceAndPassTouchesOn() {
            final class VC: UIViewController {
                var loads = 0, touched = 0
                override func viewDidLoad() { loads += 1 }
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touched += 1 }
            }
            let vc = VC()
            #expect(!vc.isViewLoaded)
            _ = vc.view
            _ = vc.view
            #expect(vc.loads == 1 && vc.view.next === vc)
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            vc.view.addSubview(child)
            child.touchesBegan([], with: nil)
            #expect(vc.touched == 1, "a view's unhandled touches climb to its controller")
            vc.view.addSubview(vc.view)
            #expect(vc.view.superview == nil, "a view added to itself is refused")
            child.addSubview(vc.view)
            #expect(vc.view.superview == nil && child.superview === vc.view, "and to its own subview")
        }

        /// Only views whose class draws get a backing store.
        @Test func onlyDrawingViewsGetContents() {
            final class Drawn: UIView {
                override func draw(_ rect: CGRect) {
                    UIColor.green.setFill()
                    UIRectFill(rect)
                }
            }
            let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            let drawn = Drawn(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            plain.addSubview(drawn)
            CATransaction.flush()
            #expect(plain.layer.contents == nil)
            let image = drawn.layer.contents as? CGImage
            #expect(image != nil)
            if let image { #expect(pixel(image, 15, 15).g == 255) }
        }

        /// Slow animations change the content's time scale without a jump.
        @Test func slowAnimationsScaleTheContentsTimeWithoutAJump() {
            let window = PreviewWindow(title: "test", width: 100, height: 100)
            _MediaClock.$fixed.withValue(50) {
                CATransaction.flush()
                let before = window.rootLayer.convertTime(50, from: nil)
                window.tools.setSlow(true)
                CATransaction.flush()
                #expect(window.rootLayer.speed == 0.1)
                #expect(abs(window.rootLayer.convertTime(50, from: nil) - before) < 1e-9)
                #expect(abs(window.rootLayer.convertTime(51, from: nil) - before - 0.1) < 1e-6, "a tenth of the rate (speed is a Float)")
                window.tools.setPaused(true)
                window.tools.step()
                #expect(abs(window.rootLayer.convertTime(60, from: nil) - before - 0.1 / 60) < 1e-6, "one slowed frame")
            }
        }

        /// A link that invalidates itself from its own callback runs once and
        /// leaves the others running.
        @Test func aDisplayLinkInvalidatedInItsOwnCallback() {
            var selfCalls = 0, otherCalls = 0
            let quitter = CADisplayLink { link in
                selfCalls += 1
                link.invalidate()
            }
            let other = CADisplayLink { _ in otherCalls += 1 }
            _DisplayLinkDriver.setDisplayDriven(true)
            defer { _DisplayLinkDriver.setDisplayDriven(false); other.invalidate() }
            quitter.add(to: .current, forMode: .common)
            other.add(to: .current, forMode: .common)
            for i in 1...5 { _DisplayLinkDriver.fireAll(at: 1000 + Double(i) / 60, displayInterval: 1 / 60) }
            #expect(selfCalls == 1 && otherCalls == 5)
        }

        /// Three hundred presses in a second on a moving view: every one
        /// lands, none is lost or doubled, nothing is left pressed.
        @Test func threeHundredClicksASecond() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 200))
            let moving = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            root.addSubview(moving)
            var taps = 0, began = 0
            final class Counter: UIView {
                var began = 0
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
            }
            let counter = Counter(frame: moving.bounds)
            moving.addSubview(counter)
            moving.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
            _MediaClock.$fixed.withValue(200) {
                CATransaction.flush()
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction],
                               animations: { moving.center.x = 430 })
                CATransaction.flush()
            }
            let router = TouchRouter()
            for i in 0..<300 {
                let t = 200 + Double(i) / 300
                _MediaClock.$fixed.withValue(t) {
                    // Where the view is drawn now: 30 + 400 t.
                    let x = 30 + 400 * CGFloat(t - 200)
                    router.down(at: CGPoint(x: x, y: 30), in: root, time: t)
                    router.up(at: CGPoint(x: x, y: 30), time: t + 0.001)
                }
            }
            began = counter.began
            #expect(taps == 300 && began == 300)
        }

        /// The spring form: settled by the block's duration whatever the
        /// ratio; a low ratio overshoots, a ratio of 1 does not.
        @Test func springAnimationsSettleByTheirDuration() {
            for (ratio, overshoots) in [(0.3, true), (1.0, false)] as [(CGFloat, Bool)] {
                let clock = ViewClock()
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                clock.root.addSubview(v)
                CATransaction.flush()
                UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: ratio, initialSpringVelocity: 0,
                               animations: { v.center.x = 110 })
                CATransaction.flush()
                var most: CGFloat = 0
                for i in 1...60 {
                    clock.at(Double(i) / 60)
                    most = max(most, v.layer.presentation()!.position.x)
                }
                #expect((most > 110.5) == overshoots, "ratio \(ratio): at most \(most)")
                clock.at(0.999)
                #expect(abs(v.layer.presentation()!.position.x - 110) < 0.5, "settled by the duration")
            }
        }
    }
}

/// A view that turns red when a wall-clock timer fires 3 s after it
/// appears (as code that schedules its next step with a `Timer` or
/// `asyncAfter` does). Three seconds, not less: the suite's other tests
/// run beside it on two processors, and the frame before the timer must
/// be drawn before the timer comes due even when they hold the
/// processors for a while (one second was not always enough).
final class TimerRedController: UIViewController {
    private var timer: Timer?
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        view.backgroundColor = .blue
        timer = Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { [weak self] _ in
            self?.view.backgroundColor = .red
        }
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        timer?.invalidate()
    }
}

extension MainThreadSuites {
    @Suite(.serialized) struct PacedSnapshotTests {
        /// Paced to the wall clock, a snapshot sees what a timer did by
        /// its moment, and not before; unpaced, the frames are drawn
        /// before the timer is due.
        @Test func aPacedSnapshotRunsWhatTheWallClockBringsDue() throws {
            let size = CGSize(width: 40, height: 40)
            let paced = try #require(PreviewSnapshot.render(TimerRedController(), size: size, at: [0.1, 3.3], paced: true))
            #expect(pixel(paced[0], 20, 20).b == 255 && pixel(paced[0], 20, 20).r == 0, "blue before the timer")
            #expect(pixel(paced[1], 20, 20).r == 255 && pixel(paced[1], 20, 20).b == 0, "red after it")
            // Unpaced, the frames are drawn at once (the controller's timer
            // is let go when its view disappears after the render).
            let unpaced = try #require(PreviewSnapshot.render(TimerRedController(), size: size, at: [0.1, 3.3]))
            #expect(pixel(unpaced[1], 20, 20).b == 255, "the timer is not due yet")
        }
    }
}
