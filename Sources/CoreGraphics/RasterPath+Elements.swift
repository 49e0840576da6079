import Raster

extension RasterPath {
    /// Appends CGPath elements, every point (control points too) taken
    /// through `map` into raster space: the one conversion shared by
    /// CGContext painting and the compositor's shadow paths.
    package mutating func _append(_ elements: [_PathElement], map: (CGPoint) -> (x: Double, y: Double)) {
        for e in elements {
            switch e {
            case .move(let p): let q = map(p); move(to: q.x, q.y)
            case .line(let p): let q = map(p); line(to: q.x, q.y)
            case .quad(let c, let p):
                let d = map(c), q = map(p)
                quad(d.x, d.y, q.x, q.y)
            case .cubic(let c1, let c2, let p):
                let d1 = map(c1), d2 = map(c2), q = map(p)
                cubic(d1.x, d1.y, d2.x, d2.y, q.x, q.y)
            case .close: close()
            }
        }
    }
}
