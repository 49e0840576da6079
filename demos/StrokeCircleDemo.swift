import Foundation
import PreviewKit

/// A standalone shape layer animates implicitly: setting its `path` and
/// `strokeEnd` draws the circle over the default 0.25 s. A timer every
/// 0.05 s prints the model and presentation `strokeEnd` (the model is 1
/// at once; the presentation climbs), as the article's console shows.
final class StrokeCircleDemo: DemoViewController {
    override class var name: String { "stroke-circle" }
    override class var displayTitle: String { "strokeEnd, implicitly" }
    override class var instruction: String { "click: the circle is drawn by an implicit strokeEnd animation; click again to erase" }

    let layer = CAShapeLayer()
    private var timer: Timer?
    private var link: CADisplayLink?
    private let values = valueLabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        layer.strokeEnd = 0
        layer.lineWidth = 6
        layer.fillColor = UIColor.clear.cgColor
        layer.strokeColor = UIColor.red.cgColor
        self.view.layer.addSublayer(layer)
        values.frame = CGRect(x: 24, y: contentTop, width: 500, height: 60)
        view.addSubview(values)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.actionToAnimate() })
        // The values on screen follow every frame; the timer prints.
        let link = CADisplayLink { [weak self] _ in self?.showValues() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func showValues() {
        let model = layer.model().strokeEnd, presented = layer.presentation()?.strokeEnd ?? model
        values.text = "model().strokeEnd          \(model)\npresentation()?.strokeEnd  \(String(format: "%.4f", presented))"
    }

    /// A layer animates implicitly once it is on screen: the first circle
    /// is drawn when the view has appeared.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        actionToAnimate()
    }

    func actionToAnimate() {
        timer?.invalidate()
        timer = Timer(timeInterval: 0.05, repeats: true) { [weak self] _ in self?.timerCallback() }
        RunLoop.current.add(timer!, forMode: .common)
        layer.path = UIBezierPath(arcCenter: self.view.center, radius: 100, startAngle: 0, endAngle: 2 * CGFloat.pi,
                                  clockwise: true).cgPath
        layer.strokeEnd = layer.strokeEnd == 1 ? 0 : 1
    }

    private func timerCallback() {
        let model = layer.model().strokeEnd, presented = layer.presentation()?.strokeEnd ?? model
        print("========================\nmodelLayer: \t\(model)\npresentationLayer: \t\(presented)")
        if abs(presented - model) < 0.01 {
            timer?.invalidate()
            timer = nil
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        timer?.invalidate()
        link?.invalidate()
    }
}
