import Raster

/// A backdrop layer's drawing: the picture under its bounds, blurred and
/// saturated (`BackdropBlur`), read from what the frame drew there before
/// it, on the same pixels (see `_BackdropLayer`). It has no reference
/// twin: the reference compositor samples each layer on its own, with no
/// picture of what is behind, and draws a backdrop as nothing; the
/// backdrop's tests check its pixels against the blur's arithmetic and
/// its tracked frames against whole ones instead.
enum _BackdropContent: _LayerContent {
    static func draw(_ layer: _PresentedLayer, _ m: Projective,
                     into target: Surface, clip: PixelRect, opacity: Double, compositor: _Compositor) {
        // Behind is only known on the screen's grid.
        guard compositor.gridToFinal == nil, compositor.backdropSources.count > compositor.backdropBase else { return }
        let (sigma, saturation) = parameters(layer, m)
        guard draws(sigma: sigma, saturation: saturation) else { return }
        let area = _Compositor.box(of: layer.bounds, m).pixels(within: clip)
        guard !area.isEmpty else { return }
        let readable = compositor.gridBounds ?? target.bounds
        let r = BackdropBlur.reach(sigma: sigma)
        let reach = PixelRect(x0: area.x0 - r, y0: area.y0 - r, x1: area.x1 + r, y1: area.y1 + r).intersection(readable)
        guard let source = compositor.behind(reach) else { return }
        compositor.backdropBlur.draw(from: source, readable: readable, area: area, sigma: sigma,
                                     saturation: saturation, opacity: opacity, into: target)
    }

    /// The blur in target pixels (σ scaled by the map) and the saturation.
    static func parameters(_ layer: _PresentedLayer, _ m: Projective) -> (sigma: Double, saturation: Double) {
        let scale = (abs(m.a) + abs(m.d)) / 2
        return (Double(layer[_BackdropKeys.blurRadius]) * scale, Double(layer[_BackdropKeys.saturation]))
    }

    /// Whether there is anything to draw: a blur, or a change of colour.
    static func draws(sigma: Double, saturation: Double) -> Bool {
        sigma >= BackdropBlur.minimumSigma || abs(saturation - 1) > 1e-3
    }

    static func box(_ layer: _PresentedLayer) -> CGRect? {
        let radius = Double(layer[_BackdropKeys.blurRadius]), saturation = Double(layer[_BackdropKeys.saturation])
        // Any scale: the threshold is checked again in pixels when drawn.
        return radius > 0 || abs(saturation - 1) > 1e-3 ? layer.bounds : nil
    }

    /// Reading across band boundaries, the frame is drawn in one band.
    static func needsSerialRendering(_ node: _RenderNode) -> Bool {
        box(_PresentedLayer(node)) != nil
    }

    /// The blur's reach in target pixels around a backdrop drawn through
    /// `m`, for the damage tracker; nil when it draws nothing.
    static func reach(_ layer: _PresentedLayer, _ m: Projective) -> Int? {
        let (sigma, saturation) = parameters(layer, m)
        guard draws(sigma: sigma, saturation: saturation) else { return nil }
        return BackdropBlur.reach(sigma: sigma) + 1
    }
}

extension _Compositor {
    /// What is behind a backdrop within `rect`: the frame's target, or,
    /// inside groups, their offscreens composited over it (kept in one
    /// surface from frame to frame).
    func behind(_ rect: PixelRect) -> Surface? {
        guard backdropSources.count > backdropBase else { return nil }
        let base = backdropSources[backdropBase]
        guard backdropSources.count > backdropBase + 1, !rect.isEmpty else { return base }
        if backdropComposite.map({ $0.width < base.width || $0.height < base.height }) ?? true {
            backdropComposite = Surface(width: base.width, height: base.height)
        }
        guard let out = backdropComposite else { return base }
        for y in rect.y0..<rect.y1 {
            let o = out.row(y)
            o.update(from: base.row(y), count: rect.x1)
            for layer in backdropSources[(backdropBase + 1)...] {
                let s = layer.row(y)
                for x in rect.x0..<rect.x1 where s[x] != 0 { o[x] = sourceOver(s[x], o[x]) }
            }
        }
        return out
    }
}
