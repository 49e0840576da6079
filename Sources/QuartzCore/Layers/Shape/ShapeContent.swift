import Raster

/// A shape layer's drawing: its path filled (non-zero or even-odd) in
/// `fillColor`, then the part between `strokeStart` and `strokeEnd`
/// stroked in `strokeColor` with the line width, caps, joins, miter limit
/// and dashes. The same rasterizer and stroker CGContext uses, so a shape
/// layer and `CGContext.fillPath`/`strokePath` of the same path agree.
///
/// Under a map that scales both axes alike (the usual case) the stroke is
/// outlined in target pixels, into buffers the compositor keeps, so a
/// shape whose strokeEnd animates allocates nothing per frame. Under any
/// other map it is outlined in the layer's own units and then mapped, so a
/// layer scaled unevenly strokes with an elliptical pen, as on Apple's
/// platforms.
enum _ShapeContent: _LayerContent {
    /// Paths map through anything affine, rotation and skew included.
    static var drawsThroughAffineMaps: Bool { true }

    /// What drawing keeps of a path: its bounds and lengths, measured once.
    final class Geometry {
        let bounds: CGRect
        let measure: _PathMeasure
        init(_ path: CGPath) {
            bounds = path.boundingBox
            measure = _PathMeasure(path._elements)
        }
    }

    static func geometry(_ node: _RenderNode, _ path: CGPath) -> Geometry {
        node.contentCache?.value(for: path) { Geometry(path) } ?? Geometry(path)
    }

    static func draw(_ layer: _PresentedLayer, _ m: Projective,
                     into target: Surface, clip: PixelRect, opacity: Double, compositor: _Compositor) {
        let e = layer.node.storage.presentedExtra
        if let c = e[_ShapeKeys.fillColor], c.a > 0, let rule = fillArea(layer, m, compositor: compositor) {
            target.fill(compositor.pathScratch, rule: rule, color: _Compositor.pixel(c, opacity), clip: clip,
                        rasterizer: compositor.rasterizer)
        }
        if let c = e[_ShapeKeys.strokeColor], c.a > 0,
           let stroke = strokeArea(layer, m, clip: clip, compositor: compositor) {
            target.fill(stroke, rule: .nonZero, color: _Compositor.pixel(c, opacity), clip: clip,
                        rasterizer: compositor.rasterizer)
        }
    }

    /// The filled area in target pixels, in `compositor.pathScratch`, and
    /// its rule; nil without a path.
    static func fillArea(_ layer: _PresentedLayer, _ m: Projective, compositor: _Compositor) -> FillRule? {
        let e = layer.node.storage.presentedExtra
        guard let path = e[_ShapeKeys.path] else { return nil }
        let elements = path._elements
        guard !elements.isEmpty else { return nil }
        func toTarget(_ q: CGPoint) -> (x: Double, y: Double) {
            (m.a * Double(q.x) + m.c * Double(q.y) + m.tx, m.b * Double(q.x) + m.d * Double(q.y) + m.ty)
        }
        compositor.pathScratch.removeAll(keepingCapacity: true)
        compositor.pathScratch._append(elements, map: toTarget)
        return e[_ShapeKeys.fillRule] == .evenOdd ? .evenOdd : .nonZero
    }

    /// The stroked area (between strokeStart and strokeEnd) in target
    /// pixels, filled non-zero; nil when nothing is stroked.
    static func strokeArea(_ layer: _PresentedLayer, _ m: Projective, clip: PixelRect,
                           compositor: _Compositor) -> RasterPath? {
        let e = layer.node.storage.presentedExtra
        guard let path = e[_ShapeKeys.path], var style = strokeStyle(e), style.width > 0 else { return nil }
        let elements = path._elements
        guard !elements.isEmpty else { return nil }
        let start = e[_ShapeKeys.strokeStart], end = e[_ShapeKeys.strokeEnd]
        let uniform = m.b == 0 && m.c == 0 && abs(m.a) == abs(m.d) && m.a != 0
        // The (trimmed) path, in target pixels when the map is uniform,
        // else in layer units.
        var sink = _RasterSink(path: RasterPath(), a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        swap(&sink.path, &compositor.trimScratch)
        sink.path.removeAll(keepingCapacity: true)
        if uniform { (sink.a, sink.d, sink.tx, sink.ty) = (m.a, m.d, m.tx, m.ty) }
        if start <= 0 && end >= 1 {
            for el in elements { sink.add(el) }
        } else {
            _PathTrim.append(elements, geometry(layer.node, path).measure, from: start, to: end, into: &sink)
        }
        swap(&sink.path, &compositor.trimScratch)
        guard !compositor.trimScratch.isEmpty else { return nil }
        if uniform {
            let k = abs(m.a)
            style.width *= k
            if !style.dashes.isEmpty { style.dashes = style.dashes.map { $0 * k }; style.dashPhase *= k }
            let region = FlatteningRegion(clip, mappedBy: 1, 0, 0, 1, 0, 0)
            compositor.strokeBuilder.outline(compositor.trimScratch, style: style, region: region,
                                             into: &compositor.strokeScratch)
            return compositor.strokeScratch
        }
        // Flatten finely enough for the target: the tolerance in layer
        // units shrinks as the map magnifies.
        let stretch = max(abs(m.a) + abs(m.c), abs(m.b) + abs(m.d), 1e-6)
        // The part of the layer the clip sees, when the map can be undone.
        let det = m.a * m.d - m.b * m.c
        let region = det != 0 && det.isFinite
            ? FlatteningRegion(clip, mappedBy: m.d / det, -m.b / det, -m.c / det, m.a / det,
                               (m.c * m.ty - m.d * m.tx) / det, (m.b * m.tx - m.a * m.ty) / det)
            : nil
        compositor.strokeBuilder.outline(compositor.trimScratch, style: style, tolerance: defaultFlatteningTolerance / stretch,
                                         region: region, into: &compositor.strokeScratch)
        // Mapped where it lies (a copy to map would allocate every frame).
        compositor.strokeScratch.apply(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
        return compositor.strokeScratch
    }

    /// The path's box, grown by as far as the stroke can reach past it
    /// (half the width; more at miter tips and square caps).
    static func box(_ layer: _PresentedLayer) -> CGRect? {
        let e = layer.node.storage.presentedExtra
        guard let path = e[_ShapeKeys.path], !path.isEmpty else { return nil }
        let fills: Bool
        if let c = e[_ShapeKeys.fillColor], c.a > 0 { fills = true } else { fills = false }
        var reach: CGFloat = 0
        if let c = e[_ShapeKeys.strokeColor], c.a > 0 {
            let width = e[_ShapeKeys.lineWidth]
            if width > 0 {
                let half = width / 2
                let miter = e[_ShapeKeys.lineJoin] == .miter
                reach = miter ? half * max(e[_ShapeKeys.miterLimit], 1.5) : half * 1.5
            } else if !fills {
                return nil
            }
        } else if !fills {
            return nil
        }
        let b = geometry(layer.node, path).bounds
        guard b.origin.x.isFinite, b.origin.y.isFinite, b.width.isFinite, b.height.isFinite else { return nil }
        return b.insetBy(dx: -reach, dy: -reach)
    }

    /// The stroke's style from the presented keys (nil for a width that
    /// is not a positive finite number).
    static func strokeStyle(_ e: UnsafeMutablePointer<_Value>) -> StrokeStyle? {
        let width = Double(e[_ShapeKeys.lineWidth])
        guard width > 0, width.isFinite else { return nil }
        let cap: LineCap
        switch e[_ShapeKeys.lineCap] {
        case .round: cap = .round
        case .square: cap = .square
        default: cap = .butt
        }
        let join: LineJoin
        switch e[_ShapeKeys.lineJoin] {
        case .round: join = .round
        case .bevel: join = .bevel
        default: join = .miter
        }
        var dashes: [Double] = []
        if let list = e[_ShapeKeys.lineDashPattern.slot].list { dashes = list.map { Double($0.number ?? 0) } }
        return StrokeStyle(width: width, cap: cap, join: join, miterLimit: Double(e[_ShapeKeys.miterLimit]),
                           dashes: dashes, dashPhase: Double(e[_ShapeKeys.lineDashPhase]))
    }
}

/// Path elements into a raster path through an affine map.
struct _RasterSink: _PathSink {
    var path: RasterPath
    var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    @inline(__always)
    func map(_ p: CGPoint) -> (Double, Double) {
        (a * Double(p.x) + c * Double(p.y) + tx, b * Double(p.x) + d * Double(p.y) + ty)
    }

    mutating func add(_ element: _PathElement) {
        switch element {
        case .move(let p): let q = map(p); path.move(to: q.0, q.1)
        case .line(let p): let q = map(p); path.line(to: q.0, q.1)
        case .quad(let c1, let p): let k = map(c1), q = map(p); path.quad(k.0, k.1, q.0, q.1)
        case .cubic(let c1, let c2, let p):
            let k1 = map(c1), k2 = map(c2), q = map(p)
            path.cubic(k1.0, k1.1, k2.0, k2.1, q.0, q.1)
        case .close: path.close()
        }
    }
}
