import Raster

/// Filling and stroking: the current path (kept in device space, y up) is
/// turned into a `RasterPath` in surface pixels (rows down) and painted by
/// Raster's area/cover rasterizer, inside the clip, with the fill or
/// stroke colour times the context's alpha. Painting consumes the path, as
/// Apple's does.
extension CGContext {
    /// Fills the current path by the non-zero winding rule.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(currentPath._elements, rule: rule == .evenOdd ? .evenOdd : .nonZero, color: gstate.fillColor)
        beginPath()
    }

    /// Fills the current path by the even-odd rule.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the line width, cap, join, miter limit
    /// and dash of the graphics state.
    public func strokePath() {
        stroke(currentPath._elements)
        beginPath()
    }

    /// Paints the current path as `mode` says (fill, stroke, or the fill then
    /// the stroke) and then clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let elements = currentPath._elements
        switch mode {
        case .fill: paint(elements, rule: .nonZero, color: gstate.fillColor)
        case .eoFill: paint(elements, rule: .evenOdd, color: gstate.fillColor)
        case .stroke: stroke(elements)
        case .fillStroke:
            paint(elements, rule: .nonZero, color: gstate.fillColor)
            stroke(elements)
        case .eoFillStroke:
            paint(elements, rule: .evenOdd, color: gstate.fillColor)
            stroke(elements)
        }
        beginPath()
    }

    /// Fills `rect` (user space); the current path is left alone.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills the rects (user space) with the fill colour; overlaps are painted
    /// once and the current path is left alone.
    public func fill(_ rects: [CGRect]) {
        let p = CGMutablePath()
        p.addRects(rects, transform: gstate.ctm)
        paint(p._elements, rule: .nonZero, color: gstate.fillColor)
    }

    /// Fills the ellipse inscribed in `rect` (user space) with the fill colour;
    /// the current path is left alone.
    public func fillEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: gstate.ctm)
        paint(p._elements, rule: .nonZero, color: gstate.fillColor)
    }

    /// Strokes the outline of `rect` (user space) with the stroke colour and
    /// line settings; the current path is left alone.
    public func stroke(_ rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect, transform: gstate.ctm)
        stroke(p._elements)
    }

    /// Strokes the outline of `rect` (user space) with line width `width` (user
    /// space units) for this call only; the current path is left alone.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = gstate.lineWidth
        gstate.lineWidth = width
        stroke(rect)
        gstate.lineWidth = saved
    }

    /// Strokes the ellipse inscribed in `rect` (user space) with the stroke
    /// colour and line settings; the current path is left alone.
    public func strokeEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: gstate.ctm)
        stroke(p._elements)
    }

    /// Strokes each pair of points as its own segment.
    public func strokeLineSegments(between points: [CGPoint]) {
        let p = CGMutablePath()
        var i = 0
        while i + 1 < points.count {
            p.move(to: points[i], transform: gstate.ctm)
            p.addLine(to: points[i + 1], transform: gstate.ctm)
            i += 2
        }
        stroke(p._elements)
    }

    // MARK: Painting

    /// Device elements (y up) as a raster path in surface pixels (y down);
    /// nil, with a diagnostic, when a coordinate is not finite.
    func rasterPath(_ elements: [_PathElement]) -> RasterPath? {
        for e in elements {
            if let p = e.endPoint, !(p.x.isFinite && p.y.isFinite) {
                _Diagnostics.report("CGContext: path with a non-finite coordinate (\(p)); not drawn")
                return nil
            }
        }
        let h = Double(height)
        var path = RasterPath()
        path._append(elements) { p in (Double(p.x), h - Double(p.y)) }
        if let b = path.bounds, !(b.minX.isFinite && b.minY.isFinite && b.maxX.isFinite && b.maxY.isFinite) {
            _Diagnostics.report("CGContext: path with a non-finite control point; not drawn")
            return nil
        }
        return path
    }

    func paint(_ elements: [_PathElement], rule: FillRule, color: CGColor) {
        guard !elements.isEmpty, let path = rasterPath(elements) else { return }
        paint(path, rule: rule, color: color)
    }

    func paint(_ path: RasterPath, rule: FillRule, color: CGColor) {
        if let pattern = color._pattern, let shader = patternShader(pattern, color) {
            compose(.path(path, rule), shader)
            return
        }
        compose(.path(path, rule), .solid(color._premultipliedPixel))
    }

    /// Strokes device-space elements as Apple does, in user space: the
    /// path is taken back through the CTM, outlined there with the line
    /// width, dashes, caps and joins as set, and the outline is mapped
    /// forward again, so a non-uniform scale gives an elliptical pen.
    func stroke(_ elements: [_PathElement]) {
        guard !elements.isEmpty, let path = rasterPath(elements) else { return }
        let m = _userToSurface
        guard let inv = m.inverted(), gstate.lineWidth > 0, gstate.lineWidth.isFinite else { return }
        let cap: LineCap = switch gstate.lineCap { case .butt: .butt; case .round: .round; case .square: .square }
        let join: LineJoin = switch gstate.lineJoin { case .miter: .miter; case .round: .round; case .bevel: .bevel }
        let style = StrokeStyle(width: Double(gstate.lineWidth), cap: cap, join: join, miterLimit: Double(gstate.miterLimit),
                                dashes: gstate.dashLengths.map { Double($0) }, dashPhase: Double(gstate.dashPhase))
        // Flatten finely enough that the mapped outline is within the
        // flatness: divide by the map's largest stretch.
        let stretch = max((m.a * m.a + m.b * m.b).squareRoot(), (m.c * m.c + m.d * m.d).squareRoot())
        guard stretch > 0, stretch.isFinite else { return }
        let user = path.applying(a: inv.a, b: inv.b, c: inv.c, d: inv.d, tx: inv.tx, ty: inv.ty)
        // Only the outline within the clip is seen: curves far outside it
        // may be stroked as chords.
        let region = FlatteningRegion(_clipPixelRect, mappedBy: inv.a, inv.b, inv.c, inv.d, inv.tx, inv.ty)
        let outline = strokeOutline(user, style: style, tolerance: Self.flatteningTolerance(gstate.flatness) / stretch, region: region)
        paint(outline.applying(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty), rule: .nonZero,
              color: gstate.strokeColor)
    }
}
