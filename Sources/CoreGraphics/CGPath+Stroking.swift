import Raster

/// A path's stroke as a path: the outline whose fill (non-zero winding)
/// is what stroking the path would paint. Apple's
/// `CGPath.copy(strokingWithWidth:…)` and
/// `CGContext.replacePathWithStrokedPath()`.
extension CGPath {
    /// The outline of this path stroked `lineWidth` wide (path units), undashed,
    /// then mapped by `transform`: fill it with the winding rule. A width that is
    /// not positive and finite gives an empty path.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let style = _strokeStyle(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit, dashes: [], phase: 0)
        let out = CGMutablePath()
        out._elements = _strokedElements(_elements, style: style, tolerance: _pathTolerance(_elements))
            .map { $0.applying(transform) }
        return out
    }
}

extension CGContext {
    /// Replaces the current path by the outline of its stroke with the
    /// context's line width, caps, joins and dashes (in user space, as
    /// `strokePath()` strokes), ready to fill or clip to.
    public func replacePathWithStrokedPath() {
        let elements = currentPath._elements
        guard !elements.isEmpty else { return }
        let ctm = gstate.ctm
        let inverse = ctm.inverted()
        let user = elements.map { $0.applying(inverse) }
        let style = _strokeStyle(width: gstate.lineWidth, cap: gstate.lineCap, join: gstate.lineJoin,
                                 miterLimit: gstate.miterLimit, dashes: gstate.dashLengths, phase: gstate.dashPhase)
        let stretch = max((ctm.a * ctm.a + ctm.b * ctm.b).squareRoot(), (ctm.c * ctm.c + ctm.d * ctm.d).squareRoot())
        let tolerance = stretch > 0 && stretch.isFinite ? defaultFlatteningTolerance / Double(stretch) : defaultFlatteningTolerance
        beginPath()
        currentPath._elements = _strokedElements(user, style: style, tolerance: tolerance).map { $0.applying(ctm) }
    }
}

func _strokeStyle(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, dashes: [CGFloat],
                  phase: CGFloat) -> StrokeStyle {
    let c: LineCap = switch cap { case .butt: .butt; case .round: .round; case .square: .square }
    let j: LineJoin = switch join { case .miter: .miter; case .round: .round; case .bevel: .bevel }
    return StrokeStyle(width: Double(width), cap: c, join: j, miterLimit: Double(miterLimit),
                       dashes: dashes.map { Double($0) }, dashPhase: Double(phase))
}

/// A flattening tolerance for a path in its own units: a thousandth of
/// its size (at least 0.001), so a small icon and a large shape are both
/// smooth when drawn at any reasonable scale.
func _pathTolerance(_ elements: [_PathElement]) -> Double {
    var path = RasterPath()
    path._append(elements) { (Double($0.x), Double($0.y)) }
    guard let b = path.bounds else { return defaultFlatteningTolerance }
    return max(0.001, min(defaultFlatteningTolerance, max(b.maxX - b.minX, b.maxY - b.minY) / 1000))
}

/// The outline of `elements` stroked with `style`, in the same coordinates.
func _strokedElements(_ elements: [_PathElement], style: StrokeStyle, tolerance: Double) -> [_PathElement] {
    var path = RasterPath()
    path._append(elements) { (Double($0.x), Double($0.y)) }
    return _pathElements(strokeOutline(path, style: style, tolerance: tolerance))
}

/// A raster path's elements as a CGPath's.
func _pathElements(_ path: RasterPath) -> [_PathElement] {
    var out: [_PathElement] = []
    path.forEach { e in
        switch e {
        case .move(let x, let y): out.append(.move(CGPoint(x: x, y: y)))
        case .line(let x, let y): out.append(.line(CGPoint(x: x, y: y)))
        case .quad(let cx, let cy, let x, let y): out.append(.quad(CGPoint(x: cx, y: cy), CGPoint(x: x, y: y)))
        case .cubic(let a, let b, let c, let d, let x, let y):
            out.append(.cubic(CGPoint(x: a, y: b), CGPoint(x: c, y: d), CGPoint(x: x, y: y)))
        case .close: out.append(.close)
        }
    }
    return out
}
