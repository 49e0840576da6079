import Foundation
import Testing
@testable import QuartzCore

@Suite struct TransformDecompositionTests {
    func roundTrips(_ m: CATransform3D, tolerance: CGFloat = 1e-9) -> Bool {
        guard let d = _DecomposedTransform(m) else { return false }
        return approx(d.recomposed, m, tolerance)
    }

    static let rotations: [CATransform3D] = [
        CATransform3DMakeRotation(0.4, 0, 0, 1),
        CATransform3DMakeRotation(-2.9, 0, 0, 1),
        CATransform3DMakeRotation(.pi, 0, 0, 1),
        CATransform3DMakeRotation(1.1, 1, 0, 0),
        CATransform3DMakeRotation(2.2, 0, 1, 0),
        CATransform3DMakeRotation(0.8, 1, -2, 0.5),
        CATransform3DMakeRotation(.pi, 0, 1, 1),
    ]

    @Test(arguments: rotations)
    func recomposeOfDecomposeIsTheRotation(_ m: CATransform3D) {
        #expect(roundTrips(m))
    }

    @Test func scalesIncludingMirrorsRoundTrip() {
        #expect(roundTrips(CATransform3DMakeScale(2, 3, 4)))
        #expect(roundTrips(CATransform3DMakeScale(-1, 1, 1)))
        #expect(roundTrips(CATransform3DMakeScale(-2, -0.5, 3)))
        #expect(roundTrips(CATransform3DScale(CATransform3DMakeRotation(0.6, 0, 0, 1), 1.5, 0.25, 1)))
    }

    @Test func shearsRoundTrip() {
        let shearXY = CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0, c: 0.7, d: 1, tx: 0, ty: 0))
        #expect(roundTrips(shearXY))
        var m = CATransform3DIdentity
        m.m21 = 0.3; m.m31 = -0.2; m.m32 = 0.5
        #expect(roundTrips(m))
        #expect(roundTrips(CATransform3DConcat(m, CATransform3DMakeRotation(1, 1, 1, 0))))
    }

    @Test func perspectiveRoundTrips() {
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        #expect(roundTrips(p))
        #expect(roundTrips(CATransform3DConcat(CATransform3DMakeRotation(0.9, 0, 1, 0), p)))
        var q = CATransform3DTranslate(CATransform3DMakeRotation(0.5, 1, 0, 0), 20, 30, -40)
        q.m14 = 0.001; q.m24 = -0.002; q.m34 = -0.003
        #expect(roundTrips(q))
    }

    @Test func everythingTogetherRoundTrips() {
        var m = CATransform3DMakeScale(1.5, -2, 0.5)
        m = CATransform3DRotate(m, 0.3, 0.2, 0.9, 0.1)
        m = CATransform3DTranslate(m, 100, -50, 25)
        m.m21 += 0.2
        var p = CATransform3DIdentity
        p.m34 = -1 / 800
        #expect(roundTrips(CATransform3DConcat(m, p)))
    }

    @Test func partsAreTheComponentsThatBuiltIt() throws {
        let m = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 3, 1),
                                                         CATransform3DMakeRotation(0.5, 0, 0, 1)),
                                    CATransform3DMakeTranslation(7, 8, 9))
        let d = try #require(_DecomposedTransform(m))
        #expect(approx(d.scale.x, 2) && approx(d.scale.y, 3) && approx(d.scale.z, 1))
        #expect(approx(d.translation.x, 7) && approx(d.translation.y, 8) && approx(d.translation.z, 9))
        #expect(approx(d.rotation.eulerAngles.z, 0.5))
        #expect(approx(d.skew.xy, 0) && approx(d.skew.xz, 0) && approx(d.skew.yz, 0))
    }

    @Test func singularTransformsDoNotDecompose() {
        #expect(_DecomposedTransform(CATransform3DMakeScale(0, 1, 1)) == nil)
        var m = CATransform3DIdentity
        m.m44 = 0
        #expect(_DecomposedTransform(m) == nil)
    }

    @Test func eulerAnglesRoundTripThroughTheQuaternion() {
        for (x, y, z) in [(0.1, 0.2, 0.3), (-1.0, 0.5, 2.5), (0.0, 0.0, -3.0), (1.2, -1.4, 0.0)] as [(CGFloat, CGFloat, CGFloat)] {
            let e = _Quaternion(eulerX: x, y: y, z: z).eulerAngles
            #expect(approx(e.x, x, 1e-9) && approx(e.y, y, 1e-9) && approx(e.z, z, 1e-9))
        }
    }

    @Test func slerpTurnsAtConstantRate() {
        let a = _Quaternion.identity
        let b = _Quaternion(eulerX: 0, y: 0, z: 2)
        for t in [0.0, 0.25, 0.5, 1.0] as [CGFloat] {
            #expect(approx(a.slerp(to: b, t).eulerAngles.z, 2 * t, 1e-9))
        }
    }

    /// A planar transform built as the decomposition reads one: Scale ·
    /// Skew(xy) · Rotation(z) · Translation.
    static func planar(sx: CGFloat, sy: CGFloat, sz: CGFloat, skew k: CGFloat, angle a: CGFloat,
                       tx: CGFloat, ty: CGFloat) -> CATransform3D {
        var m = CATransform3DIdentity
        m.m11 = cos(a) * sx; m.m12 = sin(a) * sx
        m.m21 = (-sin(a) + cos(a) * k) * sy; m.m22 = (cos(a) + sin(a) * k) * sy
        m.m33 = sz; m.m41 = tx; m.m42 = ty
        return m
    }

    /// The planar shortcut for `transform.scale.*` and
    /// `transform.rotation.z` writes gives the general write's matrix
    /// (decompose, replace, recompose) for every field it covers, over
    /// rotations, scales, shears and translations.
    @Test func planarFieldWritesEqualTheDecomposition() throws {
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next(_ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return lo + (hi - lo) * CGFloat(seed >> 11) / CGFloat(1 << 53)
        }
        let fields: [_StructField] = [.rotationZ, .scaleX, .scaleY, .scaleZ, .scaleXY, .scale]
        var checked = 0
        for _ in 0..<400 {
            let t = Self.planar(sx: next(0.05, 3), sy: next(0.05, 3), sz: next(0.2, 2), skew: next(-1, 1),
                                angle: next(-3.1, 3.1), tx: next(-200, 200), ty: next(-200, 200))
            for f in fields {
                let v = f == .rotationZ ? next(-7, 7) : next(-2, 3)
                let fast = try #require(f.writePlanar(v, into: t))
                let general = try #require(f.writeDecomposing(v, into: t))
                #expect(approx(fast, general, 1e-9), "\(f) = \(v) into \(t): \(fast) against \(general)")
                checked += 1
            }
        }
        #expect(checked == 2400)
        // Quarter turns are exact (as `CATransform3DMakeRotation` is): a
        // layer turned by pi over a translation stays axis-aligned, as
        // iOS draws it (lottie-ios's pr_1604_2 turns one by 180 degrees).
        for turn in [CGFloat.pi / 2, .pi, -.pi / 2, 2 * .pi, 3 * .pi] {
            let t = CATransform3DMakeTranslation(1688, 1598, 0)
            let fast = try #require(_StructField.rotationZ.writePlanar(turn, into: t))
            let general = try #require(_StructField.rotationZ.writeDecomposing(turn, into: t))
            #expect(approx(fast, general, 1e-12), "\(turn): \(fast) against \(general)")
            #expect((fast.m12 == 0 && fast.m21 == 0) || (fast.m11 == 0 && fast.m22 == 0), "\(turn)")
        }
    }

    /// A transform that only scales (the identity lottie-ios's layers
    /// start each frame from) is written without the orthonormalisation,
    /// to the same bits: the square root of a number's square is the
    /// number, so the rows' lengths are the scales themselves.
    @Test func scaleOnlyTransformsAreWrittenToTheSameBits() throws {
        var seed: UInt64 = 0x2545F4914F6CDD1D
        func next() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            // Scales across many binades, and 1.
            let e = Int(seed >> 60) - 8
            return seed & 0xF == 0 ? 1 : CGFloat(Double(seed >> 11) / Double(1 << 53) + 0.5) * pow(2, CGFloat(e))
        }
        for _ in 0..<2000 {
            let (a, d) = (next(), next())
            #expect((a * a).squareRoot() == a && (d * d).squareRoot() == d, "\(a), \(d)")
            let t = CATransform3DMakeScale(a, d, 1)
            for f in [_StructField.rotationZ, .scaleX, .scaleY, .scale] {
                let v = next()
                let fast = try #require(f.writePlanar(v, into: t))
                // The orthonormalisation, step by step, for this matrix.
                let sx0 = (a * a + 0 * 0).squareRoot(), c0 = a / sx0, s0 = 0 / sx0
                let k0 = c0 * 0 + s0 * d, r1x = 0 - c0 * k0, r1y = d - s0 * k0
                let sy0 = (r1x * r1x + r1y * r1y).squareRoot(), kxy = k0 / sy0
                var (sx, sy, cosine, sine) = (sx0, sy0, c0, s0)
                switch f {
                case .rotationZ: (sine, cosine) = _sinCos(v)
                case .scaleX: sx = v
                case .scaleY: sy = v
                default: sx = v; sy = v
                }
                #expect(fast.m11 == cosine * sx && fast.m12 == sine * sx, "\(f) = \(v) into \(a), \(d)")
                #expect(fast.m21 == (-sine + cosine * kxy) * sy && fast.m22 == (cosine + sine * kxy) * sy,
                        "\(f) = \(v) into \(a), \(d)")
            }
        }
    }

    /// What the shortcut does not cover goes to the decomposition: a
    /// mirror, a 3D rotation, perspective, a zero scale, the x and y
    /// rotations and the translation fields.
    @Test func planarWritesDeclineWhatTheyDoNotCover() {
        let plain = Self.planar(sx: 2, sy: 1, sz: 1, skew: 0, angle: 0.3, tx: 5, ty: 6)
        #expect(_StructField.scaleX.writePlanar(1, into: plain) != nil)
        #expect(_StructField.rotationX.writePlanar(1, into: plain) == nil)
        #expect(_StructField.rotationY.writePlanar(1, into: plain) == nil)
        #expect(_StructField.translationX.writePlanar(1, into: plain) == nil)
        let mirrored = Self.planar(sx: -2, sy: 1, sz: 1, skew: 0, angle: 0.3, tx: 0, ty: 0)
        #expect(_StructField.scaleX.writePlanar(1, into: mirrored) == nil)
        #expect(_StructField.scaleX.writePlanar(1, into: CATransform3DMakeRotation(0.5, 1, 0, 0)) == nil)
        var perspective = plain
        perspective.m34 = -1.0 / 500
        #expect(_StructField.scaleX.writePlanar(1, into: perspective) == nil)
        #expect(_StructField.scaleY.writePlanar(1, into: CATransform3DMakeScale(0, 1, 1)) == nil)
        #expect(_StructField.scaleY.writePlanar(1, into: CATransform3DMakeScale(1, 1, -1)) == nil)
    }
}
