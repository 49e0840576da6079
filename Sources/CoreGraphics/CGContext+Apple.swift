// The rest of Apple's CGContext: the flatness of curves, settings that
// change nothing here (rendering intents, flushing to a device), CMYK
// colours (converted to RGB as they are set), size conversions, and the
// bitmap initialiser with a release callback.

/// Called when a bitmap context made with `releaseCallback` is done with
/// its memory (Apple's `CGBitmapContextReleaseDataCallback`).
public typealias CGBitmapContextReleaseDataCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

extension CGContext {
    /// How far, in device pixels, the straight lines a curve is drawn with
    /// may stray from the curve (UIBezierPath's fills and strokes set 0.6,
    /// its `flatness`). Values that are not positive and finite are ignored.
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness > 0, flatness.isFinite else { return }
        gstate.flatness = min(max(flatness, 0.001), 100)
    }

    /// A new context's flatness. With `flatteningTolerance`, curves are cut
    /// where Core Graphics cuts them on iOS: fitted to iOS's pictures of
    /// one path filled by a context (this default) and by a UIBezierPath
    /// (flatness 0.6). In both, every pixel is then within one level of
    /// iOS's and all but 13 and 14 of 8,100 are equal; the default fits
    /// tolerances 0.044–0.070, flatness 0.6 fits 0.129–0.140.
    static let defaultFlatness: CGFloat = 0.25

    /// The tolerance the rasterizer flattens to (the largest distance of a
    /// piece from the curve) for a flatness: 0.225 of it, the factor both
    /// pictures above agree on (0.215–0.233; a quarter, used before,
    /// left 46 pixels of the UIBezierPath's up to 25 levels off).
    static func flatteningTolerance(_ flatness: CGFloat) -> Double { Double(flatness) * 0.225 }

    /// How colours outside the destination's gamut map. Accepted: every
    /// space draws as sRGB here.
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}

    /// Sends what was drawn to the device: a bitmap context's memory always
    /// holds it already.
    public func flush() {}

    /// Marks the context for a flush: nothing to wait for here.
    public func synchronize() {}

    /// The fill colour in CMYK, converted to RGB.
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
    }

    /// The stroke colour in CMYK, converted to RGB.
    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
    }

    /// A size in user space measured in device space (the CTM without its translation).
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }

    /// A size in device space measured in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }

    /// A bitmap context as `init(data:width:…)` makes it; when the context
    /// goes away, `releaseCallback` is called with `releaseInfo` and `data`.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32,
                             releaseCallback: CGBitmapContextReleaseDataCallback?, releaseInfo: UnsafeMutableRawPointer?) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo)
        if let releaseCallback { _onRelease = { releaseCallback(releaseInfo, data) } }
    }
}
