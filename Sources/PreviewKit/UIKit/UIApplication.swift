import Foundation

/// UIKit's application object, as far as animation code meets it: the
/// shared instance, its windows and state, and the notifications of its
/// life cycle, which a preview window posts as an app's would (active when
/// it opens or is restored, in the background while minimised). Code that
/// pauses its animations in the background and resumes them when active
/// runs unchanged.
open class UIApplication: UIResponder {
    public static let shared = UIApplication()

    public enum State: Int, Sendable { case active, inactive, background }
    open internal(set) var applicationState: State = .inactive
    /// Accepted: a desktop window does not hold off the screen saver.
    open var isIdleTimerDisabled = false

    open var windows: [UIWindow] { UIWindow.key.map { [$0] } ?? [] }
    open var keyWindow: UIWindow? { UIWindow.key }

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
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
