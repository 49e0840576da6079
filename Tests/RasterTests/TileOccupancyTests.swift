import Testing
import Raster

/// A sparse picture drawn with its empty tiles passed over gives the very
/// pixels a draw that samples every tile gives, through affine and
/// projective maps, over and added.
@Suite struct TileOccupancyTests {
    /// 300×200, transparent but for three small spots: one starting on a
    /// tile's first row and column (a tap from the tiles before it reads
    /// it), one at an edge and one at a corner (where taps clamp); and
    /// stale pixels outside the area said to be drawn.
    func sparse() -> Surface {
        let s = Surface(width: 320, height: 210)!
        s.fill(0xFF80_4020) // beyond the picture and outside the area: stale
        s.clear(PixelRect(x: 0, y: 0, width: 300, height: 200))
        for (cx, cy) in [(163, 99), (299, 40), (0, 199)] {
            for y in max(cy - 3, 0)...min(cy + 3, 199) {
                for x in max(cx - 3, 0)...min(cx + 3, 299) { s[x, y] = premultipliedPixel(r: 0.9, g: 0.3, b: 0.1, a: 0.8) }
            }
        }
        return s
    }

    @Test(arguments: [
        Projective(a: 0.6, b: -0.8, c: 0.8, d: 0.6, tx: 40, ty: 260),
        Projective(a: 1.7, b: 0.3, c: -0.2, d: 1.4, tx: 30.25, ty: -12.5),
        Projective(a: 0.9, b: 0.1, c: 0.05, d: 1.1, tx: 20, ty: 15, px: 0.0006, py: 0.0004, pw: 1),
    ])
    func skippingEmptyTilesChangesNoPixel(_ map: Projective) {
        let image = sparse()
        let area = PixelRect(x: 0, y: 0, width: 300, height: 190) // the last rows are said to be stale
        let occupancy = TileOccupancy()
        occupancy.update(from: image, width: 300, height: 200, area: area)
        for additive in [false, true] {
            let all = Surface(width: 500, height: 480)!, skipped = Surface(width: 500, height: 480)!
            all.fill(0xFF20_6040); skipped.fill(0xFF20_6040)
            let clip = PixelRect(x: 0, y: 0, width: 500, height: 480)
            let source = (0.0, 0.0, 300.0, 200.0)
            all.draw(image, source: source, map: map, filter: .bilinear, alpha: 230, clip: clip, additive: additive)
            skipped.draw(image, source: source, map: map, filter: .bilinear, alpha: 230, clip: clip, additive: additive,
                         occupancy: occupancy)
            var differing = 0, drawn = 0
            for y in 0..<480 {
                for x in 0..<500 {
                    if all[x, y] != skipped[x, y] { differing += 1 }
                    if all[x, y] != 0xFF20_6040 { drawn += 1 }
                }
            }
            #expect(differing == 0, "additive \(additive): \(differing) pixels differ")
            #expect(drawn > 50, "the spots were drawn")
        }
    }

    @Test func tilesFarFromAnythingAreEmptyAndTheRestAreNot() {
        let image = sparse()
        let occupancy = TileOccupancy()
        occupancy.update(from: image, width: 300, height: 200, area: PixelRect(x: 0, y: 0, width: 300, height: 190))
        #expect(occupancy.isEmpty(60, 60), "nothing within a tile of (60, 60)")
        #expect(!occupancy.isEmpty(163, 99) && !occupancy.isEmpty(150, 85), "the middle spot and the tile before it")
        #expect(occupancy.isEmpty(130, 70), "two tiles away from it")
        #expect(!occupancy.isEmpty(-40, 400), "a tap past the corner clamps to the corner's spot")
        #expect(!occupancy.isEmpty(250, 199), "rows not drawn are not known to be empty")
    }
}
