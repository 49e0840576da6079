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
    /// Where the window sits among windows: a higher level is in front
    /// (an alert window, `.alert + 1`, over the app's). Default `.normal`.
    open var windowLevel: UIWindow.Level = .normal {
        didSet { if _WindowScreen.isShowing(self) { _WindowScreen.show(self) } }
    }
    /// A window the size of the screen, as UIKit makes one since iOS 9.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// Whether this is the key window: the one `makeKey()` made key last,
    /// while it is shown, else the frontmost window on the screen.
    open var isKeyWindow: Bool { UIWindow.key === self }

    /// Hidden, a window leaves the screen (and, when it was key, the
    /// frontmost window left becomes key, as on iOS); shown again
    /// (`isHidden = false`, `makeKeyAndVisible()`), it comes back at its level.
    open override var isHidden: Bool {
        didSet {
            if isHidden {
                stopBeingKey()
                _WindowScreen.remove(self)
            } else {
                _WindowScreen.show(self)
            }
        }
    }

    /// The key window: see `isKeyWindow`.
    static var key: UIWindow? { madeKey ?? _WindowScreen.windows.last }
    /// Held weakly: an app keeps its own windows, as on iOS, where a window
    /// nothing holds goes away.
    nonisolated(unsafe) private static weak var madeKey: UIWindow?

    /// Makes this the key window and shows it (`isHidden` false).
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes this the key window, `UIApplication.shared.keyWindow`, in place of the one before.
    open func makeKey() {
        UIWindow.madeKey = self
    }

    /// No longer the key window, when it is (a snapshot's window, the
    /// snapshot done).
    func stopBeingKey() {
        if UIWindow.madeKey === self { UIWindow.madeKey = nil }
    }

    deinit {
        _WindowScreen.remove(self)
    }
}

extension UIWindow.Level {
    /// The level `rhs` above `lhs` (`.alert + 1`).
    public static func + (lhs: Self, rhs: CGFloat) -> Self { Self(lhs.rawValue + rhs) }
    /// The level `rhs` below `lhs`.
    public static func - (lhs: Self, rhs: CGFloat) -> Self { Self(lhs.rawValue - rhs) }
}
