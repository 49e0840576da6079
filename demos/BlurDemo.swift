import Foundation
import PreviewKit

/// Frosted glass: colourful shapes drift behind three visual effect views
/// (light, dark and the system material, the last with rounded corners),
/// each blurring what passes under it live. A tap on a panel blurs it in
/// or out in an animation block; the slider scrubs a paused property
/// animator between no blur and the full material, as apps do for a
/// lighter blur.
final class BlurDemo: DemoViewController {
    override class var name: String { "blur" }
    override class var displayTitle: String { "Blur behind: UIVisualEffectView" }
    override class var instruction: String { "tap a panel to blur it in or out; drag the slider to scrub the bottom panel's blur" }

    private let stage = UIView()
    private var shapes: [UIView] = []
    private var panels: [(view: UIVisualEffectView, effect: UIBlurEffect)] = []
    private let slider = UISlider()
    private let scrubbed = UIVisualEffectView(effect: nil)
    private var animator: UIViewPropertyAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        stage.clipsToBounds = true
        stage.layer.cornerRadius = 16
        stage.backgroundColor = UIColor(red: 0.98, green: 0.95, blue: 0.9, alpha: 1)
        view.addSubview(stage)
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
                                 .systemIndigo, .systemPurple, .systemPink]
        for (i, color) in colors.enumerated() {
            let s = UIView()
            s.backgroundColor = color
            s.layer.cornerRadius = i % 3 == 0 ? 40 : 14
            stage.addSubview(s)
            shapes.append(s)
        }
        for style in [UIBlurEffect.Style.light, .dark, .systemMaterial] {
            let effect = UIBlurEffect(style: style)
            let panel = UIVisualEffectView(effect: effect)
            if style == .systemMaterial {
                panel.layer.cornerRadius = 24
                panel.clipsToBounds = true
            }
            let label = UILabel()
            label.text = style == .light ? "light" : style == .dark ? "dark" : "system material"
            label.font = .boldSystemFont(ofSize: 22)
            label.textColor = style == .dark ? .white : .black
            label.frame = CGRect(x: 20, y: 16, width: 260, height: 30)
            panel.contentView.addSubview(label)
            panel.addGestureRecognizer(UITapGestureRecognizer { [weak self] in self?.tapped($0) })
            stage.addSubview(panel)
            panels.append((panel, effect))
        }
        let label = UILabel()
        label.text = "scrubbed"
        label.font = .boldSystemFont(ofSize: 22)
        label.frame = CGRect(x: 20, y: 16, width: 260, height: 30)
        scrubbed.contentView.addSubview(label)
        stage.addSubview(scrubbed)
        slider.value = 0.5
        slider.addAction(UIAction { [weak self] _ in self?.scrub() }, for: .valueChanged)
        view.addSubview(slider)
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { [weak self] in
            self?.scrubbed.effect = UIBlurEffect(style: .extraLight)
        }
        a.pausesOnCompletion = true
        a.pauseAnimation()
        a.fractionComplete = 0.5
        animator = a
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        drift()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = max(min(view.bounds.width - 80, 1100), 300), h = max(view.bounds.height - contentTop - 100, 300)
        stage.frame = CGRect(x: 40, y: contentTop + 10, width: w, height: h)
        for (i, s) in shapes.enumerated() {
            let size: CGFloat = i % 3 == 0 ? 80 : 110
            s.bounds = CGRect(x: 0, y: 0, width: size, height: size)
            s.center = CGPoint(x: w * (0.08 + 0.105 * CGFloat(i)), y: h * (i % 2 == 0 ? 0.3 : 0.65))
        }
        let pw = (w - 80) / 3
        for (i, p) in panels.enumerated() {
            p.view.frame = CGRect(x: 20 + CGFloat(i) * (pw + 20), y: h * 0.18, width: pw, height: h * 0.34)
        }
        scrubbed.frame = CGRect(x: 20, y: h * 0.6, width: w - 40, height: h * 0.3)
        slider.frame = CGRect(x: 40, y: stage.frame.maxY + 30, width: min(w, 600), height: 30)
    }

    /// Every shape drifts sideways and back, forever, at its own pace.
    private func drift() {
        for (i, s) in shapes.enumerated() {
            let a = CABasicAnimation(keyPath: "position.x")
            a.byValue = (i % 2 == 0 ? 1 : -1) * 160
            a.duration = 2.4 + 0.35 * Double(i)
            a.autoreverses = true
            a.repeatCount = .infinity
            a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            a.isAdditive = true
            s.layer.add(a, forKey: "drift")
        }
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard let panel = recognizer.view as? UIVisualEffectView,
              let effect = panels.first(where: { $0.view === panel })?.effect else { return }
        UIView.animate(withDuration: 0.6) {
            panel.effect = panel.effect == nil ? effect : nil
        }
    }

    private func scrub() {
        animator?.fractionComplete = CGFloat(slider.value)
    }
}
