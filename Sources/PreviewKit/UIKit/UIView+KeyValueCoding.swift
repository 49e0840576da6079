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

    /// A view's own keys (`_kvcValue(forKey:)` asks; a label adds its
    /// own): the key's value, itself possibly nil, or nil for a key the
    /// view does not have.
    func viewValue(forKey key: String) -> Any?? {
        switch key {
        case "alpha": return .some(alpha)
        case "hidden": return .some(isHidden)
        case "opaque": return .some(isOpaque)
        case "clipsToBounds": return .some(clipsToBounds)
        case "userInteractionEnabled": return .some(isUserInteractionEnabled)
        case "tag": return .some(tag)
        case "frame": return .some(frame)
        case "bounds": return .some(bounds)
        case "center": return .some(center)
        case "transform": return .some(transform)
        case "backgroundColor": return .some(backgroundColor)
        case "tintColor": return .some(tintColor)
        case "contentMode": return .some(contentMode.rawValue)
        case "layer": return .some(layer)
        default: return nil
        }
    }

    func setViewValue(_ value: Any?, forKey key: String) -> Bool {
        func number() -> Double? { value.flatMap(numericValue(of:)) }
        switch key {
        case "alpha": guard let n = number() else { return false }; alpha = CGFloat(n)
        case "hidden": guard let n = number() else { return false }; isHidden = n != 0
        case "opaque": guard let n = number() else { return false }; isOpaque = n != 0
        case "clipsToBounds": guard let n = number() else { return false }; clipsToBounds = n != 0
        case "userInteractionEnabled": guard let n = number() else { return false }; isUserInteractionEnabled = n != 0
        case "tag": guard let n = number() else { return false }; tag = Int(n)
        case "frame": guard let r = value as? CGRect else { return false }; frame = r
        case "bounds": guard let r = value as? CGRect else { return false }; bounds = r
        case "center": guard let p = value as? CGPoint else { return false }; center = p
        case "transform": guard let t = value as? CGAffineTransform else { return false }; transform = t
        case "backgroundColor": backgroundColor = value as? UIColor
        case "tintColor": tintColor = value as? UIColor
        case "contentMode":
            guard let n = number(), let m = ContentMode(rawValue: Int(n)) else { return false }
            contentMode = m
        default: return false
        }
        return true
    }
}

extension UILabel {
    /// A label's keys, under their Objective-C names (nil for a key a
    /// label does not add).
    func labelValue(forKey key: String) -> Any?? {
        switch key {
        case "text": return .some(text)
        case "attributedText": return .some(attributedText)
        case "font": return .some(font)
        case "textColor": return .some(textColor)
        case "textAlignment": return .some(textAlignment.rawValue)
        case "numberOfLines": return .some(numberOfLines)
        case "lineBreakMode": return .some(lineBreakMode.rawValue)
        case "adjustsFontSizeToFitWidth": return .some(adjustsFontSizeToFitWidth)
        case "minimumScaleFactor": return .some(minimumScaleFactor)
        case "minimumFontSize": return .some(minimumFontSize)
        case "enabled": return .some(isEnabled)
        case "highlighted": return .some(isHighlighted)
        case "highlightedTextColor": return .some(highlightedTextColor)
        case "shadowColor": return .some(shadowColor)
        case "shadowOffset": return .some(shadowOffset)
        case "baselineAdjustment": return .some(baselineAdjustment.rawValue)
        default: return nil
        }
    }

    func setLabelValue(_ value: Any?, forKey key: String) -> Bool {
        func number() -> Double? { value.flatMap(numericValue(of:)) }
        switch key {
        case "text": text = value as? String
        case "attributedText": attributedText = value as? NSAttributedString
        case "font": font = value as? UIFont
        case "textColor": textColor = value as? UIColor
        case "textAlignment":
            guard let n = number(), let a = NSTextAlignment(rawValue: Int(n)) else { return false }
            textAlignment = a
        case "numberOfLines": guard let n = number() else { return false }; numberOfLines = Int(n)
        case "lineBreakMode":
            guard let n = number(), let m = NSLineBreakMode(rawValue: Int(n)) else { return false }
            lineBreakMode = m
        case "adjustsFontSizeToFitWidth": guard let n = number() else { return false }; adjustsFontSizeToFitWidth = n != 0
        case "minimumScaleFactor": guard let n = number() else { return false }; minimumScaleFactor = CGFloat(n)
        case "minimumFontSize": guard let n = number() else { return false }; minimumFontSize = CGFloat(n)
        case "enabled": guard let n = number() else { return false }; isEnabled = n != 0
        case "highlighted": guard let n = number() else { return false }; isHighlighted = n != 0
        case "highlightedTextColor": highlightedTextColor = value as? UIColor
        case "shadowColor": shadowColor = value as? UIColor
        case "shadowOffset": guard let z = value as? CGSize else { return false }; shadowOffset = z
        case "baselineAdjustment":
            guard let n = number(), let b = UIBaselineAdjustment(rawValue: Int(n)) else { return false }
            baselineAdjustment = b
        default: return false
        }
        return true
    }
}
