/// A path cut into its dashes: each dash a subpath of its own (open, or
/// closed where one dash covers a whole closed subpath), curves flattened
/// to `tolerance`. The pattern starts afresh on every subpath at the
/// phase, as stroking lays it (`strokeOutline`); a pattern that is not one
/// (empty, negative, not finite, adding to zero) leaves the path as it is,
/// flattened. A pattern that would cut more than 100,000 dashes leaves the
/// path undashed, as stroking does.
public func dashedPath(_ path: RasterPath, dashes: [Double], phase: Double,
                       tolerance: Double = defaultFlatteningTolerance) -> RasterPath {
    var out = RasterPath()
    guard path.bounds != nil else { return out }
    let pattern = DashPattern(dashes: dashes, phase: phase)
    var line = Polyline(), dasher = Dasher()
    var budget = 100_000.0
    func emit(_ d: Polyline) {
        guard d.count > 0 else { return }
        out.move(to: d.xs[0], d.ys[0])
        // A zero-length dash is a point: a line to itself keeps it.
        if d.count == 1 { out.line(to: d.xs[0], d.ys[0]) }
        for i in 1..<d.count { out.line(to: d.xs[i], d.ys[i]) }
        if d.closed { out.close() }
    }
    func finish() {
        defer { line.removeAll() }
        guard line.count > 0 else { return }
        line.trimClosingDuplicate()
        if let pattern {
            let n = line.length / pattern.total * Double(pattern.intervals.count)
            if n <= budget {
                budget -= n
                dasher.split(line, pattern: pattern, emit)
                return
            }
        }
        emit(line)
    }
    path.forEachFlattened(tolerance: sanitizedTolerance(tolerance)) { element in
        switch element {
        case let .move(x, y):
            finish()
            line.append(x, y, smooth: false)
        case let .line(x, y, smooth):
            line.append(x, y, smooth: smooth)
        case .tangent:
            break
        case .close:
            line.closed = true
            finish()
        }
    }
    finish()
    return out
}
