import Foundation
import Testing
@testable import PreviewKit

/// What porting KDCircularProgress, SwiftSpinner, TKSubmitTransition,
/// GradientCircularProgress, SpringIndicator, RPLoadingAnimation,
/// LiquidLoader, BubbleTransition and ViewAnimator found, each pinned as
/// UIKit behaves.
extension MainThreadSuites {
    @Suite(.serialized) struct PortedLibraryFindings2Tests {
        /// A 2x1 image: red on the left, blue on the right (as stored).
        func redBlue() throws -> CGImage {
            let ctx = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            return try #require(ctx.makeImage())
        }

        /// `UIImageView(image:)` shows its image (the image was set in one
        /// of the view's own initialisers, where its observer does not
        /// run, and the view stayed empty: GradientCircularProgress's ring).
        @Test func anImageViewMadeWithAnImageShowsIt() throws {
            let view = UIImageView(image: UIImage(cgImage: try redBlue(), scale: 1))
            #expect(view.layer.contents != nil)
            #expect(view.bounds.size == CGSize(width: 2, height: 1))
            let both = UIImageView(image: UIImage(cgImage: try redBlue()), highlightedImage: UIImage())
            #expect(both.layer.contents != nil)
        }

        /// An image's orientation turns it where it is drawn: its size is
        /// the drawn size, `draw(in:)` and an image view show it turned.
        @Test func anImagesOrientationTurnsItWhereverItIsDrawn() throws {
            let stored = try redBlue()
            let up = UIImage(cgImage: stored, scale: 1, orientation: .up)
            let down = UIImage(cgImage: stored, scale: 1, orientation: .down)
            let right = UIImage(cgImage: stored, scale: 1, orientation: .right)
            let mirrored = UIImage(cgImage: stored, scale: 1, orientation: .upMirrored)
            #expect(up.imageOrientation == .up && down.imageOrientation == .down)
            #expect(right.size == CGSize(width: 1, height: 2), "a quarter turn exchanges width and height")
            func drawn(_ image: UIImage) -> [UInt8] {
                let w = Int(image.size.width), h = Int(image.size.height)
                UIGraphicsBeginImageContextWithOptions(image.size, false, 1)
                image.draw(in: CGRect(origin: .zero, size: image.size))
                let out = UIGraphicsGetImageFromCurrentImageContext()!.cgImage!
                UIGraphicsEndImageContext()
                return (0..<(w * h)).map { i in pixel(out, i % w, i / w).r }
            }
            #expect(drawn(up) == [255, 0], "red on the left")
            #expect(drawn(down) == [0, 255], "half a turn: red on the right")
            #expect(drawn(mirrored) == [0, 255], "mirrored: red on the right")
            #expect(drawn(right) == [255, 0], "a quarter turn clockwise: red on top")
            // An image view shows the turned pixels.
            let view = UIImageView(image: down)
            let shown = try #require(view.layer.contents as! CGImage?)
            #expect(pixel(shown, 0, 0).b == 255 && pixel(shown, 1, 0).r == 255)
        }

        /// `UIColor()`, a placeholder LiquidLoader's engine starts with, is a
        /// colour: transparent black.
        @Test func aColourMadeWithNothingIsTransparentBlack() {
            let c = UIColor()
            var r: CGFloat = 1, g: CGFloat = 1, b: CGFloat = 1, a: CGFloat = 1
            #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
            #expect([r, g, b, a] == [0, 0, 0, 0])
            #expect(c.cgColor.alpha == 0)
        }

        /// The orientation and status-bar API iOS code asks (a desktop
        /// window is upright and has no status bar), and the scene API of
        /// iOS 13 code that makes its own window.
        @Test func orientationStatusBarAndSceneAskAsOnADevice() {
            final class Controller: UIViewController {
                override var prefersStatusBarHidden: Bool { true }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                override var shouldAutorotate: Bool { false }
                var warned = false
                override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning(); warned = true }
            }
            let plain = UIViewController(), custom = Controller()
            #expect(plain.shouldAutorotate && !plain.prefersStatusBarHidden)
            #expect(plain.supportedInterfaceOrientations == .allButUpsideDown)
            #expect(plain.preferredStatusBarStyle == .default)
            #expect(custom.prefersStatusBarHidden && !custom.shouldAutorotate)
            #expect(custom.supportedInterfaceOrientations.contains(.portrait) && !custom.supportedInterfaceOrientations.contains(.landscapeLeft))
            custom.didReceiveMemoryWarning()
            #expect(custom.warned)
            #expect(UIApplication.shared.statusBarOrientation == .portrait)
            #expect(UIApplication.shared.statusBarOrientation.isPortrait && !UIInterfaceOrientation.landscapeLeft.isPortrait)
            #expect(UIInterfaceOrientationMask.all.contains(.landscape))
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            #expect(scene?.interfaceOrientation == .portrait)
            let window = UIWindow(windowScene: scene!)
            #expect(window.windowScene === scene)
            window.windowLevel = UIWindow.Level.alert + 1
            #expect(window.windowLevel.rawValue == 2001)
            #expect((UIWindow.Level.statusBar - 1).rawValue == 999)
        }
    }
}
