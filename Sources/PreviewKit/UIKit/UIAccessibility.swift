import Foundation

/// UIKit's accessibility settings and notifications, as animation code
/// reads them: whether the user asked for less motion.
public enum UIAccessibility {
    /// Whether the user asked for reduced motion: true when the
    /// environment variable `QZ_REDUCE_MOTION` is `1` (a Linux desktop has
    /// no one switch that every toolkit honours), false otherwise.
    public static var isReduceMotionEnabled: Bool {
        ProcessInfo.processInfo.environment["QZ_REDUCE_MOTION"] == "1"
    }

    /// Posted when `isReduceMotionEnabled` changes. Declared; the setting
    /// is read at launch here, so it is not posted.
    public static let reduceMotionStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Whether a screen reader is running: false here.
    public static var isVoiceOverRunning: Bool { false }

    /// `rect` in `view`'s coordinates, on screen (for `accessibilityFrame`).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: UIScreen.main.coordinateSpace)
    }

    /// `path` in `view`'s coordinates, on screen (for `accessibilityPath`).
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = view.convert(CGPoint.zero, to: UIScreen.main.coordinateSpace)
        let copy = UIBezierPath(cgPath: path.cgPath)
        copy.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return copy
    }

    /// Tells assistive technology of `notification`: no screen reader
    /// runs here (`isVoiceOverRunning`), so nobody is told.
    public static func post(notification: Notification, argument: Any?) {}
}
