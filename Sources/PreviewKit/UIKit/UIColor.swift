import CoreImage
import CoreText
/// UIKit's colour object: sRGB components, Apple's named colours (the
/// system colours in their light appearance) and its constructors.
open class UIColor: Hashable, CGColorConvertible, @unchecked Sendable {
    /// The colour as Core Graphics' colour, for layers and contexts.
    public let cgColor: CGColor
    private let rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)
    /// A dynamic colour's provider (`init(dynamicProvider:)`).
    private var provider: ((UITraitCollection) -> UIColor)?

    /// A colour from sRGB components and opacity, each 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour that depends on the traits (light or dark appearance):
    /// here it is the provider's colour for the current traits, the light
    /// appearance; `resolvedColor(with:)` asks the provider for others.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let c = dynamicProvider(.current)
        self.init(red: c.rgba.r, green: c.rgba.g, blue: c.rgba.b, alpha: c.rgba.a)
        provider = dynamicProvider
    }

    /// The colour for `traitCollection`: a dynamic colour's provider's
    /// answer, else the colour itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }

    /// A colour literal, `#colorLiteral(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour with nothing given (`UIColor()`, which code writes as a
    /// placeholder it replaces later): transparent black.
    public convenience init() {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// A grey of brightness `white` (0 black, 1 white) with opacity `alpha`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Hue, saturation and brightness in 0...1 (the HSB cone).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour of `cgColor`: RGBA components taken as they are, a grey
    /// from two, black (with its alpha) otherwise.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else if c.count == 2 {
            self.init(white: c[0], alpha: c[1])
        } else {
            self.init(red: 0, green: 0, blue: 0, alpha: cgColor.alpha)
        }
    }

    /// A colour from an asset catalogue: apps here have none, so nil.
    public convenience init?(named name: String) {
        return nil
    }

    /// The colour as Core Image's colour.
    open var ciColor: CIColor { CIColor(red: rgba.r, green: rgba.g, blue: rgba.b, alpha: rgba.a) }

    /// The colour of Core Image's colour `ciColor`.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: rgba.r, green: rgba.g, blue: rgba.b, alpha: alpha)
    }

    /// Writes the sRGB components and opacity (0 to 1) to those of the
    /// pointers that are not nil; always true.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = rgba.r; green?.pointee = rgba.g; blue?.pointee = rgba.b; alpha?.pointee = rgba.a
        return true
    }

    /// Writes the hue, saturation and brightness (0 to 1, as `init(hue:…)`
    /// takes them) and the opacity to those of the pointers that are not
    /// nil; always true.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b) = (rgba.r, rgba.g, rgba.b)
        let top = max(r, g, b), span = top - min(r, g, b)
        var h: CGFloat = 0
        if span > 0 {
            if top == r { h = (g - b) / span } else if top == g { h = 2 + (b - r) / span } else { h = 4 + (r - g) / span }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = top > 0 ? span / top : 0
        brightness?.pointee = top
        alpha?.pointee = rgba.a
        return true
    }

    /// Writes the grey level (the mean of the components) and the opacity
    /// to those of the pointers that are not nil; always true.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (rgba.r + rgba.g + rgba.b) / 3
        alpha?.pointee = rgba.a
        return true
    }

    /// Colours are equal when their components and opacity are.
    public static func == (a: UIColor, b: UIColor) -> Bool { a.rgba == b.rgba }

    /// Hashes the components and opacity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba.r); hasher.combine(rgba.g); hasher.combine(rgba.b); hasher.combine(rgba.a)
    }

    /// HSB to RGB: the hue picks a sector of the colour wheel.
    static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

extension UIColor {
    /// A colour from sRGB components 0...255: how Apple gives the system
    /// colours' values (the named colours are in UIColor+Named.constants).
    static func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
}
