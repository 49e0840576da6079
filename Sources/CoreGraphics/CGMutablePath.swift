/// A path that grows, as Apple's `CGMutablePath`. Every method takes an
/// optional transform applied to the points it adds.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(_elements: []) }

    override init(_elements: [_PathElement]) { super.init(_elements: _elements) }

    /// The start of the open subpath, for `closeSubpath` and the implicit
    /// move that follows a close.
    private var subpathStart: CGPoint? {
        for e in _elements.reversed() {
            if case .move(let p) = e { return p }
        }
        return nil
    }

    /// True when the last element closed its subpath, so the next segment
    /// must start a new one at the same start point (CG's rule).
    private var endsWithClose: Bool {
        if case .close? = _elements.last { return true }
        return false
    }

    private func needCurrentPoint(_ what: String) -> Bool {
        if _elements.isEmpty {
            _Diagnostics.report("CGMutablePath.\(what): no current point; ignored (start the path with move(to:))")
            return false
        }
        if endsWithClose, let s = subpathStart { _elements.append(.move(s)) }
        return true
    }

    /// Starts a new subpath at `point`, mapped by `transform`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        _elements.append(.move(point.applying(transform)))
    }

    /// A line from the current point to `point`; ignored, with a diagnostic,
    /// when the path is empty. After a close it starts a new subpath.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard needCurrentPoint("addLine(to:)") else { return }
        _elements.append(.line(point.applying(transform)))
    }

    /// A move to the first point, then lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { _elements.append(.line(p.applying(transform))) }
    }

    /// A quadratic Bézier from the current point to `end`, pulled toward
    /// `control`; ignored, with a diagnostic, when the path is empty.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard needCurrentPoint("addQuadCurve(to:control:)") else { return }
        _elements.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// A cubic Bézier from the current point to `end`: it leaves toward
    /// `control1` and arrives from `control2`. Ignored, with a diagnostic, on an empty path.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard needCurrentPoint("addCurve(to:control1:control2:)") else { return }
        _elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start; nothing when
    /// the path is empty or already closed.
    public func closeSubpath() {
        guard !_elements.isEmpty, !endsWithClose else { return }
        _elements.append(.close)
    }

    /// A closed subpath: min corner, then along x, then y (Apple's order).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        _elements.append(.line(CGPoint(x: r.maxX, y: r.minY).applying(transform)))
        _elements.append(.line(CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
        _elements.append(.line(CGPoint(x: r.minX, y: r.maxY).applying(transform)))
        _elements.append(.close)
    }

    /// Adds each rect as its own closed subpath, as `addRect` does.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Four quarter-ellipse cubics starting at the max-x point, angles
    /// increasing (counter-clockwise in y-up space), then a close.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let c = CGPoint(x: r.midX, y: r.midY)
        appendArc(center: c, rx: r.width / 2, ry: r.height / 2, start: 0, sweep: 2 * .pi,
                  transform: transform, connect: false)
        _elements.append(.close)
    }

    /// A rectangle whose corners are quarter ellipses of the given size.
    /// Corner sizes are clamped to half the rect (Apple asserts instead).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var cw = Swift.max(0, cornerWidth), ch = Swift.max(0, cornerHeight)
        if cw * 2 > r.width || ch * 2 > r.height {
            _Diagnostics.report("CGMutablePath.addRoundedRect: corner \(cw)x\(ch) too large for \(r.size); clamped")
            cw = Swift.min(cw, r.width / 2); ch = Swift.min(ch, r.height / 2)
        }
        if cw == 0 || ch == 0 { addRect(r, transform: transform); return }
        move(to: CGPoint(x: r.maxX, y: r.minY + ch), transform: transform)
        appendArc(center: CGPoint(x: r.maxX - cw, y: r.maxY - ch), rx: cw, ry: ch, start: 0, sweep: .pi / 2,
                  transform: transform, connect: true)
        appendArc(center: CGPoint(x: r.minX + cw, y: r.maxY - ch), rx: cw, ry: ch, start: .pi / 2, sweep: .pi / 2,
                  transform: transform, connect: true)
        appendArc(center: CGPoint(x: r.minX + cw, y: r.minY + ch), rx: cw, ry: ch, start: .pi, sweep: .pi / 2,
                  transform: transform, connect: true)
        appendArc(center: CGPoint(x: r.maxX - cw, y: r.minY + ch), rx: cw, ry: ch, start: 1.5 * .pi, sweep: .pi / 2,
                  transform: transform, connect: true)
        _elements.append(.close)
    }

    /// An arc of a circle. `clockwise` is in CG's y-up sense: true sweeps
    /// toward decreasing angles (which looks counter-clockwise on a y-down
    /// screen). A line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let sweep = _arcSweep(start: startAngle, end: endAngle, clockwise: clockwise)
        appendArc(center: center, rx: radius, ry: radius, start: startAngle, sweep: sweep,
                  transform: transform, connect: true)
    }

    /// An arc of `delta` radians from `startAngle` (positive: increasing angle).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        appendArc(center: center, rx: radius, ry: radius, start: startAngle, sweep: delta,
                  transform: transform, connect: true)
    }

    /// The arc of `radius` tangent to the lines current→tangent1End and
    /// tangent1End→tangent2End, preceded by a line to its first tangent point
    /// (PostScript's arct). Degenerate input draws a line to tangent1End.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let p0u = _currentPoint else {
            _Diagnostics.report("CGMutablePath.addArc(tangent1End:tangent2End:radius:): no current point; ignored")
            return
        }
        // Work in user space: invert the transform for the current point,
        // which is stored already transformed.
        let inv = transform.inverted()
        let p0 = p0u.applying(inv)
        let d0 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let d2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l0 = hypot(d0.x, d0.y), l2 = hypot(d2.x, d2.y)
        let cross = d0.x * d2.y - d0.y * d2.x
        guard radius > 0, l0 > 0, l2 > 0, abs(cross) > 1e-12 * l0 * l2 else {
            addLine(to: p1, transform: transform)
            return
        }
        let u0 = CGPoint(x: d0.x / l0, y: d0.y / l0), u2 = CGPoint(x: d2.x / l2, y: d2.y / l2)
        let cosTheta = Swift.max(-1, Swift.min(1, u0.x * u2.x + u0.y * u2.y))
        let theta = acos(cosTheta)                       // angle at p1 between the two lines
        let dist = radius / tan(theta / 2)                 // p1 to each tangent point
        let t0 = CGPoint(x: p1.x + u0.x * dist, y: p1.y + u0.y * dist)
        let t2 = CGPoint(x: p1.x + u2.x * dist, y: p1.y + u2.y * dist)
        let bis = CGPoint(x: u0.x + u2.x, y: u0.y + u2.y)
        let bl = hypot(bis.x, bis.y)
        let centerDist = radius / sin(theta / 2)
        let center = CGPoint(x: p1.x + bis.x / bl * centerDist, y: p1.y + bis.y / bl * centerDist)
        let a0 = atan2(t0.y - center.y, t0.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a0
        // The short way round: the arc never exceeds pi.
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: center, rx: radius, ry: radius, start: a0, sweep: sweep,
                  transform: transform, connect: true)
    }

    /// Appends `path`'s elements, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        _elements.append(contentsOf: path._transformedElements(transform))
    }

    /// Appends an elliptical arc as cubics of at most a quarter turn each.
    /// With `connect`, a line (or a move on an empty path) reaches its start.
    private func appendArc(center: CGPoint, rx: CGFloat, ry: CGFloat, start: CGFloat, sweep: CGFloat,
                           transform t: CGAffineTransform, connect: Bool) {
        guard start.isFinite, sweep.isFinite, rx.isFinite, ry.isFinite else {
            _Diagnostics.report("CGMutablePath: arc with non-finite angle or radius; ignored")
            return
        }
        func point(_ a: CGFloat) -> CGPoint {
            let (s, c) = _sinCos(a)
            return CGPoint(x: center.x + rx * c, y: center.y + ry * s)
        }
        let startPoint = point(start).applying(t)
        if connect, !_elements.isEmpty {
            if endsWithClose, let s = subpathStart { _elements.append(.move(s)) }
            if _currentPoint != startPoint { _elements.append(.line(startPoint)) }
        } else {
            _elements.append(.move(startPoint))
        }
        let segments = Swift.max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(segments)
        // Control-arm length for a cubic approximating a circular arc of `step`.
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let (sa, ca) = _sinCos(a), (sb, cb) = _sinCos(b)
            let c1 = CGPoint(x: center.x + rx * (ca - k * sa), y: center.y + ry * (sa + k * ca))
            let c2 = CGPoint(x: center.x + rx * (cb + k * sb), y: center.y + ry * (sb - k * cb))
            _elements.append(.cubic(c1.applying(t), c2.applying(t), point(b).applying(t)))
            a = b
        }
    }
}

/// The signed sweep of `addArc(center:...clockwise:)`. A sweep of a full turn
/// or more in the drawing direction is a whole circle; otherwise it is
/// reduced into one turn, so (0, 3pi/2, clockwise: true) sweeps -pi/2.
package func _arcSweep(start: CGFloat, end: CGFloat, clockwise: Bool) -> CGFloat {
    let twoPi = 2 * CGFloat.pi
    // The angle travelled from start to end in the arc's direction
    // (clockwise: decreasing angles in user space).
    let travel = clockwise ? start - end : end - start
    guard travel.isFinite else { return 0 }
    // A turn or more that way is one whole circle. So is a whole number
    // of turns the other way (0 to 2π clockwise, 2π to 0 counterclockwise,
    // which real code writes for circles and Core Graphics draws whole);
    // equal angles are no arc at all.
    if travel >= twoPi { return clockwise ? -twoPi : twoPi }
    var r = travel.truncatingRemainder(dividingBy: twoPi)
    if r < 0 { r += twoPi }
    let tolerance = twoPi * 1e-12
    if travel != 0 && (r < tolerance || twoPi - r < tolerance) { return clockwise ? -twoPi : twoPi }
    return clockwise ? -r : r
}
