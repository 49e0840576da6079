import Foundation
import PreviewKit

/// The sticky ball: three layers fall together, the outer two with a
/// plain move, the middle one on a spring. A display link reads their
/// presentation positions every frame and redraws the goo between them
/// (a filled path through the three), so the sheet stretches and
/// wobbles with the spring. The link's changes are drawn in the same
/// frame it ran for.
final class StickyBallDemo: DemoViewController {
    override class var name: String { "sticky-ball" }
    override class var displayTitle: String { "Sticky ball (presentation values, every frame)" }
    override class var instruction: String { "click: the three layers drop (the middle one on a spring); click again to lift them" }

    let leftLayer = CALayer()
    let rightLayer = CALayer()
    let centerLayer = CALayer()
    let fluctLayer = CAShapeLayer()
    private var displayLink: CADisplayLink?
    private var down = false
    /// Where the sheet hangs from, and how far the layers drop.
    private var top: CGFloat { contentTop + 20 }
    private var low: CGFloat { top + 160 }

    override func viewDidLoad() {
        super.viewDidLoad()
        fluctLayer.fillColor = UIColor.systemTeal.cgColor
        fluctLayer.frame = view.bounds
        view.layer.addSublayer(fluctLayer)
        let width = UIScreen.main.bounds.width
        for (layer, x) in [(leftLayer, 0), (centerLayer, width / 2), (rightLayer, width)] as [(CALayer, CGFloat)] {
            layer.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
            layer.cornerRadius = 6
            layer.backgroundColor = UIColor.darkGray.cgColor
            layer.position = CGPoint(x: x, y: top)
            view.layer.addSublayer(layer)
        }
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.startAnimation() })
        fluctAnimation(nil)
    }

    /// The first drop runs as soon as the view is on screen.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startAnimation()
    }

    func startAnimation() {
        down.toggle()
        let y = down ? low : top
        displayLink?.invalidate()
        let displayLink = CADisplayLink { [weak self] link in self?.fluctAnimation(link) }
        displayLink.add(to: .current, forMode: .common)
        self.displayLink = displayLink

        let move = CABasicAnimation(keyPath: "position.y")
        move.toValue = y
        leftLayer.position.y = y
        rightLayer.position.y = y
        leftLayer.add(move, forKey: nil)
        rightLayer.add(move, forKey: nil)

        let spring = CASpringAnimation(keyPath: "position.y")
        spring.damping = 15
        spring.initialVelocity = 40
        spring.toValue = y
        // The article leaves the duration at its default (0.25 s), which
        // cuts the spring short; it runs to rest here so the wobble shows.
        spring.duration = spring.settlingDuration
        centerLayer.position.y = y
        centerLayer.add(spring, forKey: "spring")
    }

    func fluctAnimation(_ link: CADisplayLink?) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: top))
        // Once the spring is over, one last sheet at rest, and the link stops.
        if link != nil, centerLayer.animation(forKey: "spring") == nil { link?.invalidate() }
        let left = (leftLayer.presentation() ?? leftLayer).position
        let right = (rightLayer.presentation() ?? rightLayer).position
        let center = (centerLayer.presentation() ?? centerLayer).position
        let offset = left.y - center.y
        var controlY: CGFloat = left.y
        if offset < 0 {
            controlY = center.y + 30
        } else if offset > 0 {
            controlY = center.y - 30
        }
        path.addLine(to: left)
        path.addQuadCurve(to: right, controlPoint: CGPoint(x: centerLayer.position.x, y: controlY))
        path.addLine(to: CGPoint(x: UIScreen.main.bounds.width, y: top))
        path.close()
        CATransaction.withoutActions {
            fluctLayer.path = path.cgPath
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        displayLink?.invalidate()
    }
}
