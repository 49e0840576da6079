import CoreGraphics
import Testing

/// A pattern's cell repeats every step across what is filled with it, in
/// base space (y up from the bottom-left), coloured or as a stencil in
/// the pattern colour, moved by the pattern phase.
@Suite struct CGPatternTests {
    /// A 10 x 10 cell with a 5 x 5 square at its origin.
    func squares(colored: Bool) -> CGPattern? {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, ctx in
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }, releaseInfo: nil)
        return CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), matrix: .identity,
                         xStep: 10, yStep: 10, tiling: .constantSpacing, isColored: colored, callbacks: &callbacks)
    }

    /// Alpha at base-space point (x, y) of a 40 x 40 context.
    func alpha(_ ctx: CGContext, _ x: Int, _ y: Int) -> UInt8 { ctx.rgbaBytes(x, row: 39 - y)[3] }

    @Test func aColouredPatternRepeatsItsCell() throws {
        let pattern = try #require(squares(colored: true))
        let ctx = try #require(makeRGBAContext(width: 40, height: 40))
        ctx.setFillColorSpace(try #require(CGColorSpace(patternBaseSpace: nil)))
        var a: CGFloat = 1
        ctx.setFillPattern(pattern, colorComponents: &a)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        for (x, y) in [(2, 2), (12, 2), (32, 22)] { #expect(alpha(ctx, x, y) == 255, "square at \(x), \(y)") }
        for (x, y) in [(7, 2), (2, 7), (17, 17)] { #expect(alpha(ctx, x, y) == 0, "gap at \(x), \(y)") }
        #expect(ctx.rgbaBytes(2, row: 37) == [255, 0, 0, 255])
    }

    @Test func anUncolouredPatternTakesItsColourAndThePhaseMovesIt() throws {
        let pattern = try #require(squares(colored: false))
        let ctx = try #require(makeRGBAContext(width: 40, height: 40))
        ctx.setFillColorSpace(try #require(CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB())))
        var blue: [CGFloat] = [0, 0, 1, 1]
        ctx.setFillPattern(pattern, colorComponents: &blue)
        ctx.setPatternPhase(CGSize(width: 5, height: 0))
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(ctx.rgbaBytes(7, row: 37) == [0, 0, 255, 255], "blue, moved right by the phase")
        #expect(alpha(ctx, 2, 2) == 0)
        var none = CGPatternCallbacks()
        #expect(CGPattern(info: nil, bounds: .zero, matrix: .identity, xStep: 10, yStep: 10, tiling: .noDistortion,
                          isColored: true, callbacks: &none) == nil)
    }
}
