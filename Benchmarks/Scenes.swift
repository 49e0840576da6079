import QuartzCore

/// A scene: set up once, then a frame function timed N times (its argument
/// is the frame number, starting at 0 for the untimed warm-up).
typealias Scene = (Options) -> (Int) -> Void

let scenes: [String: Scene] = [
    "geometry": geometryScene,
    "evaluation": evaluationScene,
    "standard": standardScene,
    "standard-render-in": standardRenderInScene,
    "standard-fills": standardFillsScene,
    "standard-borders": standardBordersScene,
    "idle": idleScene,
    "animated": animatedScene,
    "blur": blurScene,
    "images": imagesScene,
    "perspective": perspectiveScene,
    "shapes": shapesScene,
    "text": textScene,
    "particles": particlesScene,
    "particles-images": particlesImagesScene,
    "path-boolean": pathBooleanScene,
]

/// CGPath boolean operations on shapes an app would combine: a 300-point
/// disc, a twelve-pointed star drawn in one stroke (its middle wound
/// twice) and a rounded rectangle, each union, intersection and
/// difference of the three per frame (curves flattened to 0.01 point).
func pathBooleanScene(_ o: Options) -> (Int) -> Void {
    let disc = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 600, height: 600), transform: nil)
    let star = CGMutablePath()
    for i in 0..<12 {
        let a = CGFloat(i) * 5 * .pi / 12
        let p = CGPoint(x: 300 + 320 * cos(a), y: 300 + 320 * sin(a))
        if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    let card = CGPath(roundedRect: CGRect(x: 150, y: -50, width: 500, height: 300), cornerWidth: 60, cornerHeight: 60, transform: nil)
    return { _ in
        var n = 0
        for (a, b) in [(disc, star as CGPath), (star, card), (card, disc)] {
            n += a.union(b).isEmpty ? 0 : 1
            n += a.intersection(b).isEmpty ? 0 : 1
            n += a.subtracting(b).isEmpty ? 0 : 1
        }
        precondition(n == 9)
    }
}

/// The layer model on the standard scene: every layer's frame, a
/// conversion to the root and back, and a hit test per layer centre.
func geometryScene(_ o: Options) -> (Int) -> Void {
    let root = StandardScene().makeLayers()
    let layers = root.sublayers ?? []
    return { _ in
        var hits = 0
        for l in layers {
            let f = l.frame
            let c = CGPoint(x: f.midX, y: f.midY)
            let p = root.convert(l.convert(CGPoint(x: 1, y: 1), to: root), to: l)
            if root.hitTest(c) != nil, p.x.isFinite { hits += 1 }
        }
        precondition(hits == layers.count)
    }
}

/// The animation engine: 10,000 layers, each with a basic (opacity), a
/// keyframe (position) and a spring (transform.scale) animation, all
/// repeating; one frame evaluates every presentation value at 60 Hz steps.
func evaluationScene(_ o: Options) -> (Int) -> Void {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 1280, height: 720)
    var layers: [CALayer] = []
    for i in 0..<10_000 {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        l.position = CGPoint(x: i % 100 * 12, y: i / 100 * 7)
        l.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        root.addSublayer(l)
        layers.append(l)
    }
    CATransaction.flush()
    let d = Double.self
    for (i, l) in layers.enumerated() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 1
        fade.duration = 1 + d.init(i % 7) * 0.1
        fade.autoreverses = true
        fade.repeatCount = .infinity
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        l.add(fade, forKey: "fade")

        let wander = CAKeyframeAnimation(keyPath: "position")
        let p = l.position
        wander.values = [p, CGPoint(x: p.x + 10, y: p.y), CGPoint(x: p.x + 10, y: p.y + 10), p]
        wander.keyTimes = [0, 0.3, 0.6, 1]
        wander.duration = 2 + d.init(i % 5) * 0.2
        wander.repeatCount = .infinity
        l.add(wander, forKey: "wander")

        let pop = CASpringAnimation(keyPath: "transform.scale")
        pop.fromValue = 0.5
        pop.toValue = 1
        pop.damping = 8
        pop.duration = pop.settlingDuration
        pop.repeatCount = .infinity
        l.add(pop, forKey: "pop")
    }
    CATransaction.flush()
    let start = CACurrentMediaTime()
    return { frame in
        root._evaluatePresentationTree(at: start + Double(frame) / 60)
    }
}
