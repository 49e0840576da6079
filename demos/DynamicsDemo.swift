import Foundation
import PreviewKit

/// UIKit Dynamics: balls fall under gravity, bounce off the floor and
/// walls with their elasticity, and come to rest; a click kicks them up
/// with a push, and snaps the last ball to the click.
final class DynamicsDemo: DemoViewController {
    override class var name: String { "dynamics" }
    override class var displayTitle: String { "UIKit Dynamics: gravity, collisions, pushes, a snap" }
    override class var instruction: String { "click to kick the balls up (the purple one snaps to the click)" }

    private var balls: [UIView] = []
    private var animator: UIDynamicAnimator?
    private var snap: UISnapBehavior?
    private let box = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        box.layer.borderColor = UIColor.systemGray4.cgColor
        box.layer.borderWidth = 1
        view.addSubview(box)
        for (i, color) in [UIColor.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple].enumerated() {
            let ball = UIView(frame: CGRect(x: 60 + CGFloat(i) * 90, y: 20 + CGFloat(i % 2) * 50, width: 44, height: 44))
            ball.backgroundColor = color
            ball.layer.cornerRadius = 22
            box.addSubview(ball)
            balls.append(ball)
        }
        box.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in self?.kick(at: tap.location(in: self?.box)) })
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        box.frame = CGRect(x: 20, y: contentTop + 10, width: min(view.bounds.width - 40, 900), height: view.bounds.height - contentTop - 30)
        guard animator == nil, box.bounds.width > 0 else { return }
        let a = UIDynamicAnimator(referenceView: box)
        a.addBehavior(UIGravityBehavior(items: balls))
        let walls = UICollisionBehavior(items: balls)
        walls.translatesReferenceBoundsIntoBoundary = true
        a.addBehavior(walls)
        let bouncy = UIDynamicItemBehavior(items: balls)
        bouncy.elasticity = 0.65
        bouncy.resistance = 0.2
        a.addBehavior(bouncy)
        animator = a
    }

    private func kick(at point: CGPoint) {
        guard let animator else { return }
        if let snap { animator.removeBehavior(snap) }
        for (i, ball) in balls.dropLast().enumerated() {
            let push = UIPushBehavior(items: [ball], mode: .instantaneous)
            push.angle = -.pi / 2 + CGFloat(i - 2) * 0.35
            push.magnitude = 0.9
            animator.addBehavior(push)
        }
        let s = UISnapBehavior(item: balls[balls.count - 1], snapTo: point)
        animator.addBehavior(s)
        snap = s
        // The snap lets go after a second, and gravity takes the ball again.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            guard let self, self.snap === s else { return }
            animator.removeBehavior(s)
            self.snap = nil
            animator.updateItem(usingCurrentState: self.balls[self.balls.count - 1])
        }
    }
}
