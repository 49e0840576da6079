import Testing
@testable import QuartzCore
import Raster

/// Finite but enormous numbers reach the renderer as they are (Apple
/// accepts them); they must be drawn as far as they reach the surface,
/// never trap converting to integers, and leave the rest of the tree drawn.
@Suite struct HugeGeometryTests {
    /// A tree whose first layer is `odd`, then a plain 10x10 red square at
    /// (2, 2) that must still be drawn.
    func render(_ odd: CALayer) -> Surface {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.anchorPoint = .zero
        root.addSublayer(odd)
        let marker = CALayer()
        marker.frame = CGRect(x: 2, y: 2, width: 10, height: 10)
        marker.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(marker)
        CATransaction.flush()
        let s = Surface(width: 40, height: 40)!
        root._renderPresentation(into: s, clip: s.bounds, at: CACurrentMediaTime())
        return s
    }

    func markerDrawn(_ s: Surface) -> Bool { s.row(6)[6] == 0xFFFF_0000 }

    @Test func aHugeLayerWithRoundedCorners() {
        let l = CALayer()
        l.frame = CGRect(x: -5e17, y: 20, width: 1e18, height: 1e18)
        l.cornerRadius = 1e17
        l.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let s = render(l)
        #expect(markerDrawn(s))
        #expect(s.row(30)[20] == 0xFF00_00FF, "the inside of the huge layer is blue")
    }

    @Test func aHugeShadowOffsetOnAGroupShadow() {
        let l = CALayer()
        l.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        let sub = CALayer()
        sub.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        sub.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        l.addSublayer(sub)
        l.shadowOpacity = 1
        l.shadowOffset = CGSize(width: 1e19, height: 1e19)
        l.shadowRadius = 1e19
        #expect(markerDrawn(render(l)))
    }

    @Test func hugeBordersAndShadowsOnABackground() {
        let l = CALayer()
        l.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        l.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        l.borderWidth = 1e300
        l.shadowOpacity = 1
        l.shadowRadius = 1e300
        l.shadowOffset = CGSize(width: -1e300, height: 1e300)
        #expect(markerDrawn(render(l)))
    }
}
