import Foundation

/// The keyboard an iPhone would slide up: there is none here (the
/// computer's keyboard types), but code moves its views out of the
/// keyboard's way on its notifications, so they are posted as iOS posts
/// them when a text field or view starts and stops editing, with the
/// frame an iPhone keyboard would have at the bottom of the screen and
/// its quarter-second duration.
enum _SoftwareKeyboard {
    /// Whether the keyboard is "up".
    nonisolated(unsafe) private(set) static var isShown = false
    /// A hide that waits for the run loop's turn: editing moving from one
    /// field to another keeps the keyboard up.
    nonisolated(unsafe) private static var pendingHide = 0

    static let duration: TimeInterval = 0.25
    /// UIKit's keyboard curve (7, an undocumented spring-like curve).
    static let curve = 7

    /// The frame on the screen: as tall as a phone's keyboard (336 points
    /// with its bar), never more than 45% of the screen.
    static var shownFrame: CGRect {
        let s = UIScreen.main.bounds
        let h = min(336, (s.height * 0.45).rounded())
        return CGRect(x: 0, y: s.height - h, width: s.width, height: h)
    }

    static var hiddenFrame: CGRect {
        let f = shownFrame
        return f.offsetBy(dx: 0, dy: f.height)
    }

    /// Editing began: "will show" and "did show" (again, as iOS posts them
    /// when editing moves to another field).
    static func editingBegan() {
        pendingHide += 1
        let from = isShown ? shownFrame : hiddenFrame
        isShown = true
        post(UIResponder.keyboardWillChangeFrameNotification, from, shownFrame)
        post(UIResponder.keyboardWillShowNotification, from, shownFrame)
        post(UIResponder.keyboardDidChangeFrameNotification, from, shownFrame)
        post(UIResponder.keyboardDidShowNotification, from, shownFrame)
    }

    /// Editing ended: the keyboard goes at the next turn of this thread's
    /// run loop (UIKit's, the main one in an app) unless editing begins
    /// again before then.
    static func editingEnded() {
        pendingHide += 1
        let ticket = pendingHide
        RunLoop.current.perform {
            guard ticket == pendingHide, isShown else { return }
            hideNow()
        }
    }

    /// "Will hide" and "did hide", now.
    static func hideNow() {
        guard isShown else { return }
        isShown = false
        post(UIResponder.keyboardWillChangeFrameNotification, shownFrame, hiddenFrame)
        post(UIResponder.keyboardWillHideNotification, shownFrame, hiddenFrame)
        post(UIResponder.keyboardDidChangeFrameNotification, shownFrame, hiddenFrame)
        post(UIResponder.keyboardDidHideNotification, shownFrame, hiddenFrame)
    }

    private static func post(_ name: Notification.Name, _ from: CGRect, _ to: CGRect) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: from),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: to),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: curve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ])
    }
}
