/// A key press (UIKit's `UIPress` with its `UIKey`, iOS 13.4): the
/// responder chain hears it through `pressesBegan(_:with:)`.
open class UIPress: NSObject {
    /// The press's phase. Default `.began`; `.ended` when `pressesEnded` hears it.
    open internal(set) var phase: Phase = .began
    /// The key pressed: a typed character here, never nil for presses the window sends.
    open internal(set) var key: UIKey?
    /// When the press happened, in seconds on the `CACurrentMediaTime()` clock.
    open internal(set) var timestamp: TimeInterval = 0
}

/// The key of a press: the text it types.
open class UIKey: NSObject {
    /// The characters typed, modifiers applied ("?" for shift-/).
    open internal(set) var characters: String
    /// The characters without modifiers; here the typed text lowercased.
    open internal(set) var charactersIgnoringModifiers: String

    init(characters: String, charactersIgnoringModifiers: String) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
    }
}

/// The event that carries presses.
open class UIPressesEvent: UIEvent {
    var presses: Set<UIPress> = []
    /// Always `.presses`.
    open override var type: EventType { .presses }
    /// The presses the event carries: here the one typed key.
    open var allPresses: Set<UIPress> { presses }
}
