import Foundation
import PreviewKit

/// A card to handle: dragged, pinched and turned at once (the recognizers'
/// delegate lets them recognize together), a double tap springs it back
/// and a single tap (which waits for the double tap to fail) flashes
/// it pink. A label follows the card's centre and size by key-value
/// observing, as an iOS inspector panel would.
final class GesturesDemo: DemoViewController, UIGestureRecognizerDelegate {
    override class var name: String { "gestures" }
    override class var displayTitle: String { "Gestures: pan, pinch, rotate, taps that wait" }
    override class var instruction: String {
        "drag the card; ctrl+drag pinches and turns it (the second finger mirrors the pointer); double-click resets it"
    }

    private let card = UIView()
    private let readout = valueLabel()
    private var observations: [NSKeyValueObservation] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        card.bounds = CGRect(x: 0, y: 0, width: 220, height: 150)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 22
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 14
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        let stripe = UIView(frame: CGRect(x: 20, y: 104, width: 120, height: 14))
        stripe.backgroundColor = UIColor(white: 1, alpha: 0.55)
        stripe.layer.cornerRadius = 7
        card.addSubview(stripe)
        view.addSubview(card)
        readout.frame = CGRect(x: 20, y: contentTop, width: 600, height: 20)
        view.addSubview(readout)

        let pan = UIPanGestureRecognizer { [weak self] pan in
            guard let self else { return }
            let t = pan.translation(in: self.view)
            self.card.center = CGPoint(x: self.card.center.x + t.x, y: self.card.center.y + t.y)
            pan.setTranslation(.zero, in: self.view)
        }
        let pinch = UIPinchGestureRecognizer { [weak self] pinch in
            guard let card = self?.card else { return }
            card.transform = card.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        }
        let rotation = UIRotationGestureRecognizer { [weak self] rotation in
            guard let card = self?.card else { return }
            card.transform = card.transform.rotated(by: rotation.rotation)
            rotation.rotation = 0
        }
        let double = UITapGestureRecognizer { [weak self] _ in self?.reset() }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { [weak self] _ in self?.pulse() }
        single.require(toFail: double)
        for g in [pan, pinch, rotation] as [UIGestureRecognizer] { g.delegate = self }
        for g in [pan, pinch, rotation, double, single] as [UIGestureRecognizer] { card.addGestureRecognizer(g) }

        // The readout hears of the card's changes as an observer would on iOS.
        observations = [
            card.observe(\.center, options: [.initial, .new]) { [weak self] _, _ in self?.describe() },
            card.observe(\.transform, options: .new) { [weak self] _, _ in self?.describe() },
        ]
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if card.center == .zero { card.center = CGPoint(x: view.bounds.midX, y: (view.bounds.height + contentTop) / 2) }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    private func describe() {
        let t = card.transform
        let scale = hypot(t.a, t.b), angle = atan2(t.b, t.a) * 180 / .pi
        readout.text = String(format: "centre (%.0f, %.0f)  scale %.2f  turned %.0f°", card.center.x, card.center.y, scale, angle)
    }

    private func reset() {
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: []) {
            self.card.transform = .identity
            self.card.center = CGPoint(x: self.view.bounds.midX, y: (self.view.bounds.height + self.contentTop) / 2)
        }
    }

    private func pulse() {
        let a = CAKeyframeAnimation(keyPath: "backgroundColor")
        a.values = [UIColor.systemIndigo.cgColor, UIColor.systemPink.cgColor, UIColor.systemIndigo.cgColor]
        a.duration = 0.5
        card.layer.add(a, forKey: "pulse")
    }
}
