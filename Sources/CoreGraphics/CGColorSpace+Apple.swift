import CoreFoundation
import Foundation

// The rest of Apple's CGColorSpace: the standard spaces' names, the
// calibrated, Lab, ICC-based and indexed spaces, and the queries about
// range and gamut. Quartzite draws in sRGB without colour management:
// every RGB-family space's components are taken as sRGB values, gray and
// CMYK are converted, an indexed colour is looked up in its table.

extension CGColorSpace {
    /// The name of the generic CMYK space.
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"
    /// The name of Adobe RGB (1998) (an RGB space).
    public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998"
    /// The name of the generic XYZ space.
    public static let genericXYZ = "kCGColorSpaceGenericXYZ"
    /// The name of the generic L*a*b* space.
    public static let genericLab = "kCGColorSpaceGenericLab"
    /// The name of ACEScg, linear (an RGB space).
    public static let acescgLinear = "kCGColorSpaceACESCGLinear"
    /// The name of ITU-R BT.709 (an RGB space).
    public static let itur_709 = "kCGColorSpaceITUR_709"
    /// The name of BT.709 with the PQ transfer (an RGB space).
    public static let itur_709_PQ = "kCGColorSpaceITUR_709_PQ"
    /// The name of BT.709 with the HLG transfer (an RGB space).
    public static let itur_709_HLG = "kCGColorSpaceITUR_709_HLG"
    /// The name of ITU-R BT.2020 (an RGB space).
    public static let itur_2020 = "kCGColorSpaceITUR_2020"
    /// The name of BT.2020 with the sRGB transfer (an RGB space).
    public static let itur_2020_sRGBGamma = "kCGColorSpaceITUR_2020_sRGBGamma"
    /// The name of ROMM RGB (an RGB space).
    public static let rommrgb = "kCGColorSpaceROMMRGB"
    /// The name of DCI-P3 (an RGB space).
    public static let dcip3 = "kCGColorSpaceDCIP3"
    /// The name of linear BT.2020 (an RGB space).
    public static let linearITUR_2020 = "kCGColorSpaceLinearITUR_2020"
    /// The name of extended BT.2020 (an RGB space).
    public static let extendedITUR_2020 = "kCGColorSpaceExtendedITUR_2020"
    /// The name of extended linear BT.2020 (an RGB space).
    public static let extendedLinearITUR_2020 = "kCGColorSpaceExtendedLinearITUR_2020"
    /// The name of linear Display P3 (an RGB space).
    public static let linearDisplayP3 = "kCGColorSpaceLinearDisplayP3"
    /// The name of extended Display P3 (an RGB space).
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    /// The name of extended linear Display P3 (an RGB space).
    public static let extendedLinearDisplayP3 = "kCGColorSpaceExtendedLinearDisplayP3"
    /// The name of BT.2100 with the PQ transfer (an RGB space).
    public static let itur_2100_PQ = "kCGColorSpaceITUR_2100_PQ"
    /// The name of BT.2100 with the HLG transfer (an RGB space).
    public static let itur_2100_HLG = "kCGColorSpaceITUR_2100_HLG"
    /// The name of Display P3 with the PQ transfer (an RGB space).
    public static let displayP3_PQ = "kCGColorSpaceDisplayP3_PQ"
    /// The name of Display P3 with the HLG transfer (an RGB space).
    public static let displayP3_HLG = "kCGColorSpaceDisplayP3_HLG"
    /// The name of extended linear sRGB (an RGB space).
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// The name of extended linear gray (a gray space).
    public static let extendedLinearGray = "kCGColorSpaceExtendedLinearGray"
    /// The name of Core Media's BT.709 (an RGB space).
    public static let coreMedia709 = "kCGColorSpaceCoreMedia709"

    static let _rgbNames: Set<String> = [
        sRGB, extendedSRGB, linearSRGB, displayP3, genericRGBLinear, adobeRGB1998, acescgLinear, itur_709,
        itur_709_PQ, itur_709_HLG, itur_2020, itur_2020_sRGBGamma, rommrgb, dcip3, linearITUR_2020,
        extendedITUR_2020, extendedLinearITUR_2020, linearDisplayP3, extendedDisplayP3, extendedLinearDisplayP3,
        itur_2100_PQ, itur_2100_HLG, displayP3_PQ, displayP3_HLG, extendedLinearSRGB, coreMedia709,
    ]

    /// A calibrated gray space (taken as device gray).
    public convenience init?(calibratedGrayWhitePoint whitePoint: UnsafePointer<CGFloat>,
                             blackPoint: UnsafePointer<CGFloat>?, gamma: CGFloat) {
        self.init(model: .monochrome, name: nil)
    }

    /// A calibrated RGB space (taken as sRGB).
    public convenience init?(calibratedRGBWhitePoint whitePoint: UnsafePointer<CGFloat>,
                             blackPoint: UnsafePointer<CGFloat>?, gamma: UnsafePointer<CGFloat>?,
                             matrix: UnsafePointer<CGFloat>?) {
        self.init(model: .rgb, name: nil)
    }

    /// An L*a*b* space (its components are drawn as RGB here).
    public convenience init?(labWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?,
                             range: UnsafePointer<CGFloat>?) {
        self.init(model: .lab, name: nil)
    }

    /// A space from an ICC profile: the profile's colour model is read from
    /// its header (RGB, gray or CMYK), its transforms are not applied; nil
    /// for data that is not a profile.
    public convenience init?(iccData data: CFTypeRef) {
        guard let bytes = (data as? Data) ?? (data as? NSData).map({ Data(referencing: $0) }), bytes.count >= 20 else {
            return nil
        }
        let model: CGColorSpaceModel
        switch String(decoding: bytes[16..<20], as: UTF8.self) {
        case "RGB ": model = .rgb
        case "GRAY": model = .monochrome
        case "CMYK": model = .cmyk
        case "Lab ": model = .lab
        case "XYZ ": model = .XYZ
        default: return nil
        }
        self.init(model: model, name: nil)
    }

    /// An ICC-based space of `nComponents` (1 gray, 3 RGB, 4 CMYK; others
    /// are device-N), drawn by the alternate space's rules.
    public convenience init?(iccBasedNComponents nComponents: Int, range: UnsafePointer<CGFloat>?,
                             profile: CGDataProvider, alternate: CGColorSpace?) {
        switch nComponents {
        case 1: self.init(model: .monochrome, name: nil)
        case 3: self.init(model: .rgb, name: nil)
        case 4: self.init(model: .cmyk, name: nil)
        case 2...15: self.init(model: .deviceN, name: nil, components: nComponents)
        default: return nil
        }
    }

    /// An indexed space: `lastIndex + 1` colours of `baseSpace`, its
    /// components one byte each in `colorTable`. Nil for a pattern or
    /// indexed base, or an index past 255.
    public convenience init?(indexedBaseSpace baseSpace: CGColorSpace, last lastIndex: Int,
                             colorTable: UnsafePointer<UInt8>) {
        guard (0...255).contains(lastIndex), baseSpace.model != .pattern, baseSpace.model != .indexed else { return nil }
        let n = (lastIndex + 1) * baseSpace.numberOfComponents
        self.init(model: .indexed, name: nil, base: baseSpace, table: Array(UnsafeBufferPointer(start: colorTable, count: n)))
    }

    /// A space from `copyPropertyList()`'s form: its name.
    public convenience init?(propertyListPlist plist: CFPropertyList) {
        guard let name = (plist as? String) ?? (plist as? NSString).map({ String($0) }) else { return nil }
        self.init(name: name)
    }

    /// An indexed space's table, its base space's components one byte each.
    public var colorTable: [UInt8]? { model == .indexed ? table : nil }
    /// The ICC profile's bytes: none here (spaces carry no profiles).
    public func copyICCData() -> CFData? { nil }
    /// The space's description as a property list: its name.
    public func copyPropertyList() -> CFPropertyList? { name.map { NSString(string: $0) } }
    /// Whether the space's gamut is wider than sRGB's.
    public var isWideGamutRGB: Bool {
        guard let name, model == .rgb else { return false }
        return ![CGColorSpace.sRGB, CGColorSpace.linearSRGB, CGColorSpace.itur_709, CGColorSpace.coreMedia709]
            .contains(name)
    }
    /// Whether a bitmap context can draw in it: RGB, gray and CMYK spaces.
    public var supportsOutput: Bool { [.rgb, .monochrome, .cmyk].contains(model) }
    /// Whether it is a high-dynamic-range space (PQ or HLG).
    public func isHDR() -> Bool { CGColorSpaceUsesITUR_2100TF(self) }

    /// Components in this space's layout, alpha last, as sRGB red, green,
    /// blue and alpha; nil for a pattern or unknown space, or the wrong count.
    package func _sRGB(_ c: [CGFloat]) -> (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)? {
        guard c.count == numberOfComponents + 1 else { return nil }
        switch model {
        case .monochrome: return (c[0], c[0], c[0], c[1])
        case .rgb, .lab, .XYZ: return (c[0], c[1], c[2], c[3])
        case .cmyk:
            // The naive conversion: each ink takes its share and black the rest.
            let k = 1 - c[3]
            return ((1 - c[0]) * k, (1 - c[1]) * k, (1 - c[2]) * k, c[4])
        case .indexed:
            guard let base = baseColorSpace else { return nil }
            let n = base.numberOfComponents
            let i = Int(max(0, min(c[0].isFinite ? c[0].rounded() : 0, CGFloat(table.count / max(n, 1) - 1))))
            guard (i + 1) * n <= table.count else { return nil }
            return base._sRGB(table[(i * n)..<((i + 1) * n)].map { CGFloat($0) / 255 } + [c[1]])
        case .deviceN:
            // Inks as a gray: the mean coverage darkens.
            let inks = c.dropLast()
            let g = 1 - inks.reduce(0, +) / CGFloat(max(inks.count, 1))
            return (g, g, g, c[c.count - 1])
        case .unknown, .pattern: return nil
        }
    }
}

/// A space's base space: an indexed or pattern space's, else nil.
public func CGColorSpaceCopyBaseColorSpace(_ space: CGColorSpace) -> CGColorSpace? { space.baseColorSpace }

/// The names of the spaces with an extended range (components beyond 0...1).
private let extendedNames: Set<String> = [
    CGColorSpace.extendedSRGB, CGColorSpace.extendedGray, CGColorSpace.extendedLinearGray,
    CGColorSpace.extendedITUR_2020, CGColorSpace.extendedLinearITUR_2020, CGColorSpace.extendedDisplayP3,
    CGColorSpace.extendedLinearDisplayP3, CGColorSpace.extendedLinearSRGB,
]

/// Whether `space` takes components beyond 0...1 (drawn clamped here).
public func CGColorSpaceUsesExtendedRange(_ space: CGColorSpace) -> Bool {
    space.name.map(extendedNames.contains) ?? false
}

/// Whether `space` uses BT.2100's PQ or HLG transfer.
public func CGColorSpaceUsesITUR_2100TF(_ space: CGColorSpace) -> Bool {
    CGColorSpaceIsPQBased(space) || CGColorSpaceIsHLGBased(space)
}

/// Whether `space` uses the PQ transfer.
public func CGColorSpaceIsPQBased(_ space: CGColorSpace) -> Bool { space.name?.hasSuffix("_PQ") ?? false }

/// Whether `space` uses the HLG transfer.
public func CGColorSpaceIsHLGBased(_ space: CGColorSpace) -> Bool { space.name?.hasSuffix("_HLG") ?? false }

/// The named spaces' forms: standard, linear, extended, extended linear.
private let forms: [(standard: String, linear: String?, extended: String?, extendedLinear: String?)] = [
    (CGColorSpace.sRGB, CGColorSpace.linearSRGB, CGColorSpace.extendedSRGB, CGColorSpace.extendedLinearSRGB),
    (CGColorSpace.displayP3, CGColorSpace.linearDisplayP3, CGColorSpace.extendedDisplayP3, CGColorSpace.extendedLinearDisplayP3),
    (CGColorSpace.itur_2020, CGColorSpace.linearITUR_2020, CGColorSpace.extendedITUR_2020, CGColorSpace.extendedLinearITUR_2020),
    (CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray, CGColorSpace.extendedLinearGray),
]

/// The row of `space`'s name among `forms`, in any of its forms.
private func form(of space: CGColorSpace) -> (standard: String, linear: String?, extended: String?, extendedLinear: String?)? {
    guard let name = space.name else { return nil }
    return forms.first { [$0.standard, $0.linear, $0.extended, $0.extendedLinear].contains(name) }
}

/// The linear form of a named space, else nil.
public func CGColorSpaceCreateLinearized(_ space: CGColorSpace) -> CGColorSpace? {
    form(of: space)?.linear.flatMap { CGColorSpace(name: $0) }
}

/// The extended-range form of a named space, else nil.
public func CGColorSpaceCreateExtended(_ space: CGColorSpace) -> CGColorSpace? {
    form(of: space)?.extended.flatMap { CGColorSpace(name: $0) }
}

/// The extended-range linear form of a named space, else nil.
public func CGColorSpaceCreateExtendedLinearized(_ space: CGColorSpace) -> CGColorSpace? {
    form(of: space)?.extendedLinear.flatMap { CGColorSpace(name: $0) }
}

/// The standard-range form of an extended space (the space itself otherwise).
public func CGColorSpaceCreateCopyWithStandardRange(_ space: CGColorSpace) -> CGColorSpace? {
    guard CGColorSpaceUsesExtendedRange(space), let row = form(of: space) else { return space }
    return CGColorSpace(name: space.name == row.extendedLinear ? (row.linear ?? row.standard) : row.standard)
}

/// A space from a ColorSync profile: ColorSync is Apple's; nil here.
public func CGColorSpaceCreateWithColorSyncProfile(_ profile: OpaquePointer?, _ options: CFDictionary?) -> CGColorSpace? {
    nil
}

/// `kCGColorSpaceExtendedRange`: the option key asking for an extended range.
public let kCGColorSpaceExtendedRange = "kCGColorSpaceExtendedRange"
