import Raster

extension CGPath {
    /// This path cut into dashes (Apple's `CGPath.copy(dashingWithPhase:
    /// lengths:transform:)`): `lengths` alternate painted and unpainted
    /// lengths along the path, starting `phase` into the pattern on every
    /// subpath; each dash becomes a subpath of its own, curves flattened
    /// finely, then mapped by `transform`. Lengths that make no pattern
    /// (empty, negative, not finite, adding to zero) give the path as it
    /// is, flattened.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        var path = RasterPath()
        path._append(_elements) { (Double($0.x), Double($0.y)) }
        let dashed = dashedPath(path, dashes: lengths.map { Double($0) }, phase: Double(phase),
                                tolerance: _pathTolerance(_elements))
        let out = CGMutablePath()
        out._elements = _pathElements(dashed).map { $0.applying(transform) }
        return out
    }
}

extension CGContext {
    /// Whether `point` (in user space) lies in what drawing the current
    /// path with `mode` would paint: its fill (by the mode's rule), its
    /// stroke with the context's line width, caps, joins and dashes, or
    /// either. The path is left as it is.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let elements = currentPath._elements
        guard !elements.isEmpty, point.x.isFinite, point.y.isFinite else { return false }
        let device = point.applying(gstate.ctm)
        let path = CGMutablePath()
        path._elements = elements
        let fillRule: CGPathFillRule = mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding
        let fills = mode != .stroke && path.contains(device, using: fillRule)
        guard !fills, mode == .stroke || mode == .fillStroke || mode == .eoFillStroke else { return fills }
        let outline = CGMutablePath()
        let ctm = gstate.ctm, inverse = ctm.inverted()
        let style = _strokeStyle(width: gstate.lineWidth, cap: gstate.lineCap, join: gstate.lineJoin,
                                 miterLimit: gstate.miterLimit, dashes: gstate.dashLengths, phase: gstate.dashPhase)
        outline._elements = _strokedElements(elements.map { $0.applying(inverse) }, style: style,
                                             tolerance: defaultFlatteningTolerance).map { $0.applying(ctm) }
        return outline.contains(device, using: .winding)
    }
}
