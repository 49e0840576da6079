/// A key press (UIKit's `UIPress` with its `UIKey`, iOS 13.4): the
/// responder chain hears it through `pressesBegan(_:with:)`.
open class UIPress: NSObject {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }

    open internal(set) var phase: Phase = .began
    open internal(set) var key: UIKey?
    open internal(set) var timestamp: TimeInterval = 0
}

/// The key of a press: the text it types.
open class UIKey: NSObject {
    /// The characters typed, modifiers applied ("?" for shift-/).
    open internal(set) var characters: String
    open internal(set) var charactersIgnoringModifiers: String

    init(characters: String, charactersIgnoringModifiers: String) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
    }
}

/// The event that carries presses.
open class UIPressesEvent: UIEvent {
    var presses: Set<UIPress> = []
    open override var type: EventType { .presses }
    open var allPresses: Set<UIPress> { presses }
}
