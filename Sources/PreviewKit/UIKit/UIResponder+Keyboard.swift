import Foundation

// The keyboard's notifications and their keys (Apple's, on UIResponder).
// There is no on-screen keyboard here, so they are never posted; code
// that moves its views out of the keyboard's way builds and runs.
extension UIResponder {
    /// The keyboard is about to appear.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// The keyboard appeared.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// The keyboard is about to go.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// The keyboard went.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// The keyboard's frame is about to change.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// The keyboard's frame changed.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame before the change (an `NSValue` of a `CGRect`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The change's duration, in seconds.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The change's curve, a `UIView.AnimationCurve` raw value.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
