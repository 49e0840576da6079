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

    /// A plain 10x10 blue layer at (20, 20), clear of the marker, for the
    /// extreme values to be set on.
    func blueSquare() -> CALayer {
        let l = CALayer()
        l.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        l.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        return l
    }

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
        let l = blueSquare()
        l.borderWidth = 1e300
        l.shadowOpacity = 1
        l.shadowRadius = 1e300
        l.shadowOffset = CGSize(width: -1e300, height: 1e300)
        #expect(markerDrawn(render(l)))
    }

    // Found by fuzzing (see FuzzRegressionTests): each drew nothing
    // sensible to draw and trapped instead.

    @Test func pixelBoxesOfAnyDoubleConvert() {
        let limit = PixelRect(x0: 0, y0: 0, x1: 64, y1: 64)
        #expect(PixelRect.covering(minX: 10, minY: 1e300, maxX: 20, maxY: .infinity, within: limit).isEmpty)
        #expect(PixelRect.covering(minX: -1e300, minY: 3, maxX: 1e300, maxY: 4.5, within: limit)
            == PixelRect(x0: 0, y0: 3, x1: 64, y1: 5))
        #expect(PixelRect.covering(minX: .nan, minY: 0, maxX: 1, maxY: 1, within: limit).isEmpty)
        #expect(clampedPixel(-.infinity, 0, 9, .down) == 0 && clampedPixel(.nan, 2, 9, .up) == 2)
        #expect(clampedPixel(1e19, 0, 9, .up) == 9 && clampedPixel(4.2, 0, 9, .up) == 5)
    }

    @Test func textWithAHugeHeightAndFarAwayGlyphs() {
        let t = CATextLayer()
        t.frame = CGRect(x: 20, y: 20, width: 10, height: 1e300)
        t.string = "a\nb\nc"
        t.fontSize = 1e-300
        t.isWrapped = true
        #expect(markerDrawn(render(t)))
        let far = CATextLayer()
        far.frame = CGRect(x: 1e300, y: -1e300, width: 50, height: 20)
        far.string = "far"
        #expect(markerDrawn(render(far)))
    }

    @Test func aRotatedOutlineOfInfiniteScale() {
        let l = blueSquare()
        l.cornerRadius = 3
        l.transform = CATransform3DRotate(CATransform3DMakeScale(1e308, 1e308, 1), 0.5, 0, 0, 1)
        #expect(markerDrawn(render(l)))
    }

    @Test func contentsSampledFarOutsideTheImage() {
        let ctx = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let l = CALayer()
        l.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        l.contents = ctx.makeImage()
        l.contentsRect = CGRect(x: -1e300, y: 1e300, width: 1e-300, height: 2)
        l.contentsCenter = CGRect(x: 0.2, y: 0.2, width: 0.5, height: 0.5)
        l.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        #expect(markerDrawn(render(l)))
    }

    @Test func aReplicatorTintThatIsNotANumber() {
        let r = CAReplicatorLayer()
        r.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        r.instanceCount = 3
        r.instanceRedOffset = .infinity
        r.instanceAlphaOffset = -.infinity
        let sub = CALayer()
        sub.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        sub.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        r.addSublayer(sub)
        #expect(markerDrawn(render(r)))
    }

    @Test func aShadowUnderAnAlphaPastOne() {
        let l = blueSquare()
        l.shadowOpacity = 1
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.byValue = CGColor(red: 0, green: 0, blue: 0, alpha: 40)
        tint.isAdditive = true
        tint.duration = 100
        l.add(tint, forKey: "tint")
        #expect(markerDrawn(render(l)))
    }
}
