import Testing
import Raster

@Suite struct SurfaceFillPathTests {
    @Test func starRendersWithBothRules() throws {
        let red: UInt32 = 0xFFFF_0000
        let star = starPath(20, 20, 18)
        let rasterizer = PathRasterizer()
        let nonZero = try #require(Surface(width: 40, height: 40))
        nonZero.fill(star, rule: .nonZero, color: red, clip: nonZero.bounds, rasterizer: rasterizer)
        let evenOdd = try #require(Surface(width: 40, height: 40))
        evenOdd.fill(star, rule: .evenOdd, color: red, clip: evenOdd.bounds, rasterizer: rasterizer)

        #expect(nonZero[20, 20] == red) // the centre pentagon winds twice
        #expect(evenOdd[20, 20] == 0)
        #expect(nonZero[20, 5] == red && evenOdd[20, 5] == red) // the top point
        #expect(nonZero[2, 2] == 0 && evenOdd[2, 2] == 0)
        #expect(nonZero[20, 38] == 0) // between the two lower points
        // Anti-aliased edges hold partial, premultiplied red.
        let edge = pixelChannels(nonZero[20, 2])
        #expect(edge.a > 0 && edge.a < 255 && edge.r == edge.a && edge.g == 0 && edge.b == 0)
    }

    @Test func partialCoverageBlendsWithExactRounding() throws {
        let s = try #require(Surface(width: 4, height: 1))
        s.fill(0xFF00_0000)
        let half = rectPath(0, 0, 0.5, 1) // coverage 128 in pixel 0
        s.fill(half, rule: .nonZero, color: 0xFFFF_FFFF, clip: s.bounds, rasterizer: PathRasterizer())
        #expect(s[0, 0] == 0xFF80_8080)
        #expect(s[1, 0] == 0xFF00_0000)

        let clear = try #require(Surface(width: 1, height: 1))
        clear.fill(half, rule: .nonZero, color: 0xFFFF_FFFF, clip: clear.bounds, rasterizer: PathRasterizer())
        #expect(clear[0, 0] == 0x8080_8080)
    }

    @Test func translucentColourIsSourceOver() throws {
        let s = try #require(Surface(width: 2, height: 2))
        s.fill(0xFF00_00FF) // opaque blue
        // Half-transparent red, premultiplied: A = 0x80, R = 0x80.
        s.fill(rectPath(0, 0, 2, 2), rule: .nonZero, color: 0x8080_0000, clip: s.bounds, rasterizer: PathRasterizer())
        // B = 255 * (255 - 128) / 255 = 127; A = 128 + 127.
        #expect(s[1, 1] == 0xFF80_007F)
    }

    @Test func clipLimitsWhatIsPainted() throws {
        let s = try #require(Surface(width: 8, height: 8))
        s.fill(rectPath(-5, -5, 50, 50), rule: .nonZero, color: 0xFF00_FF00,
               clip: PixelRect(x: 2, y: 3, width: 100, height: 2), rasterizer: PathRasterizer())
        for y in 0..<8 {
            for x in 0..<8 {
                #expect(s[x, y] == ((3..<5).contains(y) && x >= 2 ? 0xFF00_FF00 : 0))
            }
        }
    }
}
