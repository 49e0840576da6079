import Foundation

/// The number a loosely typed value holds (`Double`, `CGFloat`, `Float`,
/// `Int` or `NSNumber`), for values read back from dictionaries and
/// key-value storage: on Linux an `NSNumber` does not cast to `CGFloat`
/// with `as?`, so each type is tried.
package func numericValue(of value: Any) -> Double? {
    switch value {
    case let v as Double: return v
    case let v as CGFloat: return Double(v)
    case let v as Float: return Double(v)
    case let v as Int: return Double(v)
    case let v as NSNumber: return v.doubleValue
    default: return nil
    }
}
