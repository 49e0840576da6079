extension CATransaction {
    /// Runs `body` in a transaction of its own with actions disabled, and
    /// commits it: Apple's `begin()`, `setDisableActions(true)`, `commit()`
    /// in one call, for the project's own code (UIKit's controls laying
    /// out their parts, the developer tools' overlays, the demos) where a
    /// change must show at once rather than animate. Not Apple API, so
    /// `package`: code written for iOS keeps calling the three itself.
    @discardableResult
    package static func withoutActions<T>(_ body: () throws -> T) rethrows -> T {
        begin()
        defer { commit() }
        setDisableActions(true)
        return try body()
    }
}
