/// UIKit's path object over a `CGMutablePath`. Angles and `clockwise` are
/// UIKit's: in its y-down space, `clockwise` is clockwise on screen, the
/// opposite of Core Graphics' flag for the same angles.
open class UIBezierPath {
    private var path = CGMutablePath()
    /// The stroke's width in points. Default 1.
    open var lineWidth: CGFloat = 1
    /// Fills and hit-tests with the even-odd rule instead of nonzero winding.
    /// Default false.
    open var usesEvenOddFillRule = false
    /// How `stroke()` ends open subpaths. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// How `stroke()` joins segments. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter, in multiples of the line width, before a join is
    /// bevelled. Default 10.
    open var miterLimit: CGFloat = 10
    /// Accepted: curves are flattened finely enough for the device.
    open var flatness: CGFloat = 0.6
    private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// The dash pattern `stroke()` uses: `count` lengths from `pattern`.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? [], phase)
    }

    /// The dash pattern: copies its lengths into `pattern` (room for all of
    /// them), their number into `count` and the phase into `phase`; any may be nil.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in dash.pattern.enumerated() { pattern[i] = v } }
        count?.pointee = dash.pattern.count
        phase?.pointee = dash.phase
    }

    /// An empty path.
    public init() {}

    /// A closed rectangular subpath around `rect`.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with corners of `cornerRadius` (at most half the
    /// shorter side). UIKit has drawn these corners as continuous curves
    /// since iOS 7; these are circular arcs, a hair tighter where the
    /// straight edge meets the curve.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = max(0, min(cornerRadius, min(abs(rect.width), abs(rect.height)) / 2))
        path.addRoundedRect(in: rect.standardized, cornerWidth: r, cornerHeight: r)
    }

    /// A rectangle with only the `corners` rounded, running clockwise on
    /// screen from the top left. As UIKit draws it, the corners are circular
    /// with the radius `cornerRadii.width` (its height is not used), at most
    /// half the rectangle's shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = max(0, min(cornerRadii.width.isFinite ? cornerRadii.width : 0, r.width / 2, r.height / 2)), ry = rx
        // Control points of a quarter ellipse (the usual 0.5523 of the radius).
        let k: CGFloat = 0.552_284_749_8
        func corner(_ c: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(c) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = corner(.topLeft), (trx, try_) = corner(.topRight)
        let (brx, bry) = corner(.bottomRight), (blx, bly) = corner(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tlx, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - trx, y: r.minY))
        if trx > 0 {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + try_), control1: CGPoint(x: r.maxX - trx * (1 - k), y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + try_ * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bry))
        if brx > 0 {
            path.addCurve(to: CGPoint(x: r.maxX - brx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - bry * (1 - k)),
                          control2: CGPoint(x: r.maxX - brx * (1 - k), y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + blx, y: r.maxY))
        if blx > 0 {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bly), control1: CGPoint(x: r.minX + blx * (1 - k), y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - bly * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tly))
        if tlx > 0 {
            path.addCurve(to: CGPoint(x: r.minX + tlx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tly * (1 - k)),
                          control2: CGPoint(x: r.minX + tlx * (1 - k), y: r.minY))
        }
        path.closeSubpath()
    }

    /// A path of one arc around `center`, from `startAngle` to `endAngle`
    /// (radians), in the direction `clockwise` gives on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path holding a copy of `cgPath`'s subpaths.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as Core Graphics sees it (a copy: later changes to this
    /// object do not reach it).
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// True when the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The box of every point of the path, control points included, as
    /// UIKit gives it (`CGPath.boundingBox`; `cgPath.boundingBoxOfPath` is
    /// the tight box of the curves themselves).
    open var bounds: CGRect { path.boundingBox }
    /// Where the next segment starts: the end of the last one added.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds a cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds an arc around `center` from `startAngle` to `endAngle` (radians),
    /// clockwise on screen when `clockwise` is true; a line joins it to the
    /// current point, if any.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath with a line back to its start.
    open func close() { path.closeSubpath() }
    /// Removes every element, leaving an empty path; the drawing settings stay.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Adds `bezierPath`'s subpaths to this path.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }
    /// Whether `point` is inside the path, by its fill rule (`usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }
}
