import Foundation
import PreviewKit

/// The layer classes at work: a replicator spinner (the activity
/// indicator: twelve copies of one bar, each fading a little after the
/// last), a gradient whose stops sweep, a text layer whose colour and
/// size animate, and a cube of six faces in a transform layer, turning.
/// "block 2 s" makes the main thread busy: committed animations go on
/// (the render thread draws them), as on iOS.
final class LayerClassesDemo: DemoViewController {
    override class var name: String { "layer-classes" }
    override class var displayTitle: String { "Layer classes" }
    override class var instruction: String { "spinner, gradient, text and cube; \"block 2 s\" stalls the main thread and nothing stops" }

    private let spinner = CAReplicatorLayer()
    private let bar = CALayer()
    private let gradient = CAGradientLayer()
    private let text = CATextLayer()
    private let stage = CALayer()
    private let cube = CATransformLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        let top = contentTop + 20
        spinner.frame = CGRect(x: 60, y: top + 40, width: 120, height: 120)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        spinner.instanceDelay = 1.0 / 12
        bar.bounds = CGRect(x: 0, y: 0, width: 10, height: 32)
        bar.position = CGPoint(x: 60, y: 20)
        bar.cornerRadius = 5
        bar.backgroundColor = UIColor.darkGray.cgColor
        spinner.addSublayer(bar)
        view.layer.addSublayer(spinner)

        gradient.frame = CGRect(x: 240, y: top + 40, width: 220, height: 120)
        gradient.cornerRadius = 12
        gradient.colors = [UIColor.systemPurple.cgColor, UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradient.locations = [0, 0.1, 0.2]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        view.layer.addSublayer(gradient)

        text.frame = CGRect(x: 500, y: top + 40, width: 220, height: 120)
        text.string = "Quartzite"
        text.fontSize = 24
        text.alignmentMode = .center
        text.foregroundColor = UIColor.systemBlue.cgColor
        text.contentsScale = UIScreen.main.scale
        view.layer.addSublayer(text)

        stage.frame = CGRect(x: 760, y: top + 40, width: 120, height: 120)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        stage.sublayerTransform = perspective
        cube.frame = stage.bounds
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        let faces: [CATransform3D] = [
            CATransform3DMakeTranslation(0, 0, 50),
            CATransform3DRotate(CATransform3DMakeTranslation(50, 0, 0), .pi / 2, 0, 1, 0),
            CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -50), .pi, 0, 1, 0),
            CATransform3DRotate(CATransform3DMakeTranslation(-50, 0, 0), -.pi / 2, 0, 1, 0),
            CATransform3DRotate(CATransform3DMakeTranslation(0, -50, 0), .pi / 2, 1, 0, 0),
            CATransform3DRotate(CATransform3DMakeTranslation(0, 50, 0), -.pi / 2, 1, 0, 0),
        ]
        for (t, c) in zip(faces, colors) {
            let face = CALayer()
            face.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            face.position = CGPoint(x: 60, y: 60)
            face.backgroundColor = c.withAlphaComponent(0.9).cgColor
            face.borderColor = UIColor.white.cgColor
            face.borderWidth = 2
            face.transform = t
            cube.addSublayer(face)
        }
        stage.addSublayer(cube)
        view.layer.addSublayer(stage)
        for (name, x) in [("CAReplicatorLayer", 60), ("CAGradientLayer", 240), ("CATextLayer", 500), ("CATransformLayer", 760)] {
            let l = valueLabel(name, size: 12)
            l.frame = CGRect(x: CGFloat(x), y: top, width: 200, height: 18)
            view.addSubview(l)
        }
        let block = demoButton("block the main thread 2 s") {
            // An app doing too much on its main thread: display links and
            // touches stall; committed animations do not.
            Thread.sleep(forTimeInterval: 2)
        }
        block.frame = CGRect(x: 60, y: top + 220, width: 280, height: 40)
        view.addSubview(block)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = 1
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "fade")

        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [0, 0.1, 0.2]
        sweep.toValue = [0.8, 0.9, 1]
        sweep.duration = 2
        sweep.autoreverses = true
        sweep.repeatCount = .infinity
        sweep.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        gradient.add(sweep, forKey: "sweep")

        let size = CABasicAnimation(keyPath: "fontSize")
        size.toValue = 40
        let color = CABasicAnimation(keyPath: "foregroundColor")
        color.toValue = UIColor.systemPink.cgColor
        let group = CAAnimationGroup()
        group.animations = [size, color]
        group.duration = 1.5
        group.autoreverses = true
        group.repeatCount = .infinity
        text.add(group, forKey: "pulse")

        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.values = (0...8).map { i in
            CATransform3DRotate(CATransform3DMakeRotation(CGFloat(i) * .pi / 4, 0, 1, 0), 0.5, 1, 0, 0)
        }
        spin.duration = 6
        spin.repeatCount = .infinity
        cube.add(spin, forKey: "spin")
    }
}
