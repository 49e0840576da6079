import Foundation

/// The screen: here, the preview window. `UIScreen.main.bounds` is the
/// window's size in points, and `scale` its pixels per point.
open class UIScreen: NSObject {
    /// The one screen: the preview window.
    nonisolated(unsafe) public static let main = UIScreen()

    /// Set by the host as the window opens and resizes.
    open package(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point of the window's drawable. Default 1, or
    /// `SIMULATOR_MAIN_SCREEN_SCALE` from the environment when it is set (as
    /// the iOS Simulator sets it for the device it stands for); the host
    /// sets it (more on a HiDPI display). Code a test runs under
    /// `scaleOverride` sees that instead.
    open package(set) var scale: CGFloat {
        get { Self.scaleOverride ?? ownScale }
        set { ownScale = newValue }
    }
    private var ownScale: CGFloat = ProcessInfo.processInfo.environment["SIMULATOR_MAIN_SCREEN_SCALE"]
        .flatMap(Double.init).flatMap { $0 > 0 && $0 <= 16 ? CGFloat($0) : nil } ?? 1
    /// The screen scale a test stands for (a snapshot test recorded on a
    /// 3x simulator, say), for the task that sets it and the tasks it makes:
    /// tests that run at once each see their own.
    @TaskLocal package static var scaleOverride: CGFloat?

    /// The same as `scale`: the window's drawable has no other native scale.
    open var nativeScale: CGFloat { scale }
    /// The bounds in pixels: `bounds`' size times `scale`, at the origin.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}
