/// An image moved by a fraction of a pixel at its own size (a scrolling
/// background, a picture sliding into place): every pixel inside it
/// samples the same four taps at the same weights, so its interior needs
/// no mapping back, no edge distances and no tests of the region per
/// pixel, and its transparent parts cost a test each. The frame around
/// the interior (anti-aliased edges, taps that would leave the region)
/// is drawn the general way, so the picture is the one `drawImage` gives.
extension Surface {
    /// Whether translated images take this path (tests turn it off to draw
    /// the reference the general path gives; the pictures are the same).
    nonisolated(unsafe) package static var drawsTranslatedInteriors = true

    /// The destination pixels of `plan` whose samples and edges are the
    /// interior's (two pixels in from every edge of the region), when the
    /// map is a translation at full size sampled bilinearly in fixed
    /// point; nil otherwise.
    func translatedInterior(_ plan: ImageDrawPlan, source: (x0: Double, y0: Double, x1: Double, y1: Double),
                            map: Projective) -> PixelRect? {
        guard plan.fixed, plan.affine, map.a == 1, map.d == 1, map.b == 0, map.c == 0 else { return nil }
        let x0 = (source.x0 + map.tx + 2).rounded(.up), x1 = (source.x1 + map.tx - 2).rounded(.down)
        let y0 = (source.y0 + map.ty + 2).rounded(.up), y1 = (source.y1 + map.ty - 2).rounded(.down)
        guard x0 < x1, y0 < y1, abs(x0) < 1e9, abs(x1) < 1e9, abs(y0) < 1e9, abs(y1) < 1e9 else { return nil }
        let inner = PixelRect(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1)).intersection(plan.area)
        // Small pictures are not worth the frame's four extra passes.
        return inner.width >= 16 && inner.height >= 4 ? inner : nil
    }

    /// The interior: each pixel's bilinear sample at the draw's fixed-point
    /// positions (`ImageSampler.bilinearFixed`, as `drawImage` takes it),
    /// scaled by the draw's alpha and laid over what is there.
    ///
    /// Under a translation every pixel of a row has the same fractions, so
    /// the sample (across first, then down, as `bilinearFixed` takes it)
    /// is worked a row at a time: a source row lerped across once into a
    /// scratch row, and kept for the next destination row, which reads it
    /// as its upper row; then each pixel is one lerp down and a blend.
    /// Loops over plain rows, which the compiler vectorizes; the same
    /// pixels as sampling each one.
    func drawTranslatedInterior(_ plan: ImageDrawPlan, _ inner: PixelRect) {
        let inv = plan.inverse, sampler = plan.prepared.a, alpha = plan.alpha
        let image = sampler.image, n = inner.width
        // The left tap's position at x = 0, as drawImage works it out for
        // every row (the row's part, inv.c · y, is nil under a translation).
        let fu0 = Int((inv.a * 0.5 + inv.tx - 0.5) * 65536)
        let fu = fu0 &+ inner.x0 &* 65536
        let left = fu >> 16, wx = UInt32(truncatingIfNeeded: (fu >> 8) & 0xFF)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * n) { scratch in
            var upper = scratch.baseAddress!, lower = upper + n
            var upperRow = Int.min, lowerRow = Int.min
            /// Source row `r` from `left`, lerped across by `wx`.
            func across(_ r: Int, into out: UnsafeMutablePointer<UInt32>) {
                let q = image.pixels + (r &* image.stride &+ left)
                for i in 0..<n { out[i] = lerpPixel(q[i], q[i &+ 1], wx) }
            }
            for y in inner.y0..<inner.y1 {
                let fy = Double(y) + 0.5
                let fv = Int((inv.b * 0.5 + inv.d * fy + inv.ty - 0.5) * 65536)
                let top = fv >> 16, wy = UInt32(truncatingIfNeeded: (fv >> 8) & 0xFF)
                if upperRow != top {
                    if lowerRow == top {
                        swap(&upper, &lower)
                        lowerRow = upperRow
                        upperRow = top
                    } else {
                        across(top, into: upper)
                        upperRow = top
                    }
                }
                if lowerRow != top &+ 1 {
                    across(top &+ 1, into: lower)
                    lowerRow = top &+ 1
                }
                // Source-over without branches (a transparent sample
                // leaves the pixel as it is, an opaque one replaces it:
                // scalePixel by 255 and by 0 are exact), so it vectorizes.
                let dst = row(y) + inner.x0
                if n >= 16 && wideSpans {
                    wideLerpDownOver(dst, upper, lower, n, wy, alpha)
                } else if alpha == 255 {
                    for i in 0..<n {
                        let s = lerpPixel(upper[i], lower[i], wy)
                        dst[i] = s &+ scalePixel(dst[i], 255 &- (s >> 24))
                    }
                } else {
                    for i in 0..<n {
                        let s = scalePixel(lerpPixel(upper[i], lower[i], wy), alpha)
                        dst[i] = s &+ scalePixel(dst[i], 255 &- (s >> 24))
                    }
                }
            }
        }
    }
}
