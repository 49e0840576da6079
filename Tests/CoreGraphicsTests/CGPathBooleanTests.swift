import CoreGraphics
import Foundation
import Testing

/// Path boolean operations checked the way their meaning is stated: at
/// points sampled over the plane, the result fills exactly where the
/// operation of the operands' fills says, under either rule (its rings
/// never overlap), except within a hair of an operand's edge.
@Suite struct CGPathBooleanTests {
    static func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> CGPath {
        CGPath(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r), transform: nil)
    }

    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGPath {
        CGPath(rect: CGRect(x: x, y: y, width: w, height: h), transform: nil)
    }

    /// A five-pointed star drawn in one stroke: its middle is wound twice,
    /// so the rules disagree there.
    static let star: CGPath = {
        let p = CGMutablePath()
        for i in 0..<5 {
            let angle = CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let point = CGPoint(x: 60 + 45 * cos(angle), y: 55 + 45 * sin(angle))
            if i == 0 { p.move(to: point) } else { p.addLine(to: point) }
        }
        p.closeSubpath()
        return p
    }()

    /// A disc with a hole: two circles the same way round (even-odd makes
    /// the hole, winding does not) plus a square whose edge lies along
    /// another operand's.
    static let washer: CGPath = {
        let p = CGMutablePath()
        p.addPath(circle(40, 40, 35))
        p.addPath(circle(40, 40, 15))
        p.addRect(CGRect(x: 75, y: 10, width: 30, height: 30))
        return p
    }()

    static let operands: [(String, CGPath)] = [
        ("circle", circle(50, 50, 30)),
        ("rect", rect(40, 20, 60, 50)),
        ("star", star),
        ("washer", washer),
        ("cubic", {
            let p = CGMutablePath()
            p.move(to: CGPoint(x: 10, y: 90))
            p.addCurve(to: CGPoint(x: 110, y: 90), control1: CGPoint(x: 20, y: -40), control2: CGPoint(x: 100, y: 160))
            p.addQuadCurve(to: CGPoint(x: 10, y: 90), control: CGPoint(x: 60, y: 130))
            return p
        }()),
        ("touching", rect(100, 30, 15, 20)), // part of its left edge lies along rect's right one
    ]

    /// The distance from `p` to the nearest of `edges`.
    static func distance(_ p: CGPoint, to edges: [(CGPoint, CGPoint)]) -> CGFloat {
        var best = CGFloat.infinity
        for (a, b) in edges {
            let dx = b.x - a.x, dy = b.y - a.y
            let l = dx * dx + dy * dy
            let t = l > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l)) : 0
            let x = a.x + t * dx - p.x, y = a.y + t * dy - p.y
            best = min(best, (x * x + y * y).squareRoot())
        }
        return best
    }

    /// Compares `result` with `expected` at a grid of points over the
    /// operands, skipping those within 0.02 of an operand's edge.
    static func check(_ result: CGPath, _ a: CGPath, _ b: CGPath?, rule: CGPathFillRule,
                      _ expected: (Bool, Bool) -> Bool, _ label: String) -> Int {
        var wrong = 0
        let edgesA = a.flattened(threshold: 0.001)._polylineSegments()
        let edgesB = b?.flattened(threshold: 0.001)._polylineSegments() ?? []
        var y: CGFloat = -3.3
        while y < 135 {
            var x: CGFloat = -3.1
            while x < 135 {
                let p = CGPoint(x: x, y: y)
                x += 2.37
                let want = expected(a.contains(p, using: rule), b?.contains(p, using: rule) ?? false)
                let byWinding = result.contains(p, using: .winding), byEvenOdd = result.contains(p, using: .evenOdd)
                guard byWinding != want || byEvenOdd != want else { continue }
                // Within a hair of an operand's edge either answer is right.
                if distance(p, to: edgesA) < 0.02 || distance(p, to: edgesB) < 0.02 { continue }
                wrong += 1
                if wrong <= 3 { Issue.record("\(label) at \(p): want \(want), winding \(byWinding), even-odd \(byEvenOdd)") }
            }
            y += 2.11
        }
        return wrong
    }

    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func everyOperationAgreesWithTheOperandsFills(rule: CGPathFillRule) {
        let operations: [(String, (CGPath, CGPath) -> CGPath, (Bool, Bool) -> Bool)] = [
            ("union", { $0.union($1, using: rule) }, { $0 || $1 }),
            ("intersection", { $0.intersection($1, using: rule) }, { $0 && $1 }),
            ("subtracting", { $0.subtracting($1, using: rule) }, { $0 && !$1 }),
            ("symmetricDifference", { $0.symmetricDifference($1, using: rule) }, { $0 != $1 }),
        ]
        for (i, (nameA, a)) in Self.operands.enumerated() {
            #expect(Self.check(a.normalized(using: rule), a, nil, rule: rule, { a, _ in a }, "normalized \(nameA)") == 0)
            for (nameB, b) in Self.operands[(i + 1)...] {
                for (name, op, expected) in operations {
                    #expect(Self.check(op(a, b), a, b, rule: rule, expected, "\(nameA) \(name) \(nameB) \(rule)") == 0)
                }
            }
        }
    }

    @Test func sharedEdgesMergeAndIdenticalRegionsCancel() {
        let left = Self.rect(0, 0, 50, 50), right = Self.rect(50, 0, 50, 50)
        let both = left.union(right)
        #expect(both.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(both._polylineSegments().count == 4, "one rectangle, its shared edge gone")
        #expect(left.intersection(right).isEmpty && !left.intersects(right))
        #expect(left.subtracting(left).isEmpty && left.symmetricDifference(left).isEmpty)
        #expect(left.union(left)._polylineSegments().count == 4)
        let inner = Self.rect(10, 10, 10, 10)
        #expect(left.intersects(inner) && left.intersection(inner).boundingBoxOfPath == inner.boundingBoxOfPath)
        #expect(CGMutablePath().union(left).boundingBoxOfPath == left.boundingBoxOfPath)
    }

    @Test func linesAreCutByTheOtherRegion() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 50))
        line.addLine(to: CGPoint(x: 100, y: 50))
        let disc = Self.circle(50, 50, 30)
        let inside = line.lineIntersection(disc)
        let box = inside.boundingBoxOfPath
        #expect(abs(box.minX - 20) < 0.01 && abs(box.maxX - 80) < 0.01 && box.height == 0, "\(box)")
        let outside = line.lineSubtracting(disc)._polylineSegments()
        #expect(outside.count == 2)
        #expect(outside.allSatisfy { abs($0.0.x - 50) >= 29.99 && abs($0.1.x - 50) >= 29.99 })
        // A closed outline keeps its closing edge: a square's ring through
        // a disc at its corner.
        let square = Self.rect(0, 0, 50, 50)
        let cut = square.lineIntersection(Self.circle(50, 50, 20))._polylineSegments()
        #expect(cut.count == 2 && cut.allSatisfy { max(abs($0.0.x - 50), abs($0.0.y - 50)) <= 20.01 })
    }

    @Test func componentsAreSeparateRegionsWithTheirHoles() {
        let p = CGMutablePath()
        p.addPath(Self.circle(30, 30, 20))
        p.addPath(Self.circle(30, 30, 10))
        p.addPath(Self.rect(80, 80, 10, 10))
        let parts = p.componentsSeparated(using: .evenOdd)
        #expect(parts.count == 2)
        let washer = parts.first { $0.boundingBoxOfPath.width > 30 }
        #expect(washer.map { !$0.contains(CGPoint(x: 30, y: 30)) && $0.contains(CGPoint(x: 30, y: 45)) } == true,
                "the hole stays with its disc")
        #expect(p.componentsSeparated(using: .winding).count == 2)
    }

    @Test func flattenedPathsFollowTheCurveWithinTheThreshold() {
        let disc = Self.circle(0, 0, 100)
        let coarse = disc.flattened(threshold: 1), fine = disc.flattened(threshold: 0.01)
        let coarseCount = coarse._polylineSegments().count, fineCount = fine._polylineSegments().count
        #expect(coarseCount < fineCount && coarseCount >= 8)
        for (a, _) in coarse._polylineSegments() {
            // On the Bézier curves that make the circle (within 0.03 of it).
            #expect(abs((a.x * a.x + a.y * a.y).squareRoot() - 100) < 0.03, "vertices on the curve")
        }
    }

    @Test func badInputGivesEmptyResults() {
        let nan = CGMutablePath()
        nan.move(to: CGPoint(x: CGFloat.nan, y: 0))
        nan.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
        nan.addLine(to: CGPoint(x: 10, y: 10))
        #expect(nan.union(CGMutablePath()).isEmpty)
        #expect(CGMutablePath().normalized().isEmpty && CGMutablePath().componentsSeparated().isEmpty)
        let sliver = CGMutablePath()
        sliver.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0)])
        sliver.closeSubpath()
        #expect(sliver.normalized().isEmpty, "a ring with no area")
        // Coordinates near the limits of a double: survived, nothing traps.
        let huge = Self.rect(-1e307, -1e307, 1.5e307, 1.5e307), tiny = Self.rect(0, 0, 1e-300, 1e-300)
        _ = huge.union(tiny)
        _ = huge.intersection(Self.rect(1e306, 1e306, 1e306, 1e306))
        _ = tiny.symmetricDifference(Self.rect(5e-301, 0, 1e-300, 1e-300))
        #expect(Self.rect(0, 0, 10, 10).union(Self.rect(5, 5, 10, 10)).boundingBoxOfPath == CGRect(x: 0, y: 0, width: 15, height: 15))
    }
}

extension CGPath {
    /// Every line of the path as a pair of points (for measuring).
    func _polylineSegments() -> [(CGPoint, CGPoint)] {
        var out: [(CGPoint, CGPoint)] = []
        var start = CGPoint.zero, last = CGPoint.zero
        applyWithBlock { e in
            let pts = e.pointee.points
            switch e.pointee.type {
            case .moveToPoint: start = pts[0]; last = pts[0]
            case .addLineToPoint: out.append((last, pts[0])); last = pts[0]
            case .closeSubpath:
                if last != start { out.append((last, start)) }
                last = start
            default: break
            }
        }
        return out
    }
}
