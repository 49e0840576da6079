import Testing
import CoreGraphics

@Suite struct CGPathGeometryTests {
    /// `contains` keeps the path's lines between calls; a mutable path
    /// that changes is asked anew (and a transform still counts).
    @Test func containsFollowsAPathThatChanges() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(p.contains(CGPoint(x: 5, y: 5)) && !p.contains(CGPoint(x: 25, y: 5)))
        p.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(p.contains(CGPoint(x: 25, y: 5)), "the added rect is found")
        p.addEllipse(in: CGRect(x: 40, y: 0, width: 10, height: 10))
        #expect(p.contains(CGPoint(x: 45, y: 5)) && !p.contains(CGPoint(x: 40.5, y: 0.5)))
        #expect(p.contains(CGPoint(x: 105, y: 5), transform: CGAffineTransform(translationX: 100, y: 0)))
        let copy = p.copy()!
        p.addRect(CGRect(x: 60, y: 0, width: 10, height: 10))
        #expect(p.contains(CGPoint(x: 65, y: 5)) && !copy.contains(CGPoint(x: 65, y: 5)))
    }

    @Test func boundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        // The curve peaks at t = 1/2 with y = 3/4 · 10.
        #expect(approx(p.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 7.5), 1e-9))
    }

    @Test func quadraticExtremaAreFound() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: -10))
        #expect(approx(p.boundingBoxOfPath, CGRect(x: 0, y: -5, width: 10, height: 5), 1e-9))
    }

    @Test func emptyPathHasNullBoxes() {
        #expect(CGMutablePath().boundingBox.isNull)
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
        #expect(CGMutablePath().currentPoint == .zero)
    }

    @Test func containsUsesWindingOrEvenOdd() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        p.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let centre = CGPoint(x: 50, y: 50)
        #expect(p.contains(centre, using: .winding))
        #expect(!p.contains(centre, using: .evenOdd))
        #expect(p.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!p.contains(CGPoint(x: 150, y: 50)))
    }

    @Test func oppositeWindingMakesAHoleEvenUnderNonZero() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        // The inner square drawn the other way round.
        p.addLines(between: [CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        p.closeSubpath()
        #expect(!p.contains(CGPoint(x: 50, y: 50), using: .winding))
    }

    @Test func openSubpathsAreImplicitlyClosedForContainment() {
        let p = CGMutablePath()
        p.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        #expect(p.contains(CGPoint(x: 8, y: 2)))
        #expect(!p.contains(CGPoint(x: 2, y: 8)))
    }

    @Test func containsHonoursCurvesAndTheTransform() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        #expect(circle.contains(CGPoint(x: 7, y: 7)))
        #expect(!circle.contains(CGPoint(x: 7.2, y: 7.2)))
        #expect(circle.contains(CGPoint(x: 100, y: 0), transform: CGAffineTransform(translationX: 95, y: 0)))
    }

    @Test func flatteningToleranceBoundsTheSegmentCount() {
        #expect(_cubicSegments(.zero, CGPoint(x: 1, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 3, y: 0), tolerance: 0.1) == 1)
        let n = _cubicSegments(.zero, CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 0), tolerance: 0.1)
        #expect(n > 8 && n < 40)
    }
}
