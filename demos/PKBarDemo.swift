import Foundation
import PreviewKit

/// The PK bar drawn from a custom animatable key: a layer subclass with a
/// `progress` property, redrawn for every presented value because
/// `needsDisplay(forKey:)` says "progress" changes its look. Objective-C's
/// `@dynamic progress` becomes a property over `value(forKey:)`, which is
/// where Core Animation stores keys it does not know, and where
/// presentation copies and animations read and write them.
final class CustomPKLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    /// The bar's colour (the right-hand bar is the left one mirrored).
    var barColor: CGColor {
        get { (value(forKey: "barColor") as? CGColor) ?? UIColor.red.cgColor }
        set { setValue(newValue, forKey: "barColor") }
    }

    /// When a key changes its drawing, the layer is redrawn, and so are
    /// the frames of an animation of that key.
    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "progress" { return true }
        return super.needsDisplay(forKey: key)
    }

    /// Only printed now and then: the layer redraws every frame.
    nonisolated(unsafe) static var lastPrint = 0.0

    override func draw(in ctx: CGContext) {
        let rate = progress
        let width = rate == 1 ? 329 : 329 * rate
        let height = frame.size.height
        let radius: CGFloat = 18
        let path = UIBezierPath()
        path.addArc(withCenter: CGPoint(x: 18, y: 18), radius: radius, startAngle: .pi / 2, endAngle: 3 * .pi / 2,
                    clockwise: true)
        if rate == 1 {
            path.addLine(to: CGPoint(x: width - 18, y: 0))
            path.addArc(withCenter: CGPoint(x: width - 18, y: 18), radius: radius, startAngle: -.pi / 2,
                        endAngle: .pi / 2, clockwise: true)
            path.addLine(to: CGPoint(x: 18, y: height))
        } else {
            path.addLine(to: CGPoint(x: width - 3, y: 0))
            path.addQuadCurve(to: CGPoint(x: width - 1.5, y: 3), controlPoint: CGPoint(x: width, y: 0))
            path.addLine(to: CGPoint(x: width - 15, y: height - 2))
            path.addQuadCurve(to: CGPoint(x: width - 19, y: height), controlPoint: CGPoint(x: width - 16, y: height))
            path.addLine(to: CGPoint(x: 18, y: 36))
        }
        ctx.addPath(path.cgPath)
        ctx.setFillColor(barColor)
        ctx.fillPath()

        let now = CACurrentMediaTime()
        if now - Self.lastPrint > 1 {
            Self.lastPrint = now
            print("---------- draw(in:) ----------")
            print("modelLayer address = \(Unmanaged.passUnretained(model()).toOpaque())")
            print("presentationLayer address = \(presentation().map { "\(Unmanaged.passUnretained($0).toOpaque())" } ?? "nil")")
        }
    }
}

final class PKBarDemo: DemoViewController, CAAnimationDelegate {
    override class var name: String { "pk-bar" }
    override class var displayTitle: String { "PK bar (a custom animatable key)" }
    override class var instruction: String { "progress 0.5 → 0.7 and 0.5 → 0.3 over 3 s, drawn by draw(in:) each frame; click to run again" }

    let leftMaskLayer = CustomPKLayer()
    let rightMaskLayer = CustomPKLayer()
    private let note = valueLabel()
    private var turn = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        for (layer, color) in [(leftMaskLayer, UIColor.red), (rightMaskLayer, UIColor.systemBlue)] {
            layer.frame = CGRect(x: 60, y: contentTop + 80, width: 329, height: 36)
            layer.progress = 0.5
            layer.barColor = color.cgColor
            layer.contentsScale = UIScreen.main.scale
            layer.setNeedsDisplay()
            view.layer.addSublayer(layer)
        }
        // The right bar is the same drawing mirrored, meeting the left one.
        rightMaskLayer.setAffineTransform(CGAffineTransform(scaleX: -1, y: 1))
        note.frame = CGRect(x: 60, y: contentTop + 150, width: 800, height: 60)
        view.addSubview(note)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.run() })
        run()
    }

    func run() {
        turn += 1
        // Each run swings the other way, from where the last one held.
        let (l, r): (CGFloat, CGFloat) = turn % 2 == 1 ? (0.7, 0.3) : (0.3, 0.7)
        let leftAnimation = CABasicAnimation(keyPath: "progress")
        // The first run is the article's: both from the even 0.5.
        leftAnimation.fromValue = turn == 1 ? 0.5 : 1 - l
        leftAnimation.toValue = l
        leftAnimation.duration = 3
        leftAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        leftAnimation.isRemovedOnCompletion = false
        leftAnimation.fillMode = .forwards
        leftAnimation.delegate = self
        leftMaskLayer.add(leftAnimation, forKey: "leftProgress")

        let rightAnimation = CABasicAnimation(keyPath: "progress")
        rightAnimation.fromValue = turn == 1 ? 0.5 : 1 - r
        rightAnimation.toValue = r
        rightAnimation.duration = 3
        rightAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        rightAnimation.isRemovedOnCompletion = false
        rightAnimation.fillMode = .forwards
        rightMaskLayer.add(rightAnimation, forKey: "rightProgress")
        note.text = "model progress stays \(leftMaskLayer.progress) / \(rightMaskLayer.progress): the animations hold their end (fillMode .forwards, not removed)"
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        print("---------- animation did stop ----------")
        print("leftMaskLayer.modelLayer address = \(Unmanaged.passUnretained(leftMaskLayer.model()).toOpaque())")
        print("leftMaskLayer.presentationLayer address = \(leftMaskLayer.presentation().map { "\(Unmanaged.passUnretained($0).toOpaque())" } ?? "nil")")
    }
}
