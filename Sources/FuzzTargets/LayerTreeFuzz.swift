import QuartzCore
import Raster

/// Whole layer trees: random shapes of tree, every layer class, every
/// drawn property with ordinary and extreme values (geometry, 3D and
/// perspective transforms, corners, borders, shadows and shadow paths,
/// masks, contents with rects, centers and gravity, replicators,
/// gradients, text, shape paths with trims and dashes), some animating;
/// drawn with `render(in:)`, with a window's whole-frame path and its
/// damage-tracked path over a few frames, and hit-tested.
enum LayerTreeFuzz {
    static func run(_ input: inout FuzzInput) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        root.anchorPoint = .zero
        var all = [root]
        for _ in 0..<input.index(24) {
            let layer = randomLayer(&input)
            let parent = input.pick(all)
            if input.byte() % 8 == 0, parent.mask == nil, parent !== root {
                parent.mask = layer
            } else {
                parent.addSublayer(layer)
            }
            all.append(layer)
        }
        for _ in 0..<input.index(4) {
            let a = TimingFuzz.animation(&input, depth: 1)
            input.pick(all).add(a, forKey: nil)
        }
        CATransaction.flush()
        if let ctx = FuzzCanvas.context(&input) {
            ctx.concatenate(input.bool() ? .identity : input.affine())
            root.render(in: ctx)
        }
        if let surface = Surface(width: 64, height: 64) {
            let now = CACurrentMediaTime()
            root._renderPresentation(into: surface, clip: surface.bounds, at: now, scale: input.pick([1, 2, 0.5]))
            let tracker = _DamageTracker()
            for frame in 0..<1 + input.index(3) {
                tracker.renderFrame(root, into: surface, at: now + Double(frame) * input.moderate(0.5))
            }
        }
        for _ in 0..<input.index(4) { _ = root.hitTest(input.canvasPoint()) }
        _ = input.pick(all).presentation()?.frame
    }

    /// A layer of a random class with random geometry and appearance
    /// (the bytes are read in a fixed order, so saved inputs replay).
    static func randomLayer(_ input: inout FuzzInput) -> CALayer {
        let layer = classLayer(&input)
        randomGeometry(layer, &input)
        randomAppearance(layer, &input)
        return layer
    }

    /// A layer of one of the classes, its own keys random.
    static func classLayer(_ input: inout FuzzInput) -> CALayer {
        let layer: CALayer
        switch input.byte() % 9 {
        case 0:
            let s = CAShapeLayer()
            s.path = PathFuzz.randomPath(&input)
            s.fillColor = color(&input)
            s.strokeColor = color(&input)
            s.lineWidth = input.cg()
            s.strokeStart = input.cg()
            s.strokeEnd = input.cg()
            s.miterLimit = input.cg()
            s.lineCap = input.pick([.butt, .round, .square])
            s.lineJoin = input.pick([.miter, .round, .bevel])
            s.fillRule = input.pick([.nonZero, .evenOdd])
            if input.bool() { s.lineDashPattern = (0..<input.index(6)).map { _ in NSNumber(value: input.double()) } }
            s.lineDashPhase = input.cg()
            layer = s
        case 1:
            let g = CAGradientLayer()
            g.colors = (0..<input.index(5)).map { _ in color(&input) as Any }
            if input.bool() { g.locations = (0..<input.index(5)).map { _ in NSNumber(value: input.double()) } }
            g.startPoint = input.point()
            g.endPoint = input.point()
            g.type = input.pick([.axial, .radial, .conic])
            layer = g
        case 2:
            let r = CAReplicatorLayer()
            // Up to 300 (90,000 copies nested once): the cap on larger
            // counts has its own test, and ten thousand tinted replicas
            // filling the surface, a legal scene of a quarter second a
            // frame in release, run past any hang limit under the fuzzer's
            // instrumentation.
            r.instanceCount = input.pick([0, 1, 3, 7, -1, 300])
            r.instanceTransform = transform(&input)
            r.instanceDelay = input.double()
            r.instanceColor = color(&input)
            r.instanceAlphaOffset = Float(input.double())
            r.instanceRedOffset = Float(input.double())
            layer = r
        case 3:
            let t = CATextLayer()
            t.string = input.string(max: 12, alphabet: ["a", "W", " ", "\n", "é", "字", "🙂", "\u{0}", "\t"])
            t.fontSize = input.cg()
            t.isWrapped = input.bool()
            t.alignmentMode = input.pick([.left, .center, .right, .justified, .natural])
            t.truncationMode = input.pick([.none, .start, .middle, .end])
            layer = t
        case 4: layer = CATransformLayer()
        default: layer = CALayer()
        }
        return layer
    }

    static func randomGeometry(_ layer: CALayer, _ input: inout FuzzInput) {
        layer.frame = input.bool() ? CGRect(x: input.moderate(40) + 20, y: input.moderate(40) + 20,
                                            width: input.moderate(40) + 20, height: input.moderate(40) + 20)
                                   : input.rect()
        switch input.byte() % 6 {
        case 0: break
        case 1: layer.transform = transform(&input)
        case 2: layer.bounds = input.rect()
        case 3: layer.anchorPoint = input.point()
        case 4: layer.sublayerTransform = transform(&input)
        default: layer.position = input.point()
        }
    }

    static func randomAppearance(_ layer: CALayer, _ input: inout FuzzInput) {
        layer.backgroundColor = color(&input)
        if input.bool() { layer.cornerRadius = input.cg(); layer.masksToBounds = input.bool() }
        if input.bool() { layer.borderWidth = input.cg(); layer.borderColor = color(&input) }
        if input.bool() {
            layer.shadowOpacity = Float(input.double())
            layer.shadowRadius = input.cg()
            layer.shadowOffset = input.size()
            if input.bool() { layer.shadowPath = PathFuzz.randomPath(&input) }
        }
        if input.bool() { layer.opacity = Float(input.double()) }
        if input.byte() % 4 == 0 {
            layer.contents = image(&input)
            layer.contentsRect = input.bool() ? CGRect(x: 0, y: 0, width: 1, height: 1) : input.rect()
            layer.contentsCenter = input.bool() ? CGRect(x: 0, y: 0, width: 1, height: 1) : input.rect()
            layer.contentsScale = input.cg()
            layer.contentsGravity = input.pick([.resize, .resizeAspect, .resizeAspectFill, .center, .topLeft,
                                                .bottomRight, CALayerContentsGravity(rawValue: "nonsense")])
        }
        if input.byte() % 8 == 0 { layer.isHidden = true }
        if input.byte() % 8 == 0 { layer.isDoubleSided = false }
        if input.byte() % 8 == 0 { layer.zPosition = input.cg() }
    }

    static func color(_ input: inout FuzzInput) -> CGColor? {
        switch input.byte() % 4 {
        case 0: return nil
        case 1: return CGColor(red: input.cg(), green: input.cg(), blue: input.cg(), alpha: input.cg())
        default: return CGColor(red: input.moderate(1), green: 0.5, blue: 0.2, alpha: abs(input.moderate(1)))
        }
    }

    static func transform(_ input: inout FuzzInput) -> CATransform3D {
        var t = CATransform3DIdentity
        switch input.byte() % 5 {
        case 0: t = CATransform3DMakeRotation(input.cg(), input.moderate(1), input.moderate(1), input.moderate(1))
        case 1: t = CATransform3DMakeScale(input.cg(), input.cg(), input.cg())
        case 2: t.m34 = -1 / input.cg(); t = CATransform3DRotate(t, input.moderate(3), 0, 1, 0)
        case 3: t = CATransform3DMakeTranslation(input.cg(), input.cg(), input.cg())
        default:
            t.m11 = input.cg(); t.m12 = input.cg(); t.m14 = input.cg(); t.m21 = input.cg(); t.m22 = input.cg()
            t.m24 = input.cg(); t.m41 = input.cg(); t.m42 = input.cg(); t.m44 = input.cg()
        }
        return t
    }

    static func image(_ input: inout FuzzInput) -> CGImage? {
        let w = input.pick([1, 3, 16]), h = input.pick([1, 5, 16])
        guard let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        ctx.setFillColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: w / 2 + 1, height: h))
        return ctx.makeImage()
    }
}
