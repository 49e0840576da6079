import Raster

/// A shape layer as the reference compositor samples it (see
/// `_ReferenceCompositor`): the fill by the path's own containment test,
/// the stroke by its outline as a path, both exact at every point.
extension _ShapeContent {
    /// The stroke's outline (trimmed, dashed, in layer units), kept in the
    /// node for sampling.
    static func prepareReference(_ n: _ReferenceCompositor.Node, _ e: UnsafeMutablePointer<_Value>) {
        if let path = e[_ShapeKeys.path], let c = e[_ShapeKeys.strokeColor], c.a > 0,
           let style = _ShapeContent.strokeStyle(e) {
            let trimmed = _PathTrim.trimmed(path._elements, from: e[_ShapeKeys.strokeStart],
                                            to: e[_ShapeKeys.strokeEnd])
            var user = RasterPath()
            user._append(trimmed) { q in (Double(q.x), Double(q.y)) }
            let outline = strokeOutline(user, style: style, tolerance: 0.01 / max(_Compositor.scale(of: n.m), 1e-6))
            let g = CGMutablePath()
            for el in outline.elements {
                switch el {
                case let .move(x, y): g.move(to: CGPoint(x: x, y: y))
                case let .line(x, y): g.addLine(to: CGPoint(x: x, y: y))
                case let .quad(cx, cy, x, y): g.addQuadCurve(to: CGPoint(x: x, y: y), control: CGPoint(x: cx, y: cy))
                case let .cubic(c1x, c1y, c2x, c2y, x, y):
                    g.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: c1x, y: c1y), control2: CGPoint(x: c2x, y: c2y))
                case .close: g.closeSubpath()
                }
            }
            n.prepared = g
        }
    }

    static func referenceColor(_ n: _ReferenceCompositor.Node, x: Double, y: Double, inside: Bool) -> _RGBA {
        let e = n.extra
        guard let path = e[_ShapeKeys.path] else { return .clear }
        var c = _RGBA.clear
        let q = CGPoint(x: x, y: y)
        if let f = e[_ShapeKeys.fillColor] {
            let rule: CGPathFillRule = e[_ShapeKeys.fillRule] == .evenOdd ? .evenOdd : .winding
            if path.contains(q, using: rule) { c = _RGBA(f) }
        }
        if let s = e[_ShapeKeys.strokeColor], let outline = n.prepared as? CGPath, outline.contains(q) {
            c = _RGBA(s).over(c)
        }
        return c
    }
}
