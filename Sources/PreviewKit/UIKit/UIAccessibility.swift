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

    /// What assistive technology is told (`post(notification:argument:)`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number, as UIKit's.
        public let rawValue: UInt32
        /// A notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed a great deal (a new view controller).
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to be read out (the argument, a string).
        public static let announcement = Notification(rawValue: 1008)
        /// The page scrolled (the argument describes where to).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technology of `notification`: no screen reader
    /// runs here (`isVoiceOverRunning`), so nobody is told.
    public static func post(notification: Notification, argument: Any?) {}
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
