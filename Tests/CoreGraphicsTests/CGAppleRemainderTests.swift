import CoreFoundation
import CoreGraphics
import Foundation
import Testing

/// The rest of Apple's Core Graphics surface, each member doing what its
/// documentation says (within Quartzite's one drawing space, sRGB).
@Suite struct CGAppleRemainderTests {
    @Test func colourSpacesHaveApplesModelsAndComponents() throws {
        #expect(CGColorSpaceCreateDeviceCMYK().model == .cmyk && CGColorSpaceCreateDeviceCMYK().numberOfComponents == 4)
        #expect(CGColorSpace(name: CGColorSpace.genericCMYK)?.model == .cmyk)
        #expect(CGColorSpace(name: CGColorSpace.adobeRGB1998)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.extendedLinearGray)?.model == .monochrome)
        #expect(CGColorSpace(name: CGColorSpace.genericLab)?.model == .lab)
        #expect(CGColorSpace(name: "no such space") == nil)
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        #expect(p3.isWideGamutRGB && !(CGColorSpace(name: CGColorSpace.sRGB)!.isWideGamutRGB))
        #expect(CGColorSpaceUsesExtendedRange(CGColorSpace(name: CGColorSpace.extendedSRGB)!))
        #expect(CGColorSpaceCreateExtended(CGColorSpace(name: CGColorSpace.sRGB)!)?.name == CGColorSpace.extendedSRGB)
        #expect(CGColorSpaceCreateLinearized(p3)?.name == CGColorSpace.linearDisplayP3)
        #expect(CGColorSpace(name: CGColorSpace.itur_2100_PQ)!.isHDR() && !p3.isHDR())
        let plist = try #require(p3.copyPropertyList())
        #expect(CGColorSpace(propertyListPlist: plist) == p3)
    }

    @Test func cmykAndIndexedColoursDrawAsTheirRGB() throws {
        let red = CGColor(genericCMYKCyan: 0, magenta: 1, yellow: 1, black: 0, alpha: 1)
        #expect(red.colorSpace?.model == .cmyk && red.numberOfComponents == 5)
        let ctx = try #require(makeRGBAContext(width: 2, height: 1))
        ctx.setFillColor(cyan: 0, magenta: 1, yellow: 1, black: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(cyan: 0, magenta: 0, yellow: 0, black: 0.5, alpha: 1)
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(ctx.rgbaBytes(0, row: 0) == [255, 0, 0, 255])
        #expect(abs(Int(ctx.rgbaBytes(1, row: 0)[1]) - 128) <= 1, "half black is mid grey")
        // RGB to CMYK and back.
        let back = CGColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 1).converted(to: CGColorSpaceCreateDeviceCMYK(),
                                                                                 intent: .defaultIntent, options: nil)
        let rgb = back?.converted(to: CGColorSpaceCreateDeviceRGB(), intent: .defaultIntent, options: nil)?.components
        #expect(rgb.map { zip($0, [0.2, 0.6, 0.4, 1]).allSatisfy { abs($0 - $1) < 1e-9 } } == true, "\(rgb ?? [])")
        // An indexed space looks its colours up.
        let table: [UInt8] = [255, 0, 0, 0, 0, 255]
        let indexed = try #require(CGColorSpace(indexedBaseSpace: CGColorSpaceCreateDeviceRGB(), last: 1, colorTable: table))
        #expect(indexed.model == .indexed && indexed.colorTable == table && indexed.numberOfComponents == 1)
        let blue = try #require(CGColor(colorSpace: indexed, components: [1, 1]))
        ctx.setFillColor(blue)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.rgbaBytes(0, row: 0) == [0, 0, 255, 255])
        #expect(CGColorSpace(indexedBaseSpace: CGColorSpaceCreateDeviceRGB(), last: 300, colorTable: table) == nil)
    }

    @Test func dataProvidersReadThroughEveryKindOfSource() throws {
        // Sequential callbacks: a counter as the info pointer.
        final class Counter { var next: UInt8 = 0; var released = false }
        let counter = Counter()
        let info = Unmanaged.passRetained(counter).toOpaque()
        var sequential = CGDataProviderSequentialCallbacks(version: 0, getBytes: { info, buffer, count in
            let c = Unmanaged<Counter>.fromOpaque(info!).takeUnretainedValue()
            let n = min(count, 10 - Int(c.next))
            for i in 0..<n { buffer.storeBytes(of: c.next &+ UInt8(i), toByteOffset: i, as: UInt8.self) }
            c.next &+= UInt8(n)
            return n
        }, skipForward: { _, n in n }, rewind: { info in
            Unmanaged<Counter>.fromOpaque(info!).takeUnretainedValue().next = 0
        }, releaseInfo: { info in
            let c = Unmanaged<Counter>.fromOpaque(info!).takeRetainedValue()
            c.released = true
        })
        let seq = try #require(CGDataProvider(sequentialInfo: info, callbacks: &sequential))
        #expect(seq.data == Data(0..<10) && counter.released && seq.info == info)

        // Direct callbacks with a byte pointer.
        let bytes: [UInt8] = [9, 8, 7]
        let direct = try bytes.withUnsafeBytes { raw in
            var callbacks = CGDataProviderDirectCallbacks(version: 0, getBytePointer: { info in UnsafeRawPointer(info) },
                                                          releaseBytePointer: nil, getBytesAtPosition: nil, releaseInfo: nil)
            return try #require(CGDataProvider(directInfo: UnsafeMutableRawPointer(mutating: raw.baseAddress), size: 3,
                                               callbacks: &callbacks))
        }
        #expect(direct.data == Data([9, 8, 7]))

        // A file, by URL and by name.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("qz-provider-\(UUID().uuidString)")
        try Data([1, 2, 3]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(CGDataProvider(url: url)?.data == Data([1, 2, 3]))
        #expect(url.path.withCString { CGDataProvider(filename: $0) }?.data == Data([1, 2, 3]))
        #expect(CGDataProvider(url: url.appendingPathExtension("missing")) == nil)
    }

    @Test func contextsCallTheirReleaseCallbackAndConvertSizes() throws {
        final class Flag { var called = false }
        let flag = Flag()
        do {
            let release: CGBitmapContextReleaseDataCallback = { info, _ in
                Unmanaged<Flag>.fromOpaque(info!).takeRetainedValue().called = true
            }
            let made = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                 space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue,
                                 releaseCallback: release, releaseInfo: Unmanaged.passRetained(flag).toOpaque())
            let ctx = try #require(made)
            ctx.scaleBy(x: 2, y: 3)
            ctx.translateBy(x: 10, y: 10)
            #expect(ctx.convertToDeviceSpace(CGSize(width: 1, height: 1)) == CGSize(width: 2, height: 3))
            #expect(ctx.convertToUserSpace(CGSize(width: 2, height: 3)) == CGSize(width: 1, height: 1))
            ctx.setFlatness(0.5)
            ctx.setRenderingIntent(.perceptual)
            ctx.flush()
            ctx.synchronize()
            #expect(!flag.called)
        }
        #expect(flag.called, "the context is gone: the callback ran")
    }

    @Test func typeIDsAreDistinctAndImagesCopy() throws {
        let ids: [CFTypeID] = [CGColor.typeID, CGColorSpace.typeID, CGContext.typeID, CGPath.typeID, CGImage.typeID,
                               CGDataProvider.typeID, CGPattern.typeID, CGFunction.typeID, CGShading.typeID, CGGradient.typeID]
        #expect(Set(ids).count == ids.count)
        let image = try #require(makeRGBAContext(width: 2, height: 2)?.makeImage())
        #expect(image.copy() === image && image.pixelFormatInfo == .packed && image.byteOrderInfo == .order32Little)
        #expect(image.copy(colorSpace: CGColorSpace(name: CGColorSpace.displayP3)!) != nil)
        #expect(image.copy(colorSpace: CGColorSpaceCreateDeviceCMYK()) == nil)
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(color.copy() == color)
    }

    @Test func fontsAnswerGlyphQuestions() throws {
        let font = try #require(CGFont("Helvetica"))
        #expect(font.numberOfGlyphs > 200 && !font.fontBBox.isEmpty)
        let a = font.getGlyphWithGlyphName(name: "A")
        #expect(a != 0 && font.name(for: a) == "A")
        var glyphs: [CGGlyph] = [a, font.getGlyphWithGlyphName(name: "i")]
        var advances = [Int32](repeating: 0, count: 2)
        var boxes = [CGRect](repeating: .zero, count: 2)
        #expect(font.getGlyphAdvances(glyphs: &glyphs, count: 2, advances: &advances))
        #expect(font.getGlyphBBoxes(glyphs: &glyphs, count: 2, bboxes: &boxes))
        #expect(advances[0] > advances[1] && boxes[0].width > boxes[1].width, "an A is wider than an i")
        #expect(font.italicAngle == 0)
        var missing: [CGGlyph] = [CGGlyph(font.numberOfGlyphs + 5)]
        #expect(!font.getGlyphAdvances(glyphs: &missing, count: 1, advances: &advances))
    }
}
