import Testing
import CoreGraphics

@Suite struct CGAffineTransformTests {
    @Test func identityLeavesPointsAndIsIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
    }

    @Test func defaultInitialiserIsAllZerosAsApplesCStruct() {
        let t = CGAffineTransform()
        #expect(t.a == 0 && t.b == 0 && t.c == 0 && t.d == 0 && t.tx == 0 && t.ty == 0)
        #expect(!t.isIdentity)
    }

    @Test func initialisersMatchApplesLayout() {
        #expect(CGAffineTransform(translationX: 5, y: 7) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 7))
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(2, 0, 0, 3, 0, 0))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(r == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    }

    @Test func rotationTurnsXAxisTowardYAxis() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(approx(p, CGPoint(x: 0, y: 1)))
        let q = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 6))
        #expect(approx(q, CGPoint(x: cos(CGFloat.pi / 6), y: sin(CGFloat.pi / 6))))
    }

    @Test func concatenatingAppliesReceiverFirst() {
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
    }

    @Test func translatedByHappensBeforeReceiver() {
        // Apple: t' = translate · t, so the translation is scaled by t.
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 0))
        let s = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 12, y: 3))
        let r = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(approx(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 10, y: 1)))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let p = CGPoint(x: 3.5, y: -2)
        #expect(approx(p.applying(t).applying(t.inverted()), p))
        #expect(t.concatenating(t.inverted()).a.isFinite)
        #expect(approx(t.concatenating(t.inverted()).tx, 0))
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        let s = CGAffineTransform(scaleX: 0, y: 1)
        #expect(s.inverted() == s)
    }

    @Test func applyingOnSizesUsesOnlyTheLinearPart() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 100, ty: 100)
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: 15))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(CGSize(width: 4, height: 5).applying(r) == CGSize(width: -5, height: 4))
    }

    @Test func applyingOnRectsGivesTheBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(r.applying(CGAffineTransform(rotationAngle: .pi / 2)) == CGRect(x: -20, y: 0, width: 20, height: 10))
        let diag = r.applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(approx(diag.width, 30 / 2.squareRoot(), 1e-9))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test func equatableComparesEveryEntry() {
        #expect(CGAffineTransform(translationX: 1, y: 2) != CGAffineTransform(translationX: 1, y: 3))
        #expect(CGAffineTransform(translationX: 1, y: 2) == CGAffineTransform(translationX: 1, y: 2))
    }
}
