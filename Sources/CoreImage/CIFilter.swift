import Foundation

/// The input image's key in a filter's parameters (`kCIInputImageKey`).
public let kCIInputImageKey = "inputImage"
/// A blur's radius (`kCIInputRadiusKey`).
public let kCIInputRadiusKey = "inputRadius"
/// How strongly a filter applies (`kCIInputIntensityKey`).
public let kCIInputIntensityKey = "inputIntensity"
/// A second image, the one composited under (`kCIInputBackgroundImageKey`).
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// The filter's result, as a key (`kCIOutputImageKey`).
public let kCIOutputImageKey = "outputImage"

/// An image filter, found by name (Apple's `CIFilter`), its inputs set
/// by key. Quartzite has the filters iOS image code most often names:
///
/// - `CIGaussianBlur` (`inputImage`, `inputRadius` = σ, 10 by default)
/// - `CISepiaTone` (`inputImage`, `inputIntensity`, 1 by default)
/// - `CISourceOverCompositing` (`inputImage` over `inputBackgroundImage`)
///
/// Any other name gives nil, as an unknown name does on iOS, with a
/// diagnostic naming the ones there are.
open class CIFilter: NSObject, @unchecked Sendable {
    /// The filter's name, as it was made.
    public let name: String
    private var inputs: [String: Any]
    private let kind: Kind

    enum Kind: String, CaseIterable {
        case gaussianBlur = "CIGaussianBlur"
        case sepiaTone = "CISepiaTone"
        case sourceOver = "CISourceOverCompositing"

        var defaults: [String: Any] {
            switch self {
            case .gaussianBlur: [kCIInputRadiusKey: 10.0]
            case .sepiaTone: [kCIInputIntensityKey: 1.0]
            case .sourceOver: [:]
            }
        }

        var inputKeys: [String] {
            switch self {
            case .gaussianBlur: [kCIInputImageKey, kCIInputRadiusKey]
            case .sepiaTone: [kCIInputImageKey, kCIInputIntensityKey]
            case .sourceOver: [kCIInputImageKey, kCIInputBackgroundImageKey]
            }
        }
    }

    /// The filter named `name` with its defaults set; nil for a name
    /// Quartzite does not have.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else {
            _Diagnostics.report("CIFilter: no filter named \"\(name)\" here (there are \(Kind.allCases.map(\.rawValue).joined(separator: ", "))); nil")
            return nil
        }
        self.name = name
        self.kind = kind
        inputs = kind.defaults
    }

    /// The filter named `name` with `params` set over its defaults.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// The names of the inputs this filter reads.
    open var inputKeys: [String] { kind.inputKeys }
    /// The names of its outputs: the output image.
    open var outputKeys: [String] { [kCIOutputImageKey] }
    /// Every input and its value.
    open var attributes: [String: Any] { inputs }

    /// Sets every input to its default (the image inputs to none).
    open func setDefaults() { inputs = kind.defaults }

    /// Sets an input (`filter.setValue(image, forKey: kCIInputImageKey)`).
    /// A key the filter does not read is kept and ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        inputs[key] = value
    }

    /// An input's value, or the output image for `outputImage`.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : inputs[key]
    }

    /// The input image (`filter.inputImage`).
    open var inputImage: CIImage? {
        get { inputs[kCIInputImageKey] as? CIImage }
        set { inputs[kCIInputImageKey] = newValue }
    }

    /// The filtered image, or nil when the input image is not set.
    open var outputImage: CIImage? {
        guard let image = inputImage else { return nil }
        switch kind {
        case .gaussianBlur:
            return image.applyingGaussianBlur(sigma: number(kCIInputRadiusKey) ?? 10)
        case .sepiaTone:
            guard let p = image.pixels else { return image }
            let intensity = Float(min(max(number(kCIInputIntensityKey) ?? 1, 0), 1))
            return CIImage(pixels: SepiaKernel.apply(p, intensity: intensity), origin: image.pixelOrigin,
                           clamped: image.isClamped)
        case .sourceOver:
            guard let back = inputs[kCIInputBackgroundImageKey] as? CIImage else { return image }
            return image.composited(over: back)
        }
    }

    /// A number input, whatever numeric type it was set as.
    private func number(_ key: String) -> Double? {
        switch inputs[key] {
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}
