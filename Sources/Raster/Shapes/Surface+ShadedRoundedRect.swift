/// Something that colours pixels row by row (a gradient): premultiplied
/// ARGB for `count` pixels of row `y` starting at column `x0`.
public protocol RowShader {
    func shade(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>)
}

extension Surface {
    /// Source-over of a shader's colours inside `shape`, within `clip`:
    /// the rounded rectangle's exact coverage (as `fill(_:color:…)` gives
    /// it) weighting each shaded pixel.
    public func fill<S: RowShader>(_ shape: RoundedRect, shader: S, clip: PixelRect, scratch: RowScratch) {
        let area = shape.pixelBounds(within: clip.intersection(bounds))
        guard !area.isEmpty else { return }
        scratch.reserve(area.width)
        let cov = scratch.coverage, colors = scratch.colors
        let rows = RoundedRectRows(shape, tiles: scratch.tiles)
        for y in area.y0..<area.y1 {
            let r = rows.coverage(row: y, clipX0: area.x0, clipX1: area.x1, into: cov, accumulator: scratch.accumulator)
            guard r.x1 > r.x0 else { continue }
            shader.shade(y: y, x0: r.x0, count: r.x1 - r.x0, into: colors)
            let p = row(y)
            for x in r.x0..<r.x1 {
                let c = x >= r.full0 && x < r.full1 ? 255 : UInt32(cov[x - area.x0])
                guard c != 0 else { continue }
                let s = c == 255 ? colors[x - r.x0] : scalePixel(colors[x - r.x0], c)
                p[x] = s &+ scalePixel(p[x], 255 &- (s >> 24))
            }
        }
    }
}
