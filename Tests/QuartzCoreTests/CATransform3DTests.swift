import Testing
@testable import QuartzCore

@Suite struct CATransform3DTests {
    func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0) -> (CGFloat, CGFloat, CGFloat) {
        let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
        return ((x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
                (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
                (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w)
    }

    @Test func identityIsIdentity() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()), "the zero-initialised struct, as Apple's, is not the identity")
    }

    @Test func translationLivesInTheFourthRow() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && t.m44 == 1)
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(apply(t, 1, 1) == (12, 2, 0))
    }

    @Test func translateScaleRotateApplyTheirOperationBeforeT() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(apply(t, 0, 0) == (20, 0, 0))
        let s = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 3, 3, 3)
        #expect(apply(s, 1, 1) == (13, 3, 0))
        let r = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
        let p = apply(r, 1, 0)
        #expect(approx(p.0, 10) && approx(p.1, 1))
    }

    @Test func zRotationMatchesTheAffineRotation() {
        let a = CATransform3DMakeRotation(0.7, 0, 0, 1)
        let b = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.7))
        #expect(approx(a, b, 1e-15))
        // About y, +z turns toward +x... and x toward -z.
        let y = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let p = apply(y, 1, 0, 0)
        #expect(approx(p.0, 0) && approx(p.2, -1))
    }

    @Test func rotationAboutAZeroAxisIsTheIdentity() {
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func rotationAxisNeedNotBeUnitLength() {
        #expect(approx(CATransform3DMakeRotation(0.3, 0, 0, 5), CATransform3DMakeRotation(0.3, 0, 0, 1), 1e-15))
    }

    @Test func invertUndoesAndSingularReturnsTheInput() {
        var t = CATransform3DRotate(CATransform3DMakeScale(2, 3, 4), 0.5, 1, 2, 3)
        t = CATransform3DTranslate(t, 5, -6, 7)
        t.m34 = -1 / 500
        #expect(approx(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, 1e-12))
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test func affineRoundTripAndIsAffine() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == a)
        var p = t
        p.m34 = -0.002
        #expect(!CATransform3DIsAffine(p))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 1, 0, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    }

    @Test func equalToTransformComparesEntries() {
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(1, 2, 3), CATransform3DMakeScale(1, 2, 3)))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeScale(1, 2, 3), CATransform3DMakeScale(1, 2, 4)))
    }
}
