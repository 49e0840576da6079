import Testing
@testable import QuartzCore

@Suite struct TimingFunctionTests {
    func f(_ name: CAMediaTimingFunctionName) -> CAMediaTimingFunction { CAMediaTimingFunction(name: name) }

    func points(_ fn: CAMediaTimingFunction) -> [Float] {
        var out: [Float] = []
        for i in 0..<4 {
            var v: [Float] = [0, 0]
            fn.getControlPoint(at: i, values: &v)
            out += v
        }
        return out
    }

    @Test func namedFunctionsHaveApplesControlPoints() {
        #expect(points(f(.default)) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
        #expect(points(f(.easeInEaseOut)) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        #expect(points(f(.easeIn)) == [0, 0, 0.42, 0, 1, 1, 1, 1])
        #expect(points(f(.easeOut)) == [0, 0, 0, 0, 0.58, 1, 1, 1])
        #expect(points(f(.linear)) == [0, 0, 0, 0, 1, 1, 1, 1])
    }

    @Test func referenceValuesWithin1e5() {
        let d = f(.default), e = f(.easeInEaseOut)
        #expect(abs(d._solve(0.25) - 0.40851) < 1e-5)
        #expect(abs(d._solve(0.5) - 0.80240) < 1e-5)
        #expect(abs(d._solve(0.75) - 0.96046) < 1e-5)
        #expect(abs(e._solve(0.25) - 0.12916) < 1e-5)
        #expect(abs(e._solve(0.5) - 0.5) < 1e-7, "Float control points: 0.42 is 0.41999998")
        #expect(abs(e._solve(0.75) - 0.87084) < 1e-5)
        #expect(abs(f(.easeIn)._solve(0.5) - 0.31536) < 1e-5)
        #expect(abs(f(.easeOut)._solve(0.5) - 0.68464) < 1e-5)
        #expect(f(.linear)._solve(0.37) == 0.37)
    }

    @Test func solverMatchesABruteForceInverse() {
        let fn = CAMediaTimingFunction(controlPoints: 0.9, 0.1, 0.1, 0.9)
        let c = fn._curve
        for i in 0...200 {
            let s = Double(i) / 200
            // The curve's own point (x(s), y(s)) must be reproduced.
            #expect(abs(fn._solve(c.x(s)) - c.y(s)) < 1e-7)
        }
    }

    @Test func flatSlopesFallBackToBisection() {
        // x1 = x2 = 1 gives a zero slope at the start of the curve.
        let fn = CAMediaTimingFunction(controlPoints: 1, 0, 1, 1)
        for x in stride(from: 0.0, through: 1.0, by: 0.01) {
            let s = fn._curve.solve(x)
            #expect(abs(fn._curve.x(s) - x) < 1e-7)
        }
    }

    @Test func endsAreExactAndOvershootIsAllowed() {
        let back = CAMediaTimingFunction(controlPoints: 0.5, -0.5, 0.5, 1.5)
        #expect(back._solve(0) == 0)
        #expect(abs(back._solve(1) - 1) < 1e-12)
        #expect((0...100).map { back._solve(Double($0) / 100) }.min()! < 0)
    }

    @Test func badInputIsReported() {
        var v: [Float] = [7, 7]
        let m = diagnostics {
            f(.linear).getControlPoint(at: 4, values: &v)
            _ = CAMediaTimingFunction(name: CAMediaTimingFunctionName("bouncy"))
            _ = CAMediaTimingFunction(controlPoints: 2, 0, 0.5, 1)
        }
        #expect(m.count == 3)
        #expect(v == [7, 7])
    }
}
