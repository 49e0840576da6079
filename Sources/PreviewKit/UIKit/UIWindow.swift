/// UIKit's window: the root of a view tree on screen. A preview window
/// shows one (its views, and its view controllers' views, are in it), so
/// `window` and `didMoveToWindow()` work as on a device: a view on screen
/// has a window, and hears when it gains or loses one.
open class UIWindow: UIView {
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
    open var windowLevel: UIWindow.Level = .normal
    open private(set) var isKeyWindow = false

    /// The window everything is shown in (the preview window's).
    nonisolated(unsafe) static var key: UIWindow?

    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    open func makeKey() {
        UIWindow.key?.isKeyWindow = false
        isKeyWindow = true
        UIWindow.key = self
    }

    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }
}
