import Foundation
import PreviewKit

/// CATransition: every type with every direction, one cell each. A click
/// changes every cell's colour and number inside its transition: the
/// layer's old picture leaves as the new one arrives.
final class TransitionsDemo: DemoViewController {
    override class var name: String { "transitions" }
    override class var displayTitle: String { "Transitions" }
    override class var instruction: String { "click: every cell changes, each through its own CATransition type and subtype" }

    static let types: [CATransitionType] = [.fade, .push, .moveIn, .reveal]
    static let subtypes: [CATransitionSubtype] = [.fromLeft, .fromRight, .fromTop, .fromBottom]
    static let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemPink]
    private var cells: [(view: UIView, text: CATextLayer, type: CATransitionType, subtype: CATransitionSubtype?)] = []
    private var turn = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        for (row, type) in Self.types.enumerated() {
            let name = valueLabel(".\(type.rawValue)", size: 13)
            name.frame = CGRect(x: 24, y: contentTop + 30 + CGFloat(row) * 120, width: 90, height: 20)
            view.addSubview(name)
            // A fade has no direction: one cell.
            let subtypes: [CATransitionSubtype?] = type == .fade ? [nil] : Self.subtypes
            for (column, subtype) in subtypes.enumerated() {
                let cell = UIView(frame: CGRect(x: 120 + CGFloat(column) * 200, y: contentTop + CGFloat(row) * 120,
                                                width: 180, height: 100))
                cell.clipsToBounds = true
                cell.layer.cornerRadius = 10
                let text = CATextLayer()
                text.frame = CGRect(x: 0, y: 30, width: 180, height: 40)
                text.alignmentMode = .center
                text.fontSize = 22
                text.foregroundColor = UIColor.white.cgColor
                text.contentsScale = UIScreen.main.scale
                cell.layer.addSublayer(text)
                view.addSubview(cell)
                cells.append((cell, text, type, subtype))
                let label = valueLabel(subtype.map { ".\($0.rawValue)" } ?? "", size: 11)
                label.frame = CGRect(x: cell.frame.minX, y: cell.frame.maxY, width: 180, height: 16)
                view.addSubview(label)
            }
        }
        show(animated: false)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.show(animated: true) })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        show(animated: true)
    }

    private func show(animated: Bool) {
        turn += 1
        CATransaction.withoutActions {
            for cell in cells {
                if animated {
                    let transition = CATransition()
                    transition.type = cell.type
                    transition.subtype = cell.subtype
                    transition.duration = 0.8
                    transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                    cell.view.layer.add(transition, forKey: "change")
                }
                cell.view.backgroundColor = Self.colors[turn % Self.colors.count]
                cell.text.string = "\(turn)"
            }
        }
    }
}
