import Testing
import Raster

/// A stroke with round joins and caps is exactly the set of points within
/// half the width of the polyline, which is easy to sample: so the
/// stroker's outline, rasterized, is checked against 16 x 16 samples of
/// that distance test.
///
/// Tolerances: the outline's arcs are flattened to 0.05 px (at most 13/255
/// of a pixel's coverage) and the sampling resolves 1/32 of a pixel per
/// edge (8/255), so 21/255 per pixel; the mean stays under 1/255. Where
/// the outline overlaps itself and its edges cross inside a pixel (the
/// offsets folding at sharp inner corners of short segments, or the stroke
/// crossing itself) the rasterizer sums the overlapping windings within
/// the pixel, so up to 4 pixels per such place may be over-covered:
/// allowed, but only that many.
@Suite struct StrokeVsDistanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var points: [(Double, Double)]
        var width: Double
        /// Places where the outline overlaps itself near its boundary: sharp
        /// or short inner corners, and crossings.
        var overlaps = 0
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "zigzag", points: [(4, 30), (12, 6), (20, 34), (28, 8), (36.5, 30.5)], width: 3.2, overlaps: 3),
        Case(name: "gentle polyline", points: [(3.3, 20.1), (12.7, 14.2), (24.1, 13.3), (36.6, 22.8)], width: 5),
        Case(name: "short segments", points: [(8, 20), (9, 21), (10, 20.5), (10.5, 22), (12, 21), (30, 25)],
             width: 6, overlaps: 4),
        Case(name: "u-turn", points: [(5, 20), (35, 20), (5, 24)], width: 4, overlaps: 1),
        Case(name: "self-crossing", points: [(5, 5), (35, 35), (35, 5), (5, 35)], width: 3.5, overlaps: 3),
        Case(name: "thin", points: [(2.2, 3.7), (37.9, 36.1)], width: 0.6),
    ]

    func distanceToSegment(_ px: Double, _ py: Double, _ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let dx = b.0 - a.0, dy = b.1 - a.1
        let len2 = dx * dx + dy * dy
        let t = len2 > 0 ? min(max(((px - a.0) * dx + (py - a.1) * dy) / len2, 0), 1) : 0
        let qx = a.0 + t * dx - px, qy = a.1 + t * dy - py
        return (qx * qx + qy * qy).squareRoot()
    }

    func sampled(_ c: Case, clip: PixelRect) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: clip.width * clip.height)
        for py in 0..<clip.height {
            for px in 0..<clip.width {
                var inside = 0
                for j in 0..<16 {
                    for i in 0..<16 {
                        let x = Double(clip.x0 + px) + (Double(i) + 0.5) / 16
                        let y = Double(clip.y0 + py) + (Double(j) + 0.5) / 16
                        for k in 1..<c.points.count
                        where distanceToSegment(x, y, c.points[k - 1], c.points[k]) <= c.width / 2 {
                            inside += 1
                            break
                        }
                    }
                }
                out[py * clip.width + px] = UInt8((inside * 255 + 128) / 256)
            }
        }
        return out
    }

    @Test(arguments: cases)
    func roundStrokeIsThePointsWithinHalfTheWidth(_ c: Case) {
        let clip = PixelRect(x: 0, y: 0, width: 40, height: 40)
        let style = StrokeStyle(width: c.width, cap: .round, join: .round)
        let outline = strokeOutline(polygonPath(c.points, closed: false), style: style, tolerance: 0.05)
        let fast = rasterize(outline, clip: clip, tolerance: 0.05)
        let slow = sampled(c, clip: clip)
        let d = difference(fast, slow)
        let outliers = zip(fast, slow).filter { abs(Int($0) - Int($1)) > 21 }.count
        #expect(outliers <= 4 * c.overlaps, "max \(d.max)/255 at \(outliers) pixels")
        #expect(d.mean <= 1, "mean \(d.mean)/255")
    }
}
