import Foundation
@_implementationOnly import Raster

/// Pixels as Core Image works on them: premultiplied red, green, blue and
/// alpha in linear light, as floats. Core Image's default working space
/// is linear (extended) sRGB: an image's 8-bit sRGB pixels are decoded to
/// it on the way in and encoded back on the way out, and filters such as
/// a blur average light, not sRGB codes (a red and green edge blurs to
/// a bright yellow-brown, not a dark one, as on iOS).
struct LinearPixels {
    let width: Int
    let height: Int
    /// Four floats a pixel (r, g, b, a, premultiplied), rows top to bottom.
    var values: [Float]

    init(width: Int, height: Int, values: [Float]? = nil) {
        self.width = width
        self.height = height
        self.values = values ?? [Float](repeating: 0, count: width * height * 4)
    }

    /// From premultiplied 8-bit sRGB ARGB words (a `CGImage`'s pixels).
    init(argb rows: (Int) -> UnsafePointer<UInt32>, width: Int, height: Int) {
        self.init(width: width, height: height)
        let decode = SRGB.decodeTable
        for y in 0..<height {
            let row = rows(y)
            for x in 0..<width {
                let p = row[x], a = Float(p >> 24) / 255
                let o = (y * width + x) * 4
                guard a > 0 else { continue }
                // Straight sRGB codes, decoded, premultiplied again.
                func channel(_ shift: UInt32) -> Float {
                    let c = Float((p >> shift) & 0xFF) / 255 / a
                    return SRGB.decode(Swift.min(c, 1), table: decode) * a
                }
                values[o] = channel(16)
                values[o + 1] = channel(8)
                values[o + 2] = channel(0)
                values[o + 3] = a
            }
        }
    }

    /// Into premultiplied 8-bit sRGB ARGB words, each channel rounded to
    /// nearest, colour no more than alpha.
    func writeARGB(into rows: (Int) -> UnsafeMutablePointer<UInt32>) {
        for y in 0..<height {
            let row = rows(y)
            for x in 0..<width {
                let o = (y * width + x) * 4
                let a = Swift.min(Swift.max(values[o + 3], 0), 1)
                guard a > 0 else { row[x] = 0; continue }
                let a8 = UInt32((a * 255).rounded())
                func channel(_ i: Int) -> UInt32 {
                    let straight = Swift.min(Swift.max(values[o + i] / a, 0), 1)
                    return Swift.min(UInt32((SRGB.encode(straight) * a * 255).rounded()), a8)
                }
                row[x] = a8 << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
            }
        }
    }
}
