import Foundation
import PreviewKit

/// Many layers animating at once: each moves, turns, fades and changes
/// colour on repeating animations of its own. + and − (keys or buttons)
/// add or remove a hundred; the line at the top shows how many, the
/// frames per second the main thread sees (a display link) and the
/// render thread's frame time from the HUD (press h).
final class StressDemo: DemoViewController {
    override class var name: String { "stress" }
    override class var displayTitle: String { "Stress" }
    override class var instruction: String { "+ / − add or remove 100 layers (keys or buttons); h shows the render thread's frame times" }

    private let field = CALayer()
    private var movers: [CALayer] = []
    private let status = valueLabel(size: 14)
    private var link: CADisplayLink?
    private var ticks: [Double] = []
    /// How many to start with (`demos stress` takes QZ_STRESS_LAYERS).
    static var initialCount: Int {
        Int(ProcessInfo.processInfo.environment["QZ_STRESS_LAYERS"] ?? "") ?? 200
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        field.masksToBounds = true
        view.layer.addSublayer(field)
        status.frame = CGRect(x: 24, y: contentTop - 6, width: 560, height: 24)
        view.addSubview(status)
        let more = demoButton("+100") { [weak self] in self?.change(by: 100) }
        let fewer = demoButton("−100") { [weak self] in self?.change(by: -100) }
        more.frame = CGRect(x: 600, y: contentTop - 12, width: 90, height: 34)
        fewer.frame = CGRect(x: 700, y: contentTop - 12, width: 90, height: 34)
        view.addSubview(more)
        view.addSubview(fewer)
        let link = CADisplayLink { [weak self] link in self?.tick(link) }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        field.frame = CGRect(x: 0, y: contentTop + 34, width: view.bounds.width, height: view.bounds.height - contentTop - 34)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        change(by: Self.initialCount)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        link?.invalidate()
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        switch presses.first?.key?.characters {
        case "+", "=": change(by: 100)
        case "-", "−": change(by: -100)
        default: super.pressesBegan(presses, with: event)
        }
    }

    private func change(by n: Int) {
        if n < 0 {
            for layer in movers.suffix(min(-n, movers.count)) { layer.removeFromSuperlayer() }
            movers.removeLast(min(-n, movers.count))
            return
        }
        let bounds = field.bounds.width > 0 ? field.bounds : CGRect(x: 0, y: 0, width: 1024, height: 600)
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<n {
            let l = CALayer()
            let size = CGFloat.random(in: 14...40, using: &rng)
            l.bounds = CGRect(x: 0, y: 0, width: size, height: size)
            l.cornerRadius = Bool.random(using: &rng) ? size / 2 : 4
            l.backgroundColor = UIColor(hue: .random(in: 0...1), saturation: 0.7, brightness: 0.95, alpha: 1).cgColor
            let from = CGPoint(x: .random(in: 0...bounds.width), y: .random(in: 0...bounds.height))
            let to = CGPoint(x: .random(in: 0...bounds.width), y: .random(in: 0...bounds.height))
            l.position = from
            field.addSublayer(l)
            movers.append(l)

            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = from
            move.toValue = to
            move.duration = .random(in: 1.5...4, using: &rng)
            move.autoreverses = true
            move.repeatCount = .infinity
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.byValue = 2 * CGFloat.pi
            turn.duration = .random(in: 1...3, using: &rng)
            turn.repeatCount = .infinity
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.3
            fade.duration = .random(in: 0.8...2, using: &rng)
            fade.autoreverses = true
            fade.repeatCount = .infinity
            let tint = CABasicAnimation(keyPath: "backgroundColor")
            tint.toValue = UIColor(hue: .random(in: 0...1), saturation: 0.8, brightness: 0.9, alpha: 1).cgColor
            tint.duration = .random(in: 1...3, using: &rng)
            tint.autoreverses = true
            tint.repeatCount = .infinity
            for (a, key) in [(move, "move"), (turn, "turn"), (fade, "fade"), (tint, "tint")] as [(CAAnimation, String)] {
                l.add(a, forKey: key)
            }
        }
    }

    private func tick(_ link: CADisplayLink) {
        ticks.append(link.timestamp)
        ticks.removeAll { link.timestamp - $0 > 1 }
        let text = "\(movers.count) layers × 4 animations — \(ticks.count) link frames/s (main thread)"
        if status.text != text { status.text = text }
    }
}
