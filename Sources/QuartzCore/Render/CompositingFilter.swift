import Raster

/// `CALayer.compositingFilter` as the compositors read it: the blend mode
/// a layer and its subtree meet what is below with. Core Animation names
/// them as Core Image does (`"multiplyBlendMode"`, `"screenBlendMode"`...,
/// as lottie-ios sets them for After Effects' blend modes) or by their
/// short names (`"multiply"`, `"xor"`...). Anything else (nil, normal,
/// an unknown name) draws as usual, and so do the non-separable modes
/// (hue, saturation, color, luminosity), which Core Animation on iOS does
/// not composite with: lottie-ios's blend-mode snapshot shows its
/// luminosity layer drawn normally.
enum _CompositingFilter {
    static func blendMode(_ value: Any?) -> BlendMode? {
        guard let name = value as? String else { return nil }
        let short = name.hasSuffix("BlendMode") ? String(name.dropLast("BlendMode".count)) : name
        return modes[short]
    }

    private static let modes: [String: BlendMode] = [
        "multiply": .multiply, "screen": .screen, "overlay": .overlay, "darken": .darken, "lighten": .lighten,
        "colorDodge": .colorDodge, "colorBurn": .colorBurn, "softLight": .softLight, "hardLight": .hardLight,
        "difference": .difference, "exclusion": .exclusion, "clear": .clear, "copy": .copy, "sourceIn": .sourceIn,
        "sourceOut": .sourceOut, "sourceAtop": .sourceAtop, "destOver": .destinationOver,
        "destIn": .destinationIn, "destOut": .destinationOut, "destAtop": .destinationAtop, "xor": .xor,
        "plusD": .plusDarker, "plusL": .plusLighter, "plusDarker": .plusDarker, "plusLighter": .plusLighter,
    ]
}

extension BlendMode {
    /// Whether a transparent source pixel leaves what is below as it was
    /// (not so for the operators that clear or keep only the overlap).
    var keepsDestinationUnderClear: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: false
        default: true
        }
    }
}

extension Surface {
    /// Composites `source` onto this surface within `area` with `mode`, the
    /// source scaled by `alpha` (0...255): a blended layer meeting what is
    /// below it, from a group offscreen or a resampled plane.
    func blend(_ source: Surface, mode: BlendMode, alpha: UInt32, area: PixelRect) {
        for y in area.y0..<area.y1 {
            let d = row(y), s = source.row(y)
            for x in area.x0..<area.x1 where s[x] != 0 || !mode.keepsDestinationUnderClear {
                d[x] = blendPixel(mode, s[x], d[x], coverage: alpha)
            }
        }
    }
}
