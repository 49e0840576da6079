import Foundation
import Testing
@testable import PreviewKit
import CoreImage

/// Core Image as iOS image code uses it: filters found by name, images
/// with Core Image's extents, a context that renders them; and the
/// image details such code reads (alpha info, pixel bytes, frames).
@Suite struct CoreImageTests {
    /// A 20 × 10 image: left half opaque red, right half clear.
    func halfRed() -> CGImage {
        let ctx = CGContext(data: nil, width: 20, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        return ctx.makeImage()!
    }

    @Test func filtersAreFoundByName() {
        #expect(CIFilter(name: "CIGaussianBlur")?.inputKeys == [kCIInputImageKey, kCIInputRadiusKey])
        #expect(CIFilter(name: "CINoSuchFilter") == nil, "an unknown name gives nil, as on iOS")
        let f = CIFilter(name: "CISepiaTone")!
        #expect(f.outputImage == nil, "no input image, no output")
        #expect((f.value(forKey: kCIInputIntensityKey) as? Double) == 1)
    }

    @Test func aBlurGrowsByThreeSigmaUnlessClamped() throws {
        let image = CIImage(cgImage: halfRed())
        #expect(image.extent == CGRect(x: 0, y: 0, width: 20, height: 10))
        let blurred = image.applyingGaussianBlur(sigma: 2)
        #expect(blurred.extent == CGRect(x: -6, y: -6, width: 32, height: 22))
        let clamped = image.clampedToExtent().applyingGaussianBlur(sigma: 2).cropped(to: image.extent)
        #expect(clamped.extent == image.extent)
        let cg = try #require(CIContext().createCGImage(clamped, from: clamped.extent))
        // Clamped, the left edge stays red to the end; the middle is a ramp.
        let p = cg._surface[0, 5], mid = cg._surface[10, 5]
        #expect(p >> 24 == 255 && p >> 16 & 0xFF == 255)
        #expect(mid >> 24 > 60 && mid >> 24 < 200, "half way across the edge: alpha \(mid >> 24)")
        #expect(CIContext().createCGImage(image.clampedToExtent(), from: .infinite) == nil)
    }

    @Test func imagesConvertBothWays() throws {
        let ui = UIImage(ciImage: CIImage(cgImage: halfRed()).cropped(to: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(ui.size == CGSize(width: 10, height: 10) && ui.ciImage != nil)
        let back = try #require(CIImage(image: ui))
        #expect(back.extent.size == CGSize(width: 10, height: 10))
        let moved = back.transformed(by: CGAffineTransform(translationX: 5, y: -3))
        #expect(moved.extent == CGRect(x: 5, y: -3, width: 10, height: 10))
        let over = back.composited(over: CIImage(color: CIColor(red: 0, green: 0, blue: 1)))
        #expect(over.extent == back.extent)
    }

    @Test func opaqueImagesSayTheyHaveNoAlpha() throws {
        let png = try #require(UIImage(cgImage: halfRed()).pngData())
        #expect(UIImage(data: png)?.cgImage?.alphaInfo == .premultipliedFirst)
        let jpeg = try #require(UIImage(cgImage: halfRed()).jpegData(compressionQuality: 0.9))
        #expect(UIImage(data: jpeg)?.cgImage?.alphaInfo == .noneSkipFirst)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 1)
        let opaque = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(opaque?.cgImage?.alphaInfo == .noneSkipFirst)
    }

    @Test func pixelBytesAreReadAsIOSCodeReadsThem() throws {
        // One pixel: its four bytes, where Data keeps them inline.
        let ctx = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.setFillColor(CGColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let data = try #require(ctx.makeImage()?.dataProvider?.data)
        let bytes = try #require(CFDataGetBytePtr(data))
        #expect(CFDataGetLength(data) == 4)
        #expect(bytes[0] == 255 && bytes[1] == 128 && bytes[2] == 0 && bytes[3] == 255, "B, G, R, A")
        let big = try #require(CIContext().createCGImage(CIImage(cgImage: halfRed()), from: CGRect(x: 0, y: 0, width: 20, height: 10)))
        let bigData = big.dataProvider?.data
        #expect(CFDataGetBytePtr(bigData)?[2] == 255 && CFDataGetLength(bigData) == big.bytesPerRow * 10)
    }

    @Test func animatedImagesPlayInImageViews() throws {
        let a = UIImage(cgImage: halfRed()), b = UIImage(cgImage: halfRed())
        let animated = try #require(UIImage.animatedImage(with: [a, b], duration: 0.5))
        #expect(animated.images?.count == 2 && animated.duration == 0.5)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        let view = UIImageView(image: animated)
        #expect(view.layer.animation(forKey: "UIImageView.animatedImage") is CAKeyframeAnimation)
        view.image = a
        #expect(view.layer.animation(forKey: "UIImageView.animatedImage") == nil)
    }
}
