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

    /// Whether the app is active, inactive or in the background. Starts
    /// `.inactive`; the preview window makes it `.active` when it opens.
    open internal(set) var applicationState: State = .inactive
    /// Accepted: a desktop window does not hold off the screen saver.
    open var isIdleTimerDisabled = false

    /// The app's windows on the screen, back to front: the preview's and
    /// those the program shows (else the key window, when there is one).
    open var windows: [UIWindow] {
        let shown = _WindowScreen.windows
        return shown.isEmpty ? UIWindow.key.map { [$0] } ?? [] : shown
    }
    /// The window that receives keys and events: the preview window's key
    /// window once it is shown, or one the program made key.
    open var keyWindow: UIWindow? { UIWindow.key }

    /// The app's delegate. By default one whose `window` is the preview
    /// window's key window, so `UIApplication.shared.delegate?.window??`
    /// finds the window as in an app; set your own to hear the life-cycle
    /// callbacks (its `window`, when it has one, is its own).
    open var delegate: UIApplicationDelegate? = _KeyWindowDelegate()

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

    /// Tells the delegate, then posts the notification, as UIKit does.
    private func post(_ name: Notification.Name) {
        if let d = delegate {
            switch name {
            case UIApplication.didBecomeActiveNotification: d.applicationDidBecomeActive(self)
            case UIApplication.willResignActiveNotification: d.applicationWillResignActive(self)
            case UIApplication.didEnterBackgroundNotification: d.applicationDidEnterBackground(self)
            case UIApplication.willEnterForegroundNotification: d.applicationWillEnterForeground(self)
            case UIApplication.willTerminateNotification: d.applicationWillTerminate(self)
            default: break
            }
        }
        NotificationCenter.default.post(name: name, object: self)
    }
}

/// UIKit's application delegate, as far as animation code meets it: the
/// app's window and the life-cycle callbacks (each optional, as in UIKit:
/// the defaults do nothing).
public protocol UIApplicationDelegate: AnyObject {
    /// The app became active (the preview window opened or was restored).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (the window was minimised).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back from the background.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end (the window is closing).
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// The delegate's window, as UIKit's optional requirement reads through
    /// the protocol: nil when the delegate declares no `window`, else its
    /// value (so `delegate?.window??.rootViewController`, as iOS code
    /// writes it). Found by name among the delegate's stored properties:
    /// Swift on Linux has no optional protocol requirements. An app's own
    /// delegate type reads its `window` directly.
    public var window: UIWindow?? {
        if let d = self as? _KeyWindowDelegate { return .some(d.keyWindow) }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let m = mirror {
            for child in m.children where child.label == "window" || child.label == "$__lazy_storage_$_window" {
                if let w = child.value as? UIWindow? { return .some(w) }
            }
            mirror = m.superclassMirror
        }
        return nil
    }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
}

/// The delegate an app has until it sets its own: its window is the key
/// window.
final class _KeyWindowDelegate: UIApplicationDelegate {
    var keyWindow: UIWindow? { UIWindow.key }
}
