import Testing
import CoreGraphics

@Suite struct CGColorTests {
    @Test func rgbColorHasFourComponentsAlphaLast() {
        let c = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(c.components == [1, 0.5, 0, 0.25])
        #expect(c.numberOfComponents == 4)
        #expect(c.alpha == 0.25)
        #expect(c.colorSpace?.model == .rgb)
    }

    @Test func grayColorHasTwoComponents() {
        let c = CGColor(gray: 0.5, alpha: 1)
        #expect(c.components == [0.5, 1])
        #expect(c.colorSpace?.model == .monochrome)
        #expect(c._rgba.r == 0.5 && c._rgba.g == 0.5 && c._rgba.b == 0.5)
    }

    @Test func namedColorsAreOpaqueBlackWhiteAndClear() {
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.components == [0, 0])
    }

    @Test func copyWithAlphaKeepsTheColour() {
        let c = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).copy(alpha: 0.5)!
        #expect(c.components == [0.2, 0.4, 0.6, 0.5])
        #expect(CGColor.white.copy(alpha: 0.3)!.components == [1, 0.3])
    }

    @Test func equalColoursCompareEqual() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) != CGColor(red: 1, green: 0, blue: 0, alpha: 0.9))
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1), "different spaces, as on Apple's")
    }

    @Test func colorSpaceComponentsInitialiser() {
        var comps: [CGFloat] = [0.1, 0.2, 0.3, 0.4]
        let c = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: &comps)
        #expect(c?.components == comps)
        var gray: [CGFloat] = [0.7, 1]
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: &gray)?.components == gray)
    }

    @Test func namedColorSpacesResolve() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.linearGray)?.model == .monochrome)
        #expect(CGColorSpace(name: "nonsense") == nil)
    }

    @Test func conversionBetweenGrayAndRGB() {
        let g = CGColor(gray: 0.25, alpha: 0.5)
        #expect(g.converted(to: CGColorSpaceCreateDeviceRGB(), intent: .defaultIntent, options: nil)?.components == [0.25, 0.25, 0.25, 0.5])
        let y = CGColor(red: 1, green: 1, blue: 1, alpha: 1).converted(to: CGColorSpaceCreateDeviceGray(), intent: .defaultIntent, options: nil)
        #expect(approx(y!.components![0], 1, 1e-12))
    }
}
