import Foundation
import Testing
@testable import PreviewKit

/// UIKit Dynamics as its documentation states the units: gravity of
/// magnitude 1 is 1,000 points/s²; a push of 1 on a 100x100 item of
/// density 1 is 100 points/s (or /s²); collisions stop items at the
/// reference bounds; snaps pull to their point.
extension MainThreadSuites {
    @Suite(.serialized) struct UIDynamicsTests {
        func run(_ animator: UIDynamicAnimator, seconds: Double) {
            for _ in 0..<Int(seconds * 120) { animator.step(1.0 / 120) }
        }

        @Test func gravityFallsToTheFloorAndRests() {
            let room = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let ball = UIView(frame: CGRect(x: 100, y: 0, width: 40, height: 40))
            room.addSubview(ball)
            let animator = UIDynamicAnimator(referenceView: room)
            animator.addBehavior(UIGravityBehavior(items: [ball]))
            run(animator, seconds: 0.2)
            // ½·1000·0.2² = 20 points (the step's integration lands within a few).
            #expect(abs(ball.center.y - 40) < 3, "\(ball.center.y)")
            let collision = UICollisionBehavior(items: [ball])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            run(animator, seconds: 2)
            #expect(ball.frame.maxY == 400 && ball.center.x == 120, "on the floor, not moved sideways")
            #expect(!animator.isRunning, "at rest it pauses")
        }

        @Test func elasticItemsBounce() {
            let room = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let ball = UIView(frame: CGRect(x: 100, y: 200, width: 40, height: 40))
            room.addSubview(ball)
            let animator = UIDynamicAnimator(referenceView: room)
            let collision = UICollisionBehavior(items: [ball])
            collision.translatesReferenceBoundsIntoBoundary = true
            let props = UIDynamicItemBehavior(items: [ball])
            props.elasticity = 0.8
            animator.addBehavior(collision)
            animator.addBehavior(props)
            props.addLinearVelocity(CGPoint(x: 0, y: 600), for: ball)
            run(animator, seconds: 0.5)
            #expect(props.linearVelocity(for: ball).y < -400, "it came back up at 80%: \(props.linearVelocity(for: ball))")
        }

        @Test func pushesAndSnapsMoveAsDocumented() {
            let room = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            room.addSubview(box)
            let animator = UIDynamicAnimator(referenceView: room)
            let push = UIPushBehavior(items: [box], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            let props = UIDynamicItemBehavior(items: [box])
            animator.addBehavior(props)
            animator.addBehavior(push)
            animator.step(1.0 / 120)
            #expect(abs(props.linearVelocity(for: box).x - 100) < 1e-6 && !push.active, "one kick of 100 points/s")
            animator.removeAllBehaviors()
            let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 500, y: 300))
            animator.addBehavior(snap)
            run(animator, seconds: 2)
            #expect(hypot(box.center.x - 500, box.center.y - 300) < 1, "snapped: \(box.center)")
        }
    }
}

extension MainThreadSuites.UIDynamicsTests {
    @Test func attachmentsHoldTheirLength() {
        let room = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let bob = UIView(frame: CGRect(x: 480, y: 280, width: 40, height: 40))
        room.addSubview(bob)
        let animator = UIDynamicAnimator(referenceView: room)
        let rope = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 500, y: 100))
        #expect(rope.length == 200 && rope.attachedBehaviorType == .anchor)
        let gravity = UIGravityBehavior(items: [bob])
        gravity.angle = 0.3
        animator.addBehavior(rope)
        animator.addBehavior(gravity)
        run(animator, seconds: 1)
        #expect(abs(hypot(bob.center.x - 500, bob.center.y - 100) - 200) < 0.5, "a pendulum keeps its length")
        #expect(bob.center.x > 500, "and swings with gravity")
        // A spring drags the item after its anchor.
        animator.removeAllBehaviors()
        let spring = UIAttachmentBehavior(item: bob, attachedToAnchor: bob.center)
        spring.length = 0
        spring.frequency = 2
        spring.damping = 1
        animator.addBehavior(spring)
        spring.anchorPoint = CGPoint(x: 100, y: 100)
        run(animator, seconds: 2)
        #expect(hypot(bob.center.x - 100, bob.center.y - 100) < 2, "it followed: \(bob.center)")
    }
}
