import Raster

/// A shape layer's drawing: its path filled (non-zero or even-odd) in
/// `fillColor`, then the part between `strokeStart` and `strokeEnd`
/// stroked in `strokeColor` with the line width, caps, joins, miter limit
/// and dashes. The same rasterizer and stroker CGContext uses, so a shape
/// layer and `CGContext.fillPath`/`strokePath` of the same path agree. The
/// stroke is outlined in the layer's own units and then mapped, so a
/// layer scaled unevenly strokes with an elliptical pen, as on Apple's
/// platforms.
enum _ShapeContent: _LayerContent {
    static func draw(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                     into target: Surface, clip: PixelRect, opacity: Double, compositor: _Compositor) {
        let e = node.presentedExtra
        guard case .path(let path?) = e[_ShapeKeys.path] else { return }
        let elements = path._elements
        guard !elements.isEmpty else { return }
        func toTarget(_ q: CGPoint) -> (x: Double, y: Double) {
            (m.a * Double(q.x) + m.c * Double(q.y) + m.tx, m.b * Double(q.x) + m.d * Double(q.y) + m.ty)
        }
        if case .color(let c?) = e[_ShapeKeys.fillColor], c.a > 0 {
            let rule: FillRule = (e[_ShapeKeys.fillRule].objectValue as? CAShapeLayerFillRule) == .evenOdd ? .evenOdd : .nonZero
            compositor.pathScratch.removeAll(keepingCapacity: true)
            compositor.pathScratch._append(elements, map: toTarget)
            target.fill(compositor.pathScratch, rule: rule, color: _Compositor.pixel(c, opacity), clip: clip,
                        rasterizer: compositor.rasterizer)
        }
        guard case .color(let c?) = e[_ShapeKeys.strokeColor], c.a > 0,
              let style = strokeStyle(e), style.width > 0 else { return }
        let start = e[_ShapeKeys.strokeStart].number ?? 0, end = e[_ShapeKeys.strokeEnd].number ?? 1
        let drawn = _PathTrim.trimmed(elements, from: start, to: end)
        guard !drawn.isEmpty else { return }
        var user = RasterPath()
        user._append(drawn) { q in (Double(q.x), Double(q.y)) }
        // Flatten finely enough for the target: the tolerance in layer
        // units shrinks as the map magnifies.
        let stretch = max(abs(m.a) + abs(m.c), abs(m.b) + abs(m.d), 1e-6)
        let outline = strokeOutline(user, style: style, tolerance: defaultFlatteningTolerance / stretch)
        let device = outline.applying(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
        target.fill(device, rule: .nonZero, color: _Compositor.pixel(c, opacity), clip: clip,
                    rasterizer: compositor.rasterizer)
    }

    /// The path's box, grown by as far as the stroke can reach past it
    /// (half the width; more at miter tips and square caps).
    static func box(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>) -> CGRect? {
        let e = node.presentedExtra
        guard case .path(let path?) = e[_ShapeKeys.path], !path.isEmpty else { return nil }
        let fills: Bool
        if case .color(let c?) = e[_ShapeKeys.fillColor], c.a > 0 { fills = true } else { fills = false }
        var reach: CGFloat = 0
        if case .color(let c?) = e[_ShapeKeys.strokeColor], c.a > 0, let style = strokeStyle(e), style.width > 0 {
            let half = CGFloat(style.width) / 2
            reach = style.join == .miter ? half * max(CGFloat(style.miterLimit), 1.5) : half * 1.5
        } else if !fills {
            return nil
        }
        let b = path.boundingBox
        guard b.origin.x.isFinite, b.origin.y.isFinite, b.width.isFinite, b.height.isFinite else { return nil }
        return b.insetBy(dx: -reach, dy: -reach)
    }

    /// The stroke's style from the presented keys (nil for a width that
    /// is not a positive finite number).
    static func strokeStyle(_ e: UnsafeMutablePointer<_Value>) -> StrokeStyle? {
        let width = Double(e[_ShapeKeys.lineWidth].number ?? 1)
        guard width > 0, width.isFinite else { return nil }
        let cap: LineCap
        switch e[_ShapeKeys.lineCap].objectValue as? CAShapeLayerLineCap {
        case .round?: cap = .round
        case .square?: cap = .square
        default: cap = .butt
        }
        let join: LineJoin
        switch e[_ShapeKeys.lineJoin].objectValue as? CAShapeLayerLineJoin {
        case .round?: join = .round
        case .bevel?: join = .bevel
        default: join = .miter
        }
        let dashes = e[_ShapeKeys.lineDashPattern].list?.map { Double($0.number ?? 0) } ?? []
        return StrokeStyle(width: width, cap: cap, join: join, miterLimit: Double(e[_ShapeKeys.miterLimit].number ?? 10),
                           dashes: dashes, dashPhase: Double(e[_ShapeKeys.lineDashPhase].number ?? 0))
    }
}
