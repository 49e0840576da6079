import Testing
import Raster

@Suite struct SurfaceTests {
    @Test func newSurfaceIsTransparentBlack() throws {
        let s = try #require(Surface(width: 3, height: 2))
        #expect(s.stride == 3)
        for y in 0..<2 { for x in 0..<3 { #expect(s[x, y] == 0) } }
    }

    @Test func invalidSizesAllocateNothing() {
        #expect(Surface(width: 0, height: 10) == nil)
        #expect(Surface(width: -1, height: 10) == nil)
        #expect(Surface(width: 1_000_000_000, height: 1_000_000_000) == nil)
    }

    @Test func fillAndCopyAreIndependent() throws {
        let s = try #require(Surface(width: 2, height: 2))
        s.fill(0xFF00_FF00)
        let c = try #require(s.copy())
        s[0, 0] = 0
        #expect(c[0, 0] == 0xFF00_FF00)
        #expect(c[1, 1] == 0xFF00_FF00)
    }

    @Test func premultipliedPackingRoundsAndClamps() {
        #expect(premultipliedPixel(r: 1, g: 0, b: 0, a: 1) == 0xFFFF_0000)
        #expect(premultipliedPixel(r: 1, g: 1, b: 1, a: 0.5) == 0x8080_8080)
        #expect(premultipliedPixel(r: 2, g: -1, b: .nan, a: 1) == 0xFFFF_0000)
        let c = pixelChannels(0x8040_2010)
        #expect(c.a == 0x80 && c.r == 0x40 && c.g == 0x20 && c.b == 0x10)
    }

    @Test func wrappedMemoryIsSharedNotCopied() {
        var words: [UInt32] = [1, 2, 3, 4, 5, 6]
        words.withUnsafeMutableBufferPointer { buf in
            let s = Surface(wrapping: buf.baseAddress!, width: 2, height: 2, stride: 3)
            s[1, 1] = 99
        }
        #expect(words[4] == 99)
    }
}
