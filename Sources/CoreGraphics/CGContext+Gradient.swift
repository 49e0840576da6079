import Raster

/// Gradients fill the whole clip (Apple's rule: clip first to confine
/// them), painting only where their parameter t is in 0...1 unless the
/// options extend them with the end colours.
extension CGContext {
    /// Colour varies along the line from `start` to `end` (user space) and
    /// is constant across it.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard _ctmIsFinite("drawLinearGradient") else { return }
        let vx = Double(end.x - start.x), vy = Double(end.y - start.y)
        let len2 = vx * vx + vy * vy
        guard len2 > 0, len2.isFinite, start.x.isFinite, start.y.isFinite,
              let inv = _userToSurface.inverted() else {
            if !(len2.isFinite && start.x.isFinite && start.y.isFinite) {
                _Diagnostics.report("CGContext.drawLinearGradient: non-finite points (\(start), \(end)); not drawn")
            }
            return
        }
        // t is affine in surface pixels: t = ta·x + tb·y + tc at a centre.
        let kx = vx / len2, ky = vy / len2
        let ta = inv.a * kx + inv.b * ky, tb = inv.c * kx + inv.d * ky
        let tc = (inv.tx - Double(start.x)) * kx + (inv.ty - Double(start.y)) * ky
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        compose(.area(_clipPixelRect), .shader { y, x, n, out, cov in
            var t = ta * (Double(x) + 0.5) + tb * (Double(y) + 0.5) + tc
            for i in 0..<n {
                if (t < 0 && !before) || (t > 1 && !after) {
                    out[i] = 0; cov[i] = 0
                } else {
                    out[i] = gradient.color(at: t)
                }
                t += ta
            }
        })
    }

    /// Colour varies across the circles interpolated between (startCenter,
    /// startRadius) at t = 0 and (endCenter, endRadius) at t = 1, user
    /// space; where several circles pass through a pixel the one with the
    /// largest t is seen (the HTML canvas and Quartz rule).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius].map(Double.init)
        guard values.allSatisfy(\.isFinite) else {
            _Diagnostics.report("CGContext.drawRadialGradient: non-finite centre or radius; not drawn")
            return
        }
        guard _ctmIsFinite("drawRadialGradient"), let inv = _userToSurface.inverted() else { return }
        let solver = RadialGradientSolver(c0: (values[0], values[1]), r0: max(values[2], 0),
                                          c1: (values[3], values[4]), r1: max(values[5], 0),
                                          before: options.contains(.drawsBeforeStartLocation),
                                          after: options.contains(.drawsAfterEndLocation))
        guard !solver.isDegenerate else { return }
        compose(.area(_clipPixelRect), .shader { y, x, n, out, cov in
            let cy = Double(y) + 0.5
            for i in 0..<n {
                let cx = Double(x + i) + 0.5
                let ux = inv.a * cx + inv.c * cy + inv.tx, uy = inv.b * cx + inv.d * cy + inv.ty
                if let t = solver.t(ux, uy) {
                    out[i] = gradient.color(at: t)
                } else {
                    out[i] = 0; cov[i] = 0
                }
            }
        })
    }

    /// Colour varies with the angle about `center` (user space): the
    /// gradient's start at `angle` (radians, counterclockwise from the x
    /// axis in user space), going round counterclockwise to its end where
    /// it began. It fills the whole clip.
    public func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        guard center.x.isFinite, center.y.isFinite, angle.isFinite else {
            _Diagnostics.report("CGContext.drawConicGradient: non-finite centre or angle; not drawn")
            return
        }
        guard _ctmIsFinite("drawConicGradient"), let inv = _userToSurface.inverted() else { return }
        let cx0 = Double(center.x), cy0 = Double(center.y), start = Double(angle)
        compose(.area(_clipPixelRect), .shader { y, x, n, out, _ in
            let cy = Double(y) + 0.5
            for i in 0..<n {
                let cx = Double(x + i) + 0.5
                let ux = inv.a * cx + inv.c * cy + inv.tx, uy = inv.b * cx + inv.d * cy + inv.ty
                var a = (atan2(uy - cy0, ux - cx0) - start).truncatingRemainder(dividingBy: 2 * .pi)
                if a < 0 { a += 2 * .pi }
                out[i] = gradient.color(at: a / (2 * .pi))
            }
        })
    }

    /// False, with a diagnostic naming `caller`, when the CTM holds a NaN
    /// or an infinity (a singular but finite CTM just draws nothing).
    func _ctmIsFinite(_ caller: @autoclosure () -> String) -> Bool {
        let t = gstate.ctm
        if [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) { return true }
        _Diagnostics.report("CGContext.\(caller()): the CTM is not finite (\(t)); not drawn")
        return false
    }

    /// User space (y up, through the CTM) to surface pixels (rows down).
    var _userToSurface: Projective {
        let t = gstate.ctm
        return Projective(a: Double(t.a), b: -Double(t.b), c: Double(t.c), d: -Double(t.d),
                          tx: Double(t.tx), ty: Double(height) - Double(t.ty))
    }
}

/// The parameter of a two-circle (conical) gradient at a point.
///
/// Circle t has centre c0 + t·(c1 − c0) and radius r0 + t·(r1 − r0). A point
/// p lies on it when |p − c(t)|² = r(t)², a quadratic a·t² − 2b·t + c = 0
/// with a = |Δc|² − Δr², b = (p − c0)·Δc + r0·Δr, c = |p − c0|² − r0². Of
/// the roots with r(t) ≥ 0 in the drawable range, the larger wins.
struct RadialGradientSolver {
    let c0: (Double, Double), r0: Double
    let dcx: Double, dcy: Double, dr: Double
    let a: Double
    let lo: Double, hi: Double

    init(c0: (Double, Double), r0: Double, c1: (Double, Double), r1: Double, before: Bool, after: Bool) {
        self.c0 = c0
        self.r0 = r0
        dcx = c1.0 - c0.0
        dcy = c1.1 - c0.1
        dr = r1 - r0
        a = dcx * dcx + dcy * dcy - dr * dr
        lo = before ? -.infinity : 0
        hi = after ? .infinity : 1
    }

    /// Two equal circles are no gradient at all.
    var isDegenerate: Bool { dcx == 0 && dcy == 0 && dr == 0 }

    func t(_ x: Double, _ y: Double) -> Double? {
        let px = x - c0.0, py = y - c0.1
        let b = px * dcx + py * dcy + r0 * dr
        let c = px * px + py * py - r0 * r0
        if abs(a) < 1e-12 {
            // One circle touches the other: the quadratic is linear.
            guard b != 0 else { return nil }
            return accept(c / (2 * b))
        }
        let disc = b * b - a * c
        guard disc >= 0 else { return nil }
        let s = disc.squareRoot()
        let t1 = (b + s) / a, t2 = (b - s) / a
        return accept(max(t1, t2)) ?? accept(min(t1, t2))
    }

    @inline(__always)
    private func accept(_ t: Double) -> Double? {
        guard t >= lo, t <= hi, r0 + t * dr >= 0 else { return nil }
        return t
    }
}
