import UIKit

/// Runs `operation` with the screen scale of the device a test's references
/// were recorded on: `UIScreen.main.scale` (and so every snapshot strategy
/// whose traits give no `displayScale`) is `scale` for the task that runs
/// it and the tasks it makes, while tests that run at the same time keep
/// theirs. On iOS the simulator's device sets the scale; on Linux a test
/// says it here, or the whole process takes it from
/// `SIMULATOR_MAIN_SCREEN_SCALE`, as the iOS Simulator sets it.
public func withScreenScale<R>(_ scale: CGFloat, operation: () throws -> R) rethrows -> R {
    try UIScreen.$scaleOverride.withValue(scale, operation: operation)
}

/// `withScreenScale(_:operation:)` for asynchronous work.
public func withScreenScale<R>(_ scale: CGFloat, operation: () async throws -> R) async rethrows -> R {
    try await UIScreen.$scaleOverride.withValue(scale, operation: operation)
}
