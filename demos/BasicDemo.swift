import Foundation
import PreviewKit

/// The first animation of the model/presentation article: `position.x`
/// from 25 to 300 over 5 s, ease-in-ease-out, starting 3 s after it is
/// added, held at the end (`fillMode = .forwards`, not removed). The
/// model frame and the presentation frame are shown live, and printed
/// every second as the article's timer does.
final class BasicDemo: DemoViewController, CAAnimationDelegate {
    override class var name: String { "basic" }
    override class var displayTitle: String { "Model and presentation" }
    override class var instruction: String {
        "position.x 25 → 300 over 5 s, beginning 3 s after it is added; click to add it again"
    }

    let customView = UIView()
    private let values = valueLabel()
    private var link: CADisplayLink?
    private var timer: Timer?
    private var printCount = 0

    func basicAnimation() -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 25.0
        animation.toValue = 300.0
        animation.duration = 5.0
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        // The animation begins 3 s after it is added.
        animation.beginTime = CACurrentMediaTime() + 3
        // Keep the end state once it has run.
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        customView.frame = CGRect(x: 0, y: 400, width: 50, height: 50)
        customView.backgroundColor = .red
        view.addSubview(customView)
        values.frame = CGRect(x: 24, y: contentTop + 10, width: 700, height: 130)
        view.addSubview(values)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.start() })
        start()
        let link = CADisplayLink { [weak self] _ in self?.showValues() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func start() {
        let animation = basicAnimation()
        animation.delegate = self
        customView.layer.add(animation, forKey: "animation")
        startTimer()
    }

    func startTimer() {
        timer?.invalidate()
        printCount = 0
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.printViewInfo() }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        link?.invalidate()
        timer?.invalidate()
    }

    private func frameText(_ r: CGRect?) -> String {
        guard let r else { return "nil" }
        return String(format: "(%.1f, %.1f, %.0f, %.0f)", r.minX, r.minY, r.width, r.height)
    }

    func showValues() {
        let layer = customView.layer
        values.text = """
            layer.frame                  \(frameText(layer.frame))
            layer.model().frame          \(frameText(layer.model().frame))
            layer.presentation()?.frame  \(frameText(layer.presentation()?.frame))
            animation                    \(layer.animation(forKey: "animation") == nil ? "none" : "added")
            """
    }

    func printViewInfo() {
        print("---------- print \(printCount + 1) ----------")
        print("customView.layer.frame = \(customView.layer.frame)")
        print("customView.layer.model().frame = \(customView.layer.model().frame)")
        print("customView.layer.presentation()?.frame = \(String(describing: customView.layer.presentation()?.frame))")
        printCount += 1
        if printCount >= 10 { timer?.invalidate() }
    }

    func animationDidStart(_ anim: CAAnimation) { print("animationDidStart") }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        print("animationDidStop finished: \(flag)")
    }
}
