import Foundation

/// Symbol configurations and Apple's standard symbol images. Symbols are
/// drawn here by `UIImage(systemName:)` at one size and stroke, so a
/// configuration is kept with the image (`symbolConfiguration`) and
/// compared, not drawn at its size or weight.
extension UIImage {
    /// The traits and sizes an image is made for (Apple's `UIImage.Configuration`).
    open class Configuration: NSObject, @unchecked Sendable {}

    /// A symbol's point size, weight and scale (Apple's `UIImage.SymbolConfiguration`).
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size asked for; 0 when none was.
        public let pointSize: CGFloat
        /// The weight asked for.
        public let weight: SymbolWeight
        /// The scale asked for.
        public let scale: SymbolScale

        /// A configuration of `pointSize`, `weight` and `scale`.
        public required init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        /// A configuration of `weight` alone.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
        /// A configuration of `scale` alone.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, scale: scale) }
        /// A configuration of the size of `font`.
        public convenience init(font: UIFont, scale: SymbolScale = .unspecified) {
            self.init(pointSize: font.pointSize, scale: scale)
        }
        /// The configuration that asks for nothing.
        public static let unspecified = SymbolConfiguration(pointSize: 0)

        /// This configuration with what `other` asks for in place of what it leaves unspecified.
        open func applying(_ other: Configuration?) -> Self {
            guard let o = other as? SymbolConfiguration else { return self }
            return Self(pointSize: o.pointSize > 0 ? o.pointSize : pointSize,
                        weight: o.weight != .unspecified ? o.weight : weight,
                        scale: o.scale != .unspecified ? o.scale : scale)
        }

        /// Whether `object` asks for the same size, weight and scale.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? SymbolConfiguration else { return false }
            return o.pointSize == pointSize && o.weight == weight && o.scale == scale
        }
        /// Equal configurations hash alike.
        open override var hash: Int { pointSize.hashValue ^ weight.rawValue << 8 ^ scale.rawValue << 16 }
    }

    /// The configuration the symbol image was made with, if any.
    public var symbolConfiguration: SymbolConfiguration? { configuration as? SymbolConfiguration }

    /// The symbol with `configuration` added to its own; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration(configuration)
    }

    /// The image with `configuration` added to its own.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        let copy = withRenderingMode(renderingMode)
        copy.configuration = (self.configuration as? SymbolConfiguration)?.applying(configuration) ?? configuration
        return copy
    }

    /// The symbol `name` made for `configuration`.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
        self.configuration = configuration
    }

    /// The standard add symbol (a plus).
    public class var add: UIImage { UIImage(systemName: "plus")! }
    /// The standard remove symbol (a minus).
    public class var remove: UIImage { UIImage(systemName: "minus")! }
    /// The standard checkmark symbol.
    public class var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    /// The standard stroked checkmark symbol.
    public class var strokedCheckmark: UIImage { UIImage(systemName: "checkmark")! }
    /// The standard actions symbol (an ellipsis).
    public class var actions: UIImage { UIImage(systemName: "ellipsis")! }
}
