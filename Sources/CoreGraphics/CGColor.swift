/// An immutable colour: components in its colour space plus alpha, as Apple's
/// `CGColor`. Rendering reads `_rgba`, the colour as sRGB red, green, blue and
/// alpha, computed once here so no frame converts colours again.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The space the components are in: device RGB or device gray for the
    /// component initialisers, otherwise the space given.
    public let colorSpace: CGColorSpace?
    /// The components in the colour space, alpha last (Apple's layout).
    public let components: [CGFloat]?
    /// Straight (not premultiplied) red, green, blue and alpha.
    package let _rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)
    /// A pattern colour's pattern (`_rgba` is then an uncoloured pattern's
    /// colour, or white at the alpha given for a coloured one).
    package private(set) var _pattern: CGPattern?

    /// A device RGB colour; components and alpha are 0...1, kept as given and
    /// clamped when drawn.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace._deviceRGB
        components = [red, green, blue, alpha]
        _rgba = (red, green, blue, alpha)
    }

    /// A device gray colour: `gray` 0 is black, 1 white; alpha 0...1, clamped
    /// when drawn.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace._deviceGray
        components = [gray, alpha]
        _rgba = (gray, gray, gray, alpha)
    }

    /// An sRGB colour. Quartzite treats device RGB as sRGB, so this is the same
    /// as `init(red:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour in the generic RGB space (Apple's `CGColor(genericRGBRed:…)`):
    /// Quartzite draws every RGB space as sRGB, so the same as
    /// `init(red:green:blue:alpha:)`.
    public convenience init(genericRGBRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour in the generic gray space with gamma 2.2 (Apple's
    /// `CGColor(genericGrayGamma2_2Gray:alpha:)`): the same as
    /// `init(gray:alpha:)`.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// Components in `space`'s layout, alpha last; nil when the count is wrong.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let n = space.numberOfComponents + 1
        let comps = Array(UnsafeBufferPointer(start: components, count: n))
        colorSpace = space
        self.components = comps
        guard let rgba = space._sRGB(comps) else { return nil }
        _rgba = rgba
    }

    /// A colour that paints `pattern`: `components` are the alpha for a
    /// coloured pattern, or the colour (in `space`'s base space) and alpha
    /// an uncoloured pattern's cell is painted in.
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern,
                             components: UnsafePointer<CGFloat>) {
        guard space.model == .pattern else { return nil }
        if !pattern.isColored, let base = space.baseColorSpace {
            self.init(colorSpace: base, components: components)
        } else {
            self.init(red: 1, green: 1, blue: 1, alpha: components[0])
        }
        _pattern = pattern
    }

    /// The pattern a pattern colour paints; nil for other colours.
    public var pattern: CGPattern? { _pattern }

    /// How many components the colour has, alpha included: 4 for RGB, 2 for gray.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The colour's alpha, as given (0 transparent, 1 opaque).
    public var alpha: CGFloat { _rgba.a }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var comps = components, !comps.isEmpty else { return nil }
        comps[comps.count - 1] = alpha
        if colorSpace?.model == .monochrome { return CGColor(gray: comps[0], alpha: alpha) }
        return CGColor(red: comps[0], green: comps[1], blue: comps[2], alpha: alpha)
    }

    /// Conversion between the spaces Quartzite converts (gray, RGB and
    /// CMYK); nil for others.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent,
                          options: [AnyHashable: Any]?) -> CGColor? {
        switch space.model {
        case .rgb: return CGColor(red: _rgba.r, green: _rgba.g, blue: _rgba.b, alpha: _rgba.a)
        case .monochrome:
            // Rec. 709 luma, what a gray conversion of sRGB content uses.
            let y = 0.2126 * _rgba.r + 0.7152 * _rgba.g + 0.0722 * _rgba.b
            return CGColor(gray: y, alpha: _rgba.a)
        case .cmyk:
            let k = 1 - max(_rgba.r, _rgba.g, _rgba.b)
            let d = k < 1 ? 1 - k : 1
            let c = [(1 - _rgba.r - k) / d, (1 - _rgba.g - k) / d, (1 - _rgba.b - k) / d, k, _rgba.a]
            return c.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) }
        case .unknown, .pattern, .lab, .deviceN, .indexed, .XYZ: return nil
        }
    }

    /// A colour in the generic CMYK space.
    public convenience init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat,
                            alpha: CGFloat) {
        let c = [cyan, magenta, yellow, black, alpha]
        self.init(colorSpace: CGColorSpace(name: CGColorSpace.genericCMYK)!, components: c)!
    }

    /// A copy of the colour (colours are immutable: the same one serves).
    public func copy() -> CGColor? { self }

    /// Opaque black, in device gray.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, in device gray.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black, in device gray.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// True for the same colour space and components; an RGB and a gray colour
    /// that look alike are not equal.
    public static func == (l: CGColor, r: CGColor) -> Bool {
        l === r || (l.colorSpace == r.colorSpace && l.components == r.components && l._pattern === r._pattern)
    }

    /// Hashes the colour space and components, as `==` compares them.
    public func hash(into h: inout Hasher) {
        h.combine(colorSpace)
        h.combine(components)
    }

    /// The space and the components, for debugging.
    public var description: String {
        let comps = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(colorSpace?.description ?? "nil") ( \(comps) )>"
    }
}
