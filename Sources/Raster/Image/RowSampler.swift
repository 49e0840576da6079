/// Samples an image for runs of destination pixels: the source of a
/// `CGContext.draw(_:in:)`, where a path rasterizer supplies the shape's
/// coverage and this supplies the colour under it.
public struct RowSampler {
    let sampler: PreparedSampler
    let inverse: Projective
    let width: Double, height: Double
    let tiled: Bool

    /// `inverse` maps destination pixel coordinates to image pixels (origin
    /// top-left). Off the image, samples clamp to its edge, or with `tiled`
    /// the image repeats. Trilinear filtering picks its mip level from the
    /// map's scale; nil for an empty image or a map that is not invertible.
    public init?(image: Surface, inverse: Projective, filter: SampleFilter, tiled: Bool = false) {
        guard image.width > 0, image.height > 0, inverse.determinant != 0, inverse.determinant.isFinite else { return nil }
        let base = ImageSampler(image: image, source: (0, 0, Double(image.width), Double(image.height)), filter: filter)
        // Source pixels per destination pixel: the inverse's area scale.
        let scale = abs(inverse.a * inverse.d - inverse.b * inverse.c).squareRoot()
        let level = filter == .trilinear && scale > 1 ? base.level(forScale: 1 / scale) : 0
        sampler = base.prepared(level: level)
        self.inverse = inverse
        width = Double(image.width)
        height = Double(image.height)
        self.tiled = tiled
    }

    /// Premultiplied samples at the centres of pixels (x ..< x + count, y).
    public func sample(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let cy = Double(y) + 0.5
        for i in 0..<count {
            let cx = Double(x + i) + 0.5
            // Far off the image every sample clamps anyway; keeping the
            // position bounded keeps the integer conversions below in range.
            guard var p = inverse.apply(cx, cy), p.x.isFinite, p.y.isFinite else { out[i] = 0; continue }
            p.x = Swift.min(Swift.max(p.x, -1e9), 1e9)
            p.y = Swift.min(Swift.max(p.y, -1e9), 1e9)
            if tiled {
                p.x -= width * Double(floorInt(p.x / width))
                p.y -= height * Double(floorInt(p.y / height))
            }
            out[i] = sampler.sample(p.x, p.y)
        }
    }
}
