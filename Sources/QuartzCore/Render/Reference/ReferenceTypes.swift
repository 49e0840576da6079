import Raster

/// A layer's shadow: its style, and for a shadowPath the field made
/// ahead (alpha shadows are made from the layer's own drawing).
struct _ShadowRecipe {
    let style: _ShadowStyle
    let field: _ShadowField?
}

/// A blurred alpha field on the pixel grid, offset and coloured.
struct _ShadowField {
    let alpha: [Double]
    let width: Int, height: Int
    let dx: Double, dy: Double
    let color: _RGBA

    func color(_ qx: Double, _ qy: Double) -> _RGBA {
        let fx = qx - dx - 0.5, fy = qy - dy - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let u = fx - Double(x0), v = fy - Double(y0)
        func at(_ x: Int, _ y: Int) -> Double {
            guard x >= 0, x < width, y >= 0, y < height else { return 0 }
            return alpha[y * width + x]
        }
        let a = at(x0, y0) * (1 - u) * (1 - v) + at(x0 + 1, y0) * u * (1 - v) + at(x0, y0 + 1) * (1 - u) * v
            + at(x0 + 1, y0 + 1) * u * v
        return color * a
    }

    /// The shadow of a drawn group: its alpha blurred and offset.
    static func fromAlpha(_ g: _FloatImage, _ recipe: _ShadowRecipe) -> _ShadowField {
        blurred(g, recipe.style, offset: true)
    }

    static func blurred(_ g: _FloatImage, _ s: _ShadowStyle, offset: Bool) -> _ShadowField {
        var a = g.pixels.map(\.a)
        if s.sigma > 0 { a = gaussian(a, g.width, g.height, sigma: s.sigma) }
        return _ShadowField(alpha: a, width: g.width, height: g.height, dx: offset ? s.dx : 0, dy: offset ? s.dy : 0,
                            color: _RGBA(pixel: s.color))
    }

    /// A direct, separable Gaussian of standard deviation `sigma` pixels.
    static func gaussian(_ a: [Double], _ w: Int, _ h: Int, sigma: Double) -> [Double] {
        let r = Int((3 * sigma).rounded(.up))
        var kernel = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let sum = kernel.reduce(0, +)
        kernel = kernel.map { $0 / sum }
        var tmp = [Double](repeating: 0, count: w * h), out = tmp
        for y in 0..<h {
            for x in 0..<w {
                var v = 0.0
                for k in -r...r where x + k >= 0 && x + k < w { v += a[y * w + x + k] * kernel[k + r] }
                tmp[y * w + x] = v
            }
        }
        for y in 0..<h {
            for x in 0..<w {
                var v = 0.0
                for k in -r...r where y + k >= 0 && y + k < h { v += tmp[(y + k) * w + x] * kernel[k + r] }
                out[y * w + x] = v
            }
        }
        return out
    }
}

/// A picture in floating point, premultiplied (the reference's buffers).
final class _FloatImage {
    let width: Int, height: Int
    var pixels: [_RGBA]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [_RGBA](repeating: .clear, count: width * height)
    }

    subscript(x: Int, y: Int) -> _RGBA {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}

/// A rounded rectangle in layer units with per-corner radii (Apple's
/// maskedCorners, MinXMinY first), tested point by point.
struct _RefRoundedRect {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Radii of the corners at (minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY).
    var r00: Double, r10: Double, r01: Double, r11: Double

    init(_ b: CGRect, _ radius: CGFloat, _ corners: CACornerMask) {
        let b = b.standardized
        minX = Double(b.minX); minY = Double(b.minY); maxX = Double(b.maxX); maxY = Double(b.maxY)
        let r = Double(min(max(radius, 0), min(b.width, b.height) / 2))
        r00 = corners.contains(.layerMinXMinYCorner) ? r : 0
        r10 = corners.contains(.layerMaxXMinYCorner) ? r : 0
        r01 = corners.contains(.layerMinXMaxYCorner) ? r : 0
        r11 = corners.contains(.layerMaxXMaxYCorner) ? r : 0
    }

    /// Inset by `d` (a border's inner edge), radii shrinking with it.
    func inset(_ d: CGFloat) -> _RefRoundedRect {
        var s = self
        let k = Double(d)
        s.minX += k; s.minY += k; s.maxX -= k; s.maxY -= k
        s.r00 = max(0, r00 - k); s.r10 = max(0, r10 - k); s.r01 = max(0, r01 - k); s.r11 = max(0, r11 - k)
        return s
    }

    func contains(_ x: Double, _ y: Double) -> Bool {
        guard x >= minX, x < maxX, y >= minY, y < maxY else { return false }
        func outside(_ r: Double, _ cx: Double, _ cy: Double) -> Bool {
            let dx = x - cx, dy = y - cy
            return dx * dx + dy * dy > r * r
        }
        if r00 > 0, x < minX + r00, y < minY + r00, outside(r00, minX + r00, minY + r00) { return false }
        if r10 > 0, x > maxX - r10, y < minY + r10, outside(r10, maxX - r10, minY + r10) { return false }
        if r01 > 0, x < minX + r01, y > maxY - r01, outside(r01, minX + r01, maxY - r01) { return false }
        if r11 > 0, x > maxX - r11, y > maxY - r11, outside(r11, maxX - r11, maxY - r11) { return false }
        return true
    }
}

/// A premultiplied colour in floating point.
struct _RGBA {
    var r: Double, g: Double, b: Double, a: Double

    static let clear = _RGBA(r: 0, g: 0, b: 0, a: 0)

    init(r: Double, g: Double, b: Double, a: Double) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// A straight colour, premultiplied.
    init(_ c: _Color) {
        let a = Double(min(max(c.a, 0), 1))
        self.init(r: Double(min(max(c.r, 0), 1)) * a, g: Double(min(max(c.g, 0), 1)) * a,
                  b: Double(min(max(c.b, 0), 1)) * a, a: a)
    }

    init(pixel p: UInt32) {
        let c = pixelChannels(p)
        self.init(r: Double(c.r) / 255, g: Double(c.g) / 255, b: Double(c.b) / 255, a: Double(c.a) / 255)
    }

    /// Source-over: self over `below`.
    func over(_ below: _RGBA) -> _RGBA { self + below * (1 - a) }

    static func + (x: _RGBA, y: _RGBA) -> _RGBA { _RGBA(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b, a: x.a + y.a) }
    static func * (x: _RGBA, k: Double) -> _RGBA { _RGBA(r: x.r * k, g: x.g * k, b: x.b * k, a: x.a * k) }

    var pixel: UInt32 {
        func q(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let A = q(a)
        return A << 24 | min(q(r), A) << 16 | min(q(g), A) << 8 | min(q(b), A)
    }
}
