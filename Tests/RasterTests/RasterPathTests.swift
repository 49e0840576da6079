import Testing
import Raster

@Suite struct RasterPathTests {
    @Test func elementsAreRecordedInOrder() {
        var p = RasterPath()
        p.move(to: 1, 2)
        p.line(to: 3, 4)
        p.quad(5, 6, 7, 8)
        p.cubic(9, 10, 11, 12, 13, 14)
        p.close()
        #expect(p.elements == [
            .move(x: 1, y: 2), .line(x: 3, y: 4), .quad(cx: 5, cy: 6, x: 7, y: 8),
            .cubic(c1x: 9, c1y: 10, c2x: 11, c2y: 12, x: 13, y: 14), .close,
        ])
        var walked = 0
        p.forEach { _ in walked += 1 }
        #expect(walked == 5)
        #expect(!p.isEmpty)
    }

    @Test func segmentWithoutCurrentPointIsIgnored() {
        var p = RasterPath()
        p.line(to: 3, 4)
        p.cubic(1, 1, 2, 2, 3, 3)
        p.close()
        #expect(p.isEmpty)
    }

    @Test func segmentAfterCloseStartsAtTheClosedSubpathsStart() {
        var p = RasterPath()
        p.move(to: 1, 1)
        p.line(to: 5, 1)
        p.close()
        p.line(to: 1, 9)
        #expect(p.elements == [.move(x: 1, y: 1), .line(x: 5, y: 1), .close, .move(x: 1, y: 1), .line(x: 1, y: 9)])
    }

    @Test func consecutiveMovesCollapseIntoTheLast() {
        var p = RasterPath()
        p.move(to: 1, 1)
        p.move(to: 2, 2)
        p.line(to: 3, 3)
        #expect(p.elements == [.move(x: 2, y: 2), .line(x: 3, y: 3)])
    }

    @Test func closeTwiceClosesOnce() {
        var p = RasterPath()
        p.move(to: 1, 1)
        p.line(to: 2, 2)
        p.close()
        p.close()
        #expect(p.elements.count == 3)
    }

    @Test func boundsCoverControlPoints() throws {
        var p = RasterPath()
        #expect(p.bounds == nil)
        p.move(to: 10, 10)
        p.cubic(-5, 40, 30, -20, 20, 20)
        let b = try #require(p.bounds)
        #expect(b.minX == -5 && b.minY == -20 && b.maxX == 30 && b.maxY == 40)
    }

    @Test func boundsAreNilForNonFiniteCoordinates() {
        var p = RasterPath()
        p.move(to: 0, 0)
        p.line(to: .nan, 3)
        #expect(p.bounds == nil)
        var q = RasterPath()
        q.move(to: 0, 0)
        q.line(to: 3, .infinity)
        #expect(q.bounds == nil)
    }

    @Test func removeAllEmptiesThePathForReuse() {
        var p = rectPath(0, 0, 10, 10)
        p.removeAll(keepingCapacity: true)
        #expect(p.isEmpty)
        #expect(p.bounds == nil)
        p.line(to: 5, 5) // no current point any more
        #expect(p.isEmpty)
        p.move(to: 1, 1)
        p.line(to: 2, 2)
        #expect(p.elements == [.move(x: 1, y: 1), .line(x: 2, y: 2)])
    }
}
