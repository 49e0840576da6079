import CoreGraphics
import Testing

/// A shading paints what its function gives along its axis (or between its
/// circles), carried past the ends only where it extends, and releases its
/// function's info when the function goes.
@Suite struct CGShadingTests {
    /// Red at 0 to blue at 1, opaque: (1 − t, 0, t).
    func redToBlue(info: UnsafeMutableRawPointer? = nil, release: CGFunctionReleaseInfoCallback? = nil) -> CGFunction? {
        var callbacks = CGFunctionCallbacks(version: 0, evaluate: { _, input, output in
            let t = input[0]
            output[0] = 1 - t; output[1] = 0; output[2] = t
        }, releaseInfo: release)
        let domain: [CGFloat] = [0, 1], range: [CGFloat] = [0, 1, 0, 1, 0, 1]
        return CGFunction(info: info, domainDimension: 1, domain: domain, rangeDimension: 3, range: range,
                          callbacks: &callbacks)
    }

    @Test func anAxialShadingFollowsItsFunction() throws {
        let function = try #require(redToBlue())
        let ctx = try #require(makeRGBAContext(width: 100, height: 4))
        let shading = try #require(CGShading(axialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 20, y: 0),
                                             end: CGPoint(x: 80, y: 0), function: function,
                                             extendStart: false, extendEnd: true))
        ctx.drawShading(shading)
        let start = ctx.rgbaBytes(21, row: 1), middle = ctx.rgbaBytes(50, row: 1), end = ctx.rgbaBytes(95, row: 1)
        #expect(start[0] > 240 && start[2] < 15, "red at the start")
        #expect(abs(Int(middle[0]) - 127) < 4 && abs(Int(middle[2]) - 127) < 4, "half way")
        #expect(end[2] == 255 && end[0] == 0, "extended past the end")
        #expect(ctx.rgbaBytes(5, row: 1)[3] == 0, "not extended before the start")
    }

    @Test func aRadialShadingAndTheFunctionsInfo() throws {
        final class Box { var released = false }
        let box = Box()
        let info = Unmanaged.passRetained(box).toOpaque()
        do {
            let made = redToBlue(info: info, release: { info in
                let b = Unmanaged<Box>.fromOpaque(info!).takeRetainedValue()
                b.released = true
            })
            let function = try #require(made)
            let ctx = try #require(makeRGBAContext(width: 40, height: 40))
            let shading = try #require(CGShading(radialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 20, y: 20),
                                                 startRadius: 0, end: CGPoint(x: 20, y: 20), endRadius: 20,
                                                 function: function, extendStart: false, extendEnd: false))
            ctx.drawShading(shading)
            #expect(ctx.rgbaBytes(20, row: 20)[0] > 240, "red at the centre")
            #expect(ctx.rgbaBytes(20, row: 2)[2] > 200, "blue near the rim")
            #expect(ctx.rgbaBytes(0, row: 0)[3] == 0, "nothing outside the outer circle")
        }
        #expect(box.released, "the function's info released with it")
        var none = CGFunctionCallbacks()
        #expect(CGFunction(info: nil, domainDimension: 1, domain: nil, rangeDimension: 3, range: nil, callbacks: &none) == nil)
    }
}
