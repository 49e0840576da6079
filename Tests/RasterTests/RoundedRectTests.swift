import Testing
@testable import Raster

/// Row coverage of rounded rectangles against the supersampled reference.
/// Tolerance: at most 4/255 on any pixel (the reference's 64 samples per
/// axis alone may be 2/255 off on an edge, and the sub-row midpoint rule
/// bends arcs slightly),
/// and a mean under 0.5/255 over the touched pixels.
@Suite struct RoundedRectTests {
    /// Both row paths (sub-rows, and cached corner tiles) against the
    /// reference, pixel by pixel; the tiled path also against the sub-row
    /// path (they share the midpoint rule; the tiles' phases are rounded
    /// to 1/64 px, which moves an arc by at most 1/128 px, 2/255 of a
    /// pixel's coverage: at most 3/255 apart).
    func compare(_ shape: RoundedRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let limit = PixelRect(x: -2, y: -2, width: 64, height: 64)
        let area = shape.pixelBounds(within: limit)
        let clip = PixelRect(x0: area.x0 - 1, y0: area.y0 - 1, x1: area.x1 + 1, y1: area.y1 + 1)
        let scratch = RowScratch(width: clip.width), scratch2 = RowScratch(width: clip.width)
        let rows = RoundedRectRows(shape, tiles: scratch2.tiles)
        var worst = (0.0, 0.0), sum = (0.0, 0.0), n = 0, apart = 0.0
        for y in clip.y0..<clip.y1 {
            let r = shape.coverage(row: y, clipX0: clip.x0, clipX1: clip.x1, into: scratch.coverage,
                                   accumulator: scratch.accumulator)
            let t = rows.coverage(row: y, clipX0: clip.x0, clipX1: clip.x1, into: scratch2.coverage,
                                  accumulator: scratch2.accumulator)
            for x in clip.x0..<clip.x1 {
                let fast = x >= r.x0 && x < r.x1 ? Double(scratch.coverage[x - clip.x0]) : 0
                let tiled = x >= t.x0 && x < t.x1 ? Double(scratch2.coverage[x - clip.x0]) : 0
                if x >= r.full0 && x < r.full1 { #expect(fast == 255, "full column \(x),\(y)", sourceLocation: sourceLocation) }
                if x >= t.full0 && x < t.full1 { #expect(tiled == 255, "tiled full column \(x),\(y)", sourceLocation: sourceLocation) }
                let slow = shape.referenceCoverage(x: x, y: y) * 255
                if !area.contains(x: x, y: y) { #expect(slow == 0, sourceLocation: sourceLocation) }
                worst = (max(worst.0, abs(fast - slow)), max(worst.1, abs(tiled - slow)))
                sum = (sum.0 + abs(fast - slow), sum.1 + abs(tiled - slow))
                apart = max(apart, abs(tiled - fast))
                n += 1
            }
        }
        #expect(worst.0 <= 4, "worst \(worst.0) for \(shape)", sourceLocation: sourceLocation)
        #expect(worst.1 <= 4, "tiled: worst \(worst.1) for \(shape)", sourceLocation: sourceLocation)
        #expect(sum.0 / Double(max(n, 1)) <= 0.5, sourceLocation: sourceLocation)
        #expect(sum.1 / Double(max(n, 1)) <= 0.5, "tiled mean", sourceLocation: sourceLocation)
        #expect(apart <= 3, "tiled vs sub-rows: \(apart) for \(shape)", sourceLocation: sourceLocation)
    }

    @Test func cornerTilesAreSharedAcrossWholePixelPositions() {
        let scratch = RowScratch(width: 300)
        for k in 0..<10 {
            let d = Double(k * 25)
            _ = RoundedRectRows(RoundedRect(minX: d, minY: d, maxX: d + 40, maxY: d + 50, radius: 12), tiles: scratch.tiles)
        }
        // One tile serves all four corners of all ten shapes.
        #expect(scratch.tiles.misses == 1)
        _ = RoundedRectRows(RoundedRect(minX: 0.5, minY: 0, maxX: 40.5, maxY: 50, radius: 12), tiles: scratch.tiles)
        #expect(scratch.tiles.misses == 2) // phase 0.5 on both sides: one more tile
    }

    /// Found by fuzzing: a corner radius of a layer scaled up 10^300
    /// times trapped converting its extent to Int. Radii past any tile
    /// (and ones that are not numbers) get no tile; the rows still work.
    @Test func cornersTooLargeForATileGetNone() {
        let tiles = RowScratch(width: 64).tiles
        for r in [1e300, .infinity, .nan, -.infinity, 2e9] {
            #expect(tiles.tile(radius: r, phaseX: 0.5, phaseY: 0.25) == nil, "radius \(r)")
        }
        let s = Surface(width: 64, height: 64)!
        s.fill(RoundedRect(minX: -1e300, minY: 4, maxX: 1e300, maxY: 60, radius: 1e299), color: 0xFF00_00FF,
               clip: s.bounds, scratch: RowScratch(width: 64))
        #expect(s[32, 32] == 0xFF00_00FF)
    }

    @Test func tiledRowsMatchOnLargeAndOddShapes() {
        compare(RoundedRect(minX: 0.3, minY: 0.6, maxX: 1.1, maxY: 1.4, radius: 0.4)) // smaller than a pixel
        compare(RoundedRect(minX: 3.5, minY: 2.5, maxX: 13.5, maxY: 12.5, radius: 5)) // a circle at half pixels
        compare(RoundedRect(minX: 1, minY: 1, maxX: 58, maxY: 9.5, radius: 20)) // a pill, radius clamped
        // Radii too large to cache take the sub-row path through the same API.
        let huge = RoundedRect(minX: 0, minY: 0, maxX: 400, maxY: 400, radius: 150)
        let scratch = RowScratch(width: 400)
        let rows = RoundedRectRows(huge, tiles: scratch.tiles)
        let a = rows.coverage(row: 5, clipX0: 0, clipX1: 400, into: scratch.coverage, accumulator: scratch.accumulator)
        let copy = Array(UnsafeBufferPointer(start: scratch.coverage, count: 400))
        let b = huge.coverage(row: 5, clipX0: 0, clipX1: 400, into: scratch.coverage, accumulator: scratch.accumulator)
        #expect(a.x0 == b.x0 && a.x1 == b.x1 && a.full0 == b.full0)
        #expect(copy[a.x0..<a.x1] == Array(UnsafeBufferPointer(start: scratch.coverage, count: 400))[b.x0..<b.x1])
    }

    @Test func pixelAlignedSquareCoversWholePixelsExactly() {
        let s = RoundedRect(minX: 10, minY: 10, maxX: 20, maxY: 20)
        let scratch = RowScratch(width: 40)
        let r = s.coverage(row: 10, clipX0: 0, clipX1: 40, into: scratch.coverage, accumulator: scratch.accumulator)
        #expect(r.x0 == 10 && r.x1 == 20 && r.full0 == 10 && r.full1 == 20)
        let outside = s.coverage(row: 20, clipX0: 0, clipX1: 40, into: scratch.coverage, accumulator: scratch.accumulator)
        #expect(outside.x1 <= outside.x0)
    }

    @Test func fractionalRectanglesMatchTheReference() {
        compare(RoundedRect(minX: 3.3, minY: 4.75, maxX: 40.6, maxY: 21.1))
        compare(RoundedRect(minX: 10.5, minY: 10.5, maxX: 10.9, maxY: 30.2))
    }

    @Test func roundedCornersMatchTheReference() {
        compare(RoundedRect(minX: 2, minY: 3, maxX: 52, maxY: 40, radius: 12))
        compare(RoundedRect(minX: 2.4, minY: 3.7, maxX: 51.1, maxY: 40.2, radius: 12))
        compare(RoundedRect(minX: 5.5, minY: 5.25, maxX: 20.5, maxY: 50, radius: 1.5))
        compare(RoundedRect(minX: 0, minY: 0, maxX: 30, maxY: 30, radius: 15)) // a circle
    }

    @Test func perCornerRadiiMatchTheReference() {
        compare(RoundedRect(minX: 1.2, minY: 2.9, maxX: 55, maxY: 47.5, radii: (20, 0, 6, 11)))
    }

    @Test func radiiClampToHalfTheShorterSide() {
        let s = RoundedRect(minX: 0, minY: 0, maxX: 40, maxY: 10, radius: 30)
        #expect(s.radii.tl == 5 && s.radii.br == 5)
        compare(s.offsetBy(dx: 3.5, dy: 4.25))
    }

    @Test func nanAndEmptyShapesCoverNothing() {
        let scratch = RowScratch(width: 10)
        for s in [RoundedRect(minX: .nan, minY: 0, maxX: 5, maxY: 5), RoundedRect(minX: 5, minY: 5, maxX: 5, maxY: 9),
                  RoundedRect(minX: 8, minY: 0, maxX: 2, maxY: 5)] {
            #expect(s.pixelBounds(within: PixelRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
            let r = s.coverage(row: 1, clipX0: 0, clipX1: 10, into: scratch.coverage, accumulator: scratch.accumulator)
            #expect(r.x1 <= r.x0)
        }
    }

    @Test func hugeShapesAreClippedWithoutHugeWork() throws {
        let surface = try #require(Surface(width: 32, height: 32))
        let scratch = RowScratch()
        surface.fill(RoundedRect(minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9, radius: 1e8), color: 0xFF00_00FF,
                     clip: surface.bounds, scratch: scratch)
        #expect(surface[0, 0] == 0xFF00_00FF && surface[31, 31] == 0xFF00_00FF)
        #expect(scratch.capacity <= 33)
    }

    @Test func borderIsTheRingBetweenTheEdgeAndTheInset() throws {
        let surface = try #require(Surface(width: 40, height: 40))
        let shape = RoundedRect(minX: 5, minY: 5, maxX: 35, maxY: 35, radius: 8)
        surface.fillBorder(shape, width: 2, color: 0xFFFF_0000, clip: surface.bounds, scratch: RowScratch())
        #expect(surface[20, 5] == 0xFFFF_0000 && surface[20, 6] == 0xFFFF_0000)
        #expect(surface[20, 7] == 0, "inside the border")
        #expect(surface[20, 20] == 0)
        #expect(surface[5, 5] == 0, "outside the rounded corner")
        #expect(surface[34, 20] == 0xFFFF_0000)
    }

    @Test func clipKeepsOnlyTheShape() throws {
        let surface = try #require(Surface(width: 20, height: 20))
        surface.fill(0xFFFF_FFFF)
        surface.clip(to: RoundedRect(minX: 2, minY: 2, maxX: 18, maxY: 18, radius: 6), area: surface.bounds, scratch: RowScratch())
        #expect(surface[0, 10] == 0 && surface[10, 0] == 0 && surface[2, 2] == 0)
        #expect(surface[10, 10] == 0xFFFF_FFFF)
        let edge = pixelChannels(surface[3, 4])
        #expect(edge.a > 0 && edge.a < 255)
    }
}
