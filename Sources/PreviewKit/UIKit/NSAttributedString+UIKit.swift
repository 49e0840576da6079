import Foundation

/// The attribute names UIKit declares (Foundation on Linux has none of
/// them), with UIKit's raw values, which text layers read.
extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// A `UIColor`.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// Extra advance after each character, in points.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}
