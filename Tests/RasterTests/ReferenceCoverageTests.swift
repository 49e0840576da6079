import Testing
import Raster

@Suite struct ReferenceCoverageTests {
    let clip = PixelRect(x: 0, y: 0, width: 24, height: 24)

    @Test func integerRectIsExact() {
        let grid = referenceCoverage(rectPath(4, 4, 12, 20), rule: .nonZero, clip: clip)
        #expect(grid.count == 24 * 24)
        for y in 0..<24 {
            for x in 0..<24 {
                let inside = (4..<12).contains(x) && (4..<20).contains(y)
                #expect(at(grid, clip, x, y) == (inside ? 255 : 0))
            }
        }
    }

    @Test func halfPixelEdgesSampleHalf() {
        let grid = referenceCoverage(rectPath(4.5, 4.5, 12.5, 20.5), rule: .nonZero, clip: clip)
        #expect(at(grid, clip, 4, 10) == 128)
        #expect(at(grid, clip, 4, 4) == 64)
    }

    @Test func clipOriginIsRespected() {
        let shifted = PixelRect(x: 10, y: 20, width: 4, height: 4)
        let grid = referenceCoverage(rectPath(11, 21, 12, 22), rule: .nonZero, clip: shifted)
        #expect(grid == [0, 0, 0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func rulesDifferOnTheStarsCentre() {
        let star = starPath(12, 12, 11)
        #expect(at(referenceCoverage(star, rule: .nonZero, clip: clip), clip, 12, 12) == 255)
        #expect(at(referenceCoverage(star, rule: .evenOdd, clip: clip), clip, 12, 12) == 0)
    }

    @Test func nonFinitePathsAreEmpty() {
        var p = rectPath(1, 1, 9, 9)
        p.line(to: .nan, 3)
        #expect(referenceCoverage(p, rule: .nonZero, clip: clip).allSatisfy { $0 == 0 })
    }
}
