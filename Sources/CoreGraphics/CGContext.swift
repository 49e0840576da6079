import Raster

/// A drawing destination, as Apple's `CGContext`: a bitmap with a graphics
/// state stack, a current path and the drawing operations.
///
/// Device space is the bitmap with its origin at the bottom-left (Apple's
/// rule); a fresh context's CTM is the identity. Pixels live in a
/// `Raster.Surface` of premultiplied ARGB. When the caller supplies memory
/// in that layout the surface wraps it; for other layouts (RGBA bytes, the
/// usual `premultipliedLast` of iOS code) the context draws into its own
/// surface and copies into the caller's bytes after each operation.
public final class CGContext {
    /// The bitmap's width, in pixels.
    public let width: Int
    /// The bitmap's height, in pixels.
    public let height: Int
    /// Bytes from one row of `data` to the next: as given, or width × 4 when
    /// 0 was passed.
    public let bytesPerRow: Int
    /// Bits per colour component: always 8, the only depth Quartzite draws.
    public let bitsPerComponent: Int
    /// The colour space given at creation. Drawing always happens in device
    /// RGB (treated as sRGB), whatever the space.
    public let colorSpace: CGColorSpace?
    /// The pixel layout given at creation: alpha position and byte order.
    public let bitmapInfo: CGBitmapInfo
    /// The bitmap's pixels.
    let _bitmap: Surface
    /// Open transparency layers, innermost last (see
    /// CGContext+TransparencyLayer.swift).
    var _layers: [_TransparencyLayer] = []
    /// Where drawing lands now: the innermost transparency layer, or the bitmap.
    package var _surface: Surface { _layers.last?.surface ?? _bitmap }
    /// Row buffers of the drawing pipeline (CGContext+Compose.swift).
    let _rows = _RowBuffers()
    /// Device pixels per unit of the base space: shadow offsets and blurs
    /// are measured in the base space, not the CTM's (Apple's rule). 1 for
    /// bitmap contexts; the display pass sets its contentsScale.
    package var _baseScale: CGFloat = 1
    private let userBytes: UnsafeMutablePointer<UInt8>?
    private let userLayout: _PixelLayout
    private let userHasAlpha: Bool
    private let ownedBytes: UnsafeMutableRawPointer?

    var gstate = _GState()
    var gstack: [_GState] = []
    /// The text matrix (`textMatrix`), which Apple keeps outside the
    /// graphics state: saving and restoring leave it alone.
    var _textMatrix = CGAffineTransform.identity
    /// The current path, in device space (Apple transforms points as they
    /// are added, so a later CTM change does not move them).
    var currentPath = CGMutablePath()
    /// Reused by every fill and stroke (its cell buffers grow once).
    let _rasterizer = PathRasterizer()

    /// Apple's bitmap context. `data` nil lets the context allocate.
    /// Supported: 8 bits per component, four channels, any alpha position;
    /// one grey channel (DeviceGray, `CGImageAlphaInfo.none`); one alpha
    /// channel (`.alphaOnly`). Drawing happens in colour, and a grey context
    /// keeps each pixel's luminance.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard bitsPerComponent == 8, let (layout, hasAlpha) = _PixelLayout.from(bitmapInfo: bitmapInfo, space: space) else {
            _Diagnostics.report("CGContext: unsupported bitmap format (\(bitsPerComponent) bits per component, info \(bitmapInfo)); only 8-bit RGBA/ARGB, grey and alpha-only layouts; nil")
            return nil
        }
        // Sizes first, so no product below can overflow: a side is at most
        // `Surface.maxSide`, and the bytes at most what that many rows of
        // the widest padding Apple would accept (a row of 16 bytes a pixel).
        guard width > 0, height > 0, width <= Surface.maxSide, height <= Surface.maxSide,
              bytesPerRow == 0 || (bytesPerRow >= width * layout.bytesPerPixel && bytesPerRow <= Surface.maxSide * 16) else {
            _Diagnostics.report("CGContext: invalid size \(width)x\(height) with \(bytesPerRow) bytes per row; nil")
            return nil
        }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.bitsPerComponent = 8
        self.colorSpace = space
        self.bitmapInfo = CGBitmapInfo(rawValue: bitmapInfo)
        userLayout = layout
        userHasAlpha = hasAlpha
        let native = layout == .bgra && hasAlpha && rowBytes % 4 == 0
        var bytes = data
        if bytes == nil {
            let p = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            p.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            bytes = p
            ownedBytes = p
        } else {
            ownedBytes = nil
        }
        if native {
            _bitmap = Surface(wrapping: bytes!.bindMemory(to: UInt32.self, capacity: rowBytes / 4 * height),
                               width: width, height: height, stride: rowBytes / 4)
            userBytes = nil
        } else {
            guard let s = Surface(width: width, height: height) else { return nil }
            _bitmap = s
            userBytes = bytes!.bindMemory(to: UInt8.self, capacity: rowBytes * height)
            // Start from what the caller's memory holds.
            for y in 0..<height {
                _convertRow(from: userBytes! + y * rowBytes, layout: layout, hasAlpha: hasAlpha,
                            to: s.row(y), count: width)
            }
        }
        gstate.clip = CGRect(x: 0, y: 0, width: width, height: height)
    }

    /// A context over a surface the caller owns (the display pass's backing
    /// stores, the compositor's tiles). Device origin bottom-left as always.
    package init(_surface s: Surface) {
        width = s.width
        height = s.height
        bytesPerRow = s.stride * 4
        bitsPerComponent = 8
        colorSpace = CGColorSpaceCreateDeviceRGB()
        bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        _bitmap = s
        userBytes = nil
        userLayout = .bgra
        userHasAlpha = true
        ownedBytes = nil
        gstate.clip = CGRect(x: 0, y: 0, width: width, height: height)
    }

    /// Called once the context is gone (`releaseCallback`).
    var _onRelease: (() -> Void)?

    deinit {
        ownedBytes?.deallocate()
        _onRelease?()
    }

    /// The bytes, in the layout the context was made with.
    public var data: UnsafeMutableRawPointer? {
        if let userBytes { return UnsafeMutableRawPointer(userBytes) }
        return UnsafeMutableRawPointer(_bitmap.pixels)
    }

    /// Bits per pixel: 32 for four 8-bit components, 8 for grey or alpha.
    public var bitsPerPixel: Int { userLayout.bytesPerPixel * 8 }
    /// The alpha part of `bitmapInfo`: where alpha sits and whether colour is
    /// premultiplied by it.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedFirst
    }

    /// A snapshot of the pixels as an image.
    public func makeImage() -> CGImage? {
        _bitmap.copy().map { CGImage(_surface: $0, alphaInfo: alphaInfo.hasAlpha ? .premultipliedFirst : .noneSkipFirst) }
    }

    /// Copies the rows of `deviceRect` from the drawing surface into the
    /// caller's memory when the caller asked for a non-native layout.
    func _didDraw(_ deviceRect: CGRect) {
        guard let userBytes, _layers.isEmpty else { return }
        let r = deviceRect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return }
        // Device y runs up; surface rows run down.
        let top = height - Int(r.maxY), bottom = height - Int(r.minY)
        let x0 = Int(r.minX), n = Int(r.width)
        for row in top..<bottom {
            _writeRow(from: _bitmap.row(row) + x0, to: userBytes + row * bytesPerRow + x0 * userLayout.bytesPerPixel,
                      layout: userLayout, hasAlpha: userHasAlpha, count: n)
            // A grey or alpha-only context holds no colour: what was drawn
            // reads back as what its one channel kept (Apple converts colours
            // to the context's space as it draws).
            if userLayout.bytesPerPixel == 1 {
                _convertRow(from: userBytes + row * bytesPerRow + x0, layout: userLayout, hasAlpha: userHasAlpha,
                            to: _bitmap.row(row) + x0, count: n)
            }
        }
    }

    // MARK: The graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colours, line settings,
    /// alpha, blend mode, shadow) onto the stack. The current path is not part of it.
    public func saveGState() { gstack.append(gstate) }

    /// Makes the most recently saved graphics state current again and pops it;
    /// ignored, with a diagnostic, when nothing is saved.
    public func restoreGState() {
        guard let s = gstack.popLast() else {
            _Diagnostics.report("CGContext.restoreGState: no saved state; ignored")
            return
        }
        gstate = s
    }

    /// User space to device space.
    public var ctm: CGAffineTransform { gstate.ctm }
    /// The same transform as `ctm`: user space to device space (pixels, origin
    /// at the bottom left, y up).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { gstate.ctm }

    /// Moves the origin of user space by (x, y), in current user space units.
    public func translateBy(x: CGFloat, y: CGFloat) { gstate.ctm = gstate.ctm.translatedBy(x: x, y: y) }
    /// Scales user space by x and y; a negative factor flips that axis
    /// (`scaleBy(x: 1, y: -1)` makes y run down).
    public func scaleBy(x: CGFloat, y: CGFloat) { gstate.ctm = gstate.ctm.scaledBy(x: x, y: y) }
    /// Rotates user space by `angle` radians; positive angles turn the x axis
    /// toward the y axis (counter-clockwise with y up).
    public func rotate(by angle: CGFloat) { gstate.ctm = gstate.ctm.rotated(by: angle) }
    /// Applies `t` to user space before the current CTM: the CTM becomes
    /// `t.concatenating(ctm)`.
    public func concatenate(_ t: CGAffineTransform) { gstate.ctm = t.concatenating(gstate.ctm) }

    /// `p` mapped from user space to device space (pixels, y up) by the CTM.
    public func convertToDeviceSpace(_ p: CGPoint) -> CGPoint { p.applying(gstate.ctm) }
    /// `p` mapped from device space back to user space by the inverse CTM (a
    /// singular CTM, which has no inverse, is applied as is).
    public func convertToUserSpace(_ p: CGPoint) -> CGPoint { p.applying(gstate.ctm.inverted()) }
    /// The bounding box of `r` mapped from user space to device space; a null
    /// rect stays null.
    public func convertToDeviceSpace(_ r: CGRect) -> CGRect { r.applying(gstate.ctm) }
    /// The bounding box of `r` mapped from device space back to user space; a
    /// null rect stays null.
    public func convertToUserSpace(_ r: CGRect) -> CGRect { r.applying(gstate.ctm.inverted()) }

    /// Sets the colour fills paint with; default opaque black.
    public func setFillColor(_ color: CGColor) { gstate.fillColor = color }
    /// Sets the colour strokes paint with; default opaque black.
    public func setStrokeColor(_ color: CGColor) { gstate.strokeColor = color }
    /// Sets the fill colour from device RGB components and alpha, each 0...1
    /// (values outside are clamped when drawn).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour from device RGB components and alpha, each 0...1
    /// (values outside are clamped when drawn).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a gray level (0 black, 1 white) and alpha.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { gstate.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour to a gray level (0 black, 1 white) and alpha.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { gstate.strokeColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the space fill colour components are given in
    /// (`setFillColor(_:)` with components), and the fill colour to that
    /// space's opaque black, as Apple's does.
    public func setFillColorSpace(_ space: CGColorSpace) {
        gstate.fillColorSpace = space
        gstate.fillColor = Self._black(in: space)
    }
    /// The same for strokes.
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        gstate.strokeColorSpace = space
        gstate.strokeColor = Self._black(in: space)
    }
    /// Sets the fill colour from components in the fill colour space, alpha
    /// last (as many as the space has, plus one).
    public func setFillColor(_ components: UnsafePointer<CGFloat>) {
        if let c = CGColor(colorSpace: gstate.fillColorSpace, components: components) { gstate.fillColor = c }
    }
    /// Sets the stroke colour from components in the stroke colour space,
    /// alpha last.
    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
        if let c = CGColor(colorSpace: gstate.strokeColorSpace, components: components) { gstate.strokeColor = c }
    }

    static func _black(in space: CGColorSpace) -> CGColor {
        var components = [CGFloat](repeating: 0, count: space.numberOfComponents + 1)
        components[components.count - 1] = 1
        return components.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) } ?? .black
    }

    /// Sets the stroke width, in user space units; default 1. A width that is
    /// zero, negative or not finite strokes nothing.
    public func setLineWidth(_ width: CGFloat) { gstate.lineWidth = width }
    /// Sets how the open ends of stroked subpaths are drawn; default `.butt`.
    public func setLineCap(_ cap: CGLineCap) { gstate.lineCap = cap }
    /// Sets how strokes turn corners; default `.miter`.
    public func setLineJoin(_ join: CGLineJoin) { gstate.lineJoin = join }
    /// Sets the longest miter join drawn, as a multiple of the line width;
    /// sharper corners are bevelled instead. Default 10.
    public func setMiterLimit(_ limit: CGFloat) { gstate.miterLimit = limit }
    /// Sets the dash pattern: alternating painted and unpainted lengths in user
    /// space, begun `phase` units in (an odd count repeats). An empty pattern, or
    /// one with a negative or non-finite entry or summing to 0, strokes solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        gstate.dashPhase = phase
        gstate.dashLengths = lengths
    }
    /// Sets the opacity applied to everything drawn, 0...1 (clamped when
    /// drawn); default 1.
    public func setAlpha(_ alpha: CGFloat) { gstate.alpha = alpha }
    /// Turns anti-aliasing of edges on or off; default on. Edges are smoothed
    /// only while `setAllowsAntialiasing` also allows it.
    public func setShouldAntialias(_ on: Bool) { gstate.antialias = on }
    /// Allows or forbids anti-aliasing; default allowed. Edges are smoothed
    /// only while `setShouldAntialias` is also on.
    public func setAllowsAntialiasing(_ on: Bool) { gstate.allowsAntialiasing = on }
    /// How images are sampled when drawn scaled; default `.default`. `.none`
    /// takes the nearest pixel, `.low` filters bilinearly, the rest trilinearly.
    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.interpolationQuality }
        set { gstate.interpolationQuality = newValue }
    }
}

/// One level of the graphics state stack.
struct _GState {
    var ctm = CGAffineTransform.identity
    /// The clip's bounding box in device space.
    var clip = CGRect.null
    /// The clip's coverage when it is not a pixel-aligned rectangle; never
    /// written once made, so saved states share it safely.
    var clipMask: _ClipMask?
    var blendMode = CGBlendMode.normal
    var shadow: _ShadowStyle?
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    /// The spaces `setFillColor(_:)` and `setStrokeColor(_:)` read
    /// components in (`setFillColorSpace(_:)`).
    var fillColorSpace = CGColorSpace._deviceRGB
    var strokeColorSpace = CGColorSpace._deviceRGB
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var alpha: CGFloat = 1
    var antialias = true
    var allowsAntialiasing = true
    var interpolationQuality = CGInterpolationQuality.default
    /// Text: the font and size `showGlyphs(_:at:)` draws with, how it
    /// paints, the extra advance between glyphs and the font rendering
    /// switches (see CGContext+Text.swift).
    var text = _TextState()
    /// Where patterns start (`setPatternPhase(_:)`).
    var patternPhase = CGSize.zero
    /// How far, in device pixels, a flattened curve may stray from the
    /// curve (`setFlatness(_:)`).
    var flatness = CGContext.defaultFlatness
}
