import CoreGraphics
import Foundation
import Testing

/// One-channel bitmaps, as iOS code makes masks: a DeviceGray context
/// without alpha keeps each pixel's luminance in one byte; an alpha-only
/// one keeps coverage. Images read the same layouts back.
@Suite struct CGGreyAndAlphaContextTests {
    @Test func aGreyContextKeepsLuminanceInOneBytePerPixel() throws {
        let ctx = try #require(CGContext(data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        #expect(ctx.bytesPerRow == 4 && ctx.bitsPerPixel == 8)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1)) // green: luminance ~0.59
        ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 2))
        let bytes = try #require(ctx.data).assumingMemoryBound(to: UInt8.self)
        #expect(bytes[0] == 255 && bytes[1] == 255 && bytes[3] == 0, "white, then black where nothing was drawn")
        #expect(abs(Int(bytes[2]) - 150) <= 3, "a colour becomes its luminance: \(bytes[2])")
        // Drawn again, the grey is what is there (no colour hides in it).
        let image = try #require(ctx.makeImage())
        let rgba = try #require(makeRGBAContext(width: 4, height: 2))
        rgba.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 2))
        let p = rgba.rgbaBytes(2, row: 0)
        #expect(p[0] == p[1] && p[1] == p[2] && p[3] == 255, "\(p)")
    }

    @Test func anAlphaOnlyContextKeepsCoverage() throws {
        let ctx = try #require(CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        ctx.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        let bytes = try #require(ctx.data).assumingMemoryBound(to: UInt8.self)
        #expect(bytes[0] == 0 && abs(Int(bytes[1]) - 128) <= 1 && bytes[3] == 0)
    }

    @Test func greyImagesAreReadFromOneBytePerPixel() throws {
        let provider = try #require(CGDataProvider(data: Data([0, 128, 255, 7, 64, 192])))
        let image = try #require(CGImage(width: 3, height: 2, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 3,
                                         space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                                         provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        let rgba = try #require(makeRGBAContext(width: 3, height: 2))
        rgba.draw(image, in: CGRect(x: 0, y: 0, width: 3, height: 2))
        // Row 0 of the image is the top row (device row 1).
        #expect(rgba.rgbaBytes(1, row: 0) == [128, 128, 128, 255] && rgba.rgbaBytes(2, row: 1) == [192, 192, 192, 255])
        // A grey layout with 32 bits a pixel is refused, with one line.
        let (refused, messages) = _Diagnostics.capture {
            CGImage(width: 3, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 12,
                              space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                              provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        }
        #expect(refused == nil && messages.count == 1)
    }
}
