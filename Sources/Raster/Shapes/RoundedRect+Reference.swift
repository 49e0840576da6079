/// The slow, obvious coverage of a rounded rectangle, the oracle the row
/// coverage is tested against: 64 × 64 samples per pixel, each tested
/// against the corner circles directly (no shared code with the fast path).
extension RoundedRect {
    public func referenceContains(x: Double, y: Double) -> Bool {
        guard x >= minX, x < maxX, y >= minY, y < maxY else { return false }
        let corners: [(r: Double, cx: Double, cy: Double, left: Bool, top: Bool)] = [
            (radii.tl, minX + radii.tl, minY + radii.tl, true, true),
            (radii.tr, maxX - radii.tr, minY + radii.tr, false, true),
            (radii.br, maxX - radii.br, maxY - radii.br, false, false),
            (radii.bl, minX + radii.bl, maxY - radii.bl, true, false),
        ]
        for c in corners where c.r > 0 {
            let inX = c.left ? x < c.cx : x > c.cx
            let inY = c.top ? y < c.cy : y > c.cy
            if inX && inY {
                let dx = x - c.cx, dy = y - c.cy
                if dx * dx + dy * dy > c.r * c.r { return false }
            }
        }
        return true
    }

    /// Coverage of pixel (x, y) in 0...1.
    public func referenceCoverage(x: Int, y: Int) -> Double {
        let n = 64
        var inside = 0
        for j in 0..<n {
            for i in 0..<n where referenceContains(x: Double(x) + (Double(i) + 0.5) / Double(n),
                                                   y: Double(y) + (Double(j) + 0.5) / Double(n)) {
                inside += 1
            }
        }
        return Double(inside) / Double(n * n)
    }
}
