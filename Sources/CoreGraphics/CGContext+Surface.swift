import Raster

/// What the compositor needs of a context it draws into directly.
extension CGContext {
    /// The clip's bounding box in surface pixels (rows run down).
    package var _clipPixelRect: PixelRect {
        let c = gstate.clip
        guard !c.isNull, !c.isEmpty else { return .empty }
        let h = Double(height)
        return PixelRect.covering(minX: Double(c.minX), minY: h - Double(c.maxY), maxX: Double(c.maxX),
                                  maxY: h - Double(c.minY), within: _surface.bounds)
    }

    /// After drawing into `_surface` directly: the caller's memory (for
    /// layouts other than premultiplied BGRA) catches up.
    package func _didDrawAll() {
        _didDraw(CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// True when drawing straight into `_surface` would skip part of the
    /// graphics state (a clip mask, alpha, a shadow or a blend mode): such
    /// callers draw inside a transparency layer instead, which applies it.
    package var _needsTransparencyLayer: Bool {
        gstate.clipMask != nil || gstate.alpha < 1 || gstate.shadow != nil || gstate.blendMode != .normal
    }
}
