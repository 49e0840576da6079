/// The screen: here, the preview window. `UIScreen.main.bounds` is the
/// window's size in points, and `scale` its pixels per point.
open class UIScreen: NSObject {
    nonisolated(unsafe) public static let main = UIScreen()

    /// Set by the host as the window opens and resizes.
    open package(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    open package(set) var scale: CGFloat = 1

    open var nativeScale: CGFloat { scale }
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}
