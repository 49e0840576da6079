import ImageIO
import QuartzCore
import Raster

/// A render scene: the layer tree is committed once; each timed frame
/// evaluates the presentation and renders the whole frame.
func renderScene(_ o: Options, root: CALayer, animate: ((Int) -> Void)? = nil) -> (Int) -> Void {
    CATransaction.flush()
    let surface = Surface(width: StandardScene.width, height: StandardScene.height)!
    let start = CACurrentMediaTime()
    let full = surface.bounds
    return { frame in
        animate?(frame)
        root._renderPresentation(into: surface, clip: full, at: start + Double(frame) / 60, threads: o.threads)
        if frame > o.frames, let out = o.out { writeImage(surface, to: out) }
    }
}

func standardScene(_ o: Options) -> (Int) -> Void {
    let root = StandardScene().makeLayers(offset: o.offset)
    if o.movingPhase { root.addSubpixelMotion() }
    return renderScene(o, root: root)
}

/// The standard scene drawn by `render(in:)` into a bitmap context
/// (flipped as UIKit's are, in the surface's own byte order): the
/// committed, unchanged tree drawn again each frame, as a snapshot taken
/// every frame is. Its picture is the standard scene's.
func standardRenderInScene(_ o: Options) -> (Int) -> Void {
    let root = StandardScene().makeLayers(offset: o.offset)
    CATransaction.flush()
    let w = StandardScene.width, h = StandardScene.height
    let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    ctx.translateBy(x: 0, y: CGFloat(h))
    ctx.scaleBy(x: 1, y: -1)
    return { frame in
        root.render(in: ctx)
        if frame > o.frames, let out = o.out, let image = ctx.makeImage() { writeImage(image, to: out) }
    }
}

/// The standard scene's 500 fills alone, and fills with borders: the
/// parts the peers time separately.
func standardFillsScene(_ o: Options) -> (Int) -> Void {
    renderScene(o, root: StandardScene().makeLayers(parts: .fills, offset: o.offset))
}

func standardBordersScene(_ o: Options) -> (Int) -> Void {
    renderScene(o, root: StandardScene().makeLayers(parts: .fillsAndBorders, offset: o.offset))
}

/// Writes a surface as a PNG through ImageIO (straight alpha, as files
/// hold); a path ending in .ppm gets a binary PPM over white instead.
func writeImage(_ s: Surface, to path: String) {
    if path.hasSuffix(".ppm") {
        writePPM(s, to: path)
        return
    }
    writeImage(CGImage(_surface: s), to: path)
}

func writeImage(_ image: CGImage, to path: String) {
    let url = URL(fileURLWithPath: path)
    guard let dst = CGImageDestinationCreateWithURL(url, kUTTypePNG, 1, nil) else { return }
    CGImageDestinationAddImage(dst, image, nil)
    if !CGImageDestinationFinalize(dst) { print("qz-bench: could not write \(path)") }
}

func writePPM(_ s: Surface, to path: String) {
    var bytes = Array("P6\n\(s.width) \(s.height)\n255\n".utf8)
    bytes.reserveCapacity(bytes.count + s.width * s.height * 3)
    for y in 0..<s.height {
        for x in 0..<s.width {
            let p = s[x, y]
            let a = p >> 24
            for shift in [UInt32(16), 8, 0] {
                bytes.append(UInt8(min(255, ((p >> shift) & 0xFF) + (255 - a))))
            }
        }
    }
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
}

/// A scene drawn through the damage tracker: each timed frame renders
/// only what changed since the one before.
func trackedScene(_ o: Options, root: CALayer) -> (Int) -> Void {
    CATransaction.flush()
    let surface = Surface(width: StandardScene.width, height: StandardScene.height)!
    let tracker = _DamageTracker()
    let start = CACurrentMediaTime()
    return { frame in
        tracker.renderFrame(root, into: surface, at: start + Double(frame) / 60, threads: o.threads)
        if frame > o.frames, let out = o.out { writeImage(surface, to: out) }
    }
}

/// The standard scene with nothing changing: after the first frame, a
/// frame finds no damage and draws nothing.
func idleScene(_ o: Options) -> (Int) -> Void {
    trackedScene(o, root: StandardScene().makeLayers())
}

/// The standard scene with every layer moving every frame (an additive
/// position animation per layer, each with its own phase), through the
/// damage tracker: the whole frame is damaged every frame.
func animatedScene(_ o: Options) -> (Int) -> Void {
    trackedScene(o, root: movingStandardScene())
}

/// The standard scene with every layer moving (an additive position
/// animation per layer, each with its own phase).
func movingStandardScene() -> CALayer {
    let root = StandardScene().makeLayers()
    for (i, l) in (root.sublayers ?? []).enumerated() {
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint.zero
        move.toValue = CGPoint(x: 24 + i % 17, y: 12 + i % 11)
        move.isAdditive = true
        move.duration = 1.5 + Double(i % 7) / 10
        move.autoreverses = true
        move.repeatCount = .infinity
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        l.add(move, forKey: "move")
    }
    return root
}

/// 500 layers showing parts of one image (contentsRect), each rotated.
func imagesScene(_ o: Options) -> (Int) -> Void {
    let image = benchImage(side: 256)
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: StandardScene.width, height: StandardScene.height)
    root.anchorPoint = .zero
    root.backgroundColor = CGColor(gray: 1, alpha: 1)
    for (i, s) in StandardScene().rects.enumerated() {
        let l = CALayer()
        l.frame = CGRect(x: s.x, y: s.y, width: s.w, height: s.h)
        l.contents = image
        let u = Double(i % 4) / 4, v = Double(i / 4 % 4) / 4
        l.contentsRect = CGRect(x: u, y: v, width: 0.5, height: 0.5)
        l.transform = CATransform3DMakeRotation(CGFloat(i % 36) * .pi / 18, 0, 0, 1)
        root.addSublayer(l)
    }
    return renderScene(o, root: root)
}

/// 100 rounded, bordered layers rotated in 3D under perspective.
func perspectiveScene(_ o: Options) -> (Int) -> Void {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: StandardScene.width, height: StandardScene.height)
    root.anchorPoint = .zero
    root.backgroundColor = CGColor(gray: 1, alpha: 1)
    for (i, s) in StandardScene().rects.prefix(100).enumerated() {
        let l = StandardScene.card(s)
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        l.transform = CATransform3DRotate(t, CGFloat(i % 9 + 1) * 0.12, i % 2 == 0 ? 1 : 0.3, i % 2 == 0 ? 0.2 : 1, 0)
        root.addSublayer(l)
    }
    return renderScene(o, root: root)
}

/// A test card: colour gradients with a grid, so rotation and sampling
/// show.
func benchImage(side: Int) -> CGImage {
    let s = Surface(width: side, height: side)!
    for y in 0..<side {
        for x in 0..<side {
            let grid = x % 32 == 0 || y % 32 == 0
            let r = UInt32(x * 255 / side), g = UInt32(y * 255 / side), b: UInt32 = grid ? 0 : 160
            s[x, y] = 0xFF00_0000 | r << 16 | g << 8 | b
        }
    }
    return CGImage(_surface: s)
}

/// Frosted glass over motion: the animated scene (every layer moving)
/// under a backdrop that blurs the whole window (σ 20, saturation 1.8,
/// as UIKit's light material) with its tint, through the damage tracker:
/// every frame draws the picture, then blurs all of it.
func blurScene(_ o: Options) -> (Int) -> Void {
    let root = movingStandardScene()
    let glass = _BackdropLayer()
    glass.frame = root.bounds
    glass.blurRadius = 20
    glass.saturation = 1.8
    let tint = CALayer()
    tint.frame = root.bounds
    tint.backgroundColor = CGColor(gray: 1, alpha: 0.3)
    root.addSublayer(glass)
    root.addSublayer(tint)
    return trackedScene(o, root: root)
}
