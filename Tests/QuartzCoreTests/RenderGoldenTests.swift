import Raster
import Testing
@testable import QuartzCore

/// Each layer property rendered alone and combined, against golden PNGs
/// (see GoldenImage for the tolerance). Scenes sit on an opaque white root
/// so the PNGs hold exactly what was rendered.
@Suite struct RenderGoldenTests: GoldenScene {
    func card(_ frame: CGRect, _ configure: (CALayer) -> Void = { _ in }) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.backgroundColor = rgb(0.2, 0.5, 0.9)
        configure(l)
        return l
    }

    @Test func backgroundColorFillsTheBounds() {
        GoldenImage.expectMatches(render { $0.addSublayer(card(CGRect(x: 20.5, y: 20.25, width: 100, height: 60))) },
                                  "background")
    }

    @Test func cornerRadiusAndMaskedCornersRoundTheBackground() {
        GoldenImage.expectMatches(render { root in
            root.addSublayer(card(CGRect(x: 10, y: 10, width: 64, height: 100)) { $0.cornerRadius = 16 })
            root.addSublayer(card(CGRect(x: 86, y: 10, width: 64, height: 100)) {
                $0.cornerRadius = 24
                $0.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            })
        }, "corner-radius")
    }

    @Test func borderSitsInsideTheEdgeAndFollowsTheCorners() {
        GoldenImage.expectMatches(render { root in
            root.addSublayer(card(CGRect(x: 20, y: 20, width: 120, height: 80)) {
                $0.cornerRadius = 20
                $0.borderWidth = 6
                $0.borderColor = self.rgb(0.9, 0.3, 0.1, 0.8)
            })
        }, "border")
    }

    @Test func shadowIsABlurredOffsetCopyBeneathTheLayer() {
        GoldenImage.expectMatches(render { root in
            root.addSublayer(card(CGRect(x: 30, y: 20, width: 100, height: 60)) {
                $0.cornerRadius = 12
                $0.shadowOpacity = 0.6
                $0.shadowRadius = 6
                $0.shadowOffset = CGSize(width: 4, height: 10)
            })
        }, "shadow")
    }

    @Test func masksToBoundsClipsSublayersToTheRoundedBounds() {
        GoldenImage.expectMatches(render { root in
            root.addSublayer(card(CGRect(x: 20, y: 10, width: 120, height: 100)) { l in
                l.cornerRadius = 30
                l.masksToBounds = true
                l.addSublayer(self.card(CGRect(x: -20, y: 50, width: 100, height: 80)) { $0.backgroundColor = self.rgb(1, 0.8, 0) })
            })
        }, "masks-to-bounds")
    }

    @Test func maskLayerKeepsOnlyWhatItsAlphaCovers() {
        GoldenImage.expectMatches(render { root in
            root.addSublayer(card(CGRect(x: 20, y: 10, width: 120, height: 100)) { l in
                let m = CALayer()
                m.frame = CGRect(x: 20, y: 10, width: 80, height: 80)
                m.cornerRadius = 40
                m.backgroundColor = self.rgb(0, 0, 0, 1)
                l.mask = m
            })
        }, "mask")
    }

    @Test func groupOpacityCompositesTheSubtreeOnce() {
        GoldenImage.expectMatches(render { root in
            root.addSublayer(card(CGRect(x: 20, y: 20, width: 80, height: 80)) { l in
                l.opacity = 0.5
                l.addSublayer(self.card(CGRect(x: 40, y: 20, width: 80, height: 60)) { $0.backgroundColor = self.rgb(0.9, 0.1, 0.2) })
            })
        }, "group-opacity")
    }

    @Test func perspectiveRotationIsDrawnProjectively() {
        GoldenImage.expectMatches(render { root in
            root.addSublayer(card(CGRect(x: 30, y: 20, width: 100, height: 80)) {
                var t = CATransform3DIdentity
                t.m34 = -1 / 200
                $0.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
                $0.cornerRadius = 10
                $0.borderWidth = 3
                $0.borderColor = self.rgb(0, 0, 0.3)
            })
        }, "perspective")
    }

    @Test func backFacingLayersThatAreNotDoubleSidedAreSkipped() {
        let s = render { root in
            root.addSublayer(card(CGRect(x: 30, y: 20, width: 100, height: 80)) {
                $0.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
                $0.isDoubleSided = false
            })
        }
        #expect(s[80, 60] == 0xFFFF_FFFF)
    }

    @Test func hiddenLayersAreSkipped() {
        let s = render { $0.addSublayer(card(CGRect(x: 30, y: 20, width: 100, height: 80)) { $0.isHidden = true }) }
        #expect(s[80, 60] == 0xFFFF_FFFF)
    }

    @Test func contentsRectAndGravityPlaceTheImage() {
        // A 4x4 checker of four colours; contentsRect picks its right half.
        let img = Surface(width: 4, height: 4)!
        let colours: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF00_0000]
        for y in 0..<4 { for x in 0..<4 { img[x, y] = colours[(y / 2) * 2 + x / 2] } }
        let image = CGImage(_surface: img)
        GoldenImage.expectMatches(render { root in
            root.addSublayer(card(CGRect(x: 10, y: 10, width: 60, height: 100)) {
                $0.contents = image
                $0.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
                $0.magnificationFilter = .nearest
            })
            root.addSublayer(card(CGRect(x: 90, y: 10, width: 60, height: 100)) {
                $0.contents = image
                $0.contentsGravity = .resizeAspect
                $0.contentsScale = 1
                $0.magnificationFilter = .nearest
            })
        }, "contents")
    }

    @Test func everythingCombined() {
        GoldenImage.expectMatches(render(width: 200, height: 160) { root in
            root.addSublayer(card(CGRect(x: 40, y: 30, width: 120, height: 100)) { l in
                var t = CATransform3DIdentity
                t.m34 = -1 / 400
                l.transform = CATransform3DRotate(t, 0.5, 1, 1, 0)
                l.cornerRadius = 18
                l.borderWidth = 4
                l.borderColor = self.rgb(1, 1, 1, 0.7)
                l.shadowOpacity = 0.5
                l.shadowRadius = 5
                l.masksToBounds = true
                l.addSublayer(self.card(CGRect(x: 60, y: 50, width: 80, height: 80)) { $0.backgroundColor = self.rgb(1, 0.6, 0) })
            })
        }, "combined")
    }

    @Test func siblingsAreDrawnByZPositionThenInOrder() {
        // All four overlap at (60, 60). Order of drawing by z, ties in
        // sublayer order: blue (−1), green (0), red (2), yellow (2): yellow on top.
        let colours = [rgb(1, 0, 0), rgb(0, 0, 1), rgb(0, 1, 0), rgb(1, 1, 0)]
        let zs: [CGFloat] = [2, -1, 0, 2]
        let s = render { root in
            for (i, c) in colours.enumerated() {
                root.addSublayer(card(CGRect(x: 40 + CGFloat(i) * 5, y: 40 + CGFloat(i) * 5, width: 40, height: 40)) {
                    $0.backgroundColor = c
                    $0.zPosition = zs[i]
                })
            }
        }
        #expect(s[60, 60] == 0xFFFF_FF00) // yellow: highest z, last of the tie
        #expect(s[42, 42] == 0xFFFF_0000) // only red reaches here
        #expect(s[47, 47] == 0xFFFF_0000) // red (z 2) over blue (z −1)
        #expect(s[82, 82] == 0xFFFF_FF00) // yellow over green
        #expect(s[78, 53] == 0xFFFF_0000) // red, above yellow's top edge
        #expect(s[82, 52] == 0xFF00_FF00) // green (z 0) over blue (z −1)
    }

    @Test func hugeAndNaNGeometryRendersWithoutHugeAllocations() {
        let s = render { root in
            root.addSublayer(card(CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)) { $0.cornerRadius = 1e8 })
            root.addSublayer(card(CGRect(x: 0, y: 0, width: 10, height: 10)) { $0.position = CGPoint(x: CGFloat.nan, y: 5) })
            root.addSublayer(card(CGRect(x: 10, y: 10, width: -30, height: 0)))
            // A blur far wider than any screen: capped, not a gigabyte mask.
            root.addSublayer(card(CGRect(x: 140, y: 100, width: 10, height: 10)) {
                $0.shadowOpacity = 1
                $0.shadowRadius = 1e5
            })
        }
        #expect(s[80, 60] == premultipliedPixel(r: 0.2, g: 0.5, b: 0.9, a: 1))
    }
}
