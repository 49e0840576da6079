import Foundation
import PreviewKit

/// CAKeyframeAnimation's calculation modes side by side, the same values
/// and key times in each lane (linear, paced, cubic, discrete), and a
/// layer following a curved path with `rotationMode = .rotateAuto`, the
/// path drawn faintly beneath it.
final class KeyframesDemo: DemoViewController {
    override class var name: String { "keyframes" }
    override class var displayTitle: String { "Keyframes: calculation modes and paths" }
    override class var instruction: String { "four lanes, one set of keyframes, four calculation modes; the arrow follows the curve and turns with it" }

    private var dots: [CALayer] = []
    private let arrow = CAShapeLayer()
    private let track = CAShapeLayer()
    static let modes: [CAAnimationCalculationMode] = [.linear, .paced, .cubic, .discrete]

    override func viewDidLoad() {
        super.viewDidLoad()
        for (i, mode) in Self.modes.enumerated() {
            let y = contentTop + 30 + CGFloat(i) * 60
            let label = valueLabel(".\(mode.rawValue)", size: 13)
            label.frame = CGRect(x: 24, y: y - 10, width: 90, height: 20)
            view.addSubview(label)
            let lane = CALayer()
            lane.frame = CGRect(x: 120, y: y - 1, width: 400, height: 2)
            lane.backgroundColor = UIColor(white: 0.85, alpha: 1).cgColor
            view.layer.addSublayer(lane)
            for x in [120.0, 220, 250, 520] {
                let tick = CALayer()
                tick.frame = CGRect(x: x - 1, y: Double(y) - 6, width: 2, height: 12)
                tick.backgroundColor = UIColor(white: 0.7, alpha: 1).cgColor
                view.layer.addSublayer(tick)
            }
            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: 22, height: 22)
            dot.cornerRadius = 11
            dot.backgroundColor = [UIColor.systemBlue, .systemGreen, .systemOrange, .systemPurple][i].cgColor
            dot.position = CGPoint(x: 120, y: y)
            view.layer.addSublayer(dot)
            dots.append(dot)
        }
        track.path = curve()
        track.strokeColor = UIColor(white: 0.8, alpha: 1).cgColor
        track.lineWidth = 2
        track.lineDashPattern = [6, 4]
        track.fillColor = nil
        view.layer.addSublayer(track)
        let a = UIBezierPath()
        a.move(to: CGPoint(x: 18, y: 0))
        a.addLine(to: CGPoint(x: -12, y: -11))
        a.addLine(to: CGPoint(x: -6, y: 0))
        a.addLine(to: CGPoint(x: -12, y: 11))
        a.close()
        arrow.path = a.cgPath
        arrow.fillColor = UIColor.systemRed.cgColor
        arrow.bounds = .zero
        arrow.position = CGPoint(x: 600, y: contentTop + 300)
        view.layer.addSublayer(arrow)
    }

    /// A loop through the right half of the window.
    private func curve() -> CGPath {
        let p = CGMutablePath()
        let top = contentTop
        p.move(to: CGPoint(x: 600, y: top + 300))
        p.addCurve(to: CGPoint(x: 900, y: top + 60), control1: CGPoint(x: 600, y: top + 40),
                   control2: CGPoint(x: 760, y: top - 20))
        p.addCurve(to: CGPoint(x: 820, y: top + 420), control1: CGPoint(x: 1040, y: top + 140),
                   control2: CGPoint(x: 1000, y: top + 440))
        p.addQuadCurve(to: CGPoint(x: 600, y: top + 300), control: CGPoint(x: 640, y: top + 420))
        return p
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for (dot, mode) in zip(dots, Self.modes) {
            // Uneven steps: 100 points in the first second, 30 in the
            // next, 270 in the last, so paced visibly evens them out.
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = [120, 220, 250, 520]
            a.keyTimes = [0, 0.3, 0.6, 1]
            a.calculationMode = mode
            a.duration = 3
            a.autoreverses = true
            a.repeatCount = .infinity
            dot.add(a, forKey: "lane")
        }
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = curve()
        follow.rotationMode = .rotateAuto
        follow.calculationMode = .paced
        follow.duration = 5
        follow.repeatCount = .infinity
        arrow.add(follow, forKey: "follow")
    }
}
