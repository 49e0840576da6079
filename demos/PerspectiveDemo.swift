import Foundation
import PreviewKit

/// 3D: a row of cards under one `sublayerTransform` with perspective
/// (m34 = −1/600), each turning about its vertical axis a little after
/// the one before; a click on a card flips it over.
final class PerspectiveDemo: DemoViewController {
    override class var name: String { "perspective" }
    override class var displayTitle: String { "Perspective" }
    override class var instruction: String { "cards turning under one perspective; click a card to flip it" }

    private let row = CALayer()
    private var cards: [CALayer] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        row.frame = CGRect(x: 40, y: contentTop + 40, width: 940, height: 360)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 600
        row.sublayerTransform = perspective
        view.layer.addSublayer(row)
        let colors: [UIColor] = [.systemBlue, .systemTeal, .systemGreen, .systemYellow, .systemOrange, .systemRed]
        for (i, c) in colors.enumerated() {
            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: 120, height: 180)
            card.position = CGPoint(x: 90 + CGFloat(i) * 152, y: 180)
            card.cornerRadius = 14
            card.backgroundColor = c.cgColor
            card.borderColor = UIColor.white.cgColor
            card.borderWidth = 3
            card.contents = UIImage(named: "rabbit")?.cgImage
            card.contentsGravity = .center
            card.isDoubleSided = true
            row.addSublayer(card)
            cards.append(card)
        }
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard let self, let hit = self.view.layer.presentation()?.hitTest(tap.location(in: nil))?.model() else { return }
            if let card = self.cards.first(where: { $0 === hit }) { self.flip(card) }
        })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for (i, card) in cards.enumerated() {
            let sway = CABasicAnimation(keyPath: "transform.rotation.y")
            sway.fromValue = -CGFloat.pi / 3
            sway.toValue = CGFloat.pi / 3
            sway.duration = 2
            sway.autoreverses = true
            sway.repeatCount = .infinity
            sway.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            sway.beginTime = card.convertTime(CACurrentMediaTime(), from: nil) + Double(i) * 0.15
            sway.fillMode = .backwards
            card.add(sway, forKey: "sway")
        }
    }

    /// A full turn about the vertical axis, added on top of the sway.
    private func flip(_ card: CALayer) {
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.byValue = 2 * CGFloat.pi
        flip.isAdditive = true
        flip.duration = 0.9
        flip.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        card.add(flip, forKey: nil)
    }
}
