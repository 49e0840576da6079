/// UIKit's haptic feedback (Apple's `UIFeedbackGenerator`). A desktop has
/// no haptic engine: generators accept every call and nothing happens, so
/// code written for a phone runs unchanged.
open class UIFeedbackGenerator {
    /// A generator.
    public init() {}
    /// Readies the engine for feedback soon (nothing to ready here).
    open func prepare() {}
}

/// A tap felt as an impact (Apple's `UIImpactFeedbackGenerator`).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of impacts in `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact generator.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact (nothing to feel here).
    open func impactOccurred() {}
    /// Plays an impact of `intensity` (0...1).
    open func impactOccurred(intensity: CGFloat) {}
}

/// A tick felt as a selection changes (Apple's `UISelectionFeedbackGenerator`).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick (nothing to feel here).
    open func selectionChanged() {}
}

/// Success, warning and error patterns (Apple's `UINotificationFeedbackGenerator`).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the pattern for `notificationType` (nothing to feel here).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
