import Testing
import CoreGraphics

@Suite struct CGContextStateTests {
    func makeContext(_ w: Int = 40, _ h: Int = 30, info: UInt32 = CGImageAlphaInfo.premultipliedLast.rawValue) -> CGContext? {
        CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
    }

    @Test func bitmapContextReportsItsLayout() throws {
        let ctx = try #require(makeContext())
        #expect(ctx.width == 40 && ctx.height == 30)
        #expect(ctx.bytesPerRow == 160)
        #expect(ctx.bitsPerPixel == 32)
        #expect(ctx.alphaInfo == .premultipliedLast)
        #expect(ctx.data != nil)
    }

    @Test func unsupportedFormatsFailWithADiagnostic() {
        let (ctx, messages) = _Diagnostics.capture {
            CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0,
                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        }
        #expect(ctx == nil)
        #expect(messages.count == 1)
        let (zero, m2) = _Diagnostics.capture {
            CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        }
        #expect(zero == nil)
        #expect(m2.count == 1)
    }

    @Test func freshContextHasIdentityCTMAndClipToTheBitmap() throws {
        let ctx = try #require(makeContext())
        #expect(ctx.ctm.isIdentity)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test func ctmOperationsPrependInUserSpace() throws {
        let ctx = try #require(makeContext())
        ctx.translateBy(x: 10, y: 5)
        ctx.scaleBy(x: 2, y: 2)
        #expect(ctx.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 7))
        ctx.rotate(by: .pi / 2)
        #expect(approx(ctx.convertToDeviceSpace(CGPoint(x: 1, y: 0)), CGPoint(x: 10, y: 7)))
        #expect(approx(ctx.convertToUserSpace(CGPoint(x: 10, y: 7)), CGPoint(x: 1, y: 0)))
    }

    @Test func saveAndRestoreRoundTripTheState() throws {
        let ctx = try #require(makeContext())
        ctx.saveGState()
        ctx.translateBy(x: 5, y: 5)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.restoreGState()
        #expect(ctx.ctm.isIdentity)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 40, height: 30))
        let (_, messages) = _Diagnostics.capture { ctx.restoreGState() }
        #expect(messages.count == 1, "an unbalanced restore is reported, not fatal")
    }

    @Test func pathPointsAreFixedInDeviceSpaceWhenAdded() throws {
        let ctx = try #require(makeContext())
        ctx.translateBy(x: 10, y: 0)
        ctx.move(to: .zero)
        ctx.addLine(to: CGPoint(x: 5, y: 0))
        ctx.translateBy(x: 100, y: 0)
        // In the new user space the same device points are 100 further left.
        #expect(ctx.currentPointOfPath == CGPoint(x: -95, y: 0))
        #expect(!ctx.isPathEmpty)
        ctx.beginPath()
        #expect(ctx.isPathEmpty)
    }

    @Test func ellipseInClipBoundingBoxIsTheTutorialsIdiom() throws {
        let ctx = try #require(makeContext())
        ctx.addEllipse(in: ctx.boundingBoxOfClipPath)
        #expect(approx(ctx.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 40, height: 30), 1e-9))
        #expect(ctx.path != nil)
    }

    @Test func makeImageSnapshotsThePixels() throws {
        let ctx = try #require(makeContext(3, 2))
        let image = try #require(ctx.makeImage())
        #expect(image.width == 3 && image.height == 2)
        #expect(image.bytesPerRow == 12)
        #expect(image.dataProvider?.data?.count == 24)
    }

    @Test func callerMemoryInRGBAOrderIsReadAtCreation() {
        var bytes: [UInt8] = [255, 0, 0, 255,  0, 0, 255, 128]
        bytes.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            let img = ctx.makeImage()!
            // Opaque red, then blue at half alpha, as premultiplied ARGB words.
            #expect(img._surface[0, 0] == 0xFFFF_0000)
            #expect(img._surface[1, 0] == 0x8000_0080)
        }
    }
}
