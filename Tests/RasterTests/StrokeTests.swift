import Testing
import Raster

@Suite struct StrokeTests {
    let clip = PixelRect(x: 0, y: 0, width: 64, height: 48)

    func stroke(_ path: RasterPath, _ style: StrokeStyle, tolerance: Double = 0.25) -> [UInt8] {
        let outline = strokeOutline(path, style: style, tolerance: tolerance)
        return rasterize(outline, rule: .nonZero, clip: clip, tolerance: tolerance)
    }

    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> RasterPath {
        polygonPath([(x0, y0), (x1, y1)], closed: false)
    }

    /// True when exactly the pixels of [x0, x1) x [y0, y1) are full and all
    /// others empty.
    func coversExactly(_ grid: [UInt8], _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Bool {
        for y in clip.y0..<clip.y1 {
            for x in clip.x0..<clip.x1 {
                let inside = (x0..<x1).contains(x) && (y0..<y1).contains(y)
                if at(grid, clip, x, y) != (inside ? 255 : 0) { return false }
            }
        }
        return true
    }

    @Test func buttCapsCoverExactlyTheLinesRect() {
        let grid = stroke(line(10, 20, 50, 20), StrokeStyle(width: 4, cap: .butt))
        #expect(coversExactly(grid, 10, 18, 50, 22))
    }

    @Test func squareCapsExtendByHalfTheWidth() {
        let grid = stroke(line(10, 20, 50, 20), StrokeStyle(width: 4, cap: .square))
        #expect(coversExactly(grid, 8, 18, 52, 22))
        let vertical = stroke(line(30, 40, 30, 10), StrokeStyle(width: 2, cap: .square))
        #expect(coversExactly(vertical, 29, 9, 31, 41))
    }

    @Test func roundCapsAddHalfDiscs() {
        let grid = stroke(line(10, 20, 50, 20), StrokeStyle(width: 4, cap: .round))
        let expected = 40 * 4 + Double.pi * 2 * 2
        #expect(abs(area(grid) - expected) < 0.01 * expected)
        #expect(at(grid, clip, 8, 19) > 200) // inside the left cap
        // The caps reach x = 8 and 52, give or take the tolerance.
        #expect(at(grid, clip, 7, 20) < 64 && at(grid, clip, 52, 20) < 64) // 0.25 x 255
        #expect(at(grid, clip, 6, 20) == 0 && at(grid, clip, 53, 20) == 0)
    }

    /// An L: right along y = 30, then up along x = 30, width 4. The outer
    /// corner is the pixel square [30, 32) x [30, 32).
    func corner(_ join: LineJoin, miterLimit: Double = 10, tolerance: Double = 0.25) -> [UInt8] {
        stroke(polygonPath([(10, 30), (30, 30), (30, 10)], closed: false),
               StrokeStyle(width: 4, join: join, miterLimit: miterLimit), tolerance: tolerance)
    }

    @Test func miterJoinFillsTheCornerSquare() {
        let grid = corner(.miter)
        for (x, y) in [(30, 30), (31, 30), (30, 31), (31, 31)] { #expect(at(grid, clip, x, y) == 255) }
        #expect(at(grid, clip, 32, 32) == 0)
        #expect(area(grid) == 160) // two 20 x 4 arms, minus their 2 x 2 overlap, plus the corner
    }

    @Test func bevelJoinCutsTheCornerDiagonally() {
        let grid = corner(.bevel)
        #expect(at(grid, clip, 30, 30) == 255)
        #expect(at(grid, clip, 31, 30) == 128)
        #expect(at(grid, clip, 30, 31) == 128)
        #expect(at(grid, clip, 31, 31) == 0)
        #expect(abs(area(grid) - 158) < 0.01) // as for the miter, but half the corner (and 127.5 rounds up)
    }

    @Test func roundJoinLiesBetweenBevelAndMiter() {
        let round = area(corner(.round)), bevel = area(corner(.bevel)), miter = area(corner(.miter))
        #expect(bevel < round && round < miter)
        // Finely flattened, the corner is the quarter disc of radius 2
        // around (30, 30).
        let fine = area(corner(.round, tolerance: 0.01))
        #expect(abs(fine - (156 + Double.pi)) < 0.02)
        // At the default tolerance the arc's outline stays within 0.25 px of
        // the circle, so the area is within 0.25 x the arc's length (pi).
        #expect(abs(round - (156 + Double.pi)) < 0.25 * Double.pi)
    }

    @Test func miterLimitFallsBackToBevelForSharpAngles() {
        // A hairpin: right to x = 50, then back at a slight angle. The miter
        // would stick out about 2 / sin(2.9°) ≈ 40 pixels past the corner.
        let hairpin = polygonPath([(10, 30), (50, 30), (10, 34)], closed: false)
        let limited = stroke(hairpin, StrokeStyle(width: 4, join: .miter))
        let unlimited = stroke(hairpin, StrokeStyle(width: 4, join: .miter, miterLimit: 100))
        let columnsBeyond = { (grid: [UInt8]) in
            (53..<64).filter { x in (0..<48).contains { y in at(grid, clip, x, y) > 0 } }.count
        }
        #expect(columnsBeyond(limited) == 0)
        #expect(columnsBeyond(unlimited) == 11)
        #expect(stroke(hairpin, StrokeStyle(width: 4, join: .bevel)) == limited)
        // A right angle is well inside the default limit but not sqrt(2) - 0.01.
        #expect(corner(.miter, miterLimit: 1.4) == corner(.bevel))
        #expect(corner(.miter, miterLimit: 1.42) == corner(.miter))
    }

    @Test func dashesTenFiveMakeSevenDashesOnAHundredPixels() {
        let wide = PixelRect(x: 0, y: 0, width: 128, height: 8)
        let outline = strokeOutline(line(10, 4, 110, 4), style: StrokeStyle(width: 4, dashes: [10, 5]))
        let grid = rasterize(outline, clip: wide)
        var runs: [Range<Int>] = []
        var start: Int?
        for x in 0...128 {
            let full = x < 128 && at(grid, wide, x, 4) == 255
            if full && start == nil { start = x }
            if !full, let s = start { runs.append(s..<x); start = nil }
            if x < 128 { #expect(at(grid, wide, x, 4) == 0 || at(grid, wide, x, 4) == 255) }
        }
        #expect(runs == [10..<20, 25..<35, 40..<50, 55..<65, 70..<80, 85..<95, 100..<110])
    }

    @Test func dashPhaseShiftsThePattern() {
        let wide = PixelRect(x: 0, y: 0, width: 128, height: 8)
        let outline = strokeOutline(line(10, 4, 50, 4), style: StrokeStyle(width: 2, dashes: [10, 5], dashPhase: 5))
        let grid = rasterize(outline, clip: wide)
        let covered = (0..<128).filter { at(grid, wide, $0, 4) == 255 }
        #expect(covered == Array(10..<15) + Array(20..<30) + Array(35..<45))
    }

    @Test func unusableDashArraysStrokeSolid() {
        let path = line(10, 20, 50, 20)
        let solid = strokeOutline(path, style: StrokeStyle(width: 4))
        for dashes in [[], [0, 0], [-1, 5], [5, .nan], [5, .infinity]] as [[Double]] {
            #expect(strokeOutline(path, style: StrokeStyle(width: 4, dashes: dashes)) == solid, "\(dashes)")
        }
    }

    @Test func zeroLengthDashesWithRoundCapsAreDots() {
        let wide = PixelRect(x: 0, y: 0, width: 128, height: 8)
        // Dots at 10, 20, 30, 40, 50 (a pattern boundary exactly at the end of
        // a subpath starts nothing, so the line runs a little past 50).
        let outline = strokeOutline(line(10, 4, 55, 4), style: StrokeStyle(width: 4, cap: .round, dashes: [0, 10]))
        let grid = rasterize(outline, clip: wide)
        #expect(abs(area(grid) - 5 * Double.pi * 4) < 0.5)
    }

    @Test func closedRectangleStrokesAsAFrame() {
        let grid = stroke(rectPath(10, 10, 40, 30), StrokeStyle(width: 2))
        #expect(area(grid) == 32 * 22 - 28 * 18)
        for (x, y) in [(9, 9), (40, 9), (9, 30), (40, 30), (25, 10), (39, 20)] { #expect(at(grid, clip, x, y) == 255) }
        for (x, y) in [(25, 20), (11, 11), (8, 8), (41, 31)] { #expect(at(grid, clip, x, y) == 0) }
    }

    @Test func closedSubpathDashesMergeAcrossTheStart() {
        // Perimeter 120, pattern [20, 10] from phase 10: the dash running into
        // the closing point continues through it, so 4 dashes, not 5.
        let style = StrokeStyle(width: 2, dashes: [20, 10], dashPhase: 10)
        let outline = strokeOutline(rectPath(10, 10, 50, 30), style: style)
        let moves = outline.elements.filter { if case .move = $0 { true } else { false } }.count
        #expect(moves == 4)
    }

    @Test func circleStrokesAsAnAnnulus() {
        let grid = stroke(circlePath(32, 24, 20), StrokeStyle(width: 4))
        let expected = Double.pi * (22 * 22 - 18 * 18)
        #expect(abs(area(grid) - expected) < 0.01 * expected)
        #expect(at(grid, clip, 32 + 19, 24) == 255)
        #expect(at(grid, clip, 32, 24) == 0)
    }

    @Test func uTurnHasNoHoles() {
        let there = polygonPath([(10, 20), (50, 20), (10, 20)], closed: false)
        let grid = stroke(there, StrokeStyle(width: 4, cap: .round, join: .round))
        let expected = 40 * 4 + Double.pi * 4
        #expect(abs(area(grid) - expected) < 0.01 * expected)
        #expect(at(grid, clip, 30, 19) == 255)
    }

    @Test func zeroLengthSubpathDrawsADotWithRoundOrSquareCaps() {
        let point = line(20, 20, 20, 20)
        #expect(abs(area(stroke(point, StrokeStyle(width: 6, cap: .round))) - Double.pi * 9) < 0.2)
        #expect(coversExactly(stroke(point, StrokeStyle(width: 6, cap: .square)), 17, 17, 23, 23))
        #expect(strokeOutline(point, style: StrokeStyle(width: 6, cap: .butt)).isEmpty)
        var moveClose = RasterPath()
        moveClose.move(to: 20, 20)
        moveClose.close()
        #expect(!strokeOutline(moveClose, style: StrokeStyle(width: 6, cap: .round)).isEmpty)
        var loneMove = RasterPath()
        loneMove.move(to: 20, 20)
        #expect(strokeOutline(loneMove, style: StrokeStyle(width: 6, cap: .round)).isEmpty)
    }

    @Test func unusableWidthsOrPathsStrokeNothing() {
        let path = line(10, 20, 50, 20)
        for width in [0, -2, Double.nan, .infinity] {
            #expect(strokeOutline(path, style: StrokeStyle(width: width)).isEmpty)
        }
        var bad = line(10, 20, 50, 20)
        bad.line(to: .nan, 4)
        #expect(strokeOutline(bad, style: StrokeStyle(width: 3)).isEmpty)
    }

    @Test func hugeDashCountsFallBackToSolid() {
        let path = line(0, 20, 1e9, 20)
        let dashed = strokeOutline(path, style: StrokeStyle(width: 2, dashes: [0.5, 0.5]))
        #expect(dashed == strokeOutline(path, style: StrokeStyle(width: 2)))
    }

    @Test func thickCurvesStayRound() {
        // A wide stroke on a small circle. Every outline edge is within the
        // tolerance of the true annulus, so the area is off by at most
        // tolerance x perimeter; finely flattened it is nearly exact.
        let expected = Double.pi * (11 * 11 - 1 * 1)
        let perimeter = 2 * Double.pi * (11 + 1)
        let coarse = area(stroke(circlePath(32, 24, 6), StrokeStyle(width: 10)))
        #expect(abs(coarse - expected) < 0.25 * perimeter)
        let fine = area(stroke(circlePath(32, 24, 6), StrokeStyle(width: 10), tolerance: 0.01))
        #expect(abs(fine - expected) < 0.02 * perimeter)
        // Inside the inner circle and outside the outer one, nothing.
        let grid = stroke(circlePath(32, 24, 6), StrokeStyle(width: 10))
        #expect(at(grid, clip, 32, 24) < 255)
        #expect(at(grid, clip, 32 + 12, 24) == 0)
        #expect(at(grid, clip, 32 + 8, 24) == 255)
    }

    /// Curves far outside the region a stroke is seen in are stroked as
    /// their chords: the outline stays small, and what the region shows
    /// does not change.
    @Test(arguments: [LineJoin.miter, .round, .bevel])
    func curvesFarOutsideTheRegionCostFewSegments(join: LineJoin) {
        var path = RasterPath()
        path.move(to: 10, 10)
        path.line(to: 30, 40)
        // Off to the right and a billion pixels down, and back.
        path.cubic(2e3, 1e9, 3e3, -1e9, 4e3, 45)
        path.quad(5e3, 3e8, 1e3, 30)
        path.line(to: 50, 20)
        path.cubic(60, 5, 20, 0, 12, 24) // inside: cut finely as ever
        let style = StrokeStyle(width: 5, cap: .square, join: join, miterLimit: 4)
        let region = FlatteningRegion(clip, mappedBy: 1, 0, 0, 1, 0, 0)
        let whole = strokeOutline(path, style: style)
        let seen = strokeOutline(path, style: style, region: region)
        #expect(seen.elements.count * 20 < whole.elements.count, "\(seen.elements.count) against \(whole.elements.count)")
        let a = rasterize(whole, rule: .nonZero, clip: clip), b = rasterize(seen, rule: .nonZero, clip: clip)
        let worst = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1)
        #expect(a.contains(255))
    }

    /// Dashes are laid by length along the whole curve (so the ones in
    /// view fall where they should), and those wholly outside the region
    /// are left out.
    @Test func dashesOutsideTheRegionAreLeftOut() {
        var path = RasterPath()
        path.move(to: 5, 5)
        path.cubic(4000, 3000, -3000, 4000, 60, 40)
        let style = StrokeStyle(width: 2, dashes: [7, 3])
        let region = FlatteningRegion(clip, mappedBy: 1, 0, 0, 1, 0, 0)
        let whole = strokeOutline(path, style: style), seen = strokeOutline(path, style: style, region: region)
        #expect(seen.elements.count * 10 < whole.elements.count, "\(seen.elements.count) against \(whole.elements.count)")
        let a = rasterize(whole, rule: .nonZero, clip: clip), b = rasterize(seen, rule: .nonZero, clip: clip)
        #expect(a == b)
        #expect(a.contains(255))
    }

    /// A pen far wider than the region: its caps and joins are arcs whose
    /// circles never cross the region, drawn in a few points; an arc that
    /// does cross it keeps its fine steps.
    @Test func aPenWiderThanTheRegionCostsFewPointsAndCoversTheSame() {
        let region = FlatteningRegion(clip, mappedBy: 1, 0, 0, 1, 0, 0)
        var path = RasterPath()
        path.move(to: 20, 20)
        path.line(to: 30, 24)
        path.line(to: 22, 30)
        for width in [1e6, 1e12] {
            let style = StrokeStyle(width: width, cap: .round, join: .round)
            let whole = strokeOutline(path, style: style), seen = strokeOutline(path, style: style, region: region)
            #expect(seen.elements.count * 10 < whole.elements.count, "\(seen.elements.count) against \(whole.elements.count)")
            #expect(rasterize(seen, rule: .nonZero, clip: clip).allSatisfy { $0 == 255 })
        }
        // A cap whose edge passes through the region.
        let style = StrokeStyle(width: 60, cap: .round)
        var edge = RasterPath()
        edge.move(to: -20, 24)
        edge.line(to: -40, 24)
        let a = rasterize(strokeOutline(edge, style: style), rule: .nonZero, clip: clip)
        let b = rasterize(strokeOutline(edge, style: style, region: region), rule: .nonZero, clip: clip)
        #expect(a == b)
        #expect(a.contains(255) && a.contains(0))
    }

    /// The widest finite pen, along curves 1e47 pixels long (found by
    /// fuzzing: seconds and millions of points): drawn 4 million pixels
    /// wide, which covers the region as the real pen would.
    @Test func theWidestPenIsDrawnAtFourMillionPixels() {
        var path = RasterPath()
        path.move(to: 10, 10)
        path.cubic(-2.4e47, 3e47, 2.7e47, -28659, 40, 40)
        path.quad(3e47, 5, 20, 30)
        let style = StrokeStyle(width: .greatestFiniteMagnitude, cap: .butt, join: .miter)
        let region = FlatteningRegion(clip, mappedBy: 1, 0, 0, 1, 0, 0)
        let outline = strokeOutline(path, style: style, region: region)
        #expect(outline.elements.count < 20_000, "\(outline.elements.count)")
        let b = outline.bounds!
        #expect(b.maxX - b.minX < 1e48 && b.minX.isFinite)
        #expect(rasterize(outline, rule: .nonZero, clip: clip).contains(255))
    }
}
