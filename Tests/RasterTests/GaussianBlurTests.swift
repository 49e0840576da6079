import Testing
import Raster

@Suite struct GaussianBlurTests {
    func square(size: Int, pad: Int) -> AlphaMask {
        let m = AlphaMask(width: size + 2 * pad, height: size + 2 * pad)!
        m.draw(RoundedRect(minX: Double(pad), minY: Double(pad), maxX: Double(pad + size), maxY: Double(pad + size)),
               scratch: RowScratch())
        return m
    }

    @Test func boxRadiiMatchTheGaussiansVariance() {
        for sigma in [2.0, 3, 4, 6.5, 10, 25] {
            let (a, b, c) = GaussianBlur.boxRadii(sigma: sigma)
            func boxVariance(_ r: Int) -> Double {
                let w = 2 * r + 1
                return Double(w * w - 1) / 12
            }
            let variance = boxVariance(a) + boxVariance(b) + boxVariance(c)
            #expect(abs(variance.squareRoot() - sigma) / sigma < 0.1, "sigma \(sigma): boxes \(a) \(b) \(c)")
        }
    }

    @Test(arguments: [0.8, 1.5, 3.0, 4.0, 8.0])
    func blurStaysCloseToTheTrueGaussian(sigma: Double) {
        let pad = GaussianBlur.extent(sigma: sigma) + 2
        let m = square(size: 20, pad: pad)
        let expected = GaussianBlur.reference(m, sigma: sigma)
        GaussianBlur.blur(m, sigma: sigma, scratch: RowScratch())
        var worst = 0.0
        for y in 0..<m.height { for x in 0..<m.width { worst = max(worst, abs(Double(m[x, y]) - expected[y * m.width + x])) } }
        // Exact kernels: rounding only. Box passes: within 2% of full scale plus rounding.
        #expect(worst <= (sigma < 2 ? 1.0 : 7.0), "worst \(worst)")
    }

    @Test func blurKeepsTheTotalAlpha() {
        let m = square(size: 16, pad: 14)
        let before = (0..<m.width * m.height).reduce(0) { $0 + Int(m.pixels[$1]) }
        GaussianBlur.blur(m, sigma: 4, scratch: RowScratch())
        let after = (0..<m.width * m.height).reduce(0) { $0 + Int(m.pixels[$1]) }
        #expect(abs(after - before) < before / 50)
    }

    @Test func nonFiniteOrZeroSigmaLeavesTheMask() {
        let m = square(size: 4, pad: 2)
        let copy = (0..<64).map { m.pixels[$0] }
        for s in [0.0, -1, .nan, .infinity] { GaussianBlur.blur(m, sigma: s, scratch: RowScratch()) }
        #expect((0..<64).map { m.pixels[$0] } == copy)
    }

    @Test(arguments: [16.0, 24.0, 40.0])
    func wideBlursRunReducedAndStayCloseToTheTrueGaussian(sigma: Double) {
        #expect(GaussianBlur.reductionFactor(sigma: sigma) > 1)
        let pad = GaussianBlur.extent(sigma: sigma) + 2
        let m = square(size: 50, pad: pad)
        let expected = GaussianBlur.reference(m, sigma: sigma)
        GaussianBlur.blur(m, sigma: sigma, scratch: RowScratch())
        var worst = 0.0
        for y in 0..<m.height { for x in 0..<m.width { worst = max(worst, abs(Double(m[x, y]) - expected[y * m.width + x])) } }
        #expect(worst <= 7.0, "worst \(worst)")
    }

    @Test func reductionKeepsSmallBlursWholeAndWideOnesAtFourPixelsOrMore() {
        #expect(GaussianBlur.reductionFactor(sigma: 4) == 1)
        #expect(GaussianBlur.reductionFactor(sigma: 15.9) == 1)
        #expect(GaussianBlur.reductionFactor(sigma: 16) == 4)
        #expect(GaussianBlur.reductionFactor(sigma: 200) == 32)
        #expect(GaussianBlur.reductionFactor(sigma: .infinity) == 1)
        for sigma in [16.0, 31.9, 32, 100, 512] {
            let f = Double(GaussianBlur.reductionFactor(sigma: sigma))
            #expect(sigma / f >= 4 && sigma / f < 8)
        }
    }

    @Test func aScaledMaskInterpolatesBetweenPixelCentres() {
        // Three equal rows, so the middle target rows see only the columns.
        let small = AlphaMask(width: 2, height: 3)!
        for j in 0..<3 { small[0, j] = 0; small[1, j] = 255 }
        let scaled = ScaledMask(mask: small, factor: 4, x: 10, y: 0, width: 2, height: 3)
        var row: [UInt8] = []
        scaled.sample(columns: 8..<20, rows: 5..<6, scratch: RowScratch()) { _, c in row = Array(UnsafeBufferPointer(start: c, count: 12)) }
        // The small pixels' centres fall at target x = 12 and 16: pixel
        // 12's centre (12.5) is an eighth of the way from the first to
        // the second, and past 16 the mask fades to nothing at its edge.
        #expect(row == [0, 0, 0, 0, 32, 96, 159, 223, 223, 159, 96, 32])
        #expect(scaled.reach == PixelRect(x0: 8, y0: -2, x1: 20, y1: 14))
    }
}
