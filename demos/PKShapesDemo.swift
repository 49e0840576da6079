import Foundation
import PreviewKit

/// The first PK animation: each side is a shape layer whose `path`
/// animates from the old shape to the new one over 0.3 s. Core Animation
/// interpolates the paths point by point, which is why the article moved
/// on to drawing from a custom key (`pk-bar`): here the slanted end can
/// only move where the two paths' points line up.
final class PKShapesDemo: DemoViewController {
    override class var name: String { "pk-shapes" }
    override class var displayTitle: String { "PK shapes (animating path)" }
    override class var instruction: String { "click: new vote counts; each side's path animates to the new share in 0.3 s" }

    let leftLayer = CAShapeLayer()
    let rightLayer = CAShapeLayer()
    private let votes = valueLabel()
    private var left = 50, right = 50
    let barWidth: CGFloat = 600, barHeight: CGFloat = 36

    override func viewDidLoad() {
        super.viewDidLoad()
        leftLayer.fillColor = UIColor.red.cgColor
        rightLayer.fillColor = UIColor.systemBlue.cgColor
        for layer in [leftLayer, rightLayer] {
            layer.frame = CGRect(x: 60, y: contentTop + 80, width: barWidth, height: barHeight)
            view.layer.addSublayer(layer)
        }
        leftLayer.path = getPathWithPercent(0.5).cgPath
        rightLayer.path = getPathWithPercent(0.5, mirrored: true).cgPath
        votes.frame = CGRect(x: 60, y: contentTop + 140, width: 600, height: 24)
        view.addSubview(votes)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.vote() })
        showVotes()
    }

    /// The side's shape for its share of the votes: a rounded end at the
    /// outside, a slanted edge where the two sides meet.
    func getPathWithPercent(_ percent: CGFloat, mirrored: Bool = false) -> UIBezierPath {
        let w = barWidth * percent, h = barHeight, r = h / 2
        let path = UIBezierPath()
        path.addArc(withCenter: CGPoint(x: r, y: r), radius: r, startAngle: .pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        path.addLine(to: CGPoint(x: w + 6, y: 0))
        path.addLine(to: CGPoint(x: w - 6, y: h))
        path.close()
        if mirrored {
            let flip = CGAffineTransform(translationX: barWidth, y: 0).scaledBy(x: -1, y: 1)
            var t = flip
            return UIBezierPath(cgPath: path.cgPath.copy(using: &t) ?? path.cgPath)
        }
        return path
    }

    func animate(_ layer: CAShapeLayer, to path: UIBezierPath) {
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = layer.path
        animation.toValue = path.cgPath
        animation.duration = 0.3
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "animation")
        // The model takes the new shape, so it stays when the animation ends.
        CATransaction.withoutActions {
            layer.path = path.cgPath
        }
    }

    func vote() {
        left += Int.random(in: 0...40)
        right += Int.random(in: 0...40)
        let percent = CGFloat(left) / CGFloat(left + right)
        animate(leftLayer, to: getPathWithPercent(percent))
        animate(rightLayer, to: getPathWithPercent(1 - percent, mirrored: true))
        showVotes()
    }

    private func showVotes() { votes.text = "red \(left) : \(right) blue" }
}
