extension RasterPath {
    /// The path with every point mapped by the affine map
    /// (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty). Affine maps take Bézier
    /// control points to control points, so curves stay exact.
    public func applying(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) -> RasterPath {
        var out = self
        var i = 0
        while i + 1 < out.coords.count {
            let x = coords[i], y = coords[i + 1]
            out.coords[i] = a * x + c * y + tx
            out.coords[i + 1] = b * x + d * y + ty
            i += 2
        }
        let sx = startX, sy = startY
        out.startX = a * sx + c * sy + tx
        out.startY = b * sx + d * sy + ty
        return out
    }
}
