/// Paths interpolate point by point when they have the same elements (the
/// usual morph between two shapes built the same way). Mismatched paths do
/// not interpolate: Apple leaves that undefined; callers switch discretely.
enum _PathInterpolation {
    static func interpolate(_ a: CGPath, _ b: CGPath, _ t: CGFloat) -> CGPath? {
        combine(a, b) { p, q in p + (q - p) * t }
    }

    /// Applies `f` to matching coordinates of two structurally equal paths.
    static func combine(_ a: CGPath, _ b: CGPath, _ f: (CGFloat, CGFloat) -> CGFloat) -> CGPath? {
        let ea = a._elements, eb = b._elements
        guard ea.count == eb.count else { return nil }
        func m(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: f(p.x, q.x), y: f(p.y, q.y)) }
        var out: [_PathElement] = []
        out.reserveCapacity(ea.count)
        for (x, y) in zip(ea, eb) {
            switch (x, y) {
            case let (.move(p), .move(q)): out.append(.move(m(p, q)))
            case let (.line(p), .line(q)): out.append(.line(m(p, q)))
            case let (.quad(c, p), .quad(d, q)): out.append(.quad(m(c, d), m(p, q)))
            case let (.cubic(c1, c2, p), .cubic(d1, d2, q)): out.append(.cubic(m(c1, d1), m(c2, d2), m(p, q)))
            case (.close, .close): out.append(.close)
            default: return nil
            }
        }
        return CGPath._with(out)
    }
}

extension _PathElement {
    /// Every point of the element is finite.
    var isFinite: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        switch self {
        case .move(let p), .line(let p): return ok(p)
        case .quad(let c, let p): return ok(c) && ok(p)
        case .cubic(let c1, let c2, let p): return ok(c1) && ok(c2) && ok(p)
        case .close: return true
        }
    }
}
