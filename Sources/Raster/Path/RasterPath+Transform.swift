extension RasterPath {
    /// The path with every point mapped by the affine map
    /// (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty). Affine maps take Bézier
    /// control points to control points, so curves stay exact.
    public func applying(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) -> RasterPath {
        var out = self
        out.apply(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        return out
    }

    /// Maps every point in place, as `applying` does: a path kept from
    /// frame to frame (a stroke's outline) is mapped without a copy.
    public mutating func apply(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        coords.withUnsafeMutableBufferPointer { coords in
            var i = 0
            while i + 1 < coords.count {
                let x = coords[i], y = coords[i + 1]
                coords[i] = a * x + c * y + tx
                coords[i + 1] = b * x + d * y + ty
                i += 2
            }
        }
        let sx = startX, sy = startY
        startX = a * sx + c * sy + tx
        startY = b * sx + d * sy + ty
    }
}
