import Foundation
import Raster
import Testing
@testable import QuartzCore

/// Wide shadows are blurred at reduced resolution and drawn only where
/// they land: still the Gaussian they should be, and cheap however wide.
@Suite struct WideShadowTests {
    /// The Gaussian blur of [a, b) along one axis, sampled at x.
    func blurred(_ x: Double, _ a: Double, _ b: Double, sigma: Double) -> Double {
        0.5 * (erf((x - a) / (sigma * 2.0.squareRoot())) - erf((x - b) / (sigma * 2.0.squareRoot())))
    }

    @Test(arguments: [(20.0, 0.0), (40, 0), (24, 0.5)])
    func aWideShadowIsTheGaussianOfItsShape(sigma: Double, offset: Double) {
        let root = committedScene(width: 400, height: 300) { root in
            let l = CALayer()
            l.frame = CGRect(x: 150 + offset, y: 110, width: 100, height: 80)
            l.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            l.shadowOpacity = 1
            l.shadowRadius = CGFloat(sigma)
            l.shadowOffset = .zero
            root.addSublayer(l)
        }
        let frame = renderedFrame(root, at: CACurrentMediaTime())
        var worst = 0.0
        for (x, y) in [(120, 150), (60, 150), (200, 60), (130, 90), (275, 215), (10, 10), (200, 260)] {
            // Over white, black at alpha a leaves 255 · (1 − a).
            let a = blurred(Double(x) + 0.5, 150 + offset, 250 + offset, sigma: sigma)
                * blurred(Double(y) + 0.5, 110, 190, sigma: sigma)
            let expected = 255 * (1 - a)
            worst = max(worst, abs(Double(frame[x, y] & 0xFF) - expected))
        }
        #expect(worst <= 4, "worst \(worst) of 255")
    }

    /// Many instances of a scaled-up layer, each with a shadow of radius
    /// 200, over a small surface: every instance has its own size (no mask
    /// is shared), and the masks are made small and read only where they
    /// land. (At full resolution this frame took some forty seconds.)
    @Test func manyWideShadowsOverASmallSurfaceDrawQuickly() {
        let root = committedScene(width: 64, height: 64) { root in
            let r = CAReplicatorLayer()
            r.frame = root.bounds
            r.instanceCount = 400
            r.instanceTransform = CATransform3DMakeScale(1.01, 1.01, 1)
            let l = CALayer()
            l.frame = CGRect(x: -600, y: -500, width: 1300, height: 1100)
            l.backgroundColor = CGColor(gray: 0.5, alpha: 0.01)
            l.shadowOpacity = 0.01
            l.shadowRadius = 200
            l.shadowOffset = CGSize(width: 0, height: 20)
            r.addSublayer(l)
            root.addSublayer(r)
        }
        let frame = renderedFrame(root, at: CACurrentMediaTime())
        // 400 faint shadows and fills pile up into a grey.
        let c = pixelChannels(frame[32, 32])
        #expect(c.a == 255 && c.r < 200 && c.r > 20)
        let masks = _Compositor.shadows.withLock { $0.count }
        #expect(masks >= 400)
    }
}
