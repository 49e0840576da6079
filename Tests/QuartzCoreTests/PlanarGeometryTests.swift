import Testing
@testable import QuartzCore

/// A layer's map to its superlayer for a transform in the plane is worked
/// without the 4 × 4 products (`_LayerGeometry.planarToParent`) and gives
/// the products' numbers.
struct PlanarGeometryTests {
    @Test func planarMapsEqualTheProducts() throws {
        var seed: UInt64 = 0x853C49E6748FEA9B
        func next(_ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return lo + (hi - lo) * CGFloat(seed >> 11) / CGFloat(1 << 53)
        }
        var p = _LayerProperties.defaults
        for i in 0..<3000 {
            p.bounds = CGRect(x: next(-20, 20), y: next(-20, 20), width: next(0, 300), height: next(0, 300))
            p.anchorPoint = CGPoint(x: next(-0.5, 1.5), y: next(-0.5, 1.5))
            p.anchorPointZ = next(-5, 5)
            p.position = CGPoint(x: next(-500, 500), y: next(-500, 500))
            p.zPosition = next(-10, 10)
            switch i % 4 {
            case 0: p.transform = CATransform3DIdentity
            case 1: p.transform = CATransform3DMakeRotation(next(-7, 7), 0, 0, 1)
            case 2:
                var t = CATransform3DMakeScale(next(-3, 3), next(-3, 3), 1)
                t.m21 = next(-1, 1)
                t.m41 = next(-50, 50); t.m42 = next(-50, 50)
                p.transform = CATransform3DConcat(t, CATransform3DMakeRotation(next(-7, 7), 0, 0, 1))
            default: p.transform = CATransform3DMakeTranslation(next(-9, 9), next(-9, 9), 0)
            }
            let fast = try #require(_LayerGeometry.planarToParent(p))
            let product = _Homography(flattening: _LayerGeometry.toParentIgnoringSublayerTransform(p))
            #expect(fast == product, "\(p.transform) at \(p.position), anchor \(p.anchorPoint)")
        }
        // Not in the plane, or not finite: the products.
        p.transform = CATransform3DMakeRotation(0.4, 1, 0, 0)
        #expect(_LayerGeometry.planarToParent(p) == nil)
        p.transform = CATransform3DIdentity
        p.transform.m34 = -1.0 / 500
        #expect(_LayerGeometry.planarToParent(p) == nil)
        p.transform = CATransform3DIdentity
        p.position.x = .infinity
        #expect(_LayerGeometry.planarToParent(p) == nil)
    }
}
