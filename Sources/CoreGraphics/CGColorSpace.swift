/// A colour space. Quartzite renders in one space, device RGB (treated as
/// sRGB): gray, CMYK, indexed and the named RGB spaces exist so Apple's
/// code that names them builds and gets the colours it expects (gray and
/// CMYK converted, indexed through its table, the rest taken as sRGB).
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The space's kind: `.monochrome` for gray spaces, `.rgb` for RGB ones.
    public let model: CGColorSpaceModel
    /// Apple's names are CFStrings; on Linux, where String does not bridge to
    /// CFString, they are Strings with the same values.
    public let name: String?
    /// Colour components without alpha: 1 for a gray space, 3 for RGB; for
    /// a pattern space its base space's (0 without one).
    public var numberOfComponents: Int {
        switch model {
        case .monochrome, .indexed: 1
        case .pattern: baseColorSpace?.numberOfComponents ?? 0
        case .cmyk: 4
        case .deviceN: componentCount
        default: 3
        }
    }
    /// An indexed space's table: its base space's components for each
    /// index, one byte each.
    package let table: [UInt8]
    /// An ICC-based or device-N space's component count.
    private let componentCount: Int
    /// A pattern space's base space (the colour of an uncoloured pattern's
    /// components); nil for other spaces.
    public let baseColorSpace: CGColorSpace?

    init(model: CGColorSpaceModel, name: String?, base: CGColorSpace? = nil, table: [UInt8] = [], components: Int = 3) {
        self.model = model
        self.name = name
        baseColorSpace = base
        self.table = table
        componentCount = components
    }

    /// A space for pattern colours (`setFillPattern(_:colorComponents:)`):
    /// coloured patterns with no base space, uncoloured ones with the space
    /// their colour components are in.
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        self.init(model: .pattern, name: nil, base: baseSpace)
    }

    /// `CGColorSpace(name: CGColorSpace.sRGB)`; nil for names Quartzite doesn't know.
    public convenience init?(name: String) {
        if CGColorSpace._grayNames.contains(name) {
            self.init(model: .monochrome, name: name)
        } else if CGColorSpace._rgbNames.contains(name) {
            self.init(model: .rgb, name: name)
        } else if name == CGColorSpace.genericCMYK {
            self.init(model: .cmyk, name: name)
        } else if name == CGColorSpace.genericLab {
            self.init(model: .lab, name: name)
        } else if name == CGColorSpace.genericXYZ {
            self.init(model: .XYZ, name: name)
        } else {
            return nil
        }
    }

    /// The name of the standard sRGB space (an RGB space).
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of extended sRGB (an RGB space); components beyond 0...1 are
    /// clamped when drawn.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of sRGB with a linear transfer (an RGB space); components are
    /// drawn as sRGB values, without conversion.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The name of Display P3 (an RGB space); components are drawn as sRGB
    /// values, without gamut conversion.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The name of the generic linear RGB space; components are drawn as sRGB
    /// values, without conversion.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// The name of the generic gray space with gamma 2.2 (a gray space).
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of the linear gray space (a gray space).
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The name of extended gray (a gray space); levels beyond 0...1 are
    /// clamped when drawn.
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    static let _grayNames: Set<String> = [genericGrayGamma2_2, linearGray, extendedGray, extendedLinearGray]

    static let _deviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let _deviceGray = CGColorSpace(model: .monochrome, name: nil)
    static let _deviceCMYK = CGColorSpace(model: .cmyk, name: nil)

    /// True for the same model and name.
    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool {
        l.model == r.model && l.name == r.name
    }

    /// Hashes the model and name, as `==` compares them.
    public func hash(into h: inout Hasher) {
        h.combine(model)
        h.combine(name)
    }

    /// The space's name, or DeviceRGB / DeviceGray for the unnamed spaces.
    public var description: String {
        let unnamed: String
        switch model {
        case .rgb: unnamed = "DeviceRGB"
        case .monochrome: unnamed = "DeviceGray"
        case .cmyk: unnamed = "DeviceCMYK"
        case .pattern: unnamed = "Pattern"
        case .indexed: unnamed = "Indexed"
        default: unnamed = "\(model)"
        }
        return "<CGColorSpace \(name ?? unnamed)>"
    }
}

/// The shared device RGB space, which Quartzite treats as sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace._deviceRGB }
/// The shared device gray space: one component, 0 black to 1 white.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace._deviceGray }
/// The shared device CMYK space: four components, drawn converted to RGB.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { CGColorSpace._deviceCMYK }
