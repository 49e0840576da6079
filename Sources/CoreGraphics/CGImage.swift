import Raster

/// An immutable bitmap image, as Apple's `CGImage`. Quartzite keeps every
/// image as premultiplied ARGB (`Raster.Surface`), the layout the compositor
/// samples; the public properties describe that layout as Apple would.
public final class CGImage: @unchecked Sendable, CustomStringConvertible {
    /// The pixels, shared by every user of the image and never written.
    package let _surface: Surface
    /// An image mask (`CGImage(maskWidth:...)`): its pixels' alpha is how
    /// much each paints (1 − the decoded sample), its colour channels 0.
    package let _isMask: Bool
    /// Whether the pixels carry alpha: `.premultipliedFirst`, or
    /// `.noneSkipFirst` for an image made opaque (a JPEG, a PNG without an
    /// alpha channel, an opaque context's picture), whose alpha bytes are
    /// all 255 and which iOS code asks about (`alphaInfo`) before drawing.
    package let _alphaInfo: CGImageAlphaInfo

    package init(_surface: Surface, isMask: Bool = false, alphaInfo: CGImageAlphaInfo = .premultipliedFirst) {
        self._surface = _surface
        _isMask = isMask
        _alphaInfo = alphaInfo
    }

    /// Apple's initialiser from raw bytes: 8 bits per component, 32 per
    /// pixel in any of the four-channel layouts `CGBitmapInfo` names, or 8
    /// per pixel for grey (DeviceGray, `.none`) and alpha-only images.
    /// Returns nil, with a diagnostic, for layouts Quartzite does not read.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo,
                             provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard bitsPerComponent == 8, let (layout, hasAlpha) = _PixelLayout.from(bitmapInfo: bitmapInfo.rawValue, space: space),
              bitsPerPixel == layout.bytesPerPixel * 8 else {
            _Diagnostics.report("CGImage: only 8-bit 4-channel, grey and alpha-only layouts are supported (got \(bitsPerComponent)/\(bitsPerPixel) bits, info \(bitmapInfo.rawValue)); nil")
            return nil
        }
        guard width > 0, height > 0, width <= Surface.maxSide, height <= Surface.maxSide else {
            _Diagnostics.report("CGImage: \(width)x\(height) is not an image size (1...\(Surface.maxSide) pixels per side); nil")
            return nil
        }
        let rowBytes = width * layout.bytesPerPixel
        guard let data = provider.data, bytesPerRow >= rowBytes, data.count >= bytesPerRow * max(height - 1, 0) + rowBytes,
              let surface = Surface(width: width, height: height) else {
            _Diagnostics.report("CGImage: \(width)x\(height) image needs more bytes than its provider has; nil")
            return nil
        }
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            for y in 0..<height {
                _convertRow(from: bytes.baseAddress! + y * bytesPerRow, layout: layout, hasAlpha: hasAlpha,
                            to: surface.row(y), count: width)
            }
        }
        self.init(_surface: surface, alphaInfo: hasAlpha ? .premultipliedFirst : .noneSkipFirst)
    }

    /// The image's width, in pixels.
    public var width: Int { _surface.width }
    /// The image's height, in pixels.
    public var height: Int { _surface.height }
    /// Bits per colour component: always 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: always 32 (alpha and three colour components).
    public var bitsPerPixel: Int { 32 }
    /// Bytes from one row of the pixels to the next; at least width × 4.
    public var bytesPerRow: Int { _surface.stride * 4 }
    /// The image's colour space: always device RGB (treated as sRGB).
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
    /// Where alpha is: `.premultipliedFirst` (images are kept as
    /// premultiplied ARGB), or `.noneSkipFirst` for an opaque image (a
    /// JPEG, a PNG without alpha, an opaque context's picture), whose
    /// fourth byte is padding.
    public var alphaInfo: CGImageAlphaInfo { _alphaInfo }
    /// The layout of the stored pixels: `alphaInfo` with 32-bit little
    /// byte order, so B, G, R, A (or padding) bytes on little-endian machines.
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: _alphaInfo.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }
    /// Always true: scaled drawing is smoothed as the context's
    /// `interpolationQuality` says.
    public var shouldInterpolate: Bool { true }
    /// Always false: Quartzite has no image masks.
    public var isMask: Bool { _isMask }
    /// The decode array that remaps component values: none (nil), as an
    /// image Quartzite holds is stored already decoded.
    public var decode: UnsafePointer<CGFloat>? { nil }
    /// How colours outside the destination's gamut map: the default (every
    /// colour space draws as sRGB here).
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }

    /// The pixels as bytes in `bitmapInfo`'s layout (B, G, R, A on little endian).
    public var dataProvider: CGDataProvider? {
        let count = _surface.stride * _surface.height
        return CGDataProvider(data: Data(bytes: _surface.pixels, count: count * 4))
    }

    /// The part of the image inside `rect` (in pixels, origin top-left),
    /// or nil when they do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0,
              let s = Surface(width: Int(r.width), height: Int(r.height)) else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY)
        for y in 0..<s.height { s.row(y).update(from: _surface.row(y0 + y) + x0, count: s.width) }
        return CGImage(_surface: s, isMask: _isMask, alphaInfo: _alphaInfo)
    }

    /// The image's size in pixels, for debugging.
    public var description: String { "<CGImage \(width)x\(height)>" }
}

/// Converts one row of 8-bit, four-channel pixels into premultiplied ARGB.
/// Rows without alpha become opaque; rows with straight alpha are not
/// expected here (Apple's contexts are premultiplied), so alpha is taken as is.
func _convertRow(from src: UnsafePointer<UInt8>, layout: _PixelLayout, hasAlpha: Bool,
                 to dst: UnsafeMutablePointer<UInt32>, count: Int) {
    switch layout {
    case .gray:
        for i in 0..<count {
            let v = UInt32(src[i])
            dst[i] = 0xFF00_0000 | v << 16 | v << 8 | v
        }
        return
    case .alpha:
        for i in 0..<count { dst[i] = UInt32(src[i]) << 24 }
        return
    case .bgra, .rgba, .argb, .abgr: break
    }
    for i in 0..<count {
        let p = src + i * 4
        var a: UInt32, r: UInt32, g: UInt32, b: UInt32
        switch layout {
        case .bgra: b = UInt32(p[0]); g = UInt32(p[1]); r = UInt32(p[2]); a = UInt32(p[3])
        case .rgba: r = UInt32(p[0]); g = UInt32(p[1]); b = UInt32(p[2]); a = UInt32(p[3])
        case .argb: a = UInt32(p[0]); r = UInt32(p[1]); g = UInt32(p[2]); b = UInt32(p[3])
        case .abgr, .gray, .alpha: a = UInt32(p[0]); b = UInt32(p[1]); g = UInt32(p[2]); r = UInt32(p[3])
        }
        if !hasAlpha { a = 255 }
        dst[i] = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(b, a)
    }
}

/// The inverse of `_convertRow`: premultiplied ARGB into a caller's layout
/// (a grey byte is the pixel's luminance as drawn over black, as a grey
/// context without alpha keeps it).
func _writeRow(from src: UnsafePointer<UInt32>, to dst: UnsafeMutablePointer<UInt8>, layout: _PixelLayout,
               hasAlpha: Bool, count: Int) {
    switch layout {
    case .gray:
        for i in 0..<count { dst[i] = UInt8(_greyLevel(src[i])) }
        return
    case .alpha:
        for i in 0..<count { dst[i] = UInt8(src[i] >> 24) }
        return
    case .bgra, .rgba, .argb, .abgr: break
    }
    for i in 0..<count {
        let v = src[i]
        let a = UInt8(v >> 24), r = UInt8(truncatingIfNeeded: v >> 16)
        let g = UInt8(truncatingIfNeeded: v >> 8), b = UInt8(truncatingIfNeeded: v)
        let aa = hasAlpha ? a : 255
        let p = dst + i * 4
        switch layout {
        case .bgra: p[0] = b; p[1] = g; p[2] = r; p[3] = aa
        case .rgba: p[0] = r; p[1] = g; p[2] = b; p[3] = aa
        case .argb: p[0] = aa; p[1] = r; p[2] = g; p[3] = b
        case .abgr, .gray, .alpha: p[0] = aa; p[1] = b; p[2] = g; p[3] = r
        }
    }
}
