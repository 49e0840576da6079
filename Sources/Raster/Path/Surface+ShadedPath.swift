extension Surface {
    /// Source-over of a shader's colours inside `path` under `rule`,
    /// within `clip`: the path's coverage (as `fill(_:rule:color:…)` gives
    /// it) weighting each shaded pixel. A gradient filling a rotated or
    /// skewed layer's outline.
    public func fill<S: RowShader>(_ path: RasterPath, rule: FillRule, shader: S, clip: PixelRect,
                                   rasterizer: PathRasterizer, scratch: RowScratch) {
        let clip = clip.intersection(bounds)
        guard !clip.isEmpty else { return }
        scratch.reserve(clip.width)
        let colors = scratch.colors
        rasterizer.fill(path, rule: rule, clip: clip) { y, x, coverage in
            guard let cov = coverage.baseAddress else { return }
            let n = coverage.count
            shader.shade(y: y, x0: x, count: n, into: colors)
            blendSpan(self.row(y) + x, colors, count: n, alpha: 255, coverage: cov)
        }
    }
}
