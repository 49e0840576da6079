/// UIKit's window: the root of a view tree on screen. A preview window
/// shows one (its views, and its view controllers' views, are in it), so
/// `window` and `didMoveToWindow()` work as on a device: a view on screen
/// has a window, and hears when it gains or loses one.
open class UIWindow: UIView {
    /// The screen the window is on: the preview window's.
    open var screen: UIScreen = .main
    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let vc = rootViewController {
                let v: UIView = vc.view
                v.frame = bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(v)
            }
        }
    }
    /// Where the window sits among windows. Default `.normal`; accepted, as a
    /// preview shows a single window.
    open var windowLevel: UIWindow.Level = .normal
    /// Whether this is the key window: the one `makeKey()` made key last.
    open private(set) var isKeyWindow = false

    /// The window everything is shown in (the preview window's).
    nonisolated(unsafe) static var key: UIWindow?

    /// Makes this the key window and shows it (`isHidden` false).
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes this the key window, `UIApplication.shared.keyWindow`, in place of the one before.
    open func makeKey() {
        UIWindow.key?.isKeyWindow = false
        isKeyWindow = true
        UIWindow.key = self
    }

    /// No longer the key window, when it is (a snapshot's window, the
    /// snapshot done); no window is key until one is made key.
    func stopBeingKey() {
        isKeyWindow = false
        if UIWindow.key === self { UIWindow.key = nil }
    }
}

extension UIWindow.Level {
    /// The level `rhs` above `lhs` (`.alert + 1`).
    public static func + (lhs: Self, rhs: CGFloat) -> Self { Self(lhs.rawValue + rhs) }
    /// The level `rhs` below `lhs`.
    public static func - (lhs: Self, rhs: CGFloat) -> Self { Self(lhs.rawValue - rhs) }
}
