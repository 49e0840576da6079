import Foundation

// Foundation members iOS code calls that Swift's Foundation on Linux
// leaves out, doing what Apple's do.

extension NSMutableString {
    /// Appends `format` filled in with `args`, as `String(format:)` fills it.
    public func appendFormat(_ format: NSString, _ args: CVarArg...) {
        append(String(format: String(format), arguments: args))
    }
}

extension RunLoop.Mode {
    /// The mode UIKit runs the main run loop in while a control or scroll
    /// view tracks a touch (Apple's `UITrackingRunLoopMode`). Code adds
    /// display links and timers to it beside `.default` so that they keep
    /// firing during a drag. Display links fire every frame here whatever
    /// mode they were added in; a `Timer` added to this mode alone fires
    /// only while a run loop runs in it, which nothing here does.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
