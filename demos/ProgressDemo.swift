import Foundation
import PreviewKit

/// The article's progress bar, drawn from its own `progress` key: the
/// bar bends down by up to `MAX_OFFSET` at half progress and is
/// straight at both ends; green is done, grey is left. Redrawn for every
/// presented value (`needsDisplay(forKey:)`), so an animation of
/// `progress` redraws it each frame, on the main thread.
final class ProgressLayer: CALayer {
    static let MAX_OFFSET: CGFloat = 25

    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(min(1, max(0, newValue)), forKey: "progress") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let origin = CGPoint(x: 25, y: bounds.midY - Self.MAX_OFFSET / 2)
        let length = bounds.width - 50
        let offsetX = origin.x + length * progress
        let offsetY = origin.y + Self.MAX_OFFSET * (1 - abs(progress - 0.5) * 2)
        let end = CGPoint(x: origin.x + length, y: origin.y)
        // Green: what is done.
        ctx.setLineCap(.round)
        ctx.setLineWidth(6)
        ctx.setStrokeColor(UIColor.systemGreen.cgColor)
        ctx.move(to: origin)
        ctx.addLine(to: CGPoint(x: offsetX, y: offsetY))
        ctx.strokePath()
        // Grey: what is left.
        ctx.setStrokeColor(UIColor.lightGray.cgColor)
        ctx.move(to: CGPoint(x: offsetX, y: offsetY))
        ctx.addLine(to: end)
        ctx.strokePath()
    }
}

/// Both ways of the article: two shape layers sharing a path rebuilt at
/// each change (the green one trimmed by `strokeEnd`), and the custom
/// layer above, which draws itself from `progress`. The slider sets both
/// at once; the buttons animate the custom layer's `progress`.
final class ProgressDemo: DemoViewController {
    override class var name: String { "progress" }
    override class var displayTitle: String { "Progress bars: shape layers and a custom key" }
    override class var instruction: String { "drag the slider (both bars follow), or press a button to animate the custom layer" }

    let background = CAShapeLayer()
    let top = CAShapeLayer()
    let custom = ProgressLayer()
    private let slider = UISlider()
    private var _progress: CGFloat = 0
    private let caption = valueLabel(size: 12)
    private var barWidth: CGFloat { min(view.bounds.width, 900) }

    override func viewDidLoad() {
        super.viewDidLoad()
        background.strokeColor = UIColor.lightGray.cgColor
        top.strokeColor = UIColor.systemGreen.cgColor
        for l in [background, top] {
            l.fillColor = nil
            l.lineWidth = 6
            l.lineCap = .round
            l.lineJoin = .round
            view.layer.addSublayer(l)
        }
        custom.contentsScale = UIScreen.main.scale
        view.layer.addSublayer(custom)
        slider.minimumValue = 0
        slider.maximumValue = 1
        slider.addAction(UIAction { [weak self] _ in self?.sliderChanged() }, for: .valueChanged)
        view.addSubview(slider)
        for (i, (title, to)) in [("animate to 0", 0.0), ("to 0.5", 0.5), ("to 1", 1.0)].enumerated() {
            let b = demoButton(title) { [weak self] in self?.animateCustom(to: CGFloat(to)) }
            b.frame = CGRect(x: 25 + CGFloat(i) * 170, y: contentTop + 330, width: 150, height: 40)
            view.addSubview(b)
        }
        caption.frame = CGRect(x: 25, y: contentTop + 390, width: 800, height: 40)
        view.addSubview(caption)
        setProgress(0.3)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        CATransaction.withoutActions {
            custom.frame = CGRect(x: 0, y: contentTop + 160, width: barWidth, height: 80)
            custom.setNeedsDisplay()
            slider.frame = CGRect(x: 25, y: contentTop + 270, width: barWidth - 50, height: 30)
            updatePath()
        }
    }

    private func sliderChanged() {
        CATransaction.withoutActions {
            setProgress(CGFloat(slider.value))
        }
    }

    private func setProgress(_ p: CGFloat) {
        _progress = min(1, max(0, p))
        slider.value = Float(_progress)
        custom.removeAnimation(forKey: "progress")
        custom.progress = _progress
        updatePath()
        caption.text = String(format: "progress %.2f — the shape layers' path is rebuilt at each change; the custom layer redraws", _progress)
    }

    /// The shape-layer way: one path for both, through the bent point.
    func updatePath() {
        let width = barWidth
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 25, y: contentTop + 70))
        path.addLine(to: CGPoint(x: (width - 50) * _progress + 25,
                                 y: contentTop + 70 + (25 * (1 - abs(_progress - 0.5) * 2))))
        path.addLine(to: CGPoint(x: width - 25, y: contentTop + 70))
        self.background.path = path.cgPath
        self.top.path = path.cgPath
        // strokeEnd trims by length, and the bend makes the two legs
        // unequal: the green end lands where the article's does only at
        // the middle and the ends (the reason it moves to a custom layer).
        self.top.strokeEnd = _progress
    }

    func animateCustom(to p: CGFloat) {
        let a = CABasicAnimation(keyPath: "progress")
        a.fromValue = (custom.presentation() ?? custom).progress
        a.toValue = p
        a.duration = 1.5
        a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        custom.progress = p
        custom.add(a, forKey: "progress")
        _progress = p
        slider.value = Float(p)
        updatePath()
    }
}
