import Testing
import Raster

@Suite struct PathRasterizerTests {
    let clip = PixelRect(x: 0, y: 0, width: 32, height: 32)

    @Test func integerRectCoversExactlyItsPixels() {
        let grid = rasterize(rectPath(10, 10, 20, 20), clip: clip)
        for y in 0..<32 {
            for x in 0..<32 {
                let inside = (10..<20).contains(x) && (10..<20).contains(y)
                #expect(at(grid, clip, x, y) == (inside ? 255 : 0), "pixel \(x), \(y)")
            }
        }
    }

    @Test func spansComeOncePerCoveredRowTrimmedOfZeros() {
        var rows: [Int] = []
        PathRasterizer().fill(rectPath(10, 10, 20, 20), rule: .nonZero, clip: clip) { y, x, coverage in
            rows.append(y)
            #expect(x == 10)
            #expect(coverage.count == 10)
            #expect(coverage.allSatisfy { $0 == 255 })
        }
        #expect(rows == Array(10..<20))
    }

    @Test func halfPixelOffsetsGiveHalfAndQuarterCoverage() {
        let grid = rasterize(rectPath(10.5, 10.5, 20.5, 20.5), clip: clip)
        #expect(at(grid, clip, 10, 15) == 128) // 127.5 rounds up
        #expect(at(grid, clip, 20, 15) == 128)
        #expect(at(grid, clip, 15, 10) == 128)
        #expect(at(grid, clip, 10, 10) == 64) // 63.75
        #expect(at(grid, clip, 15, 15) == 255)
        #expect(at(grid, clip, 21, 15) == 0)
        #expect(abs(area(grid) - 100) < 0.1) // 40 edge pixels each round 127.5 up
    }

    @Test func shapeInsideOnePixelCoversItsArea() {
        let grid = rasterize(rectPath(5.25, 5.25, 5.75, 5.75), clip: clip)
        #expect(at(grid, clip, 5, 5) == 64)
        #expect(area(grid) == 64.0 / 255)
    }

    @Test func windingDirectionDoesNotMatter() {
        let forward = rasterize(rectPath(3.3, 4.1, 17.8, 21.6), clip: clip)
        let backward = rasterize(polygonPath([(3.3, 4.1), (3.3, 21.6), (17.8, 21.6), (17.8, 4.1)]), clip: clip)
        #expect(forward == backward)
    }

    @Test func evenOddMakesHolesWhereNonZeroFills() {
        var p = rectPath(4, 4, 28, 28)
        p.move(to: 10, 10); p.line(to: 22, 10); p.line(to: 22, 22); p.line(to: 10, 22); p.close()
        let nonZero = rasterize(p, rule: .nonZero, clip: clip)
        let evenOdd = rasterize(p, rule: .evenOdd, clip: clip)
        #expect(at(nonZero, clip, 16, 16) == 255)
        #expect(at(evenOdd, clip, 16, 16) == 0)
        #expect(at(evenOdd, clip, 6, 16) == 255)
        #expect(area(nonZero) == 24 * 24)
        #expect(area(evenOdd) == 24 * 24 - 12 * 12)
    }

    @Test func clipBoundsTheOutput() {
        let small = PixelRect(x: 5, y: 6, width: 7, height: 3)
        var seen = 0
        PathRasterizer().fill(rectPath(-100, -100, 100, 100), rule: .nonZero, clip: small) { y, x, coverage in
            #expect(small.contains(x: x, y: y))
            #expect(x == 5 && coverage.count == 7)
            #expect(coverage.allSatisfy { $0 == 255 })
            seen += 1
        }
        #expect(seen == 3)
    }

    @Test func edgesLeftOfTheClipStillCount() {
        // A triangle mostly left of the clip: what enters the clip is exact.
        let p = polygonPath([(-1000, 0), (8, 0), (8, 32), (-1000, 32)])
        let grid = rasterize(p, clip: clip)
        #expect(at(grid, clip, 0, 5) == 255)
        #expect(at(grid, clip, 7, 31) == 255)
        #expect(at(grid, clip, 8, 5) == 0)
        #expect(area(grid) == 8 * 32)
    }

    @Test func edgesRightOfTheClipStillCount() {
        let p = polygonPath([(20, 0), (5000, 0), (5000, 32), (20, 32)])
        let grid = rasterize(p, clip: clip)
        #expect(at(grid, clip, 31, 16) == 255)
        #expect(area(grid) == 12 * 32)
    }

    @Test func hugeCoordinatesAreClippedNotWalked() {
        let full = rasterize(rectPath(-1e9, -1e9, 1e9, 1e9), clip: clip)
        #expect(full.allSatisfy { $0 == 255 })

        // A triangle whose far vertices lie at 1e9: its edges cross the clip
        // only through the diagonal x = y.
        let tri = rasterize(polygonPath([(0, 0), (1e9, 1e9), (-1e9, 1e9)]), clip: clip)
        #expect(at(tri, clip, 10, 20) == 255)
        #expect(at(tri, clip, 20, 10) == 0)
        #expect(abs(area(tri) - 32 * 32 / 2) < 0.1)

        // A circle of radius 1e9 whose edge runs through the clip: bounded
        // work, and the inside is filled.
        let circle = rasterize(circlePath(1e9 + 16, 16, 1e9), clip: clip)
        #expect(at(circle, clip, 20, 16) == 255)
        #expect(at(circle, clip, 12, 16) == 0)
    }

    @Test func absurdFiniteCoordinatesDoNotCrash() {
        var p = rectPath(-1e300, -1e300, 1e300, 1e300)
        p.move(to: -1.7e308, 5); p.line(to: 1.7e308, 20); p.cubic(1e308, -1e308, -1e308, 1e308, 3, 3)
        let grid = rasterize(p, rule: .evenOdd, clip: clip)
        #expect(grid.count == 32 * 32)
        let outline = strokeOutline(p, style: StrokeStyle(width: 3, cap: .round, join: .round, dashes: [2, 1]))
        _ = rasterize(outline, clip: clip)
    }

    @Test func nonFiniteCoordinatesDrawNothing() {
        for bad in [Double.nan, .infinity, -.infinity] {
            var calls = 0
            var p = rectPath(2, 2, 20, 20)
            p.move(to: 5, 5); p.line(to: bad, 9); p.line(to: 9, 20)
            PathRasterizer().fill(p, rule: .nonZero, clip: clip) { _, _, _ in calls += 1 }
            #expect(calls == 0)
        }
    }

    @Test func emptyAndZeroAreaPathsDrawNothing() {
        var calls = 0
        let r = PathRasterizer()
        let count = { (_: Int, _: Int, _: UnsafeBufferPointer<UInt8>) in calls += 1 }
        r.fill(RasterPath(), rule: .nonZero, clip: clip, count)
        r.fill(polygonPath([(1, 1), (20, 20)], closed: false), rule: .nonZero, clip: clip, count)
        r.fill(polygonPath([(1, 5), (20, 5), (30, 5)]), rule: .nonZero, clip: clip, count)
        r.fill(rectPath(5, 5, 10, 10), rule: .nonZero, clip: .empty, count)
        r.fill(rectPath(50, 50, 60, 60), rule: .nonZero, clip: clip, count)
        #expect(calls == 0)
    }

    @Test func abuttingShapesLeaveNoSeam() {
        // Two rects sharing the edge x = 10.5, wound the same way: their
        // shared edges run opposite ways and cancel exactly.
        var p = rectPath(4.5, 4, 10.5, 20)
        p.move(to: 10.5, 4); p.line(to: 16.5, 4); p.line(to: 16.5, 20); p.line(to: 10.5, 20); p.close()
        let grid = rasterize(p, clip: clip)
        #expect(at(grid, clip, 10, 10) == 255)
        #expect(at(grid, clip, 4, 10) == 128)
        #expect(at(grid, clip, 16, 10) == 128)
    }

    @Test func oppositeWindingsMeetingInAPixelCancelThere() {
        // The known limit of area accumulation: signed areas are summed within
        // a pixel before the fill rule applies, so where a +1 and a -1 region
        // meet inside one pixel they cancel. (Strokes and ordinary shapes
        // never wind opposite ways side by side.)
        var p = rectPath(4.5, 4, 10.5, 20)
        p.move(to: 10.5, 4); p.line(to: 10.5, 20); p.line(to: 16.5, 20); p.line(to: 16.5, 4); p.close()
        let grid = rasterize(p, clip: clip)
        #expect(at(grid, clip, 9, 10) == 255 && at(grid, clip, 11, 10) == 255)
        #expect(at(grid, clip, 10, 10) == 0)
    }

    @Test func reusedRasterizerGivesTheSameResults() {
        let r = PathRasterizer()
        let star = starPath(16, 16, 14)
        let first = rasterize(star, rule: .evenOdd, clip: clip, using: r)
        let wide = PixelRect(x: -40, y: -3, width: 500, height: 300)
        _ = rasterize(circlePath(200, 100, 90), clip: wide, using: r)
        _ = rasterize(rectPath(1, 1, 3, 3), clip: clip, using: r)
        #expect(rasterize(star, rule: .evenOdd, clip: clip, using: r) == first)
        #expect(rasterize(star, rule: .evenOdd, clip: clip) == first)
    }

    @Test func tallShapesSpanManyBands() {
        // Taller than a band (at most 256 rows) and wider than the band budget
        // allows many rows for, so edges cross band boundaries.
        let tall = PixelRect(x: 0, y: 0, width: 2000, height: 700)
        let p = polygonPath([(10.5, 3.25), (1990.5, 350), (10.5, 696.75)])
        let grid = rasterize(p, clip: tall)
        let expected = 0.5 * 1980 * 693.5
        #expect(abs(area(grid) - expected) < 3) // rounding of ~4000 edge pixels
        #expect(at(grid, tall, 500, 350) == 255)
    }

    /// A curve a billion pixels tall that crosses the clip: only its parts
    /// near the clip are cut finely (halves far outside are chords, which
    /// clip to the same effect), and the coverage is that of the curve
    /// flattened whole.
    @Test func hugeCurvesCrossingTheClipMatchTheWholeFlattening() {
        var path = RasterPath()
        path.move(to: 5, 5)
        path.cubic(30, 1e9, 40, -1e9, 35, 30)
        path.quad(-3e8, 20, 5, 25)
        path.close()
        let clip = PixelRect(x: 0, y: 0, width: 48, height: 40)
        let fast = rasterize(path, clip: clip)
        let whole = rasterize(path.flattened(), clip: clip)
        let d = difference(fast, whole)
        #expect(d.max <= 2 && d.mean < 0.1, "max \(d.max) mean \(d.mean)")
        #expect(area(fast) > 10)
    }
}
