/// A scene: one instance of an app's interface. A preview has one.
open class UIScene: UIResponder {
    /// The scene's state: the application's (`UIApplication.applicationState`).
    open var activationState: ActivationState {
        switch UIApplication.shared.applicationState {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
    }
}

/// The scene that holds the app's windows: here the preview window's.
open class UIWindowScene: UIScene {
    /// The one scene (a preview shows one window).
    static let shared = UIWindowScene()
    /// The orientation of the interface: always `.portrait` (see
    /// `UIInterfaceOrientation`).
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The scene's windows: the app's (`UIApplication.windows`).
    open var windows: [UIWindow] { UIApplication.shared.windows }
    /// The scene's key window.
    open var keyWindow: UIWindow? { UIApplication.shared.keyWindow }
    /// The screen the scene is shown on.
    open var screen: UIScreen { .main }
}

extension UIWindow {
    /// The scene the window belongs to: the preview's one scene.
    public var windowScene: UIWindowScene? { UIWindowScene.shared }

    /// A window in `windowScene`, the size of its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
    }
}

extension UIApplication {
    /// The app's scenes: the preview's one scene.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.shared] }
    /// The interface's orientation: always `.portrait`.
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }
    /// Whether the status bar is hidden: a desktop window has none, so true.
    public var isStatusBarHidden: Bool { true }
    /// The status bar's frame: a desktop window has none, so zero.
    public var statusBarFrame: CGRect { .zero }
    /// The status bar's style: the last one set (there is no status bar to
    /// show it). Default `.default`.
    public var statusBarStyle: UIStatusBarStyle {
        get { _StatusBar.style }
        set { _StatusBar.style = newValue }
    }
    /// Sets `statusBarStyle`; `animated` changes nothing here.
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        self.statusBarStyle = statusBarStyle
    }
    /// Accepted: a desktop window has no status bar to hide or show.
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {}
}

/// What was asked of the status bar a desktop window does not have.
private enum _StatusBar {
    nonisolated(unsafe) static var style = UIStatusBarStyle.default
}

extension UIInterfaceOrientation {
    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
