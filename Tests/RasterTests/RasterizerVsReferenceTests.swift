import Testing
import Raster

/// The analytic rasterizer against 16 x 16 supersampling, shape by shape.
///
/// Tolerances. Both sides flatten curves identically, so only scan
/// conversion differs. The reference estimates a pixel's area from 256
/// sample points: along an axis-aligned edge, 16 sample columns resolve
/// coverage to 1/16, an error of up to 1/32 of a pixel = 8/255 per edge
/// crossing the pixel, plus 1/255 for the rounding of both sides: so at
/// most 9/255 per pixel, 17/255 in slivers thinner than a pixel (two edges
/// in one pixel; there the analytic side is the exact one). Those errors
/// are confined to edge pixels and vary in sign, so the mean over a
/// shape's pixels stays well under 1/255.
///
/// Where edges cross inside a pixel (self-intersections) the analytic
/// method sums winding x area before applying the rule, unlike sampling; so
/// for self-intersecting shapes a few pixels at each crossing may differ
/// more. There we allow at most 4 such pixels per crossing.
@Suite struct RasterizerVsReferenceTests {
    struct Shape: Sendable, CustomTestStringConvertible {
        var name: String
        var path: RasterPath
        var rule: FillRule = .nonZero
        var clip = PixelRect(x: 0, y: 0, width: 40, height: 40)
        /// Edge crossings inside the shape (self-intersections).
        var crossings = 0
        /// Edges that may share a pixel (2 for slivers).
        var edgesPerPixel = 1
        var testDescription: String { name }
    }

    static let shapes: [Shape] = {
        var quadBlob = RasterPath()
        quadBlob.move(to: 5, 20)
        quadBlob.quad(5, 3.3, 20.2, 4)
        quadBlob.quad(37, 5, 35, 20)
        quadBlob.quad(33.5, 36.6, 20, 34.1)
        quadBlob.quad(5.7, 32, 5, 20)
        var twoCircles = circlePath(14.2, 15.1, 9.3)
        twoCircles = circlePath(24.7, 22.9, 11.1, into: twoCircles)
        var ring = circlePath(20, 20, 15.5)
        ring = circlePath(20, 20, 8.25, into: ring)
        return [
            Shape(name: "rect at fractional offsets", path: rectPath(3.3, 4.7, 20.6, 17.2)),
            Shape(name: "rect within one pixel", path: rectPath(7.1, 7.2, 7.8, 7.4)),
            Shape(name: "triangle", path: polygonPath([(3.5, 2.25), (37.1, 14.6), (11.3, 38.9)])),
            Shape(name: "triangle wound backwards", path: polygonPath([(11.3, 38.9), (37.1, 14.6), (3.5, 2.25)])),
            Shape(name: "steep sliver", path: polygonPath([(10.1, 1.5), (10.25, 1.5), (30.2, 38.3)]), edgesPerPixel: 2),
            Shape(name: "flat sliver", path: polygonPath([(1.5, 20.1), (38.5, 20.3), (38.5, 20.45)]), edgesPerPixel: 2),
            Shape(name: "diamond", path: polygonPath([(20, 1.7), (38.3, 20), (20, 38.3), (1.7, 20)])),
            Shape(name: "circle from cubics", path: circlePath(19.7, 20.3, 15.2)),
            Shape(name: "small circle", path: circlePath(8.4, 9.6, 2.7)),
            Shape(name: "quadratic blob", path: quadBlob),
            Shape(name: "overlapping circles non-zero", path: twoCircles, crossings: 2),
            Shape(name: "overlapping circles even-odd", path: twoCircles, rule: .evenOdd, crossings: 2),
            Shape(name: "ring even-odd", path: ring, rule: .evenOdd),
            Shape(name: "star non-zero", path: starPath(20.3, 20.6, 18.7), crossings: 5),
            Shape(name: "star even-odd", path: starPath(20.3, 20.6, 18.7), rule: .evenOdd, crossings: 5),
            Shape(name: "circle across the clip's corner", path: circlePath(2.5, 3.5, 14)),
            Shape(name: "triangle beyond every side", path: polygonPath([(-30, 5.5), (70.2, -12), (25.3, 63.1)])),
            Shape(name: "star across the clip's edge", path: starPath(35.5, 8.2, 20), rule: .evenOdd, crossings: 5),
            Shape(name: "clip away from the origin", path: circlePath(120.6, 80.2, 17),
                  clip: PixelRect(x: 100, y: 70, width: 30, height: 25)),
        ]
    }()

    @Test(arguments: shapes)
    func matchesSupersampling(_ shape: Shape) {
        let fast = rasterize(shape.path, rule: shape.rule, clip: shape.clip)
        let slow = referenceCoverage(shape.path, rule: shape.rule, clip: shape.clip)
        let d = difference(fast, slow)
        let bound = 8 * shape.edgesPerPixel + 1
        let outliers = zip(fast, slow).filter { abs(Int($0) - Int($1)) > bound }.count
        #expect(outliers <= 4 * shape.crossings, "max \(d.max)/255 at \(outliers) pixels")
        #expect(d.mean <= 1, "mean \(d.mean)/255")
        // The two round differently (the rasterizer to floor(256 c), as
        // Core Graphics does; the reference to the nearest 255th): up to
        // half a level apart on average in each partly covered pixel, all
        // one way where a thin shape leaves most such pixels nearly empty.
        let partial = zip(fast, slow).filter { ($0 > 0 && $0 < 255) || ($1 > 0 && $1 < 255) }.count
        let rounding = Double(partial) * 0.5 / 255
        #expect(abs(area(fast) - area(slow)) <= 0.01 * area(slow) + 0.05 + rounding,
                "areas \(area(fast)) vs \(area(slow))")
    }
}
