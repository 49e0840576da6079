import Foundation
import PreviewKit

/// The layer the article tests with: a standalone layer, not a view's.
final class IDCAAnimationTestLayer: CALayer {}

/// The five cases of the transactions article, side by side: the same
/// move of 60 points (the article moves 10) made five ways. Only a
/// standalone layer (case one) and a view inside an animation block
/// (case four) animate; a view's own layer answers NSNull outside a
/// block, even inside an explicit transaction that enables actions. Each
/// column shows how long its move really took on screen, measured from
/// the presentation values every frame.
final class TransactionsDemo: DemoViewController {
    override class var name: String { "transactions" }
    override class var displayTitle: String { "Transactions and animation blocks" }
    override class var instruction: String { "click: five squares move by the same step, five ways; each shows how long its move took" }

    static let cases = [
        "1  layer.position\n   (standalone layer)",
        "2  view.layer.position",
        "3  view.layer.position\n   in a CATransaction\n   (actions on, 0.5 s)",
        "4  UIView.animate(0.5)\n   { view.center }",
        "5  view.center",
    ]
    var _animLayer = IDCAAnimationTestLayer()
    let views = (0..<4).map { _ in UIView() }
    private var resultLabels: [UILabel] = []
    /// Each column's subject: the layer whose presentation is watched.
    private var subjects: [CALayer] = []
    private var started = 0.0
    private var lastMoving: [Double?] = Array(repeating: nil, count: 5)
    private var link: CADisplayLink?
    private var step: CGFloat = -60

    override func viewDidLoad() {
        super.viewDidLoad()
        let top = contentTop + 250
        _animLayer.frame = CGRect(x: 50, y: top, width: 60, height: 60)
        _animLayer.backgroundColor = UIColor.systemOrange.cgColor
        view.layer.addSublayer(_animLayer)
        for (i, v) in views.enumerated() {
            v.frame = CGRect(x: 50 + CGFloat(i + 1) * 190, y: top, width: 60, height: 60)
            v.backgroundColor = .systemIndigo
            view.addSubview(v)
        }
        subjects = [_animLayer] + views.map(\.layer)
        for (i, text) in Self.cases.enumerated() {
            let title = valueLabel(text, size: 12)
            title.frame = CGRect(x: 30 + CGFloat(i) * 190, y: contentTop + 10, width: 185, height: 60)
            view.addSubview(title)
            let result = valueLabel("", size: 13)
            result.frame = CGRect(x: 30 + CGFloat(i) * 190, y: contentTop + 400, width: 185, height: 40)
            view.addSubview(result)
            resultLabels.append(result)
        }
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.runAll() })
        let link = CADisplayLink { [weak self] _ in self?.measure() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        runAll()
    }

    func runAll() {
        step = -step
        started = CACurrentMediaTime()
        lastMoving = Array(repeating: nil, count: 5)
        let animView = views[0]
        // Code one: a standalone layer animates implicitly.
        _animLayer.position = CGPoint(x: _animLayer.position.x, y: _animLayer.position.y + step)
        // Code two: a view's layer does not.
        views[0].layer.position = CGPoint(x: animView.layer.position.x, y: animView.layer.position.y + step)
        // Code three: nor inside a transaction with actions enabled.
        CATransaction.begin()
        CATransaction.setValue(false, forKey: kCATransactionDisableActions)
        CATransaction.setValue(0.5, forKey: kCATransactionAnimationDuration)
        CATransaction.setCompletionBlock { print("Completion...") }
        views[1].layer.position = CGPoint(x: views[1].layer.position.x, y: views[1].layer.position.y + step)
        CATransaction.commit()
        // Code four: a view inside an animation block does.
        UIView.animate(withDuration: 0.5) {
            self.views[2].center = CGPoint(x: self.views[2].center.x, y: self.views[2].center.y + self.step)
        }
        // Code five: a view outside one does not.
        views[3].center = CGPoint(x: views[3].center.x, y: views[3].center.y + step)
    }

    /// Every frame: which squares are still on their way.
    private func measure() {
        let now = CACurrentMediaTime()
        for (i, layer) in subjects.enumerated() {
            let shown = (layer.presentation() ?? layer).position.y, model = layer.position.y
            if abs(shown - model) > 0.01 { lastMoving[i] = now }
            if let last = lastMoving[i] {
                let ran = last - started + 1 / 60
                resultLabels[i].text = abs(shown - model) > 0.01 ? "moving…" : String(format: "animated %.2f s", ran)
            } else {
                resultLabels[i].text = "jumped: no animation"
            }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        link?.invalidate()
    }
}
