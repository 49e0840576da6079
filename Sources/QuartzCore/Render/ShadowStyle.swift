import Raster

/// A layer's shadow in target pixels: colour (with shadowOpacity and the
/// layer's opacity), offset, and the Gaussian's sigma. shadowRadius r is a
/// Gaussian of standard deviation r (the usual iOS reading: a design
/// tool's blur 2r is shadowRadius r).
struct _ShadowStyle {
    var color: UInt32
    var dx: Double, dy: Double
    var sigma: Double

    init?(_ props: _LayerProperties, _ m: Projective, opacity: Double) {
        self.init(props.shadowOpacity, props.shadowColor?.rgba, props.shadowOffset, props.shadowRadius, m, opacity: opacity)
    }

    /// From the layer's storage, without copying the properties (a copy
    /// retains every reference in them; this runs for every layer, every frame).
    init?(_ p: UnsafePointer<_LayerProperties>, _ m: Projective, opacity: Double) {
        self.init(p.pointee.shadowOpacity, p.pointee.shadowColor?.rgba, p.pointee.shadowOffset, p.pointee.shadowRadius, m,
                  opacity: opacity)
    }

    init?(_ shadowOpacity: Float, _ shadowColor: _ColorComponents?, _ o: CGSize, _ shadowRadius: CGFloat, _ m: Projective,
          opacity: Double) {
        guard shadowOpacity > 0, let c = shadowColor, c.a > 0 else { return nil }
        let alpha = Double(c.a) * Double(min(shadowOpacity, 1)) * opacity
        guard alpha > 0.5 / 255 else { return nil }
        color = premultipliedPixel(r: Double(c.r), g: Double(c.g), b: Double(c.b), a: alpha)
        // The offset is a vector in the layer's space.
        dx = m.a * Double(o.width) + m.c * Double(o.height)
        dy = m.b * Double(o.width) + m.d * Double(o.height)
        let r = Double(shadowRadius)
        sigma = r.isFinite ? min(max(0, r) * _Compositor.scale(of: m), _ShadowStyle.maxSigma) : 0
        guard dx.isFinite, dy.isFinite else { return nil }
        // An offset past any surface (1e19 points is finite, and Apple
        // takes it) draws nothing in view; kept within Int's reach so every
        // pixel computation from it stays exact and never traps.
        let far = _ShadowStyle.farthest
        dx = min(max(dx, -far), far)
        dy = min(max(dy, -far), far)
    }

    /// This shadow (made at opacity 1) for a layer drawn at `opacity`:
    /// its colour as `init` would make it (nil when it no longer shows).
    func at(opacity: Double, _ p: UnsafePointer<_LayerProperties>) -> _ShadowStyle? {
        guard opacity != 1 else { return self }
        guard let c = p.pointee.shadowColor?.rgba else { return nil }
        let alpha = Double(c.a) * Double(min(p.pointee.shadowOpacity, 1)) * opacity
        guard alpha > 0.5 / 255 else { return nil }
        var s = self
        s.color = premultipliedPixel(r: Double(c.r), g: Double(c.g), b: Double(c.b), a: alpha)
        return s
    }

    /// Farther than any surface is wide, in target pixels.
    static let farthest = 1_073_741_824.0

    /// The widest blur drawn, in target pixels. Past it a shadow is a
    /// faint haze spread over thousands of pixels, and its mask and blur
    /// would cost hundreds of megabytes and seconds per frame (a
    /// shadowRadius of 5000 is bad input, not a look).
    static let maxSigma = 512.0

    /// How far the shadow reaches beyond the shape, in target pixels.
    var reach: Double { Double(GaussianBlur.extent(sigma: sigma)) + max(abs(dx), abs(dy)) + 1 }
}
