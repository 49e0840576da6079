

/// A rectangle of premultiplied 8-bit ARGB pixels.
///
/// Each pixel is one `UInt32` holding `A << 24 | R << 16 | G << 8 | B`, with
/// R, G and B already multiplied by A. In memory on a little-endian machine
/// that is the byte order B, G, R, A: exactly what an SDL
/// `SDL_PIXELFORMAT_ARGB8888` streaming texture takes, so a frame uploads
/// without conversion.
///
/// A surface either owns its memory (zeroed, i.e. transparent black, on
/// creation) or wraps memory someone else owns, as `CGContext(data:...)` does.
///
/// Raster's drawing API is `public` although Raster is in no product (a
/// package depending on Quartzite cannot name it): the compiler's
/// cross-module optimization, which inlines its small hot functions
/// (`row(_:)`, `PixelRect.union`...) into the modules that draw, covers
/// public declarations. Declared `package`, they became calls, and the
/// benchmark's text scene drew 5-7% slower.
public final class Surface: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// Pixels (not bytes) from one row to the next.
    public let stride: Int
    public let pixels: UnsafeMutablePointer<UInt32>
    private let owned: Bool
    /// Half-size copies for minification, built on first use (images are
    /// not written after they are made; see `mipLevel`).
    let mips = _Locked<[Surface]>([])

    /// Largest side we allocate. Anything larger is clipped by the caller
    /// long before it gets here; this is the last guard against a 1e9-point
    /// layer turning into a 4-exabyte allocation.
    public static let maxSide = 16_384

    /// A transparent surface, or nil for sizes that are not positive or
    /// exceed `maxSide`.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Surface.maxSide, height <= Surface.maxSide else { return nil }
        self.width = width
        self.height = height
        self.stride = width
        pixels = .allocate(capacity: width * height)
        pixels.initialize(repeating: 0, count: width * height)
        owned = true
    }

    /// Wraps memory the caller owns and keeps alive; `stride` in pixels.
    public init(wrapping memory: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        precondition(width >= 0 && height >= 0 && stride >= width)
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = memory
        owned = false
    }

    deinit {
        if owned { pixels.deallocate() }
    }

    @inlinable
    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * stride + x] }
        set { pixels[y * stride + x] = newValue }
    }

    /// One row, `width` pixels long.
    @inlinable
    public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + y * stride
    }

    /// Whether every pixel is fully opaque (alpha 255).
    public var isOpaque: Bool {
        for y in 0..<height {
            let r = row(y)
            for x in 0..<width where r[x] >> 24 != 0xFF { return false }
        }
        return true
    }

    /// Sets every pixel to `value` (premultiplied ARGB).
    public func fill(_ value: UInt32) {
        for y in 0..<height { row(y).update(repeating: value, count: width) }
    }

    /// Makes the pixels of `rect` that lie on the surface transparent: what
    /// an offscreen, a damaged rectangle or a band needs before it is drawn
    /// into again.
    public func clear(_ rect: PixelRect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y0..<r.y1 { (row(y) + r.x0).update(repeating: 0, count: r.width) }
    }

    /// A copy with its own memory and a tight stride.
    public func copy() -> Surface? {
        guard let s = Surface(width: width, height: height) else { return nil }
        for y in 0..<height { s.row(y).update(from: row(y), count: width) }
        return s
    }
}

/// `v` clamped into 0...1, NaN as 0: a colour component or an alpha as
/// pixels take it (animated colours can overshoot either way).
@inlinable
public func unitClamped(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }

/// Packs straight (unpremultiplied) colour components in 0...1 into one
/// premultiplied ARGB pixel, rounding to nearest.
@inlinable
public func premultipliedPixel(r: Double, g: Double, b: Double, a: Double) -> UInt32 {
    let a = unitClamped(a)
    let A = UInt32((a * 255).rounded())
    let R = UInt32((unitClamped(r) * a * 255).rounded())
    let G = UInt32((unitClamped(g) * a * 255).rounded())
    let B = UInt32((unitClamped(b) * a * 255).rounded())
    return A << 24 | R << 16 | G << 8 | B
}

/// The four channels of a premultiplied pixel, each 0...255.
@inlinable
public func pixelChannels(_ p: UInt32) -> (a: UInt8, r: UInt8, g: UInt8, b: UInt8) {
    (UInt8(p >> 24), UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 8), UInt8(truncatingIfNeeded: p))
}
