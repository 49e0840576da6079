import Foundation

// Foundation members iOS code calls that Swift's Foundation on Linux
// leaves out, doing what Apple's do.

extension NSMutableString {
    /// Appends `format` filled in with `args`, as `String(format:)` fills it.
    public func appendFormat(_ format: NSString, _ args: CVarArg...) {
        append(String(format: String(format), arguments: args))
    }
}
