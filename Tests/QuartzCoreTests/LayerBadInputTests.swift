import Testing
@testable import QuartzCore

/// Bad input gets one diagnostic line, is survived, and leaves the layer as
/// it was (Apple raises CALayerInvalidGeometry for NaN geometry).
@Suite struct LayerBadInputTests {
    @Test func nanAndInfiniteGeometryIsRefused() {
        let l = CALayer()
        l.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let before = (l.bounds, l.position, l.transform)
        let m = diagnostics {
            l.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
            l.position = CGPoint(x: CGFloat.infinity, y: 0)
            l.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            l.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
            l.zPosition = -CGFloat.infinity
            var t = CATransform3DIdentity
            t.m11 = .nan
            l.transform = t
            l.sublayerTransform = t
            l.cornerRadius = .nan
            l.opacity = .nan
            l.shadowOffset = CGSize(width: CGFloat.infinity, height: 0)
        }
        #expect(m.count == 10)
        #expect(m.allSatisfy { $0.hasPrefix("CALayer") })
        #expect(l.bounds == before.0 && l.position == before.1 && l.transform == before.2)
        #expect(l.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(l.opacity == 1)
    }

    @Test func hugeFiniteGeometryIsAccepted() {
        let l = CALayer()
        l.frame = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        #expect(l.bounds.width == 2e9)
        let child = layer("c", frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        l.addSublayer(child)
        #expect(l.hitTest(CGPoint(x: -1e9 + 0.5, y: -1e9 + 0.5)) === child)
    }

    @Test func zeroAndNegativeBoundsAreKept() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: -10, height: 5)
        #expect(l.bounds.size.width == -10, "kept as given (CGRect.width reads standardised)")
        #expect(!l.contains(CGPoint(x: 1, y: 1)))
        l.bounds = .zero
        #expect(l.hitTest(.zero) == nil)
    }

    @Test func nonPositiveScalesAreRefused() {
        let l = CALayer()
        let m = diagnostics {
            l.contentsScale = 0
            l.contentsScale = -2
            l.rasterizationScale = 0
        }
        #expect(m.count == 3)
        #expect(l.contentsScale == 1)
    }

    @Test func unknownGravityIsKeptWithADiagnostic() {
        let l = CALayer()
        let m = diagnostics { l.contentsGravity = CALayerContentsGravity(rawValue: "sideways") }
        #expect(m.count == 1)
        #expect(l.contentsGravity.rawValue == "sideways")
        // Drawn as the diagnostic says: filling the bounds, as .resize.
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 10, height: 10)
        #expect(_ContentsLayout.destination(gravity: l.contentsGravity, size: size, bounds: bounds) == bounds)
        #expect(_ContentsLayout.destination(gravity: .topLeft, size: size, bounds: bounds)
                    == CGRect(x: 0, y: 40, width: 10, height: 10))
    }

    @Test func aCycleNeitherCrashesNorLoops() {
        let a = CALayer(), b = CALayer()
        a.addSublayer(b)
        let m = diagnostics { b.addSublayer(a) }
        #expect(m.count == 1)
        #expect(a.superlayer == nil && b.superlayer === a)
        #expect(a.hitTest(.zero) == nil)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: a) == CGPoint(x: 1, y: 1))
    }

    @Test func oversizedBackingStoresAreReportedNotAllocated() {
        final class D: NSObject, CALayerDelegate {
            var drew = false
            func draw(_ layer: CALayer, in ctx: CGContext) { drew = true }
        }
        let l = CALayer()
        let d = D()
        l.delegate = d
        l.bounds = CGRect(x: 0, y: 0, width: 1e9, height: 1e9)
        let m = diagnostics { l.display() }
        #expect(m.count == 1)
        #expect(!d.drew)
    }
}
