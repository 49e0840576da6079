import Raster

/// Image masks and masked images (Apple's `CGImage(maskWidth:...)`,
/// `masking(_:)`, `copy(maskingColorComponents:)`).
extension CGImage {
    /// An image mask: `bitsPerComponent` (1, 2, 4 or 8) bits a sample, one
    /// sample a pixel, rows `bytesPerRow` apart. A sample of 0 (after
    /// `decode`, default [0, 1]) paints fully, 1 not at all: drawn, the
    /// mask paints the context's fill colour; as `masking(_:)`'s mask, it
    /// cuts the image. Pixels of 8-bit samples may be wider than their
    /// sample (16, 24 or 32 bits, as when a colour image's bytes are given
    /// as a mask, a common way of masking one image by another): the
    /// first sample of each pixel is the mask's, the rest is skipped. Nil,
    /// with a diagnostic, for another layout or too few bytes.
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
                             bytesPerRow: Int, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool) {
        let wide = bitsPerComponent == 8 && [16, 24, 32].contains(bitsPerPixel)
        guard [1, 2, 4, 8].contains(bitsPerComponent), bitsPerPixel == bitsPerComponent || wide else {
            _Diagnostics.report("CGImage(maskWidth:): masks of 1, 2, 4 or 8 bits a sample, or 8-bit samples in pixels of 16, 24 or 32 bits, only (got \(bitsPerComponent)/\(bitsPerPixel)); nil")
            return nil
        }
        guard width > 0, height > 0, width <= Surface.maxSide, height <= Surface.maxSide,
              let data = provider.data, bytesPerRow * 8 >= width * bitsPerPixel,
              data.count >= bytesPerRow * (height - 1) + (width * bitsPerPixel + 7) / 8,
              let surface = Surface(width: width, height: height) else {
            _Diagnostics.report("CGImage(maskWidth:): a \(width)x\(height) mask needs more bytes than its provider has; nil")
            return nil
        }
        let d0 = decode.map { Double($0[0]) } ?? 0, d1 = decode.map { Double($0[1]) } ?? 1
        let top = Double((1 << bitsPerComponent) - 1)
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            for y in 0..<height {
                let row = surface.row(y)
                for x in 0..<width {
                    let bit = x * bitsPerPixel
                    let byte = bytes[y * bytesPerRow + bit / 8]
                    let shift = 8 - bitsPerComponent - bit % 8
                    let sample = Double(Int(byte >> shift) & ((1 << bitsPerComponent) - 1)) / top
                    let paint = 1 - min(max(d0 + sample * (d1 - d0), 0), 1)
                    row[x] = UInt32((paint * 255).rounded()) << 24
                }
            }
        }
        self.init(_surface: surface, isMask: true)
    }

    /// This image cut by `mask`, scaled to its size: an image mask paints
    /// where its samples are 0 (alpha 1 − sample); a grey image is the
    /// alpha itself (alpha = its grey). Nil when this image is itself a
    /// mask.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard !isMask, let out = Surface(width: width, height: height) else { return nil }
        let sx = Double(mask.width) / Double(width), sy = Double(mask.height) / Double(height)
        for y in 0..<height {
            let src = _surface.row(y), dst = out.row(y)
            let m = mask._surface.row(min(Int((Double(y) + 0.5) * sy), mask.height - 1))
            for x in 0..<width {
                let p = m[min(Int((Double(x) + 0.5) * sx), mask.width - 1)]
                let alpha = mask.isMask ? p >> 24 : _greyLevel(p)
                dst[x] = scalePixel(src[x], alpha)
            }
        }
        return CGImage(_surface: out)
    }

    /// This image with the pixels whose colour lies in `components`' ranges
    /// made transparent: [min, max] pairs for red, green and blue in the
    /// image's sample values (0...255). Nil for a mask, an image with
    /// transparency, or not three pairs.
    public func copy(maskingColorComponents components: [CGFloat]) -> CGImage? {
        guard !isMask, components.count == 6, _surface.isOpaque,
              let out = Surface(width: width, height: height) else { return nil }
        func inside(_ v: UInt32, _ i: Int) -> Bool { CGFloat(v) >= components[2 * i] && CGFloat(v) <= components[2 * i + 1] }
        for y in 0..<height {
            let src = _surface.row(y), dst = out.row(y)
            for x in 0..<width {
                let p = src[x]
                let masked = inside(p >> 16 & 0xFF, 0) && inside(p >> 8 & 0xFF, 1) && inside(p & 0xFF, 2)
                dst[x] = masked ? 0 : p
            }
        }
        return CGImage(_surface: out)
    }
}
