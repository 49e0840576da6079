/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) whose two control
/// points shape the pacing of an animation (Apple's `CAMediaTimingFunction`).
open class CAMediaTimingFunction: NSObject {
    let _curve: _BezierCurve

    /// One of Apple's five named curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        let p: (Float, Float, Float, Float)
        switch name {
        case .linear: p = (0, 0, 1, 1)
        case .easeIn: p = (0.42, 0, 1, 1)
        case .easeOut: p = (0, 0, 0.58, 1)
        case .easeInEaseOut: p = (0.42, 0, 0.58, 1)
        case .default: p = (0.25, 0.1, 0.25, 1)
        default:
            _Diagnostics.report("CAMediaTimingFunction: unknown name '\(name.rawValue)' (Apple raises CAMediaTimingFunctionInvalid); using linear")
            p = (0, 0, 1, 1)
        }
        self.init(controlPoints: p.0, p.1, p.2, p.3)
    }

    /// A curve through (c1x, c1y) and (c2x, c2y). The x coordinates are
    /// clamped to [0, 1] so the curve stays a function of time.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        var x1 = Double(c1x), x2 = Double(c2x)
        var y1 = Double(c1y), y2 = Double(c2y)
        if !(0...1).contains(x1) || !(0...1).contains(x2) || !y1.isFinite || !y2.isFinite {
            _Diagnostics.report("CAMediaTimingFunction: control points (\(c1x), \(c1y)), (\(c2x), \(c2y)) need x in [0, 1] and finite y; clamped")
            x1 = x1.isNaN ? 0 : min(max(x1, 0), 1)
            x2 = x2.isNaN ? 1 : min(max(x2, 0), 1)
            if !y1.isFinite { y1 = x1 }
            if !y2.isFinite { y2 = x2 }
        }
        _curve = _BezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)
        super.init()
    }

    /// Control point `idx` (0 and 3 are the fixed ends) into `ptr[0]`,
    /// `ptr[1]`. Indices past 3 are reported and leave `ptr` alone.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 0: ptr[0] = 0; ptr[1] = 0
        case 1: ptr[0] = Float(_curve.x1); ptr[1] = Float(_curve.y1)
        case 2: ptr[0] = Float(_curve.x2); ptr[1] = Float(_curve.y2)
        case 3: ptr[0] = 1; ptr[1] = 1
        default:
            _Diagnostics.report("CAMediaTimingFunction.getControlPoint(at: \(idx)): index out of 0...3 (Apple raises); values unchanged")
        }
    }

    /// The eased progress for linear progress `x` (exact to 1e-7).
    package func _solve(_ x: Double) -> Double { _curve.value(at: x) }

    /// The curve's name when it is one of Apple's, else its control points.
    var _shortName: String {
        let c = [_curve.x1, _curve.y1, _curve.x2, _curve.y2]
        let named: [(String, [Double])] = [("linear", [0, 0, 1, 1]), ("easeIn", [0.42, 0, 1, 1]), ("easeOut", [0, 0, 0.58, 1]),
                                           ("easeInEaseOut", [0.42, 0, 0.58, 1]), ("default", [0.25, 0.1, 0.25, 1])]
        for (name, p) in named where zip(c, p).allSatisfy({ abs($0 - $1) < 1e-6 }) { return name }
        return "(" + c.map { "\($0)" }.joined(separator: ", ") + ")"
    }

    /// `<CAMediaTimingFunction (x1, y1) (x2, y2)>`: the two control points.
    open override var description: String {
        "<CAMediaTimingFunction (\(_curve.x1), \(_curve.y1)) (\(_curve.x2), \(_curve.y2))>"
    }

    /// Whether `object` is a timing function with the same control points.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?._curve == _curve
    }

    /// A hash of the control points, consistent with `isEqual(_:)`.
    open override var hash: Int {
        var h = Hasher()
        h.combine(_curve.x1); h.combine(_curve.y1); h.combine(_curve.x2); h.combine(_curve.y2)
        return h.finalize()
    }
}
