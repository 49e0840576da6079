import CoreGraphics
import Foundation
@testable import PreviewKit
import QuartzCore
import Testing

/// Two-finger gestures and the rules between recognizers (delegates,
/// failure requirements), driven by synthetic touches as the window's
/// mouse drives them.
extension MainThreadSuites {
    @Suite(.serialized) struct GestureInteractionTests {
        final class Delegate: NSObject, UIGestureRecognizerDelegate {
            var shouldBegin = true
            var simultaneous = false
            var receives = true
            var requireFailureOf: UIGestureRecognizer?
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                simultaneous
            }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                otherGestureRecognizer === requireFailureOf
            }
        }

        func scene() -> (root: UIView, view: UIView) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let v = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
            root.addSubview(v)
            CATransaction.flush()
            return (root, v)
        }

        /// Lets the run loop fire the recognizers' timers (a tap waiting
        /// for its next tap gives up after 0.35 s).
        func wait(_ seconds: TimeInterval) {
            RunLoop.current.run(until: Date(timeIntervalSinceNow: seconds))
        }

        @Test func aPinchReportsScaleAndVelocity() {
            let (root, v) = scene()
            var scales: [CGFloat] = [], states: [UIGestureRecognizer.State] = [], velocities: [CGFloat] = []
            var centroid = CGPoint.zero, fingers = 0
            let pinch = UIPinchGestureRecognizer { p in
                scales.append(p.scale)
                states.append(p.state)
                velocities.append(p.velocity)
                centroid = p.location(in: v)
                fingers = p.numberOfTouches
            }
            v.addGestureRecognizer(pinch)
            let router = TouchRouter()
            router.down(at: [CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)], in: root, time: 0)
            router.moved(to: [CGPoint(x: 148, y: 200), CGPoint(x: 252, y: 200)], time: 0.1)
            #expect(states.isEmpty, "4 points of change is within the hysteresis")
            router.moved(to: [CGPoint(x: 125, y: 200), CGPoint(x: 275, y: 200)], time: 0.2)
            router.moved(to: [CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200)], time: 0.3)
            router.up(at: [CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200)], time: 0.4)
            #expect(states == [.began, .changed, .ended])
            #expect(abs(scales[0] - 1.5) < 1e-9 && abs(scales[1] - 2) < 1e-9)
            #expect(abs(velocities[1] - 5) < 1e-6, "0.5 of scale in 0.1 s")
            #expect(centroid == CGPoint(x: 100, y: 100) && fingers == 2)
            #expect(pinch.state == .possible, "reset once the fingers lift")
        }

        @Test func settingScaleToOneMakesEachChangeRelative() {
            let (root, v) = scene()
            var steps: [CGFloat] = []
            v.addGestureRecognizer(UIPinchGestureRecognizer { p in
                steps.append(p.scale)
                p.scale = 1
            })
            let router = TouchRouter()
            router.down(at: [CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)], in: root, time: 0)
            router.moved(to: [CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200)], time: 0.1)  // 100 → 200
            router.moved(to: [CGPoint(x: 50, y: 200), CGPoint(x: 350, y: 200)], time: 0.2)  // 200 → 300
            router.up(at: [CGPoint(x: 50, y: 200), CGPoint(x: 350, y: 200)], time: 0.3)
            #expect(steps.count == 3 && abs(steps[0] - 2) < 1e-9 && abs(steps[1] - 1.5) < 1e-9)
        }

        @Test func aRotationReportsItsAngle() {
            let (root, v) = scene()
            var rotations: [CGFloat] = [], states: [UIGestureRecognizer.State] = []
            var velocity: CGFloat = 0
            v.addGestureRecognizer(UIRotationGestureRecognizer { r in
                rotations.append(r.rotation)
                states.append(r.state)
                velocity = r.velocity
            })
            let router = TouchRouter()
            // A quarter turn clockwise on screen, around (200, 200).
            router.down(at: [CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)], in: root, time: 0)
            router.moved(to: [CGPoint(x: 164.6, y: 164.6), CGPoint(x: 235.4, y: 235.4)], time: 0.1)
            router.moved(to: [CGPoint(x: 200, y: 150), CGPoint(x: 200, y: 250)], time: 0.2)
            router.up(at: [CGPoint(x: 200, y: 150), CGPoint(x: 200, y: 250)], time: 0.3)
            #expect(states == [.began, .changed, .ended])
            #expect(abs(rotations[1] - .pi / 2) < 1e-9)
            #expect(abs(velocity - (.pi / 4) / 0.1) < 0.01)
        }

        /// ctrl+drag: the second finger mirrors the pointer around the
        /// centre of the view pressed.
        @Test func aMirroredPressIsAPinch() {
            let (root, v) = scene()
            let delegate = Delegate()
            delegate.simultaneous = true
            var scale: CGFloat = 0, panned = 0
            let pinch = UIPinchGestureRecognizer { scale = $0.scale }
            let pan = UIPanGestureRecognizer { _ in panned += 1 }
            pinch.delegate = delegate
            v.addGestureRecognizer(pinch)
            v.addGestureRecognizer(pan)
            let router = TouchRouter()
            router.downMirrored(at: CGPoint(x: 250, y: 200), in: root, time: 0)  // centre (200, 200)
            router.moved(to: CGPoint(x: 300, y: 200), time: 0.1)
            router.up(at: CGPoint(x: 300, y: 200), time: 0.2)
            #expect(abs(scale - 2) < 1e-9)
            #expect(panned == 0, "a pan follows the fingers' centroid, which stays put")
        }

        @Test func theDelegateDecidesWhoBeginsAndWhoHearsTouches() {
            let (root, v) = scene()
            let delegate = Delegate()
            var pans = 0
            let pan = UIPanGestureRecognizer { _ in pans += 1 }
            pan.delegate = delegate
            v.addGestureRecognizer(pan)
            let router = TouchRouter()
            func drag() {
                router.down(at: CGPoint(x: 150, y: 150), in: root, time: 0)
                router.moved(to: CGPoint(x: 180, y: 150), time: 0.1)
                router.up(at: CGPoint(x: 180, y: 150), time: 0.2)
            }
            delegate.shouldBegin = false
            drag()
            #expect(pans == 0)
            delegate.shouldBegin = true
            delegate.receives = false
            drag()
            #expect(pans == 0)
            delegate.receives = true
            drag()
            #expect(pans == 2, "began and ended")
        }

        /// Two recognizers on one view: the first to begin wins, unless a
        /// delegate lets them recognize together.
        @Test func recognizersAreExclusiveUnlessTheDelegateSaysSo() {
            let (root, v) = scene()
            let delegate = Delegate()
            var pinches = 0, rotations = 0
            let pinch = UIPinchGestureRecognizer { _ in pinches += 1 }
            let rotation = UIRotationGestureRecognizer { _ in rotations += 1 }
            rotation.delegate = delegate
            v.addGestureRecognizer(pinch)
            v.addGestureRecognizer(rotation)
            let router = TouchRouter()
            func pinchAndTurn() {
                router.down(at: [CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)], in: root, time: 0)
                // Apart and turned at once.
                router.moved(to: [CGPoint(x: 110, y: 150), CGPoint(x: 290, y: 250)], time: 0.1)
                router.moved(to: [CGPoint(x: 100, y: 140), CGPoint(x: 300, y: 260)], time: 0.2)
                router.up(at: [CGPoint(x: 100, y: 140), CGPoint(x: 300, y: 260)], time: 0.3)
            }
            pinchAndTurn()
            #expect(pinches == 3 && rotations == 0)
            pinches = 0
            delegate.simultaneous = true
            pinchAndTurn()
            #expect(pinches == 3 && rotations == 3)
        }

        /// A single tap that requires a double tap to fail waits for it:
        /// one click is a single tap once the double tap gives up; two
        /// clicks are a double tap and no single.
        @Test func aSingleTapWaitsForTheDoubleTapToFail() {
            let (root, v) = scene()
            var singles = 0, doubles = 0
            let single = UITapGestureRecognizer { _ in singles += 1 }
            let double = UITapGestureRecognizer { _ in doubles += 1 }
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            v.addGestureRecognizer(single)
            v.addGestureRecognizer(double)
            let router = TouchRouter()
            router.down(at: CGPoint(x: 150, y: 150), in: root, time: 0)
            router.up(at: CGPoint(x: 150, y: 150), time: 0.05)
            #expect(singles == 0, "waiting for the double tap to fail")
            wait(0.5)
            #expect(singles == 1 && doubles == 0)

            router.down(at: CGPoint(x: 150, y: 150), in: root, time: 1)
            router.up(at: CGPoint(x: 150, y: 150), time: 1.05)
            router.down(at: CGPoint(x: 151, y: 150), in: root, time: 1.1)
            router.up(at: CGPoint(x: 151, y: 150), time: 1.15)
            #expect(doubles == 1)
            wait(0.5)
            #expect(singles == 1, "a double tap is no single tap")
        }

        @Test func theDelegateCanRequireAFailure() {
            let (root, v) = scene()
            let delegate = Delegate()
            var taps = 0, presses = 0
            let tap = UITapGestureRecognizer { _ in taps += 1 }
            let press = UILongPressGestureRecognizer { _ in presses += 1 }
            press.minimumPressDuration = 0.1
            tap.delegate = delegate
            delegate.requireFailureOf = press
            v.addGestureRecognizer(tap)
            v.addGestureRecognizer(press)
            let router = TouchRouter()
            router.down(at: CGPoint(x: 150, y: 150), in: root, time: 0)
            router.up(at: CGPoint(x: 150, y: 150), time: 0.05)
            // The press failed when the touch lifted early: the tap goes.
            #expect(taps == 1 && presses == 0)
        }
    }
}
