/// The outline of `path` stroked with `style`: a path of closed polygons
/// whose fill under the non-zero rule (not even-odd: its pieces overlap) is
/// the stroke. Curves, round joins and round caps are flattened to
/// `tolerance` pixels; the outline's offset edges stay within about that of
/// the true offsets too, since curves are cut finer for wide strokes.
///
/// As in CoreGraphics: every subpath is stroked on its own; closed subpaths
/// are joined where they close and get no caps; a zero-length subpath (a
/// move followed by a line to the same point, or by a close) draws a dot
/// with round or square caps and nothing with butt caps, while a lone move
/// draws nothing. The join style applies at the path's corners; inside a
/// flattened curve the outline is joined round, as the curve has no corner
/// there. Dashes are laid along each subpath from the phase (a dash boundary
/// exactly at the end of an open subpath starts nothing there); a
/// dash array that would produce more than a million dashes is ignored and
/// the path stroked solid, bounding the work a tiny pattern on a huge path
/// can cost. A width that is not positive and finite, or a path with a NaN
/// or infinite coordinate, gives an empty outline.
public func strokeOutline(_ path: RasterPath, style: StrokeStyle,
                          tolerance: Double = defaultFlatteningTolerance) -> RasterPath {
    var out = RasterPath()
    guard style.width > 0, style.width.isFinite, path.bounds != nil else { return out }
    let tol = sanitizedTolerance(tolerance)
    var stroker = Stroker(style: style, tolerance: tol)
    let pattern = DashPattern(dashes: style.dashes, phase: style.dashPhase)
    var dasher = Dasher()
    var dashBudget = 1_000_000.0

    var line = Polyline()
    var hasSegment = false // a lone move draws nothing

    func finish() {
        defer { line.removeAll(); hasSegment = false }
        guard hasSegment, line.count > 0 else { return }
        line.trimClosingDuplicate()
        if let pattern {
            let dashes = line.length / pattern.total * Double(pattern.intervals.count)
            if dashes <= dashBudget {
                dashBudget -= dashes
                dasher.split(line, pattern: pattern) { stroker.stroke($0, into: &out) }
                return
            }
        }
        stroker.stroke(line, into: &out)
    }

    path.forEachFlattened(tolerance: tol, strokeHalfWidth: style.width / 2) { element in
        switch element {
        case let .move(x, y):
            finish()
            line.append(x, y, smooth: false)
        case let .line(x, y, smooth):
            line.append(x, y, smooth: smooth)
            hasSegment = true
        case .close:
            line.closed = true
            hasSegment = true
            finish()
        }
    }
    finish()
    return out
}
