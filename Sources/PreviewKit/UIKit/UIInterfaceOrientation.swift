/// Device orientation as UIKit states it. A desktop window has no device
/// to turn: the interface is always `.portrait`, and what a view
/// controller says it supports or prefers is accepted and not acted on
/// (the window's own shape is what changes, and views lay out to it).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, the home button (or bar) at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the home button on the right.
    case landscapeRight = 3
    /// On its side, the home button on the left.
    case landscapeLeft = 4

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a view controller supports, as a set.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The orientations' bits, as UIKit's.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// On its side, home on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// On its side, home on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Either side.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down (an iPhone app's default).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// The status bar's look a view controller asks for.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light to suit the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// A scene: one instance of an app's interface. A preview has one.
open class UIScene: UIResponder {
    /// Where a scene stands in its life cycle.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }

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
    /// The scene's windows: the key window, when there is one.
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
}
