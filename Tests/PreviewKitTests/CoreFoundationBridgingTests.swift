import Foundation
import ImageIO
import PreviewKit
import Testing

/// iOS code hands Core Graphics, Image I/O and Core Text their Core
/// Foundation types with `as`: `colors as CFArray`, `data as CFData`,
/// `url as CFURL`, `name as CFString`. Here those names are the
/// Foundation classes Swift values bridge to, and each of these calls
/// compiles as written and gives what the Swift-valued call gives.
@Suite struct CoreFoundationBridgingTests {
    /// Red to blue across ten pixels, drawn from a gradient made of `colors`.
    func redAndBlueEnds(_ gradient: CGGradient) -> (first: UInt32, last: UInt32) {
        var pixels = [UInt32](repeating: 0, count: 10)
        pixels.withUnsafeMutableBytes { bytes in
            let ctx = CGContext(data: bytes.baseAddress, width: 10, height: 1, bitsPerComponent: 8, bytesPerRow: 40,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 10, y: 0), options: [])
        }
        return (pixels[0], pixels[9])
    }

    @Test func aGradientTakesItsColoursAsACFArray() throws {
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        let bridged = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray,
                                              locations: [0, 1]))
        let plain = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]))
        let ends = redAndBlueEnds(bridged)
        #expect(ends == redAndBlueEnds(plain))
        #expect(ends.first & 0xFF > 200 && (ends.first >> 16) & 0xFF < 50, "red at the start")
        #expect(ends.last & 0xFF < 50 && (ends.last >> 16) & 0xFF > 200, "blue at the end")
        #expect(CFArrayGetCount(colors as CFArray) == 2)
        // Something other than a colour is left out, and said so.
        let (mixed, messages) = _Diagnostics.capture {
            CGGradient(colorsSpace: nil, colors: [colors[0], "green", colors[1]] as CFArray, locations: nil)
        }
        #expect(mixed.map { redAndBlueEnds($0) == ends } == true)
        #expect(messages.count == 1 && messages[0].contains("not a CGColor"), "\(messages)")
    }

    @Test func imageBytesAndFilesPassAsCFDataAndCFURL() throws {
        let ctx = try #require(CGContext(data: nil, width: 4, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        let encoded = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(encoded as CFMutableData,
                                                                        kUTTypePNG as CFString, 1, nil))
        CGImageDestinationAddImage(destination, try #require(ctx.makeImage()), nil)
        #expect(CGImageDestinationFinalize(destination))
        let png = Data(referencing: encoded)

        let fromData = try #require(CGImageSourceCreateWithData(png as CFData, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(fromData, 0, nil))
        #expect(image.width == 4 && image.height == 3)
        #expect(CGDataProvider(data: png as CFData)?.data == png)

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bridging-\(UUID().uuidString).png")
        try png.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
        #expect(CGImageSourceCreateImageAtIndex(fromFile, 0, nil)?.width == 4)

        // Written back as iOS code writes a file: a URL and a type cast.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("bridging-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: copy) }
        let file = try #require(CGImageDestinationCreateWithURL(copy as CFURL, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(file, image, nil)
        #expect(CGImageDestinationFinalize(file))
        #expect(CGImageDestinationCreateWithURL(copy as CFURL, kUTTypePNG, 1, nil) != nil)
        #expect(CGImageDestinationCreateWithURL(copy, kUTTypeJPEG as CFString, 1, nil) != nil)
        #expect(CGImageSourceCreateImageAtIndex(try #require(CGImageSourceCreateWithURL(copy as CFURL, nil)), 0, nil)?
            .height == 3)
    }

    @Test func fontNamesPassAsCFString() {
        let bridged = CTFontCreateWithName("Helvetica" as CFString, 14, nil)
        let plain = CTFontCreateWithName("Helvetica", 14, nil)
        #expect(CTFontCopyPostScriptName(bridged) == CTFontCopyPostScriptName(plain))
        #expect(CTFontGetSize(bridged) == 14)
        #expect(CGFont("Helvetica" as CFString)?.postScriptName == CGFont("Helvetica")?.postScriptName)
    }
}
