/// The cubic Bézier timing curve from (0, 0) to (1, 1) through two control
/// points, as a pure value: `value(at: x)` solves `Bx(s) = x` for s and
/// returns `By(s)`, exact to 1e-7 (Newton's method, with bisection when the
/// slope is too flat for Newton to be safe).
struct _BezierCurve: Equatable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// Polynomial coefficients: B(s) = ((a·s + b)·s + c)·s.
    private var ax: Double { 1 + 3 * x1 - 3 * x2 }
    private var bx: Double { 3 * x2 - 6 * x1 }
    private var cx: Double { 3 * x1 }
    private var ay: Double { 1 + 3 * y1 - 3 * y2 }
    private var by: Double { 3 * y2 - 6 * y1 }
    private var cy: Double { 3 * y1 }

    static let linear = _BezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    var isLinear: Bool { x1 == y1 && x2 == y2 }

    func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The curve parameter s with x(s) = x, for x in [0, 1].
    func solve(_ x: Double) -> Double {
        let epsilon = 1e-8
        var s = x
        for _ in 0..<8 {
            let err = self.x(s) - x
            if abs(err) < epsilon { return s }
            let d = dx(s)
            if abs(d) < 1e-6 { break }
            s -= err / d
        }
        // Bisection: x(s) is monotone on [0, 1] for control x in [0, 1].
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let v = self.x(s)
            if abs(v - x) < epsilon { return s }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// The eased progress at x. Outside [0, 1] the curve continues along its
    /// end tangents, so springs and overshooting inputs stay continuous.
    func value(at x: Double) -> Double {
        if isLinear || x.isNaN { return x }
        if x <= 0 {
            let slope = x1 > 0 ? y1 / x1 : (x2 > 0 ? y2 / x2 : 0)
            return slope * x
        }
        if x >= 1 {
            let slope = x2 < 1 ? (y2 - 1) / (x2 - 1) : (x1 < 1 ? (y1 - 1) / (x1 - 1) : 0)
            return 1 + slope * (x - 1)
        }
        return y(solve(x))
    }

    /// d value / d x at x: the curve's slope (its end tangents outside
    /// [0, 1], as `value(at:)` continues along them).
    func slope(at x: Double) -> Double {
        if isLinear || x.isNaN { return 1 }
        if x <= 0 { return x1 > 0 ? y1 / x1 : (x2 > 0 ? y2 / x2 : 0) }
        if x >= 1 { return x2 < 1 ? (y2 - 1) / (x2 - 1) : (x1 < 1 ? (y1 - 1) / (x1 - 1) : 0) }
        let s = solve(x)
        let dxds = dx(s)
        let dyds = (3 * ay * s + 2 * by) * s + cy
        return abs(dxds) > 1e-12 ? dyds / dxds : 0
    }
}
