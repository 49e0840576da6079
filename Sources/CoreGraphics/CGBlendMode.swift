import Raster

/// How drawing combines with what is already there (Apple's raw values).
public enum CGBlendMode: Int32, Sendable {
    /// S is the source colour and D the destination's; `normal` works on
    /// premultiplied pixels, the others blend unpremultiplied colours and
    /// composite the result over the destination:
    /// - `normal`: source over destination, `S + D·(1 − αS)`; the default.
    /// - `multiply`: the colours multiplied; never lighter than either.
    /// - `screen`: `S + D − S·D`, the inverse of multiplying the inverses; never darker.
    /// - `overlay`: multiplies or screens by the destination, keeping its highlights and shadows.
    /// - `darken`, `lighten`: per channel the darker or the lighter of the two.
    /// - `colorDodge`: brightens the destination by the source, `D / (1 − S)`.
    /// - `colorBurn`: darkens the destination by the source, `1 − (1 − D) / S`.
    /// - `softLight`, `hardLight`: darken or lighten by whether the source is
    ///   below or above half, gently (soft) or as multiply and screen (hard).
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// Blend modes computed on unpremultiplied colours, then composited over
    /// the destination:
    /// - `difference`: `|D − S|` per channel.
    /// - `exclusion`: `D + S − 2·D·S`, a lower-contrast difference.
    /// - `hue`: the source's hue with the destination's saturation and luminosity.
    /// - `saturation`: the source's saturation with the destination's hue and luminosity.
    /// - `color`: the source's hue and saturation with the destination's luminosity.
    /// - `luminosity`: the source's luminosity with the destination's hue and saturation.
    case difference, exclusion, hue, saturation, color, luminosity
    /// Porter-Duff operators, with S and D premultiplied and α their alphas:
    /// - `clear`: transparent, whatever either holds.
    /// - `copy`: `S`: the source replaces the destination, transparent parts too.
    /// - `sourceIn`: `S·αD`; `sourceOut`: `S·(1 − αD)`.
    /// - `sourceAtop`: `S·αD + D·(1 − αS)`.
    /// - `destinationOver`: `S·(1 − αD) + D`.
    /// - `destinationIn`: `D·αS`; `destinationOut`: `D·(1 − αS)`.
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    /// More Porter-Duff operators and Quartz's additive modes:
    /// - `destinationAtop`: `S·(1 − αD) + D·αS`.
    /// - `xor`: `S·(1 − αD) + D·(1 − αS)`.
    /// - `plusDarker`: `max(0, 1 − ((1 − D) + (1 − S)))` per channel, alpha the clamped sum.
    /// - `plusLighter`: `min(1, S + D)` per channel and for alpha.
    case destinationAtop, xor, plusDarker, plusLighter

    var _raster: BlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .clear: .clear
        case .copy: .copy
        case .sourceIn: .sourceIn
        case .sourceOut: .sourceOut
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationIn: .destinationIn
        case .destinationOut: .destinationOut
        case .destinationAtop: .destinationAtop
        case .xor: .xor
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

extension CGContext {
    /// Sets how later drawing combines with the pixels already there; default
    /// `.normal`. Part of the graphics state.
    public func setBlendMode(_ mode: CGBlendMode) { gstate.blendMode = mode }
}
