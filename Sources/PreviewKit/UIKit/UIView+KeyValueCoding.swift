import CoreGraphics
import Foundation

/// Key-value coding of a view's properties under their Objective-C names
/// (`value(forKey: "alpha")`, `setValue(false, forKey: "enabled")`), as
/// iOS code that copies a view's settings by name uses it: Foundation's
/// `NSObject` has no key-value coding on Linux. Enumerations come out as
/// their raw `Int`s and go in as any number; an unknown key is reported
/// and read as nil.
extension UIView {
    /// The value of the property named `key`, under its Objective-C name.
    public func value(forKey key: String) -> Any? {
        if case .some(let v) = _kvcValue(forKey: key) { return v }
        _Diagnostics.report("\(type(of: self)).value(forKey:): no property '\(key)'; nil")
        return nil
    }

    /// Sets the property named `key` (its Objective-C name) to `value`.
    public func setValue(_ value: Any?, forKey key: String) {
        if !_kvcSet(value, forKey: key) {
            _Diagnostics.report("\(type(of: self)).setValue(_:forKey:): cannot set '\(key)' to \(value.map { "\($0)" } ?? "nil"); ignored")
        }
    }

    /// `value(forKey:)` along a dotted path (`"layer.cornerRadius"`).
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let first = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        if first == "layer" { return layer.value(forKeyPath: rest) }
        return (value(forKey: first) as? UIView)?.value(forKeyPath: rest)
    }

    /// `setValue(_:forKey:)` along a dotted path (`"layer.cornerRadius"`).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let first = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        if first == "layer" { return layer.setValue(value, forKeyPath: rest) }
        (self.value(forKey: first) as? UIView)?.setValue(value, forKeyPath: rest)
    }

    /// A view's keys under their Objective-C names.
    static let kvcKeys = _ViewKey<UIView>.table([
        .number("alpha", \.alpha), .flag("hidden", \.isHidden), .flag("opaque", \.isOpaque),
        .flag("clipsToBounds", \.clipsToBounds), .flag("userInteractionEnabled", \.isUserInteractionEnabled),
        .integer("tag", \.tag), .value("frame", \.frame), .value("bounds", \.bounds), .value("center", \.center),
        .value("transform", \.transform), .optional("backgroundColor", \.backgroundColor),
        .optional("tintColor", \.tintColor), .enumeration("contentMode", \.contentMode), .readOnly("layer", \.layer),
    ])
}

extension UILabel {
    /// A label's keys (besides a view's) under their Objective-C names.
    static let labelKeys = _ViewKey<UILabel>.table([
        .optional("text", \.text), .optional("attributedText", \.attributedText), .optional("font", \.font),
        .optional("textColor", \.textColor), .enumeration("textAlignment", \.textAlignment),
        .integer("numberOfLines", \.numberOfLines), .enumeration("lineBreakMode", \.lineBreakMode),
        .flag("adjustsFontSizeToFitWidth", \.adjustsFontSizeToFitWidth),
        .number("minimumScaleFactor", \.minimumScaleFactor), .number("minimumFontSize", \.minimumFontSize),
        .flag("enabled", \.isEnabled), .flag("highlighted", \.isHighlighted),
        .optional("highlightedTextColor", \.highlightedTextColor), .optional("shadowColor", \.shadowColor),
        .value("shadowOffset", \.shadowOffset), .enumeration("baselineAdjustment", \.baselineAdjustment),
    ])
}
