import Foundation
import PreviewKit

/// anchorPoint, position and frame: the red view of the article (frame
/// (40, 60, 120, 80) inside a stage) turns about its anchor point, drawn
/// as a dot. Dragging the dot moves the anchor point; position stays, so
/// the frame moves, exactly as the article's formula says:
/// frame.origin = position − anchorPoint × bounds.size. The numbers are
/// read from the model every frame.
final class AnchorDemo: DemoViewController {
    override class var name: String { "anchor" }
    override class var displayTitle: String { "anchorPoint, position and frame" }
    override class var instruction: String {
        "drag the pink dot to move the anchor point (position stays, the frame moves); click the stage to pause the turn"
    }

    let stage = UIView()
    let redView = UIView(frame: CGRect(x: 40, y: 60, width: 120, height: 80))
    let anchorDot = UIView(frame: CGRect(x: 0, y: 0, width: 18, height: 18))
    let positionDot = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    private let numbers = valueLabel()
    private var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        stage.frame = CGRect(x: 40, y: contentTop + 20, width: 420, height: 360)
        stage.backgroundColor = UIColor(white: 0.94, alpha: 1)
        stage.layer.cornerRadius = 12
        view.addSubview(stage)
        redView.backgroundColor = .red
        stage.addSubview(redView)
        print(redView.layer.position)            // (100.0, 100.0)
        print(redView.layer.anchorPoint)         // (0.5, 0.5)

        positionDot.backgroundColor = .black
        positionDot.layer.cornerRadius = 4
        positionDot.isUserInteractionEnabled = false
        stage.addSubview(positionDot)
        anchorDot.backgroundColor = .systemPink
        anchorDot.layer.cornerRadius = 9
        anchorDot.layer.borderColor = UIColor.white.cgColor
        anchorDot.layer.borderWidth = 2
        stage.addSubview(anchorDot)
        anchorDot.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.dragAnchor(pan) })
        stage.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.togglePause() })

        // The article's experiment: anchorPoint (0, 1) leaves position at
        // (100, 100) and moves frame.origin to (100, 20).
        let corner = demoButton("anchorPoint = (0, 1)") { [weak self] in self?.setAnchor(CGPoint(x: 0, y: 1)) }
        let middle = demoButton("anchorPoint = (0.5, 0.5)") { [weak self] in self?.setAnchor(CGPoint(x: 0.5, y: 0.5)) }
        corner.frame = CGRect(x: 500, y: contentTop + 260, width: 220, height: 40)
        middle.frame = CGRect(x: 740, y: contentTop + 260, width: 240, height: 40)
        view.addSubview(corner)
        view.addSubview(middle)
        numbers.frame = CGRect(x: 500, y: contentTop + 20, width: 500, height: 220)
        view.addSubview(numbers)
        let link = CADisplayLink { [weak self] _ in self?.update() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = 2 * CGFloat.pi
        turn.duration = 6
        turn.repeatCount = .infinity
        redView.layer.add(turn, forKey: "turn")
    }

    /// The anchor point follows the finger, in the layer's unit square;
    /// the model's position does not change.
    private func dragAnchor(_ pan: UIPanGestureRecognizer) {
        let p = pan.location(in: redView)
        let b = redView.bounds
        setAnchor(CGPoint(x: min(max(p.x / b.width, 0), 1), y: min(max(p.y / b.height, 0), 1)))
    }

    private func setAnchor(_ anchor: CGPoint) {
        CATransaction.withoutActions {
            redView.layer.anchorPoint = anchor
        }
        print("anchorPoint \(anchor): position \(redView.layer.position), frame.origin \(redView.frame.origin)")
    }

    private func togglePause() {
        let layer = redView.layer
        if layer.speed == 0 {
            let paused = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        } else {
            layer.timeOffset = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
        }
    }

    private func f(_ v: CGFloat) -> String { String(format: "%.1f", v) }

    private func update() {
        let layer = redView.layer
        let b = layer.bounds, a = layer.anchorPoint, p = layer.position
        // The dots sit where the anchor is drawn: the position, in the stage.
        let shown = layer.presentation() ?? layer
        let anchorInStage = stage.layer.convert(CGPoint(x: a.x * b.width, y: a.y * b.height), from: shown)
        CATransaction.withoutActions {
            anchorDot.center = anchorInStage
            positionDot.center = p
        }
        numbers.text = """
            bounds       (\(f(b.minX)), \(f(b.minY)), \(f(b.width)), \(f(b.height)))
            anchorPoint  (\(String(format: "%.2f", a.x)), \(String(format: "%.2f", a.y)))
            position     (\(f(p.x)), \(f(p.y)))

            frame.x = position.x − anchorPoint.x × width
                    = \(f(p.x)) − \(String(format: "%.2f", a.x)) × \(f(b.width)) = \(f(p.x - a.x * b.width))
            frame.y = position.y − anchorPoint.y × height
                    = \(f(p.y)) − \(String(format: "%.2f", a.y)) × \(f(b.height)) = \(f(p.y - a.y * b.height))

            redView.frame.origin  (\(f(redView.frame.minX)), \(f(redView.frame.minY)))
            (the turn is an animation: the model's transform stays identity)
            """
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        link?.invalidate()
    }
}
