import Testing
import Raster

@Suite struct FlattenTests {
    /// Distance from (px, py) to the polyline's nearest segment.
    func distance(_ px: Double, _ py: Double, to polyline: [(Double, Double)]) -> Double {
        var best = Double.infinity
        for i in 1..<polyline.count {
            let (ax, ay) = polyline[i - 1], (bx, by) = polyline[i]
            let dx = bx - ax, dy = by - ay
            let len2 = dx * dx + dy * dy
            let t = len2 > 0 ? min(max(((px - ax) * dx + (py - ay) * dy) / len2, 0), 1) : 0
            let qx = ax + t * dx - px, qy = ay + t * dy - py
            best = min(best, (qx * qx + qy * qy).squareRoot())
        }
        return best
    }

    func points(_ path: RasterPath) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        path.forEach { e in
            switch e {
            case let .move(x, y), let .line(x, y): out.append((x, y))
            default: Issue.record("flattened path holds \(e)")
            }
        }
        return out
    }

    @Test(arguments: [0.25, 0.05, 1.0])
    func cubicPolylineStaysWithinTolerance(tolerance: Double) {
        var p = RasterPath()
        p.move(to: 0, 0)
        p.cubic(100, 0, -40, 80, 60, 90)
        let poly = points(p.flattened(tolerance: tolerance))
        #expect(poly.first! == (0, 0) && poly.last! == (60, 90))
        for i in 0...1000 {
            let t = Double(i) / 1000, mt = 1 - t
            let x = 3 * mt * mt * t * 100 + 3 * mt * t * t * -40 + t * t * t * 60
            let y = 3 * mt * t * t * 80 + t * t * t * 90
            #expect(distance(x, y, to: poly) <= tolerance + 1e-9)
        }
    }

    @Test func quadPolylineStaysWithinTolerance() {
        var p = RasterPath()
        p.move(to: 0, 0)
        p.quad(50, 100, 100, 0)
        let poly = points(p.flattened(tolerance: 0.25))
        for i in 0...1000 {
            let t = Double(i) / 1000, mt = 1 - t
            let x = 2 * mt * t * 50 + t * t * 100, y = 2 * mt * t * 100
            #expect(distance(x, y, to: poly) <= 0.25 + 1e-9)
        }
    }

    @Test func curvesAreHalvedUntilEachPieceIsFlat() {
        // |P0 - 2 P1 + P2| = 200; each halving quarters it, and a piece is
        // flat when Wang's formula asks one segment of it: 200 / 4^k <= 4
        // tol. At 0.25, k = 4: 16 pieces (equal steps would take 15).
        var p = RasterPath()
        p.move(to: 0, 0)
        p.quad(50, 100, 100, 0)
        #expect(points(p.flattened(tolerance: 0.25)).count == 1 + 16)
        // A quarter of the tolerance: one more halving.
        #expect(points(p.flattened(tolerance: 0.0625)).count == 1 + 32)
    }

    @Test func aCurveThatBendsAtOneEndIsCutFinerThere() {
        // Straight for most of its length, bending hard near its end: the
        // pieces near the end are shorter than those near the start.
        var p = RasterPath()
        p.move(to: 0, 0)
        p.cubic(100, 0, 100, 0, 100, 10)
        let pts = points(p.flattened(tolerance: 0.05))
        func length(_ i: Int) -> Double {
            let dx = pts[i + 1].0 - pts[i].0, dy = pts[i + 1].1 - pts[i].1
            return (dx * dx + dy * dy).squareRoot()
        }
        #expect(pts.count > 4)
        #expect(length(0) > 2 * length(pts.count - 2))
    }

    @Test func straightCurvesBecomeOneSegment() {
        var p = RasterPath()
        p.move(to: 0, 0)
        p.cubic(10, 10, 20, 20, 30, 30)
        p.quad(40, 40, 50, 50)
        #expect(points(p.flattened()).count == 3)
    }

    @Test func unusableTolerancesFallBackToTheDefault() {
        let p = circlePath(50, 50, 40)
        let reference = p.flattened(tolerance: defaultFlatteningTolerance)
        for bad in [0, -1, Double.nan, .infinity] {
            #expect(p.flattened(tolerance: bad) == reference)
        }
    }

    @Test func flatteningKeepsMovesAndCloses() {
        var p = circlePath(10, 10, 5)
        p.move(to: 0, 0)
        p.line(to: 1, 0)
        let flat = p.flattened().elements
        #expect(flat.filter { $0 == .close }.count == 1)
        #expect(flat.filter { if case .move = $0 { true } else { false } }.count == 2)
    }
}
