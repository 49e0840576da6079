import Testing
import Raster

/// Images through affine and projective maps: the fast path (spans,
/// stepping, fixed point, prepared mip samplers) against the per-pixel
/// floating-point reference.
@Suite struct DrawImageTests {
    /// A 64×64 test card: gradients, a grid, and a transparent corner.
    func card() -> Surface {
        let s = Surface(width: 64, height: 64)!
        for y in 0..<64 {
            for x in 0..<64 {
                if x < 8 && y < 8 { s[x, y] = 0; continue }
                let grid = x % 16 == 0 || y % 16 == 0
                s[x, y] = grid ? 0xFF10_1010 : premultipliedPixel(r: Double(x) / 63, g: Double(y) / 63, b: 0.5, a: 0.6 + 0.4 * Double(x) / 63)
            }
        }
        return s
    }

    func compare(map: Projective, filter: SampleFilter, source: (Double, Double, Double, Double) = (0, 0, 64, 64),
                 alpha: UInt32 = 255, sourceLocation: SourceLocation = #_sourceLocation) {
        let image = card()
        let fast = Surface(width: 120, height: 100)!, slow = Surface(width: 120, height: 100)!
        fast.fill(0xFFFF_FFFF); slow.fill(0xFFFF_FFFF)
        let clip = PixelRect(x: 3, y: 2, width: 110, height: 90)
        fast.draw(image, source: source, map: map, filter: filter, alpha: alpha, clip: clip)
        slow.referenceDraw(image, source: source, map: map, filter: filter, alpha: alpha, clip: clip)
        var worst = 0, total = 0, drawn = 0
        for y in 0..<100 {
            for x in 0..<120 {
                let a = fast[x, y], b = slow[x, y]
                if b != 0xFFFF_FFFF { drawn += 1 }
                for s in stride(from: UInt32(0), through: 24, by: 8) {
                    let d = abs(Int((a >> s) & 0xFF) - Int((b >> s) & 0xFF))
                    worst = max(worst, d)
                    total += d
                }
            }
        }
        let mean = Double(total) / Double(120 * 100 * 4)
        #expect(drawn > 300, "the map should put the image on the surface", sourceLocation: sourceLocation)
        #expect(worst <= 3, "worst channel difference \(worst)", sourceLocation: sourceLocation)
        #expect(mean <= 0.25, "mean difference \(mean)", sourceLocation: sourceLocation)
    }

    /// At its own size on whole pixels the image is blended as it is
    /// (the fast row copy): the very bytes the sampler gives a hair off the
    /// grid, and the reference's, for every filter, a partial source region
    /// and an alpha, cut by the clip.
    @Test func wholePixelPlacementIsTheSamplersPicture() {
        for filter in [SampleFilter.nearest, .bilinear, .trilinear] {
            for (source, alpha) in [((0.0, 0.0, 64.0, 64.0), UInt32(255)), ((8.0, 16.0, 40.0, 60.0), 180)] {
                let image = card()
                let blit = Surface(width: 120, height: 100)!, sampled = Surface(width: 120, height: 100)!
                blit.fill(0xFFFF_FFFF); sampled.fill(0xFFFF_FFFF)
                let clip = PixelRect(x: 20, y: 2, width: 90, height: 60)
                blit.draw(image, source: source, map: Projective(a: 1, b: 0, c: 0, d: 1, tx: 17, ty: -5),
                          filter: filter, alpha: alpha, clip: clip)
                sampled.draw(image, source: source, map: Projective(a: 1, b: 0, c: 0, d: 1, tx: 17 + 1e-7, ty: -5),
                             filter: filter, alpha: alpha, clip: clip)
                var same = true
                for y in 0..<100 { for x in 0..<120 where blit[x, y] != sampled[x, y] { same = false } }
                #expect(same, "\(filter) \(source)")
                compare(map: Projective(a: 1, b: 0, c: 0, d: 1, tx: 17, ty: -5), filter: filter, source: source, alpha: alpha)
            }
        }
    }

    func rotation(_ angle: Double, scale: Double, at x: Double, _ y: Double) -> Projective {
        let c = cos(angle) * scale, s = sin(angle) * scale
        // About the image centre (32, 32), then to (x, y).
        return Projective(a: c, b: s, c: -s, d: c, tx: x - 32 * c + 32 * s, ty: y - 32 * s - 32 * c)
    }

    @Test func rotatedBilinearMatchesTheReference() {
        for angle in [0.0, 0.3, 1.1, 2.5, -0.7] {
            compare(map: rotation(angle, scale: 1.2, at: 60, 50), filter: .bilinear)
        }
    }

    @Test func scaledAndCroppedImagesMatchTheReference() {
        compare(map: Projective(a: 1.7, b: 0, c: 0, d: 1.3, tx: 5.25, ty: 4.5), filter: .bilinear,
                source: (10, 6, 50, 60))
        compare(map: rotation(0.4, scale: 1.5, at: 60, 50), filter: .nearest)
        compare(map: rotation(0.9, scale: 1, at: 60, 50), filter: .bilinear, alpha: 140)
    }

    @Test func minifiedTrilinearMatchesTheReference() {
        compare(map: rotation(0.5, scale: 0.6, at: 60, 50), filter: .trilinear)
        compare(map: rotation(0.2, scale: 0.3, at: 60, 50), filter: .trilinear)
    }

    @Test func projectiveMapsMatchTheReference() {
        // A perspective tilt: w varies across the image.
        let m = Projective(a: 1.2, b: 0.1, c: -0.2, d: 1.1, tx: 30, ty: 10, px: 0.004, py: 0.002, pw: 1)
        compare(map: m, filter: .bilinear)
    }
}

#if canImport(Glibc)
import Glibc
#endif
