@testable import Raster
import Testing

/// An image moved by a fraction of a pixel at its own size takes a faster
/// path through its interior; the picture must be the one the general
/// image path draws, byte for byte.
@Suite struct TranslatedImageTests {
    /// A picture with transparent, translucent and opaque parts.
    func picture() -> Surface {
        let s = Surface(width: 64, height: 40)!
        for y in 0..<40 {
            for x in 0..<64 {
                let a = UInt32((x * 7 + y * 13) % 5 == 0 ? 0 : (x + y) % 3 == 0 ? 255 : 90 + (x * y) % 160)
                let r = UInt32(x * 4) * a / 255, g = UInt32(y * 6) * a / 255, b = UInt32((x + y) * 2 % 256) * a / 255
                s[x, y] = a << 24 | r << 16 | g << 8 | b
            }
        }
        return s
    }

    func draw(_ image: Surface, tx: Double, ty: Double, alpha: UInt32, fast: Bool) -> Surface {
        let target = Surface(width: 90, height: 60)!
        for y in 0..<60 { for x in 0..<90 { target[x, y] = 0xFF10_2030 &+ UInt32((x ^ y) & 0x0F) } }
        Surface.drawsTranslatedInteriors = fast
        defer { Surface.drawsTranslatedInteriors = true }
        target.draw(image, source: (0, 0, 64, 40), map: Projective(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty),
                    filter: .bilinear, alpha: alpha, clip: PixelRect(x0: 0, y0: 0, x1: 90, y1: 60))
        return target
    }

    @Test(arguments: [(3.3, -2.7, 255), (10.5, 7.25, 200), (-5.1, 12.9, 255), (0.75, 0.0, 128)] as [(Double, Double, UInt32)])
    func theInteriorIsWhatTheGeneralPathDraws(_ tx: Double, _ ty: Double, _ alpha: UInt32) {
        let image = picture()
        let fast = draw(image, tx: tx, ty: ty, alpha: alpha, fast: true)
        let general = draw(image, tx: tx, ty: ty, alpha: alpha, fast: false)
        var differing = 0
        for y in 0..<60 { for x in 0..<90 where fast[x, y] != general[x, y] { differing += 1 } }
        #expect(differing == 0)
        // And the interior was drawn at all (not left to the background).
        let cx = Int(tx) + 32, cy = Int(ty) + 20
        #expect(fast[cx, cy] != 0xFF10_2030 &+ UInt32((cx ^ cy) & 0x0F) || image[32, 20] >> 24 == 0)
    }
}
