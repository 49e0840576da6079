import Testing
@testable import SnapshotTestingQuartzite

/// The judgement of two pictures, on pixels whose answer is known.
@Suite struct PixelComparisonTests {
    @Test func labOfWhiteBlackAndRed() {
        let white = PixelComparison.lab(255, 255, 255), black = PixelComparison.lab(0, 0, 0)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(black.l) < 0.01)
        // sRGB red in L*a*b* (D65): 53.24, 80.09, 67.20.
        let red = PixelComparison.lab(255, 0, 0)
        #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.1 && abs(red.b - 67.20) < 0.1)
    }

    @Test func deltaE94OfKnownPairs() {
        // A pure lightness step is its own ΔE; chroma is weighted by 1 + 0.045 C.
        #expect(abs(PixelComparison.deltaE94((50, 0, 0), (52, 0, 0)) - 2) < 1e-5)
        let e = PixelComparison.deltaE94((50, 40, 0), (50, 30, 0))
        #expect(abs(e - 10 / (1 + 0.045 * 40)) < 1e-4)
        #expect(PixelComparison.deltaE94((60, 10, -5), (60, 10, -5)) == 0)
    }

    @Test func perceptualDifferenceCountsPixelsPastTheThreshold() {
        let a: [UInt8] = [10, 10, 10, 255, 200, 0, 0, 255, 0, 0, 0, 0]
        let b: [UInt8] = [11, 10, 10, 255, 0, 200, 0, 255, 0, 0, 0, 0]
        let (failing, maximum) = a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { PixelComparison.perceptualDifference(x, $0, threshold: 2) }
        }
        #expect(failing == 1)
        #expect(maximum > 50)
        #expect(a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { PixelComparison.differingBytes(x, $0) } } == 3)
    }

    @Test func differenceMapStretchesTheLargestDifferenceToWhite() {
        let a: [UInt8] = [0, 0, 0, 255, 10, 10, 10, 255, 5, 5, 5, 255]
        let b: [UInt8] = [0, 0, 0, 255, 20, 10, 10, 255, 0, 5, 5, 255]
        let map = a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { PixelComparison.differenceMap(x, $0) } }
        #expect(map == [0, 255, 128])
    }
}
