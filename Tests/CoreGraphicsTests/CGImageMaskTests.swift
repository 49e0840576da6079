import CoreGraphics
import Foundation
import Testing

/// Image masks and masked images as Apple documents them: an image mask's
/// sample 0 paints and 1 does not (`decode` can turn that round); as
/// `masking(_:)`'s mask it is an inverse alpha, a grey image an alpha;
/// `copy(maskingColorComponents:)` clears the colours in its ranges.
@Suite struct CGImageMaskTests {
    /// A 4x1 one-bit mask: samples 0 1 0 1.
    func stripes(decode: [CGFloat]? = nil) -> CGImage? {
        let provider = CGDataProvider(data: Data([0b0101_0000]))!
        return (decode ?? []).withUnsafeBufferPointer { d in
            CGImage(maskWidth: 4, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1, provider: provider,
                    decode: decode == nil ? nil : d.baseAddress, shouldInterpolate: false)
        }
    }

    /// A 2x1 RGBA image: `left`, then `right`.
    func twoPixels(_ left: CGColor, _ right: CGColor) -> CGImage? {
        guard let ctx = makeRGBAContext(width: 2, height: 1) else { return nil }
        ctx.setFillColor(left)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(right)
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        return ctx.makeImage()
    }

    @Test func drawingAnImageMaskPaintsTheFillColourWhereSamplesAreZero() throws {
        let mask = try #require(stripes())
        #expect(mask.isMask && mask.width == 4)
        let ctx = try #require(makeRGBAContext(width: 4, height: 1))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.draw(mask, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect((0..<4).map { ctx.rgbaBytes($0, row: 0)[3] } == [255, 0, 255, 0])
        #expect(ctx.rgbaBytes(0, row: 0) == [0, 0, 255, 255])
        // decode [1, 0] turns the samples round.
        let inverted = try #require(stripes(decode: [1, 0]))
        let ctx2 = try #require(makeRGBAContext(width: 4, height: 1))
        ctx2.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx2.draw(inverted, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect((0..<4).map { ctx2.rgbaBytes($0, row: 0)[3] } == [0, 255, 0, 255])
    }

    @Test func maskingCutsAnImage() throws {
        let ctx = try #require(makeRGBAContext(width: 4, height: 1))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        let red = try #require(ctx.makeImage())
        let mask = try #require(stripes())
        let cut = try #require(red.masking(mask))
        let out = try #require(makeRGBAContext(width: 4, height: 1))
        out.draw(cut, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect((0..<4).map { out.rgbaBytes($0, row: 0)[3] } == [255, 0, 255, 0])
        // A grey image is the alpha itself: white keeps, black clears.
        let greyImage = try #require(twoPixels(CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)))
        let halves = try #require(red.masking(greyImage))
        let out2 = try #require(makeRGBAContext(width: 4, height: 1))
        out2.draw(halves, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect((0..<4).map { out2.rgbaBytes($0, row: 0)[3] } == [255, 255, 0, 0], "the 2-pixel mask stretched to 4")
        #expect(mask.masking(red) == nil, "a mask is not masked")
    }

    @Test func maskingColourComponentsClearsTheirRange() throws {
        let ctx = try #require(makeRGBAContext(width: 2, height: 1))
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let image = try #require(ctx.makeImage())
        // Green screen: red 0...10, green 200...255, blue 0...10.
        let keyed = try #require(image.copy(maskingColorComponents: [0, 10, 200, 255, 0, 10]))
        let out = try #require(makeRGBAContext(width: 2, height: 1))
        out.draw(keyed, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(out.rgbaBytes(0, row: 0)[3] == 0 && out.rgbaBytes(1, row: 0) == [255, 255, 255, 255])
        #expect(image.copy(maskingColorComponents: [0, 1]) == nil)
    }

    /// A colour image's own bytes given as a mask (8-bit samples in 32-bit
    /// pixels, as iOS code masks one image by another): each pixel's first
    /// sample is the mask's, so black paints and white does not.
    @Test func aColourImagesBytesMakeAMaskOfTheirFirstSample() throws {
        let picture = try #require(twoPixels(CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)))
        #expect(picture.bitsPerComponent == 8 && picture.bitsPerPixel == 32)
        let provider = try #require(picture.dataProvider)
        let mask = try #require(CGImage(maskWidth: picture.width, height: picture.height,
                                        bitsPerComponent: picture.bitsPerComponent, bitsPerPixel: picture.bitsPerPixel,
                                        bytesPerRow: picture.bytesPerRow, provider: provider,
                                        decode: nil, shouldInterpolate: false))
        let red = try #require(makeRGBAContext(width: 2, height: 1))
        red.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        red.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let redImage = try #require(red.makeImage())
        let cut = try #require(redImage.masking(mask))
        let out = try #require(makeRGBAContext(width: 2, height: 1))
        out.draw(cut, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(out.rgbaBytes(0, row: 0) == [255, 0, 0, 255] && out.rgbaBytes(1, row: 0)[3] == 0)
    }
}
