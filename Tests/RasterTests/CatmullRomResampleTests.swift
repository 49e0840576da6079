import Testing
@testable import Raster

/// Reducing an image as Core Graphics does: where its filter is placed,
/// what it keeps, and how it treats hard edges.
@Suite struct CatmullRomResampleTests {
    /// Corner to corner: the first and last destination pixels sit on
    /// the first and last source pixels, the rest evenly between (not at
    /// `(i + 0.5) · n / m − 0.5`, which starts half a step in).
    @Test func theFilterIsPlacedCornerToCorner() {
        let w = CatmullRomResample.weights(inputs: 200, outputs: 50)
        func centre(_ o: Int) -> Double {
            zip(w[o].weights.indices, w[o].weights).reduce(0) { $0 + Double(w[o].first + $1.0) * $1.1 }
        }
        #expect(abs(centre(0) - 0) < 0.6, "the first pixel leans on the edge: \(centre(0))") // edge repeated
        #expect(abs(centre(25) - 25 * 199.0 / 49) < 1e-9)
        for o in w.indices { #expect(abs(w[o].weights.reduce(0, +) - 1) < 1e-12) }
        // Stretched by the reduction: four source pixels a destination
        // pixel, so the filter reaches eight either side.
        let reach = w[25].weights.indices.filter { w[25].weights[$0] != 0 }
        #expect(reach.count >= 15 && reach.count <= 17, "\(reach.count) taps")
    }

    /// An axis kept at its size comes back as it was (the cubic is 1 at its
    /// centre and 0 at the neighbours), here across while the rows, all
    /// alike, are halved.
    @Test func anAxisKeptAtItsSizeIsUnchanged() throws {
        let s = try #require(Surface(width: 9, height: 12))
        for y in 0..<12 { for x in 0..<9 { s[x, y] = premultipliedPixel(r: Double(x) / 8, g: Double(x % 3) / 2, b: 0.3, a: 1) } }
        let out = try #require(CatmullRomResample.resample(s, width: 9, height: 6))
        for x in 0..<9 { #expect(out[x, 0] == s[x, 0] && out[x, 5] == s[x, 11]) }
    }

    /// A hard edge overshoots through the cubic's negative lobes: clamped
    /// to 0...255 and each colour to its alpha, as premultiplied pixels
    /// must be; a flat area stays exactly its colour.
    @Test func hardEdgesAreClampedAndFlatAreasKept() throws {
        let s = try #require(Surface(width: 40, height: 4))
        for y in 0..<4 { for x in 0..<40 { s[x, y] = x < 20 ? 0xFF00_0000 : 0xFFFF_FFFF } }
        let out = try #require(CatmullRomResample.resample(s, width: 10, height: 2))
        #expect(out[0, 0] == 0xFF00_0000 && out[9, 1] == 0xFFFF_FFFF, "flat ends keep their colour")
        for x in 0..<10 {
            let (a, r, g, b) = pixelChannels(out[x, 0])
            #expect(a == 255 && r <= a && g <= a && b <= a)
        }
        let half = try #require(Surface(width: 8, height: 1))
        for x in 0..<8 { half[x, 0] = x.isMultiple(of: 2) ? 0x8080_8080 : 0 }
        let mixed = try #require(CatmullRomResample.resample(half, width: 3, height: 1))
        for x in 0..<3 { let (a, r, _, _) = pixelChannels(mixed[x, 0]); #expect(r <= a) }
    }

    @Test func nothingLargerOrEmptyIsMade() throws {
        let s = try #require(Surface(width: 4, height: 4))
        #expect(CatmullRomResample.resample(s, width: 5, height: 4) == nil)
        #expect(CatmullRomResample.resample(s, width: 0, height: 4) == nil)
    }
}
