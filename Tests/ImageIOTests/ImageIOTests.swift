import Foundation
import Testing
@testable import ImageIO
import Raster

/// PNG and JPEG through CGImageSource and CGImageDestination: round trips
/// keep the pixels, and bad bytes give a diagnostic and no image.
@Suite struct ImageIOTests {
    /// An RGBA (premultipliedLast) bitmap, the layout iOS code draws into.
    func rgbaContext(_ width: Int, _ height: Int) -> CGContext? {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    }

    /// 16×8: opaque red left half, half-transparent blue right half, a
    /// green row along the top.
    func sampleImage() throws -> CGImage {
        let ctx = try #require(rgbaContext(16, 8))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 8, y: 0, width: 8, height: 8))
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 7, width: 16, height: 1))
        return try #require(ctx.makeImage())
    }

    func encode(_ image: CGImage, _ type: String, _ properties: [String: Any]? = nil) throws -> Data {
        let data = NSMutableData()
        let dst = try #require(CGImageDestinationCreateWithData(data, type, 1, nil))
        CGImageDestinationAddImage(dst, image, properties)
        #expect(CGImageDestinationFinalize(dst))
        return data as Data
    }

    func maxDifference(_ a: CGImage, _ b: CGImage) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a._surface[x, y], q = b._surface[x, y]
                for s in stride(from: UInt32(0), through: 24, by: 8) {
                    worst = max(worst, abs(Int((p >> s) & 0xFF) - Int((q >> s) & 0xFF)))
                }
            }
        }
        return worst
    }

    @Test func pngRoundTripsThroughMemory() throws {
        let image = try sampleImage()
        let png = try encode(image, kUTTypePNG)
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let source = try #require(CGImageSourceCreateWithData(png, nil))
        #expect(CGImageSourceGetType(source) == kUTTypePNG)
        #expect(CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        let back = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(back.width == 16 && back.height == 8)
        // Straight alpha in the file: half-transparent pixels come back
        // within a rounding step; opaque ones exactly.
        #expect(maxDifference(image, back) <= 1)
        #expect(back._surface[0, 0] == 0xFF00_FF00)
        #expect(back._surface[0, 7] == 0xFFFF_0000)
    }

    @Test func pngRoundTripsThroughAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("qz-imageio-\(UInt32.random(in: 0...UInt32.max)).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let image = try sampleImage()
        let dst = try #require(CGImageDestinationCreateWithURL(url, kUTTypePNG, 1, nil))
        CGImageDestinationAddImage(dst, image, nil)
        #expect(CGImageDestinationFinalize(dst))
        let source = try #require(CGImageSourceCreateWithURL(url, nil))
        let back = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(maxDifference(image, back) <= 1)
    }

    @Test func jpegDecodesCloseToTheOriginal() throws {
        // JPEG is lossy and has no alpha: an opaque image, compared loosely.
        let ctx = try #require(rgbaContext(32, 32))
        ctx.setFillColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 32))
        let image = try #require(ctx.makeImage())
        let jpeg = try encode(image, kUTTypeJPEG, [kCGImageDestinationLossyCompressionQuality: 0.95])
        #expect(jpeg.prefix(2) == Data([0xFF, 0xD8]))
        let source = try #require(CGImageSourceCreateWithData(jpeg, nil))
        #expect(CGImageSourceGetType(source) == kUTTypeJPEG)
        let back = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(maxDifference(image, back) <= 6)
    }

    @Test func corruptBytesGiveNoImageAndOneDiagnostic() throws {
        var png = try encode(try sampleImage(), kUTTypePNG)
        png = png.prefix(png.count / 2) // truncated mid-stream
        let (image, messages) = _Diagnostics.capture { () -> CGImage? in
            guard let source = CGImageSourceCreateWithData(png, nil) else { return nil }
            #expect(CGImageSourceGetCount(source) == 0)
            #expect(CGImageSourceGetStatus(source) == .statusInvalidData)
            return CGImageSourceCreateImageAtIndex(source, 0, nil)
        }
        #expect(image == nil)
        #expect(messages.count == 2 && messages[0].hasPrefix("ImageIO: cannot decode"))

        let (garbage, more) = _Diagnostics.capture { () -> CGImageSourceStatus? in
            CGImageSourceCreateWithData(Data("not an image at all".utf8), nil).map(CGImageSourceGetStatus)
        }
        #expect(garbage == .statusUnknownType && more.count == 1)
    }

    @Test func missingFilesAndUnknownTypesAreRefused() {
        let (source, messages) = _Diagnostics.capture {
            CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/qz.png"), nil)
        }
        #expect(source == nil && messages.count == 1)
        let (dst, more) = _Diagnostics.capture {
            CGImageDestinationCreateWithData(NSMutableData(), "public.heic", 1, nil)
        }
        #expect(dst == nil && more.count == 1)
    }

    @Test func zeroSizedImagesCannotBeMade() {
        let (image, messages) = _Diagnostics.capture {
            CGImage(width: 0, height: 0, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 0,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                    provider: CGDataProvider(data: Data())!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        #expect(image == nil && messages.count == 1)
    }

    @Test func premultiplicationRoundTripsOpaqueAndClearExactly() {
        for p: UInt32 in [0xFF12_3456, 0x0000_0000, 0x80FF_8000] {
            let back = unpremultiply(premultiply(p))
            #expect(p >> 24 == 0xFF || p == 0 ? back == p : abs(Int(back & 0xFF00) - Int(p & 0xFF00)) <= 0x200)
        }
    }
}

extension ImageIOTests {
    @Test func propertiesAndThumbnailsAsTheDownsamplingRecipeUsesThem() throws {
        // 64×32: left half red, right half blue, opaque.
        let ctx = try #require(rgbaContext(64, 32))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 32))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 32, y: 0, width: 32, height: 32))
        let png = try encode(try #require(ctx.makeImage()), kUTTypePNG)
        let source = try #require(CGImageSourceCreateWithData(png, [kCGImageSourceShouldCache: false]))
        let props = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil))
        #expect(props[kCGImagePropertyPixelWidth] as? Int == 64)
        #expect(props[kCGImagePropertyPixelHeight] as? Int == 32)
        #expect(props[kCGImagePropertyHasAlpha] as? Bool == false)
        let options: [String: Any] = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                                      kCGImageSourceShouldCacheImmediately: true,
                                      kCGImageSourceCreateThumbnailWithTransform: true,
                                      kCGImageSourceThumbnailMaxPixelSize: 16]
        let thumb = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        #expect(thumb.width == 16 && thumb.height == 8)
        #expect(thumb._surface[2, 4] == 0xFFFF_0000 && thumb._surface[13, 4] == 0xFF00_00FF)
        // Never enlarged.
        let same = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceThumbnailMaxPixelSize: 500]))
        #expect(same.width == 64)
    }

    /// Core Graphics' own PNG and JPEG initialisers decode through ImageIO.
    @Test func coreGraphicsDecodesPNGAndJPEGProviders() throws {
        let image = try sampleImage()
        let png = try #require(CGDataProvider(data: try encode(image, "public.png")))
        let decoded = try #require(CGImage(pngDataProviderSource: png, decode: nil, shouldInterpolate: true,
                                           intent: .defaultIntent))
        #expect(decoded.width == 16 && maxDifference(image, decoded) <= 1)
        let jpeg = try #require(CGDataProvider(data: try encode(image, "public.jpeg")))
        #expect(CGImage(jpegDataProviderSource: jpeg, decode: nil, shouldInterpolate: true, intent: .defaultIntent) != nil)
        // PNG bytes are not JPEG: nil, with one line.
        let (wrong, messages) = _Diagnostics.capture {
            CGImage(jpegDataProviderSource: png, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        #expect(wrong == nil && messages.count == 1)
    }
}
