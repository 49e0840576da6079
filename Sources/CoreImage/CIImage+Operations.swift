import Foundation

/// What an image can become without a filter object: cropped, clamped,
/// moved, blurred, composited (Apple's `CIImage` methods of these names).
extension CIImage {
    /// The part of the image inside `rect` (rounded out to whole pixels).
    public func cropped(to rect: CGRect) -> CIImage {
        let r = extent.intersection(rect.standardized)
        guard !r.isNull, !r.isInfinite, r.width > 0, r.height > 0, pixels != nil else { return .empty() }
        let i = r.integral
        let box = (x: Int(i.minX), y: Int(i.minY), width: Int(i.width), height: Int(i.height))
        return CIImage(pixels: pixels(in: box), origin: (box.x, box.y))
    }

    /// The image extended forever, each edge pixel repeated outward (the
    /// usual step before a blur, so its edges do not fade to clear).
    public func clampedToExtent() -> CIImage {
        guard pixels != nil else { return self }
        return CIImage(pixels: pixels, origin: pixelOrigin, clamped: true)
    }

    /// The image moved by `transform`. Whole-pixel translations move the
    /// pixels as they are; any other transform resamples them bilinearly
    /// (Core Image's default sampler) into the transformed extent.
    public func transformed(by transform: CGAffineTransform) -> CIImage {
        guard let p = pixels else { return self }
        let tx = transform.tx, ty = transform.ty
        if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1,
           tx == tx.rounded(), ty == ty.rounded(), abs(tx) < 1e9, abs(ty) < 1e9 {
            return CIImage(pixels: p, origin: (pixelOrigin.x + Int(tx), pixelOrigin.y + Int(ty)), clamped: isClamped)
        }
        guard !isClamped else {
            _Diagnostics.report("CIImage.transformed(by:): an image of infinite extent moves only by whole pixels; unchanged")
            return self
        }
        let out = extent.applying(transform).integral
        guard out.width > 0, out.height > 0, out.width * out.height < CGFloat(1 << 26) else { return .empty() }
        let inverse = transform.inverted()
        let w = Int(out.width), h = Int(out.height)
        var result = LinearPixels(width: w, height: h)
        for row in 0..<h {
            for col in 0..<w {
                let c = CGPoint(x: out.minX + CGFloat(col) + 0.5, y: out.maxY - CGFloat(row) - 0.5).applying(inverse)
                let v = bilinear(x: Double(c.x) - 0.5, y: Double(c.y) - 0.5), o = (row * w + col) * 4
                result.values[o] = v.0; result.values[o + 1] = v.1; result.values[o + 2] = v.2; result.values[o + 3] = v.3
            }
        }
        return CIImage(pixels: result, origin: (Int(out.minX), Int(out.minY)))
    }

    /// The pixel value at a point between pixel centres (y up).
    private func bilinear(x: Double, y: Double) -> (Float, Float, Float, Float) {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = Float(x - Double(x0)), fy = Float(y - Double(y0))
        let a = pixel(x: x0, y: y0), b = pixel(x: x0 + 1, y: y0)
        let c = pixel(x: x0, y: y0 + 1), d = pixel(x: x0 + 1, y: y0 + 1)
        func mix(_ p: Float, _ q: Float, _ r: Float, _ s: Float) -> Float {
            (p * (1 - fx) + q * fx) * (1 - fy) + (r * (1 - fx) + s * fx) * fy
        }
        return (mix(a.0, b.0, c.0, d.0), mix(a.1, b.1, c.1, d.1), mix(a.2, b.2, c.2, d.2), mix(a.3, b.3, c.3, d.3))
    }

    /// The image blurred by a Gaussian of standard deviation `sigma`
    /// (`CIGaussianBlur` with that `inputRadius`).
    public func applyingGaussianBlur(sigma: Double) -> CIImage {
        guard let p = pixels, sigma > 0, sigma.isFinite else { return self }
        let blurred = GaussianKernel.blur(p, sigma: sigma, clamp: isClamped)
        let grow = isClamped ? 0 : GaussianKernel.radius(sigma: sigma)
        return CIImage(pixels: blurred, origin: (pixelOrigin.x - grow, pixelOrigin.y - grow), clamped: isClamped)
    }

    /// The filter named `filterName` applied to this image with
    /// `params` (Apple's `applyingFilter(_:parameters:)`); the image
    /// itself when there is no such filter (with a diagnostic).
    public func applyingFilter(_ filterName: String, parameters params: [String: Any] = [:]) -> CIImage {
        var all = params
        all[kCIInputImageKey] = self
        return CIFilter(name: filterName, parameters: all)?.outputImage ?? self
    }

    /// This image over `dest` (source-over), in linear light.
    public func composited(over dest: CIImage) -> CIImage {
        let union = extent.union(dest.extent)
        if isClamped || dest.isClamped {
            // One goes on forever: over a single-colour plane is that plane
            // wherever the other has nothing; kept to the finite one's extent
            // grown by nothing, which is all a context can render anyway.
            let finite = isClamped ? dest.extent : extent
            guard !finite.isNull, !finite.isInfinite else { return isClamped ? self : dest }
            return composited(over: dest, in: finite.integral)
        }
        guard !union.isNull else { return .empty() }
        return composited(over: dest, in: union.integral)
    }

    private func composited(over dest: CIImage, in r: CGRect) -> CIImage {
        let box = (x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height))
        let top = pixels(in: box)
        var out = dest.pixels(in: box)
        for i in stride(from: 0, to: out.values.count, by: 4) {
            let k = 1 - top.values[i + 3]
            for c in 0..<4 { out.values[i + c] = top.values[i + c] + out.values[i + c] * k }
        }
        return CIImage(pixels: out, origin: (box.x, box.y))
    }
}
