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
/// dash array that would produce more than 100,000 dashes is ignored and
/// the path stroked solid, bounding the work a tiny pattern on a huge path
/// can cost. A width that is not positive and finite, or a path with a NaN
/// or infinite coordinate, gives an empty outline; a pen wider than 2^24
/// tolerances (4 million pixels at a quarter pixel) strokes at that width.
///
/// With a `region`, only the outline inside it is kept exact: curves far
/// outside it are stroked as their chords (see `forEachFlattened`).
public func strokeOutline(_ path: RasterPath, style: StrokeStyle,
                          tolerance: Double = defaultFlatteningTolerance, region: FlatteningRegion? = nil) -> RasterPath {
    var builder = StrokeBuilder()
    var out = RasterPath()
    builder.outline(path, style: style, tolerance: tolerance, region: region, into: &out)
    return out
}

/// `strokeOutline` for callers that stroke every frame: the polyline,
/// dasher and stroker buffers are kept between calls, and the outline is
/// written into a path the caller keeps, so steady-state stroking
/// allocates nothing.
public struct StrokeBuilder {
    private var stroker = Stroker(style: StrokeStyle(), tolerance: defaultFlatteningTolerance)
    private var dasher = Dasher()
    private var line = Polyline()
    /// Per-call state, kept as fields rather than locals the closures
    /// below capture (captured mutable locals would be boxed on the heap).
    private var dashBudget = 0.0
    private var hasSegment = false // a lone move draws nothing
    private var pattern: DashPattern?
    /// Where the outline is seen, and how far a piece's stroke reaches
    /// beyond its points.
    private var region: FlatteningRegion?
    private var reach = 0.0

    public init() {}

    /// The widest pen, in tolerances (see `outline`).
    static let maxWidthInTolerances = 16_777_216.0

    /// Replaces `out` with the outline of `path` stroked with `style`.
    public mutating func outline(_ path: RasterPath, style: StrokeStyle, tolerance: Double = defaultFlatteningTolerance,
                                 region: FlatteningRegion? = nil, into out: inout RasterPath) {
        out.removeAll(keepingCapacity: true)
        guard style.width > 0, style.width.isFinite, path.bounds != nil else { return }
        let tol = sanitizedTolerance(tolerance)
        // A pen wider than `maxWidthInTolerances` tolerances (4 million
        // pixels at the usual quarter pixel) draws at that width: already
        // far past any surface, and it keeps every reach below finite.
        var style = style
        style.width = Swift.min(style.width, Self.maxWidthInTolerances * tol)
        stroker.configure(style: style, tolerance: tol, region: region)
        pattern = DashPattern(dashes: style.dashes, phase: style.dashPhase)
        dashBudget = 100_000.0
        line.removeAll()
        hasSegment = false
        // How far a curve's stroke reaches from its control box: half the
        // width, out to a miter's tip or a square cap's corner. Dashes are
        // laid by length along the curve, so a dashed path keeps its
        // curves; it is the dashes outside the region that are left out.
        reach = style.width / 2 * (style.join == .miter ? Swift.max(style.miterLimit, 2.0.squareRoot()) : 2.0.squareRoot())
            + tol
        self.region = reach.isFinite ? region : nil
        let keep = pattern == nil ? self.region : nil
        path.forEachFlattened(tolerance: tol, strokeHalfWidth: style.width / 2, region: keep, margin: reach) { element in
            switch element {
            case let .move(x, y):
                finish(into: &out)
                line.append(x, y, smooth: false)
            case let .line(x, y, smooth):
                line.append(x, y, smooth: smooth)
                line.endTangent = nil
                hasSegment = true
            case let .tangent(dx, dy, atStart):
                // A curve's start matters only where it starts the subpath.
                if !atStart { line.endTangent = (dx, dy) } else if line.count == 1 { line.startTangent = (dx, dy) }
            case .close:
                line.closed = true
                hasSegment = true
                finish(into: &out)
            }
        }
        finish(into: &out)
    }

    /// Strokes the polyline gathered so far (dashed when there is a pattern).
    private mutating func finish(into out: inout RasterPath) {
        defer { line.removeAll(); hasSegment = false }
        guard hasSegment, line.count > 0 else { return }
        line.trimClosingDuplicate()
        if let pattern {
            let dashes = line.length / pattern.total * Double(pattern.intervals.count)
            if dashes <= dashBudget {
                dashBudget -= dashes
                // Dashes wholly outside the region draw nothing there (a
                // fine pattern along a long path is mostly such dashes).
                dasher.split(line, pattern: pattern) { dash in
                    if let region {
                        let b = dash.box
                        if region.excludes(b.minX, b.minY, b.maxX, b.maxY, margin: reach) { return }
                    }
                    stroker.stroke(dash, into: &out)
                }
                return
            }
        }
        stroker.stroke(line, into: &out)
    }
}
