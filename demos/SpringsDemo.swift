import Foundation
import PreviewKit

/// CASpringAnimation with its physical parameters on sliders: a ball runs
/// along a track on a spring of the chosen mass, stiffness and damping,
/// for the spring's `settlingDuration`. Beneath, the same spring drives a
/// view through `UIView.animate(…usingSpringWithDamping:…)`.
final class SpringsDemo: DemoViewController {
    override class var name: String { "springs" }
    override class var displayTitle: String { "Springs" }
    override class var instruction: String { "set mass, stiffness and damping; click the track (or the button) to run the spring" }

    private let ball = CALayer()
    private let trackLayer = CALayer()
    private let viewBall = UIView()
    private var sliders: [UISlider] = []
    private var valueLabels: [UILabel] = []
    private let info = valueLabel(size: 13)
    private var atEnd = false
    static let parameters: [(name: String, min: Float, max: Float, value: Float)] = [
        ("mass", 0.1, 5, 1), ("stiffness", 10, 500, 100), ("damping", 0, 50, 10),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        trackLayer.frame = CGRect(x: 60, y: contentTop + 60, width: 700, height: 60)
        trackLayer.backgroundColor = UIColor(white: 0.95, alpha: 1).cgColor
        trackLayer.cornerRadius = 30
        view.layer.addSublayer(trackLayer)
        ball.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        ball.cornerRadius = 22
        ball.backgroundColor = UIColor.systemPink.cgColor
        ball.position = CGPoint(x: 90, y: contentTop + 90)
        view.layer.addSublayer(ball)
        for (i, p) in Self.parameters.enumerated() {
            let label = valueLabel("", size: 13)
            label.frame = CGRect(x: 60, y: contentTop + 150 + CGFloat(i) * 50, width: 180, height: 30)
            view.addSubview(label)
            valueLabels.append(label)
            let slider = UISlider(frame: CGRect(x: 250, y: contentTop + 150 + CGFloat(i) * 50, width: 510, height: 30))
            slider.minimumValue = p.min
            slider.maximumValue = p.max
            slider.value = p.value
            slider.addAction(UIAction { [weak self] _ in self?.showValues() }, for: .valueChanged)
            view.addSubview(slider)
            sliders.append(slider)
        }
        let run = demoButton("run the spring") { [weak self] in self?.run() }
        run.frame = CGRect(x: 60, y: contentTop + 310, width: 200, height: 40)
        view.addSubview(run)
        info.frame = CGRect(x: 280, y: contentTop + 310, width: 500, height: 40)
        view.addSubview(info)
        let uiLabel = valueLabel("UIView.animate(withDuration: 1, usingSpringWithDamping: 0.4, initialSpringVelocity: 0)", size: 12)
        uiLabel.frame = CGRect(x: 60, y: contentTop + 380, width: 700, height: 20)
        view.addSubview(uiLabel)
        viewBall.frame = CGRect(x: 68, y: contentTop + 410, width: 44, height: 44)
        viewBall.layer.cornerRadius = 22
        viewBall.backgroundColor = .systemTeal
        view.addSubview(viewBall)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard let self else { return }
            if self.trackLayer.frame.contains(tap.location(in: self.view)) { self.run() }
        })
        showValues()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        run()
    }

    private var value: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat) {
        (CGFloat(sliders[0].value), CGFloat(sliders[1].value), CGFloat(sliders[2].value))
    }

    private func showValues() {
        for (i, l) in valueLabels.enumerated() {
            l.text = "\(Self.parameters[i].name) \(String(format: "%.2f", sliders[i].value))"
        }
        let v = value
        let ratio = v.damping / (2 * (v.stiffness * v.mass).squareRoot())
        info.text = String(format: "damping ratio %.2f %@", ratio, ratio < 1 ? "(bounces)" : "(no overshoot)")
    }

    func run() {
        atEnd.toggle()
        let x: CGFloat = atEnd ? 730 : 90
        let spring = CASpringAnimation(keyPath: "position.x")
        let v = value
        spring.mass = v.mass
        spring.stiffness = v.stiffness
        spring.damping = v.damping
        spring.fromValue = (ball.presentation() ?? ball).position.x
        spring.toValue = x
        spring.duration = spring.settlingDuration
        CATransaction.withoutActions {
            ball.position.x = x
            ball.add(spring, forKey: "spring")
        }
        info.text = (info.text ?? "").components(separatedBy: " — ")[0]
            + String(format: " — settlingDuration %.2f s", spring.settlingDuration)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [],
                       animations: { self.viewBall.center.x = self.atEnd ? 730 : 90 })
    }
}
