import Foundation
import PreviewKit

/// Cards that flip in 3D with a springy pop and push a new colour into
/// their bar, and a playground where each click sends a ball to the
/// pointer with an additive spring, so quick clicks overlap and blend
/// instead of jumping. The cards' badges are drawn with Core Graphics.
final class CardsDemo: DemoViewController {
    override class var name: String { "cards" }
    override class var displayTitle: String { "Cards and a ball" }
    override class var instruction: String { "click a card (anywhere on it) to flip it; click the white playground quickly, several times" }

    private var cards: [CALayer] = []
    private let playground = CALayer()
    private let ball = CALayer()
    private var barTurn = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        build()
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            self?.click(at: tap.location(in: nil))
        })
    }

    private func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    private func build() {
        let root = view.layer
        CATransaction.withoutActions {
            let palette: [(CGFloat, CGFloat, CGFloat)] = [
                (0.0, 0.48, 1.0), (1.0, 0.23, 0.19), (0.2, 0.78, 0.35),
                (1.0, 0.58, 0.0), (0.69, 0.32, 0.87), (0.35, 0.78, 0.98),
            ]
            for (i, c) in palette.enumerated() {
                let card = CALayer()
                card.name = "card\(i)"
                card.frame = CGRect(x: 40 + CGFloat(i % 3) * 170, y: contentTop + 10 + CGFloat(i / 3) * 210, width: 140, height: 180)
                card.cornerRadius = 18
                card.backgroundColor = color(c.0, c.1, c.2)
                card.borderWidth = 3
                card.borderColor = color(1, 1, 1, 0.6)
                card.shadowOpacity = 0.35
                card.shadowRadius = 10
                card.shadowOffset = CGSize(width: 0, height: 8)
                let chip = BadgeLayer()
                chip.tint = color(c.0, c.1, c.2)
                chip.frame = CGRect(x: 20, y: 20, width: 48, height: 48)
                card.addSublayer(chip)
                // A clipped track holding the bar, so its push transition
                // slides inside the track.
                let track = CALayer()
                track.frame = CGRect(x: 20, y: 130, width: 100, height: 14)
                track.cornerRadius = 7
                track.masksToBounds = true
                let bar = CALayer()
                bar.frame = track.bounds
                bar.backgroundColor = color(1, 1, 1, 0.5)
                track.addSublayer(bar)
                card.addSublayer(track)
                root.addSublayer(card)
                cards.append(card)
            }
            playground.frame = CGRect(x: 580, y: contentTop + 10, width: 400, height: 390)
            playground.cornerRadius = 24
            playground.backgroundColor = color(1, 1, 1)
            playground.borderWidth = 1
            playground.borderColor = color(0.8, 0.8, 0.85)
            playground.masksToBounds = true
            root.addSublayer(playground)
            ball.bounds = CGRect(x: 0, y: 0, width: 56, height: 56)
            ball.position = CGPoint(x: 200, y: 195)
            ball.cornerRadius = 28
            ball.backgroundColor = color(1, 0.18, 0.33)
            ball.shadowOpacity = 0.4
            ball.shadowRadius = 6
            ball.shadowOffset = CGSize(width: 0, height: 4)
            playground.addSublayer(ball)
        }
    }

    /// Whatever is hit where it is drawn, a card's badge or bar included,
    /// belongs to the card it is in.
    func click(at p: CGPoint) {
        guard var hit = view.layer.presentation()?.hitTest(p)?.model() else { return }
        if hit === playground || hit === ball { moveBall(to: view.layer.convert(p, to: playground)); return }
        while let parent = hit.superlayer, !cards.contains(where: { $0 === hit }) { hit = parent }
        if let card = cards.first(where: { $0 === hit }) { flip(card) }
    }

    /// A 3D flip about the vertical axis with perspective, and a springy
    /// pop of the scale added on top.
    private func flip(_ card: CALayer) {
        slideBar(of: card)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 600
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DRotate(perspective, 0, 0, 1, 0)
        turn.toValue = CATransform3DRotate(perspective, .pi, 0, 1, 0)
        turn.duration = 0.8
        turn.autoreverses = true
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        card.add(turn, forKey: "flip")
        let pop = CASpringAnimation(keyPath: "transform.scale")
        pop.fromValue = 0.85
        pop.toValue = 1
        pop.damping = 6
        pop.duration = pop.settlingDuration
        card.add(pop, forKey: "pop")
    }

    /// The card's bar changes colour with a push transition: the new bar
    /// slides in from the right as the old one leaves.
    private func slideBar(of card: CALayer) {
        guard let bar = card.sublayers?.last?.sublayers?.first else { return }
        let hues: [(CGFloat, CGFloat, CGFloat)] = [(1, 1, 1), (1, 0.9, 0.3), (0.3, 0.2, 0.4)]
        barTurn += 1
        let c = hues[barTurn % hues.count]
        CATransaction.withoutActions {
            bar.backgroundColor = color(c.0, c.1, c.2, 0.8)
            let push = CATransition()
            push.type = .push
            push.subtype = .fromRight
            push.duration = 0.45
            push.timingFunction = CAMediaTimingFunction(name: .easeOut)
            bar.add(push, forKey: nil)
        }
    }

    /// The UIKit way: set the model to the target at once, and add an
    /// additive animation from (old − new) to zero. Overlapping clicks add
    /// their offsets, so the motion stays continuous.
    private func moveBall(to target: CGPoint) {
        let old = ball.position
        CATransaction.withoutActions {
            ball.position = target
        }
        let move = CASpringAnimation(keyPath: "position")
        move.isAdditive = true
        move.fromValue = CGPoint(x: old.x - target.x, y: old.y - target.y)
        move.toValue = CGPoint.zero
        move.damping = 12
        move.stiffness = 120
        move.duration = move.settlingDuration
        ball.add(move, forKey: nil)
    }
}
