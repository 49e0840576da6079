import Testing
import Raster

@Suite struct PixelMathTests {
    @Test func mul255IsRoundedExactDivision() {
        for a in UInt32(0)...255 {
            for b in stride(from: UInt32(0), through: 255, by: 3) {
                #expect(mul255(a, b) == UInt32((Double(a * b) / 255).rounded()))
            }
        }
    }

    @Test func scalePixelScalesEveryChannelLikeMul255() {
        let p: UInt32 = 0xC8_7F_40_01
        for k in UInt32(0)...255 {
            let s = scalePixel(p, k)
            #expect(s >> 24 == mul255(0xC8, k))
            #expect((s >> 16) & 0xFF == mul255(0x7F, k))
            #expect((s >> 8) & 0xFF == mul255(0x40, k))
            #expect(s & 0xFF == mul255(0x01, k))
        }
    }

    @Test func sourceOverMatchesThePerChannelReferenceWithinOne() {
        var rng = SplitMix(seed: 7)
        for _ in 0..<20_000 {
            let a = UInt32(rng.next() % 256)
            let src = premultiplied(rng.next(), alpha: a)
            let dst = premultiplied(rng.next(), alpha: UInt32(rng.next() % 256))
            let fast = sourceOver(src, dst), slow = referenceSourceOver(src, dst)
            for shift in stride(from: UInt32(0), through: 24, by: 8) {
                let d = abs(Int((fast >> shift) & 0xFF) - Int((slow >> shift) & 0xFF))
                #expect(d <= 1)
            }
        }
    }

    @Test func opaqueSourceReplacesAndClearSourceKeeps() {
        #expect(sourceOver(0xFF10_2030, 0x8040_4040) == 0xFF10_2030)
        #expect(sourceOver(0, 0x8040_4040) == 0x8040_4040)
    }

    @Test func solidSpanWithCoverageBlendsEachPixel() {
        var px = [UInt32](repeating: 0xFFFF_FFFF, count: 4)
        let cov: [UInt8] = [0, 128, 255, 64]
        px.withUnsafeMutableBufferPointer { p in
            cov.withUnsafeBufferPointer { c in
                blendSolidSpan(p.baseAddress!, coverage: c.baseAddress!, count: 4, color: 0xFF00_0000)
            }
        }
        #expect(px[0] == 0xFFFF_FFFF)
        #expect(px[1] == 0xFF7F_7F7F)
        #expect(px[2] == 0xFF00_0000)
        #expect(px[3] == 0xFFBF_BFBF)
    }
}

/// A premultiplied pixel from random bits and an alpha.
func premultiplied(_ bits: UInt64, alpha a: UInt32) -> UInt32 {
    let r = mul255(UInt32(bits & 0xFF), a), g = mul255(UInt32((bits >> 8) & 0xFF), a), b = mul255(UInt32((bits >> 16) & 0xFF), a)
    return a << 24 | r << 16 | g << 8 | b
}
