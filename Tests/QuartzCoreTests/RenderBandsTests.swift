import Raster
import Testing
@testable import QuartzCore

/// A frame drawn in bands (on one thread or several) is byte-identical to
/// the frame drawn whole: shadows from composited alpha, perspective
/// planes, masks and minified images included.
@Suite struct RenderBandsTests {
    func scene() -> CALayer {
        committedScene(width: 240, height: 180) { root in
            // A group that casts its shadow from composited alpha.
            let group = CALayer()
            group.frame = CGRect(x: 20, y: 20, width: 90, height: 70)
            group.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8)
            group.cornerRadius = 9.5
            group.shadowOpacity = 0.7
            group.shadowRadius = 6
            group.shadowOffset = CGSize(width: 3, height: 5)
            let child = CALayer()
            child.frame = CGRect(x: 50, y: 40, width: 60, height: 50)
            child.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            group.addSublayer(child)
            root.addSublayer(group)
            // A perspective card with a border and a masked sublayer.
            let card = CALayer()
            card.frame = CGRect(x: 120, y: 40, width: 100, height: 110)
            card.backgroundColor = CGColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1)
            card.borderWidth = 3
            card.borderColor = CGColor(red: 0, green: 0, blue: 0.3, alpha: 1)
            card.cornerRadius = 12.3
            var t = CATransform3DIdentity
            t.m34 = -1 / 300
            card.transform = CATransform3DRotate(t, 0.7, 1, 0.4, 0)
            let masked = CALayer()
            masked.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
            masked.backgroundColor = CGColor(red: 0.9, green: 0.1, blue: 0.4, alpha: 1)
            let mask = CALayer()
            mask.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
            mask.cornerRadius = 30
            mask.backgroundColor = CGColor(gray: 0, alpha: 1)
            masked.mask = mask
            card.addSublayer(masked)
            root.addSublayer(card)
            // A large image drawn small (mip levels), rotated.
            let img = Surface(width: 64, height: 64)!
            for y in 0..<64 { for x in 0..<64 { img[x, y] = (x / 8 + y / 8) % 2 == 0 ? 0xFF20_4080 : 0xFFF0_E0A0 } }
            let pic = CALayer()
            pic.frame = CGRect(x: 30, y: 110, width: 40, height: 40)
            pic.contents = CGImage(_surface: img)
            pic.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            root.addSublayer(pic)
            // A shadow from a shadowPath that reaches past the layer's bounds.
            let pathCaster = CALayer()
            pathCaster.frame = CGRect(x: 150, y: 10, width: 50, height: 30)
            pathCaster.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 0.2, alpha: 1)
            pathCaster.shadowPath = CGPath(ellipseIn: CGRect(x: -15, y: -5, width: 80, height: 45), transform: nil)
            pathCaster.shadowOpacity = 0.8
            pathCaster.shadowRadius = 5
            pathCaster.shadowOffset = CGSize(width: 2, height: 6)
            root.addSublayer(pathCaster)
            // Wide shadows, blurred at reduced resolution: from a
            // shadowPath, and from a group's composited alpha.
            let wide = CALayer()
            wide.frame = CGRect(x: 100, y: 100, width: 40, height: 30)
            wide.shadowPath = CGPath(roundedRect: CGRect(x: -5, y: 0, width: 50, height: 40), cornerWidth: 8,
                                     cornerHeight: 8, transform: nil)
            wide.shadowOpacity = 0.9
            wide.shadowRadius = 50
            wide.shadowOffset = CGSize(width: 13, height: 7)
            root.addSublayer(wide)
            let wideGroup = CALayer()
            wideGroup.frame = CGRect(x: 60, y: 130, width: 30, height: 30)
            wideGroup.shadowOpacity = 0.9
            wideGroup.shadowRadius = 40
            let dot = CALayer()
            dot.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
            dot.backgroundColor = CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
            wideGroup.addSublayer(dot)
            root.addSublayer(wideGroup)
            // A plain layer whose shadow falls far from it: bands that
            // meet only the shadow must still draw it.
            let caster = CALayer()
            caster.frame = CGRect(x: 200, y: 150, width: 30, height: 20)
            caster.backgroundColor = CGColor(red: 0.3, green: 0.3, blue: 0.9, alpha: 1)
            caster.cornerRadius = 4
            caster.shadowOpacity = 1
            caster.shadowRadius = 3
            caster.shadowOffset = CGSize(width: -20, height: -70)
            root.addSublayer(caster)
        }
    }

    func pixels(_ s: Surface) -> [UInt32] {
        (0..<s.height).flatMap { y in Array(UnsafeBufferPointer(start: s.row(y), count: s.width)) }
    }

    @Test func bandsGiveTheBytesOfTheWholeFrame() {
        let root = scene()
        let t = CACurrentMediaTime()
        let whole = Surface(width: 240, height: 180)!
        #expect(root._renderPresentation(into: whole, clip: whole.bounds, at: t))
        // Bands of 7 rows, drawn one after another on this thread.
        let banded = Surface(width: 240, height: 180)!
        for y in stride(from: 0, to: 180, by: 7) {
            _ = root._renderPresentation(into: banded, clip: PixelRect(x0: 0, y0: y, x1: 240, y1: min(180, y + 7)), at: t)
        }
        let a = pixels(whole), b = pixels(banded)
        let differing = zip(a, b).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ between the whole frame and its bands")
        // The group's shadow, the card and the picture are really there.
        #expect(whole[60, 95] != 0xFFFF_FFFF)
        #expect(whole[170, 95] != 0xFFFF_FFFF)
        #expect(whole[195, 90] != 0xFFFF_FFFF, "the far shadow")
        // And on two threads.
        let threaded = Surface(width: 240, height: 180)!
        _ = root._renderPresentation(into: threaded, clip: threaded.bounds, at: t, threads: 2)
        #expect(pixels(threaded) == a)
    }
}
