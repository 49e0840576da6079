import Testing
import Raster

/// A background and its border in one pass against the two drawn one
/// after the other: the same bytes, for layers on and off the pixel grid,
/// translucent and opaque borders, narrow shapes, shapes against the
/// surface's edges, and clips that cut through the edge columns.
@Suite struct FillAndBorderTests {
    func background() -> Surface {
        let s = Surface(width: 90, height: 70)!
        for y in 0..<70 {
            for x in 0..<90 {
                s[x, y] = premultipliedPixel(r: Double(x) / 89, g: Double(y) / 69, b: 0.6, a: (x + y) % 5 == 0 ? 0.3 : 1)
            }
        }
        return s
    }

    func differences(_ a: Surface, _ b: Surface) -> Int {
        var n = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { n += 1 } }
        return n
    }

    /// Draws the pair both ways and counts the pixels that differ.
    func compare(_ shape: RoundedRect, width: Double, fill: UInt32, border: UInt32, clip: PixelRect) -> Int {
        let one = background(), two = background()
        one.fill(shape, color: fill, border: width, borderColor: border, clip: clip, scratch: RowScratch())
        let scratch = RowScratch()
        two.fill(shape, color: fill, clip: clip, scratch: scratch)
        two.fillBorder(shape, width: width, color: border, clip: clip, scratch: scratch)
        return differences(one, two)
    }

    @Test(arguments: [0.0, 0.37, 0.61, 0.5, 0.984375])
    func onePassDrawsWhatTwoDraw(phase: Double) {
        let colors: [(UInt32, UInt32)] = [(0xCC33_6699, 0xFF19_334C), (0xCC33_6699, 0x8010_2030), (0xFFFF_0000, 0xFF00_FF00)]
        let clips = [PixelRect(x: 0, y: 0, width: 90, height: 70), PixelRect(x: 8, y: 10, width: 40, height: 9),
                     PixelRect(x: 9, y: 0, width: 2, height: 70), PixelRect(x: 60, y: 30, width: 30, height: 40)]
        for radius in [0.0, 3, 12, 20] {
            for width in [0.5, 1, 2, 3.25, 7] {
                for (fill, border) in colors {
                    let shape = RoundedRect(minX: 7.5 + phase, minY: 4 + phase, maxX: 66 + phase / 2, maxY: 60 + phase,
                                            radius: radius)
                    for clip in clips {
                        #expect(compare(shape, width: width, fill: fill, border: border, clip: clip) == 0,
                                "radius \(radius) width \(width) clip \(clip)")
                    }
                }
            }
        }
    }

    @Test func narrowShapesAndShapesAtTheEdges() {
        let shapes = [
            RoundedRect(minX: 10, minY: 10, maxX: 16, maxY: 60, radius: 2),          // six columns wide
            RoundedRect(minX: 84.3, minY: 5, maxX: 90, maxY: 65, radius: 2),         // against the right edge
            RoundedRect(minX: 0, minY: 0.4, maxX: 5.5, maxY: 70, radius: 1),         // against the left edge
            RoundedRect(minX: -20, minY: -10, maxX: 100, maxY: 80, radius: 30),      // past every edge
            RoundedRect(minX: 3, minY: 3, maxX: 87, maxY: 67, radii: (12, 0, 5, 20)), // mixed corners
        ]
        for shape in shapes {
            for width in [1.0, 2.5] {
                #expect(compare(shape, width: width, fill: 0xB050_4030, border: 0xE0A0_1020,
                                clip: PixelRect(x: 0, y: 0, width: 90, height: 70)) == 0, "\(shape) width \(width)")
            }
        }
    }
}
