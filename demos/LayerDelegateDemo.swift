import Foundation
import PreviewKit

/// Gives its layer contents outright: `display(_:)` sets an image, so the
/// layer makes no backing store and `draw(_:in:)` is never asked.
final class LayerDelegate: NSObject, CALayerDelegate {
    func display(_ layer: CALayer) {
        layer.contents = UIImage(named: "rabbit.png")?.cgImage
    }
}

/// Draws into the backing store the layer made (Apple's example).
final class DrawingDelegate: NSObject, CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.addEllipse(in: ctx.boundingBoxOfClipPath)
        ctx.strokePath()
    }
}

/// A view that draws: UIKit sets up the context, `draw(_:)` fills and
/// frames; what it draws becomes the layer's contents.
final class LayerView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.brown.setFill()
        UIRectFill(rect)
        UIColor.white.setStroke()
        let frame = CGRect(x: 20, y: 20, width: 80, height: 80)
        UIRectFrame(frame)
    }
}

/// A view that answers a custom event with its own animation.
final class CustomView: UIView {
    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard event == "moveRight" else {
            return super.action(for: layer, forKey: event)
        }
        let animation = CABasicAnimation()
        animation.valueFunction = CAValueFunction(name: .translateX)
        animation.fromValue = 1
        animation.toValue = 300
        animation.duration = 2
        return animation
    }
}

/// The layer's delegate, four ways: contents from `display(_:)`, drawing
/// in `draw(_:in:)`, a view's `draw(_:)`, and a view's action for an
/// event of its own run by hand.
final class LayerDelegateDemo: DemoViewController {
    override class var name: String { "layer-delegate" }
    override class var displayTitle: String { "The layer's delegate" }
    override class var instruction: String { "display(_:), draw(_:in:), a view's draw(_:) and a custom action; click to run \"moveRight\" again" }

    let delegate = LayerDelegate()
    let drawing = DrawingDelegate()
    lazy var sublayer: CALayer = {
        let layer = CALayer()
        layer.delegate = self.delegate
        return layer
    }()
    let ellipseLayer = CALayer()
    let layerView = LayerView()
    let customView = CustomView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let top = contentTop + 40
        sublayer.frame = CGRect(x: 40, y: top, width: 160, height: 160)
        view.layer.addSublayer(sublayer)
        // `sublayer.setNeedsDisplay()` calls `sublayer.display(_:)`'s delegate.
        sublayer.setNeedsDisplay()

        ellipseLayer.frame = CGRect(x: 240, y: top, width: 200, height: 160)
        ellipseLayer.delegate = drawing
        ellipseLayer.contentsScale = UIScreen.main.scale
        ellipseLayer.setNeedsDisplay()
        view.layer.addSublayer(ellipseLayer)

        layerView.frame = CGRect(x: 480, y: top, width: 160, height: 160)
        view.addSubview(layerView)

        customView.frame = CGRect(x: 40, y: top + 240, width: 120, height: 80)
        customView.backgroundColor = .orange
        self.view.addSubview(customView)

        for (i, text) in ["display(_:)", "draw(_:in:)", "UIView.draw(_:)"].enumerated() {
            let l = valueLabel(text, size: 13)
            l.frame = CGRect(x: [40, 240, 480][i], y: top - 26, width: 200, height: 20)
            view.addSubview(l)
        }
        let l = valueLabel("action(for:forKey: \"moveRight\"): translateX 1 → 300 over 2 s", size: 13)
        l.frame = CGRect(x: 40, y: top + 210, width: 600, height: 20)
        view.addSubview(l)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.moveRight() })

        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            print("contents: \(String(describing: self.layerView.layer.contents))")
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        moveRight()
    }

    func moveRight() {
        let action = customView.layer.action(forKey: "moveRight")
        action?.run(forKey: "transform", object: customView.layer, arguments: nil)
    }
}
