/// The current path. Points are transformed by the CTM as they are added,
/// as Apple's context does.
extension CGContext {
    public func beginPath() { currentPath = CGMutablePath() }

    public func move(to point: CGPoint) { currentPath.move(to: point, transform: gstate.ctm) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: gstate.ctm) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: gstate.ctm) }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: gstate.ctm) }
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: gstate.ctm) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: gstate.ctm) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: gstate.ctm)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: gstate.ctm)
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: clockwise, transform: gstate.ctm)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: gstate.ctm)
    }
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: gstate.ctm) }
    public func closePath() { currentPath.closeSubpath() }

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
