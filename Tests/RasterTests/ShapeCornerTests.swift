import Testing
import Raster

/// Fills and borders drawn from cached corner tiles against the
/// row-by-row path: the same bytes for every shape the tiles accept,
/// whatever the clip.
@Suite struct ShapeCornerTests {
    /// A surface with a pattern under the border, so blending shows.
    func background() -> Surface {
        let s = Surface(width: 96, height: 80)!
        for y in 0..<80 {
            for x in 0..<96 {
                s[x, y] = premultipliedPixel(r: Double(x) / 95, g: Double(y) / 79, b: 0.3, a: x % 7 == 0 ? 0.4 : 1)
            }
        }
        return s
    }

    /// A border of `width`, or for width 0 a fill, from tiles and row by row.
    func bothWays(_ shape: RoundedRect, width: Double, color: UInt32, clip: PixelRect) -> (Surface, Surface, Bool) {
        let fast = background(), slow = background()
        let scratch = RowScratch()
        if width == 0 {
            let took = fast.fillFromCorners(shape, color: color, clip: clip, scratch: scratch)
            if !took { fast.fillRowByRow(shape, color: color, clip: clip, scratch: scratch) }
            slow.fillRowByRow(shape, color: color, clip: clip, scratch: RowScratch())
            return (fast, slow, took)
        }
        let took = fast.fillBorderFromCorners(shape, width: width, color: color, clip: clip, scratch: scratch)
        if !took { fast.fillBorderRowByRow(shape, inner: shape.inset(by: width), color: color, clip: clip, scratch: scratch) }
        slow.fillBorderRowByRow(shape, inner: shape.inset(by: width), color: color, clip: clip, scratch: RowScratch())
        return (fast, slow, took)
    }

    func differences(_ a: Surface, _ b: Surface) -> Int {
        var n = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { n += 1 } }
        return n
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.015625, 0.984375])
    func cachedCornersDrawWhatTheRowsDraw(phase: Double) {
        var drawn = 0
        for radius in [0.0, 1, 2.5, 6, 12, 17.75] {
            for width in [0, 0.5, 1, 2, 3.25, 8] {
                for (i, color) in [UInt32(0xFF40_2010), 0xCC33_6699, 0x8000_0080].enumerated() {
                    let shape = RoundedRect(minX: 7 + phase, minY: 5 + phase * Double(i), maxX: 71 + phase,
                                            maxY: 62 - phase, radius: radius)
                    for clip in [PixelRect(x: 0, y: 0, width: 96, height: 80), PixelRect(x: 10, y: 20, width: 30, height: 9),
                                 PixelRect(x: 60, y: 0, width: 36, height: 11)] {
                        let (fast, slow, took) = bothWays(shape, width: width, color: color, clip: clip)
                        #expect(differences(fast, slow) == 0, "radius \(radius) width \(width) clip \(clip)")
                        if took { drawn += 1 }
                    }
                }
            }
        }
        // Every one of these shapes is on the grid and large enough.
        #expect(drawn == 6 * 6 * 3 * 3)
    }

    /// Shapes between grid points are drawn as the nearest shape on the
    /// 1/64-pixel grid: exactly that shape's rows, and close to their own
    /// rows. An edge moved by at most 1/128 pixel changes its pixels'
    /// coverage by at most 2 of 255, and a blend's rounding adds 1: 3 for
    /// a fill or a border whose width is on the grid. A width off the grid
    /// moves the inner edge by up to 1/64 more: 5.
    @Test(arguments: [0.37, 0.61, 0.3, 0.0071, 0.9921])
    func shapesOffTheGridAreDrawnAsTheNearestOnIt(phase: Double) {
        for radius in [0.0, 4, 12, 17.75] {
            for width in [0, 1.0 / 3, 2, 2.3] {
                let shape = RoundedRect(minX: 7 + phase, minY: 5 + phase / 2, maxX: 71 + phase * 3,
                                        maxY: 62 - phase, radius: radius)
                let snapped = RoundedRect(minX: grid(shape.minX), minY: grid(shape.minY), maxX: grid(shape.maxX),
                                          maxY: grid(shape.maxY), radius: radius)
                let (fast, exact, took) = bothWays(shape, width: width, color: 0xCC33_6699,
                                                   clip: PixelRect(x: 0, y: 0, width: 96, height: 80))
                #expect(took, "radius \(radius) width \(width)")
                let (_, onGrid, _) = bothWays(snapped, width: grid(width), color: 0xCC33_6699,
                                              clip: PixelRect(x: 0, y: 0, width: 96, height: 80))
                #expect(differences(fast, onGrid) == 0, "radius \(radius) width \(width)")
                let tolerance = grid(width) == width ? 3 : 5
                #expect(largestDifference(fast, exact) <= tolerance, "radius \(radius) width \(width)")
            }
        }
    }

    func grid(_ v: Double) -> Double { (v * 64).rounded() / 64 }

    /// The largest difference of one channel between two surfaces.
    func largestDifference(_ a: Surface, _ b: Surface) -> Int {
        var m = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                for shift in stride(from: UInt32(0), to: 32, by: 8) {
                    m = max(m, abs(Int((a[x, y] >> shift) & 0xFF) - Int((b[x, y] >> shift) & 0xFF)))
                }
            }
        }
        return m
    }

    @Test func shapesTooSmallForTheirCornersAreLeftToTheRows() {
        let scratch = RowScratch()
        let s = background()
        // Corners of 10 and 11 columns on a shape 20 wide.
        let small = RoundedRect(minX: 7, minY: 5, maxX: 26.5, maxY: 50, radius: 12)
        #expect(!s.fillBorderFromCorners(small, width: 2, color: 0xFF00_0000, clip: s.bounds, scratch: scratch))
        // A border thinner than half a grid step would snap to nothing.
        let hairline = RoundedRect(minX: 7, minY: 5, maxX: 60, maxY: 50, radius: 12)
        #expect(!s.fillBorderFromCorners(hairline, width: 0.005, color: 0xFF00_0000, clip: s.bounds, scratch: scratch))
        #expect(differences(s, background()) == 0, "nothing drawn when refused")
        // fillBorder still draws them, row by row.
        let a = background(), b = background()
        a.fillBorder(small, width: 2, color: 0xFF00_0000, clip: a.bounds, scratch: scratch)
        b.fillBorderRowByRow(small, inner: small.inset(by: 2), color: 0xFF00_0000, clip: b.bounds, scratch: RowScratch())
        #expect(differences(a, b) == 0)
        #expect(differences(a, background()) > 0)
    }

    @Test(arguments: [0.0, 2, 5])
    func eachCornerKeepsItsOwnRadius(width: Double) {
        for radii in [(16.0, 0.0, 9.0, 3.0), (2, 20, 0, 11), (0, 0, 0, 30)] {
            let shape = RoundedRect(minX: 4, minY: 4.5, maxX: 90, maxY: 70, radii: (tl: radii.0, tr: radii.1, br: radii.2, bl: radii.3))
            let (fast, slow, took) = bothWays(shape, width: width, color: 0xFF10_8040,
                                              clip: PixelRect(x: 0, y: 0, width: 96, height: 80))
            #expect(took)
            #expect(differences(fast, slow) == 0, "radii \(radii) width \(width)")
        }
    }

    @Test func fillsWhoseCornersMeetAreLeftToTheRows() {
        let s = background()
        let scratch = RowScratch()
        #expect(!s.fillFromCorners(RoundedRect(minX: 7, minY: 5, maxX: 14.5, maxY: 50, radius: 8), color: 0xFF00_0000,
                                   clip: s.bounds, scratch: scratch), "corners that meet")
        #expect(differences(s, background()) == 0)
    }

    /// More corners than the cache keeps: it starts again in the middle
    /// of a shape's four lookups, and the corners that shape already holds
    /// must stay intact until it is drawn.
    @Test func aCacheThatFillsUpMidShapeKeepsTheCornersInUse() {
        let scratch = RowScratch(), rows = RowScratch()
        let fast = background(), slow = background()
        for k in 0..<300 {
            let a = 2 + Double(k) / 32
            let shape = RoundedRect(minX: 3, minY: 2, maxX: 93, maxY: 78, radii: (a, a + 1 / 64, a + 2 / 64, a + 3 / 64))
            let color = premultipliedPixel(r: Double(k % 7) / 6, g: 0.5, b: 0.2, a: 0.3)
            #expect(fast.fillFromCorners(shape, color: color, clip: fast.bounds, scratch: scratch))
            slow.fillRowByRow(shape, color: color, clip: slow.bounds, scratch: rows)
            #expect(fast.fillBorderFromCorners(shape, width: 1.5, color: color, clip: fast.bounds, scratch: scratch))
            slow.fillBorderRowByRow(shape, inner: shape.inset(by: 1.5), color: color, clip: slow.bounds, scratch: rows)
        }
        #expect(differences(fast, slow) == 0)
    }
}

/// A layer gliding between pixels meets phase after phase of its corners:
/// the cache keeps them all (a second pass makes none), within its bound.
/// (Every third phase each way: the whole sweep takes seconds unoptimised.)
@Suite struct ShapeCornerCacheBoundTests {
    @Test func phasesOfAMovingLayerAreKeptWithinTheBound() {
        let s = Surface(width: 140, height: 120)!
        let scratch = RowScratch()
        func sweep() {
            for qy in stride(from: 0, to: 64, by: 3) {
                for qx in stride(from: 0, to: 64, by: 3) {
                    let dx = Double(qx) / 64, dy = Double(qy) / 64
                    let shape = RoundedRect(minX: 10 + dx, minY: 8 + dy, maxX: 110 + dx, maxY: 100 + dy, radius: 12)
                    s.fill(shape, color: 0xCC33_6699, border: 2, borderColor: 0xFF19_334C, clip: s.bounds,
                           scratch: scratch)
                }
            }
        }
        sweep()
        let made = scratch.cornerCount
        // The fill's and the border's corners, at most 64 × 64 phases each.
        #expect(made > 22 * 22 && made <= 2 * 64 * 64, "\(made) corners")
        #expect(scratch.cornerBytes <= 8 << 20, "\(scratch.cornerBytes) bytes")
        sweep()
        #expect(scratch.cornerCount == made, "a second pass makes no corner")
    }
}
