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
        Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Whether a screen reader is running: false here.
    public static var isVoiceOverRunning: Bool { false }
}

/// What kind of element an accessible object is (UIKit's
/// `UIAccessibilityTraits`, with its bits).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64
    /// Traits from bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the screen.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Its value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Starts media.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Its value can be adjusted up and down.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Turns a page when read to its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 13)
    /// A heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
