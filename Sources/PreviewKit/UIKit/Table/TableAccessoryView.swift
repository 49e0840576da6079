import Foundation

/// The standard marks at a table cell's trailing edge, drawn as UIKit
/// draws them: a grey chevron, a check mark and an info button in the
/// tint colour.
final class _TableAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType

    init(_ type: UITableViewCell.AccessoryType) {
        self.type = type
        let size: CGSize = switch type {
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 11)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 40, height: 22)
        case .none: .zero
        }
        super.init(frame: CGRect(origin: .zero, size: size))
        backgroundColor = .clear
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        type = .none
        super.init(coder: coder)
    }

    override func tintColorDidChange() { setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        let b = bounds
        switch type {
        case .disclosureIndicator:
            chevron(in: b)
        case .checkmark:
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 1.5, y: b.height * 0.55))
            p.addLine(to: CGPoint(x: b.width * 0.36, y: b.height - 1.5))
            p.addLine(to: CGPoint(x: b.width - 1.5, y: 1.5))
            p.lineWidth = 2.2
            p.lineCapStyle = .round
            p.lineJoinStyle = .round
            tintColor.setStroke()
            p.stroke()
        case .detailButton:
            info(in: CGRect(x: 0, y: 0, width: 22, height: 22))
        case .detailDisclosureButton:
            info(in: CGRect(x: 0, y: 0, width: 22, height: 22))
            chevron(in: CGRect(x: b.width - 8, y: (b.height - 13) / 2, width: 8, height: 13))
        case .none:
            break
        }
    }

    private func chevron(in r: CGRect) {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: r.minX + 1.5, y: r.minY + 1.5))
        p.addLine(to: CGPoint(x: r.maxX - 1.5, y: r.midY))
        p.addLine(to: CGPoint(x: r.minX + 1.5, y: r.maxY - 1.5))
        p.lineWidth = 2
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        UIColor.tertiaryLabel.setStroke()
        p.stroke()
    }

    /// A ring with an "i" in it.
    private func info(in r: CGRect) {
        tintColor.setStroke()
        tintColor.setFill()
        let ring = UIBezierPath(ovalIn: r.insetBy(dx: 1, dy: 1))
        ring.lineWidth = 1.5
        ring.stroke()
        UIBezierPath(ovalIn: CGRect(x: r.midX - 1.25, y: r.minY + 5, width: 2.5, height: 2.5)).fill()
        UIBezierPath(roundedRect: CGRect(x: r.midX - 1, y: r.minY + 9, width: 2, height: 8), cornerRadius: 1).fill()
    }
}
