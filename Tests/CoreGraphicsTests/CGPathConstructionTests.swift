import Testing
import CoreGraphics

/// The elements as (type, points) pairs, read through Apple's element walk.
func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
    var out: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { e in
        let n: Int
        switch e.pointee.type {
        case .moveToPoint, .addLineToPoint: n = 1
        case .addQuadCurveToPoint: n = 2
        case .addCurveToPoint: n = 3
        case .closeSubpath: n = 0
        }
        out.append((e.pointee.type, (0..<n).map { e.pointee.points[$0] }))
    }
    return out
}

@Suite struct CGPathConstructionTests {
    @Test func moveLineQuadCurveAndCloseAreStoredInOrder() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        p.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 12), control2: CGPoint(x: 2, y: 12))
        p.closeSubpath()
        let e = elements(p)
        #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(e[2].1 == [CGPoint(x: 20, y: 5), CGPoint(x: 10, y: 10)])
        #expect(e[3].1 == [CGPoint(x: 8, y: 12), CGPoint(x: 2, y: 12), CGPoint(x: 0, y: 10)])
    }

    @Test func transformArgumentAppliesToAddedPoints() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 1, y: 1), transform: CGAffineTransform(scaleX: 2, y: 3))
        p.addLine(to: CGPoint(x: 2, y: 2), transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(elements(p).map(\.1) == [[CGPoint(x: 2, y: 3)], [CGPoint(x: 7, y: 7)]])
    }

    @Test func lineWithoutCurrentPointIsIgnoredWithADiagnostic() {
        let p = CGMutablePath()
        let (_, messages) = _Diagnostics.capture { p.addLine(to: CGPoint(x: 1, y: 1)) }
        #expect(p.isEmpty)
        #expect(messages.count == 1)
        #expect(messages[0].contains("no current point"))
    }

    @Test func segmentAfterCloseStartsANewSubpathAtTheStart() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 5, y: 5))
        p.addLine(to: CGPoint(x: 10, y: 5))
        p.closeSubpath()
        #expect(p.currentPoint == CGPoint(x: 5, y: 5))
        p.addLine(to: CGPoint(x: 5, y: 10))
        #expect(elements(p).map(\.0) == [.moveToPoint, .addLineToPoint, .closeSubpath, .moveToPoint, .addLineToPoint])
        #expect(elements(p)[3].1 == [CGPoint(x: 5, y: 5)])
    }

    @Test func addRectIsAClosedSubpathFromTheMinCorner() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        let e = elements(p)
        #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(e.prefix(4).map { $0.1[0] } == [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
        var r = CGRect.zero
        #expect(p.isRect(&r))
        #expect(r == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func ellipseIsFourCubicsFromTheMaxXPointWithAnglesIncreasing() {
        let p = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let e = elements(p)
        #expect(e.map(\.0) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(e[0].1[0] == CGPoint(x: 20, y: 5))
        #expect(approx(e[1].1[2], CGPoint(x: 10, y: 10)))
        #expect(approx(e[2].1[2], CGPoint(x: 0, y: 5)))
        #expect(approx(e[3].1[2], CGPoint(x: 10, y: 0)))
        #expect(approx(e[4].1[2], CGPoint(x: 20, y: 5)))
        // The classic kappa for a quarter circle, scaled per axis.
        #expect(approx(e[1].1[0], CGPoint(x: 20, y: 5 + 5 * 0.5522847498), 1e-6))
        #expect(!p.isRect(nil))
    }

    @Test func quarterArcCubicStaysWithinTolerance() {
        let p = CGMutablePath()
        p.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let e = elements(p)
        #expect(e.count == 2)
        let c = e[1].1
        let mid = _cubicPoint(CGPoint(x: 100, y: 0), c[0], c[1], c[2], 0.5)
        #expect(abs(hypot(mid.x, mid.y) - 100) < 0.03, "a one-cubic quarter circle is within 2.7e-4 of the radius")
    }

    @Test func arcDirectionFollowsCoreGraphicsClockwiseMeaning() {
        // clockwise: false increases the angle: 0 → pi/2 is a quarter turn.
        #expect(approx(_arcSweep(start: 0, end: .pi / 2, clockwise: false), .pi / 2))
        // clockwise: true decreases it: 0 → pi/2 goes the long way round.
        #expect(approx(_arcSweep(start: 0, end: .pi / 2, clockwise: true), -3 * .pi / 2))
        #expect(approx(_arcSweep(start: 0, end: 3 * .pi, clockwise: false), 2 * .pi))
        #expect(approx(_arcSweep(start: 0, end: -4 * .pi, clockwise: true), -2 * .pi))
        #expect(_arcSweep(start: 1, end: 1, clockwise: false) == 0)

        let p = CGMutablePath()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let e = elements(p)
        #expect(e.count == 4, "three quarter-turn cubics after the move")
        #expect(approx(e[1].1[2], CGPoint(x: 0, y: -10)))
        #expect(approx(e[3].1[2], CGPoint(x: 0, y: 10)))
    }

    @Test func fullCircleArcIsFourSegments() {
        let p = CGMutablePath()
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(elements(p).filter { $0.0 == .addCurveToPoint }.count == 4)
        #expect(approx(p.currentPoint, CGPoint(x: 60, y: 50)))
    }

    /// A whole turn is a whole circle whichever way it is asked for: 0 to
    /// 2π clockwise (decreasing angles, so a whole turn backwards) and 2π
    /// to 0 counterclockwise are circles, as Core Graphics draws them and
    /// spinner code writes them; a turn and more is one circle; equal
    /// angles add no arc.
    @Test func wholeTurnsEitherWayAreWholeCircles() {
        let turns: [(CGFloat, CGFloat, Bool)] = [
            (0, 2 * .pi, false), (0, 2 * .pi, true), (2 * .pi, 0, false), (2 * .pi, 0, true),
            (-.pi / 2, 3 * .pi / 2, true), (-.pi / 2, -.pi / 2 + 2 * .pi, false), (.pi, 5 * .pi, true),
            (0, 7 * .pi, false), (0, -7 * .pi, true),
        ]
        for (a, b, cw) in turns {
            let sweep = _arcSweep(start: a, end: b, clockwise: cw)
            #expect(approx(abs(sweep), 2 * .pi), "\(a) → \(b) clockwise \(cw): \(sweep)")
            #expect((sweep < 0) == cw, "drawn in the direction asked")
            let p = CGMutablePath()
            p.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: a, endAngle: b, clockwise: cw)
            #expect(elements(p).filter { $0.0 == .addCurveToPoint }.count == 4)
            let box = p.boundingBoxOfPath
            #expect(approx(box.width, 20) && approx(box.height, 20), "\(box)")
        }
        #expect(_arcSweep(start: 1, end: 1, clockwise: true) == 0)
        // More than a turn but not a whole number of them, the other way:
        // what is left of the last turn (0 to 2.5π clockwise goes back 1.5π).
        #expect(approx(_arcSweep(start: 0, end: 2.5 * .pi, clockwise: true), -1.5 * .pi))
    }

    @Test func arcAfterCurrentPointAddsALineToItsStart() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addArc(center: CGPoint(x: 50, y: 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        let e = elements(p)
        #expect(e[1].0 == .addLineToPoint)
        #expect(e[1].1[0] == CGPoint(x: 40, y: 0))
    }

    @Test func relativeArcSweepsByDelta() {
        let p = CGMutablePath()
        p.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: -.pi)
        #expect(approx(p.currentPoint, CGPoint(x: -1, y: 0)))
        #expect(elements(p).filter { $0.0 == .addCurveToPoint }.count == 2)
    }

    @Test func tangentArcRoundsACorner() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        let e = elements(p)
        #expect(e[1].0 == .addLineToPoint)
        #expect(approx(e[1].1[0], CGPoint(x: 8, y: 0)))
        #expect(approx(p.currentPoint, CGPoint(x: 10, y: 2)))
        // Collinear points degrade to a line to tangent1End.
        let q = CGMutablePath()
        q.move(to: .zero)
        q.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        #expect(q.currentPoint == CGPoint(x: 5, y: 0))
    }

    @Test func roundedRectHasFourCornersAndStaysInsideItsRect() {
        let r = CGRect(x: 10, y: 10, width: 100, height: 50)
        let p = CGPath(roundedRect: r, cornerWidth: 10, cornerHeight: 10, transform: nil)
        #expect(elements(p).filter { $0.0 == .addCurveToPoint }.count == 4)
        #expect(approx(p.boundingBoxOfPath, r, 1e-9))
        #expect(!p.contains(CGPoint(x: 10.5, y: 10.5)), "the corner is cut")
        #expect(p.contains(CGPoint(x: 60, y: 35)))
        #expect(p.contains(CGPoint(x: 13, y: 13)))
    }

    @Test func roundedRectWithOversizedCornersIsClampedWithADiagnostic() {
        let (p, messages) = _Diagnostics.capture {
            CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 30, cornerHeight: 30, transform: nil)
        }
        #expect(messages.count == 1)
        #expect(approx(p.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 10), 1e-9))
    }

    @Test func addPathAndCopiesCarryTheElements() {
        let a = CGMutablePath()
        a.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let b = CGMutablePath()
        b.addPath(a, transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(b.boundingBox == CGRect(x: 10, y: 0, width: 1, height: 1))
        var t = CGAffineTransform(scaleX: 2, y: 2)
        #expect(a.copy(using: &t)?.boundingBox == CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(a.copy() == a)
        let m = a.mutableCopy()!
        m.addLine(to: CGPoint(x: 5, y: 5))
        #expect(m != a)
        #expect(a.boundingBox == CGRect(x: 0, y: 0, width: 1, height: 1), "the copy does not share storage")
    }

    @Test func applyWithInfoPointerWalksElements() {
        let p = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        var count = 0
        withUnsafeMutablePointer(to: &count) { ptr in
            p.apply(info: ptr) { info, _ in info!.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        #expect(count == 5)
    }
}
