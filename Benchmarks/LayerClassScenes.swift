import Raster
import QuartzCore

/// The layer classes under load.
///
/// `shapes`: 200 CAShapeLayers, each a closed 40-point polygon filled and
/// stroked 3 px, with strokeEnd animating on every one (linear 0 → 1 over
/// 2 s, autoreversing, layer j starting j/100 s later), rendered whole at
/// 1280x720. `Benchmarks/cairo/shapes.c` draws the same polygons with the
/// same fractions in cairo; `ShapesScene` holds the geometry both share.
enum ShapesScene {
    static let count = 200
    static let points = 40

    /// xorshift32, as the C peer's.
    struct Random {
        var state: UInt32 = 0x9E37_79B9
        mutating func next() -> Double {
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return Double(state) / Double(UInt32.max)
        }
    }

    /// Layer j's polygon (in the root's space), fill colour and start.
    static func make() -> [(points: [CGPoint], r: Double, g: Double, b: Double)] {
        var rnd = Random()
        return (0..<count).map { j in
            let cx = 60 + Double(j % 20) * 62, cy = 60 + Double(j / 20) * 62
            let pts = (0..<points).map { k -> CGPoint in
                let a = 2 * Double.pi * Double(k) / Double(points)
                let r = 16 + 12 * rnd.next()
                return CGPoint(x: cx + r * cos(a), y: cy + r * sin(a))
            }
            return (pts, 0.3 + 0.6 * rnd.next(), 0.3 + 0.6 * rnd.next(), 0.3 + 0.6 * rnd.next())
        }
    }
}

func shapesScene(_ o: Options) -> (Int) -> Void {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: StandardScene.width, height: StandardScene.height)
    root.anchorPoint = .zero
    root.backgroundColor = CGColor(gray: 1, alpha: 1)
    let start = CACurrentMediaTime()
    for (j, s) in ShapesScene.make().enumerated() {
        let l = CAShapeLayer()
        l.frame = root.bounds
        let path = CGMutablePath()
        path.addLines(between: s.points)
        path.closeSubpath()
        l.path = path
        l.fillColor = CGColor(red: s.r, green: s.g, blue: s.b, alpha: 1)
        l.strokeColor = CGColor(red: s.r / 3, green: s.g / 3, blue: s.b / 3, alpha: 1)
        l.lineWidth = 3
        root.addSublayer(l)
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 2
        grow.autoreverses = true
        grow.repeatCount = .infinity
        grow.beginTime = start + Double(j) / 100
        l.add(grow, forKey: "grow")
    }
    CATransaction.flush()
    let surface = Surface(width: StandardScene.width, height: StandardScene.height)!
    return { frame in
        // Frame i is 10 s + i/60 s after the start, as in the cairo peer.
        root._renderPresentation(into: surface, clip: surface.bounds, at: start + 10 + Double(frame) / 60, threads: o.threads)
        if frame > o.frames, let out = o.out { writeImage(surface, to: out) }
    }
}

/// `text`: 100 text layers of 20 characters, every string changed every
/// frame, through the damage tracker (what a HUD or a counter does).
func textScene(_ o: Options) -> (Int) -> Void {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: StandardScene.width, height: StandardScene.height)
    root.anchorPoint = .zero
    root.backgroundColor = CGColor(gray: 1, alpha: 1)
    var labels: [CATextLayer] = []
    for i in 0..<100 {
        let t = CATextLayer()
        t.frame = CGRect(x: 10 + Double(i % 5) * 250, y: 10 + Double(i / 5) * 35, width: 240, height: 30)
        t.fontSize = 18
        t.foregroundColor = CGColor(gray: 0.1, alpha: 1)
        t.string = "frame 0000000 of 100"
        root.addSublayer(t)
        labels.append(t)
    }
    CATransaction.flush()
    let surface = Surface(width: StandardScene.width, height: StandardScene.height)!
    let tracker = _DamageTracker()
    let start = CACurrentMediaTime()
    // The strings are made before timing (a 20-character Swift string is
    // a heap object): this scene measures the layer, not their making.
    let cycle = 64
    let strings: [[String]] = (0..<cycle).map { frame in
        (0..<labels.count).map { i in
            let n = String(frame * 100 + i)
            return "frame " + String(repeating: "0", count: max(0, 7 - n.count)) + n + " of 100"
        }
    }
    let frame = { (frame: Int) in
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let texts = strings[(frame % cycle + cycle) % cycle]
        for (i, t) in labels.enumerated() { t.string = texts[i] }
        CATransaction.commit()
        CATransaction.flush()
        tracker.renderFrame(root, into: surface, at: start + Double(frame) / 60, threads: o.threads)
        if frame > o.frames, let out = o.out { writeImage(surface, to: out) }
    }
    // One cycle untimed: every digit at every pen phase the strings put it
    // at is rasterized once, and the glyph cache is warm.
    for f in -cycle..<0 { frame(f) }
    return frame
}

/// `particles`: one CAEmitterLayer keeping 5,000 particles alive (two
/// cells, 1,250 a second each, two seconds' life) at 1280x720,
/// rendered whole each frame; `particles-images` draws the same number
/// of the same small image through plain layers, the cost of the pictures
/// alone (set up once, as still layers).
func particlesScene(_ o: Options) -> (Int) -> Void {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: StandardScene.width, height: StandardScene.height)
    root.anchorPoint = .zero
    root.backgroundColor = CGColor(gray: 1, alpha: 1)
    let e = CAEmitterLayer()
    e.frame = root.bounds
    e.emitterPosition = CGPoint(x: 640, y: 360)
    e.emitterShape = .circle
    e.emitterSize = CGSize(width: 200, height: 0)
    e.seed = 42
    e.emitterCells = [CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1), CGColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)]
        .map { color in
            let c = CAEmitterCell()
            c.contents = particleImage
            c.color = color
            c.birthRate = 1250
            c.lifetime = 2
            c.velocity = 150
            c.velocityRange = 50
            c.emissionRange = .pi
            c.spin = 2
            c.scaleRange = 0.3
            c.alphaSpeed = -0.3
            return c
        }
    root.addSublayer(e)
    CATransaction.flush()
    let start = CACurrentMediaTime()
    let surface = Surface(width: StandardScene.width, height: StandardScene.height)!
    let frame = { (i: Int) in
        root._renderPresentation(into: surface, clip: surface.bounds, at: start + 2 + Double(i) / 60, threads: o.threads)
        if i > o.frames, let out = o.out { writeImage(surface, to: out) }
    }
    return frame
}

func particlesImagesScene(_ o: Options) -> (Int) -> Void {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: StandardScene.width, height: StandardScene.height)
    root.anchorPoint = .zero
    root.backgroundColor = CGColor(gray: 1, alpha: 1)
    var rng = ShapesScene.Random()
    for _ in 0..<5000 {
        let l = CALayer()
        l.contents = particleImage
        l.frame = CGRect(x: rng.next() * 1260, y: rng.next() * 700, width: 12, height: 12)
        l.transform = CATransform3DMakeRotation(rng.next() * 6, 0, 0, 1)
        root.addSublayer(l)
    }
    return renderScene(o, root: root)
}

/// A soft dot, 12 pixels across.
let particleImage: CGImage = {
    let s = Surface(width: 12, height: 12)!
    for y in 0..<12 { for x in 0..<12 {
        let dx = Double(x) - 5.5, dy = Double(y) - 5.5
        let a = max(0, min(1, 6 - (dx * dx + dy * dy).squareRoot()))
        s[x, y] = premultipliedPixel(r: 1, g: 1, b: 1, a: a)
    } }
    return CGImage(_surface: s)
}()
