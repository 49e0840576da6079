import Foundation

/// What each blur style draws: the blur's radius (a Gaussian's standard
/// deviation, in points), the saturation of what shows through, and a
/// tint laid over it.
///
/// The original styles take the values of Apple's own "image effects"
/// sample (iOS 7's blurs): light is a radius of 30 with saturation 1.8
/// under white at 30%; extra light 20 under white 0.97 at 82%; dark 20
/// under white 0.11 at 73%. The materials (iOS 13) keep the blur and
/// saturation and vary the tint from thin to thick, light and dark;
/// their tints are close to what iOS shows, not measured from it.
struct _BlurMaterial: Equatable {
    var blurRadius: CGFloat
    var saturation: CGFloat
    /// The tint's grey level and alpha.
    var white: CGFloat
    var alpha: CGFloat

    static let none = _BlurMaterial(blurRadius: 0, saturation: 1, white: 0, alpha: 0)

    /// The material of `style` under `interfaceStyle` (for the styles that
    /// follow it).
    static func of(_ style: UIBlurEffect.Style, dark: Bool) -> _BlurMaterial {
        switch style {
        case .extraLight: return .init(blurRadius: 20, saturation: 1.8, white: 0.97, alpha: 0.82)
        case .light: return .init(blurRadius: 30, saturation: 1.8, white: 1, alpha: 0.3)
        case .dark: return .init(blurRadius: 20, saturation: 1.8, white: 0.11, alpha: 0.73)
        case .extraDark: return .init(blurRadius: 20, saturation: 1.8, white: 0.06, alpha: 0.85)
        case .regular: return of(dark ? .dark : .light, dark: dark)
        case .prominent: return of(dark ? .extraDark : .extraLight, dark: dark)
        case .systemUltraThinMaterial: return of(dark ? .systemUltraThinMaterialDark : .systemUltraThinMaterialLight, dark: dark)
        case .systemThinMaterial: return of(dark ? .systemThinMaterialDark : .systemThinMaterialLight, dark: dark)
        case .systemMaterial: return of(dark ? .systemMaterialDark : .systemMaterialLight, dark: dark)
        case .systemThickMaterial: return of(dark ? .systemThickMaterialDark : .systemThickMaterialLight, dark: dark)
        case .systemChromeMaterial: return of(dark ? .systemChromeMaterialDark : .systemChromeMaterialLight, dark: dark)
        case .systemUltraThinMaterialLight: return .init(blurRadius: 20, saturation: 1.8, white: 1, alpha: 0.35)
        case .systemThinMaterialLight: return .init(blurRadius: 25, saturation: 1.8, white: 1, alpha: 0.55)
        case .systemMaterialLight: return .init(blurRadius: 30, saturation: 1.8, white: 0.98, alpha: 0.7)
        case .systemThickMaterialLight: return .init(blurRadius: 30, saturation: 1.8, white: 0.97, alpha: 0.85)
        case .systemChromeMaterialLight: return .init(blurRadius: 30, saturation: 1.8, white: 0.96, alpha: 0.75)
        case .systemUltraThinMaterialDark: return .init(blurRadius: 20, saturation: 1.8, white: 0.12, alpha: 0.4)
        case .systemThinMaterialDark: return .init(blurRadius: 25, saturation: 1.8, white: 0.12, alpha: 0.6)
        case .systemMaterialDark: return .init(blurRadius: 30, saturation: 1.8, white: 0.12, alpha: 0.75)
        case .systemThickMaterialDark: return .init(blurRadius: 30, saturation: 1.8, white: 0.1, alpha: 0.88)
        case .systemChromeMaterialDark: return .init(blurRadius: 30, saturation: 1.8, white: 0.13, alpha: 0.8)
        }
    }

    var tint: UIColor { UIColor(white: white, alpha: alpha) }
}
