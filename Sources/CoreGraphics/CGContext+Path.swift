/// The current path. Points are transformed by the CTM as they are added,
/// as Apple's context does.
extension CGContext {
    /// Discards the current path and starts an empty one.
    public func beginPath() { currentPath = CGMutablePath() }

    /// Starts a new subpath at `point` (user space).
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: gstate.ctm) }
    /// Adds a line from the current point to `point` (user space); ignored,
    /// with a diagnostic, when the path is empty.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: gstate.ctm) }
    /// Moves to the first point and adds lines through the rest (user space);
    /// nothing for an empty array.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: gstate.ctm) }
    /// Adds `rect` (user space) as a closed subpath.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: gstate.ctm) }
    /// Adds each rect (user space) as its own closed subpath.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: gstate.ctm) }
    /// Adds the ellipse inscribed in `rect` (user space) as a closed subpath.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: gstate.ctm) }
    /// Adds a quadratic Bézier from the current point to `end`, pulled toward
    /// `control` (user space); ignored, with a diagnostic, when the path is empty.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: gstate.ctm)
    }
    /// Adds a cubic Bézier from the current point to `end` with two control
    /// points (user space); ignored, with a diagnostic, when the path is empty.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: gstate.ctm)
    }
    /// Adds an arc of the circle at `center` (user space), angles in radians from
    /// the +x axis; `clockwise` is in the y-up sense (toward decreasing angles).
    /// A line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: clockwise, transform: gstate.ctm)
    }
    /// Adds a line, then an arc of `radius` tangent to the lines from the current
    /// point to `tangent1End` and on to `tangent2End` (user space); degenerate
    /// input adds a line to `tangent1End`. Ignored with no current point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: gstate.ctm)
    }
    /// Adds `path`'s elements, its points read as user space.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: gstate.ctm) }
    /// Closes the current subpath with a line back to its start; nothing when
    /// the path is empty or already closed.
    public func closePath() { currentPath.closeSubpath() }

    /// True when the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// In user space.
    public var currentPointOfPath: CGPoint {
        currentPath.currentPoint.applying(gstate.ctm.inverted())
    }

    /// In user space.
    public var boundingBoxOfPath: CGRect {
        let b = currentPath.boundingBoxOfPath
        return b.isNull ? b : b.applying(gstate.ctm.inverted())
    }

    /// A copy of the current path in user space.
    public var path: CGPath? {
        if currentPath.isEmpty { return nil }
        var inv = gstate.ctm.inverted()
        return currentPath.copy(using: &inv)
    }
}
