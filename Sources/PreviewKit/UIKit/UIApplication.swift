import Foundation

/// UIKit's application object, as far as animation code meets it: the
/// shared instance, its windows and state, and the notifications of its
/// life cycle, which a preview window posts as an app's would (active when
/// it opens or is restored, in the background while minimised). Code that
/// pauses its animations in the background and resumes them when active
/// runs unchanged.
open class UIApplication: UIResponder {
    /// The one application object, made on first use.
    public static let shared = UIApplication()

    /// Where the app stands in its life cycle: `active` (in front, getting
    /// events), `inactive` (in front, between states) or `background`
    /// (minimised). The preview window's opening, hiding and closing move it.
    public enum State: Int, Sendable {
        /// In front and receiving events.
        case active
        /// In front but not receiving events, between states.
        case inactive
        /// Not on screen (the window is minimised).
        case background
    }
    /// Whether the app is active, inactive or in the background. Starts
    /// `.inactive`; the preview window makes it `.active` when it opens.
    open internal(set) var applicationState: State = .inactive
    /// Accepted: a desktop window does not hold off the screen saver.
    open var isIdleTimerDisabled = false

    /// The app's windows: here just the key window, when there is one.
    open var windows: [UIWindow] { UIWindow.key.map { [$0] } ?? [] }
    /// The window that receives keys and events: the preview window's key
    /// window once it is shown.
    open var keyWindow: UIWindow? { UIWindow.key }

    /// Posted once, when the preview window first opens.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active: the window opened or was restored.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app stops being active: the window is minimised or closes.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app goes to the background: the window is minimised or hidden.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background: the window is shown again.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end: the window is closing.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Declared for code that observes it; nothing here posts it.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    private var launched = false

    /// The window opened: launched (once), then active.
    func windowDidOpen() {
        if !launched {
            launched = true
            post(UIApplication.didFinishLaunchingNotification)
        }
        becomeActive()
    }

    /// The window was minimised or hidden (false), or shown again (true).
    func windowVisibilityChanged(_ visible: Bool) {
        if visible {
            guard applicationState == .background else { return }
            post(UIApplication.willEnterForegroundNotification)
            becomeActive()
        } else {
            guard applicationState == .active else { return }
            applicationState = .inactive
            post(UIApplication.willResignActiveNotification)
            applicationState = .background
            post(UIApplication.didEnterBackgroundNotification)
        }
    }

    /// The window closed: the app resigns and terminates.
    func windowDidClose() {
        if applicationState == .active {
            applicationState = .inactive
            post(UIApplication.willResignActiveNotification)
        }
        post(UIApplication.willTerminateNotification)
    }

    private func becomeActive() {
        applicationState = .active
        post(UIApplication.didBecomeActiveNotification)
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
