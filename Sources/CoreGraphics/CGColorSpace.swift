/// A colour space. Quartzite renders in one space, device RGB (treated as
/// sRGB); the gray and sRGB spaces exist so Apple's code that names them
/// builds and gets the colours it expects.
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    public enum Model: Int32, Sendable { case unknown = -1, monochrome = 0, rgb = 1 }

    public let model: Model
    /// Apple's names are CFStrings; on Linux, where String does not bridge to
    /// CFString, they are Strings with the same values.
    public let name: String?
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    init(model: Model, name: String?) {
        self.model = model
        self.name = name
    }

    /// `CGColorSpace(name: CGColorSpace.sRGB)`; nil for names Quartzite doesn't know.
    public convenience init?(name: String) {
        if CGColorSpace._grayNames.contains(name) {
            self.init(model: .monochrome, name: name)
        } else if CGColorSpace._rgbNames.contains(name) {
            self.init(model: .rgb, name: name)
        } else {
            return nil
        }
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    static let _rgbNames: Set<String> = [sRGB, extendedSRGB, linearSRGB, displayP3, genericRGBLinear]
    static let _grayNames: Set<String> = [genericGrayGamma2_2, linearGray, extendedGray]

    static let _deviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let _deviceGray = CGColorSpace(model: .monochrome, name: nil)

    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool {
        l.model == r.model && l.name == r.name
    }

    public func hash(into h: inout Hasher) {
        h.combine(model)
        h.combine(name)
    }

    public var description: String {
        "<CGColorSpace \(name ?? (model == .rgb ? "DeviceRGB" : "DeviceGray"))>"
    }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace._deviceRGB }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace._deviceGray }
