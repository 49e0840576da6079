import Foundation

extension _Diagnostics {
    /// Reports `message` the first time it comes up, and never again: for
    /// a mistake code repeats at every cell or frame (an identifier never
    /// registered), one line says it.
    static func reportOnce(_ message: String) {
        if reportedOnce.insert(message).inserted { report(message) }
    }
    nonisolated(unsafe) private static var reportedOnce = Set<String>()
}
