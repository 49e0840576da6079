import CoreFoundation
import Foundation

/// Geometry as dictionaries (Apple's `dictionaryRepresentation` and
/// `init?(dictionaryRepresentation:)`), with Apple's keys: `X`, `Y`,
/// `Width`, `Height`, numbers as `NSNumber`s. On Linux a `CFDictionary`
/// and an `NSDictionary` are the same object, so either side may be read
/// as the other.

/// An NSDictionary of numbers as the CFDictionary it is.
private func _cfDictionary(_ values: [String: CGFloat]) -> CFDictionary {
    let ns = NSDictionary(dictionary: values.mapValues { NSNumber(value: Double($0)) })
    return unsafeBitCast(ns, to: CFDictionary.self)
}

/// The numbers under `keys` in `dict`, or nil when one is missing or not a number.
private func _numbers(_ dict: CFDictionary, _ keys: [String]) -> [CGFloat]? {
    let ns = unsafeBitCast(dict, to: NSDictionary.self)
    var out: [CGFloat] = []
    for k in keys {
        guard let v = ns[k], let n = numericValue(of: v) else { return nil }
        out.append(CGFloat(n))
    }
    return out
}

extension CGPoint {
    /// The point as `["X": x, "Y": y]`.
    public var dictionaryRepresentation: CFDictionary { _cfDictionary(["X": x, "Y": y]) }

    /// The point a `dictionaryRepresentation` gives; nil without both numbers.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let v = _numbers(dict, ["X", "Y"]) else { return nil }
        self.init(x: v[0], y: v[1])
    }
}

extension CGSize {
    /// The size as `["Width": width, "Height": height]`.
    public var dictionaryRepresentation: CFDictionary { _cfDictionary(["Width": width, "Height": height]) }

    /// The size a `dictionaryRepresentation` gives; nil without both numbers.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let v = _numbers(dict, ["Width", "Height"]) else { return nil }
        self.init(width: v[0], height: v[1])
    }
}

extension CGRect {
    /// The rect as `["X": x, "Y": y, "Width": width, "Height": height]`, its
    /// origin and size as given (not standardized).
    public var dictionaryRepresentation: CFDictionary {
        _cfDictionary(["X": origin.x, "Y": origin.y, "Width": size.width, "Height": size.height])
    }

    /// The rect a `dictionaryRepresentation` gives; nil without all four numbers.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let v = _numbers(dict, ["X", "Y", "Width", "Height"]) else { return nil }
        self.init(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}
