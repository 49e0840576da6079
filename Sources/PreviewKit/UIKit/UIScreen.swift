/// The screen: here, the preview window. `UIScreen.main.bounds` is the
/// window's size in points, and `scale` its pixels per point.
open class UIScreen: NSObject {
    /// The one screen: the preview window.
    nonisolated(unsafe) public static let main = UIScreen()

    /// Set by the host as the window opens and resizes.
    open package(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point of the window's drawable. Default 1; the host sets it
    /// (more on a HiDPI display).
    open package(set) var scale: CGFloat = 1

    /// The same as `scale`: the window's drawable has no other native scale.
    open var nativeScale: CGFloat { scale }
    /// The bounds in pixels: `bounds`' size times `scale`, at the origin.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}
