import Foundation

/// What a text field asks and tells about its editing (Apple's
/// `UITextFieldDelegate`); every method has UIKit's default.
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may start editing. Default true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may stop editing. Default true.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, and why. Default: `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether typing may replace `range` (UTF-16) of the text with `string`. Default true.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool
    /// The selection or the caret moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field. Default true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The return key was pressed: whether the field does its default (ending editing). Default true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A responder that takes typed text (Apple's `UIKeyInput`): the window
/// sends what is typed to a first responder that is one.
public protocol UIKeyInput: AnyObject {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Types `text` at the caret, replacing the selection.
    func insertText(_ text: String)
    /// Removes the selection, or the character before the caret.
    func deleteBackward()
}

/// The keys besides text that editing responders of this module take
/// from the window: caret movement, forward deletion, selecting all and
/// the return key.
enum _EditingKey {
    case left, right, home, end, deleteForward, selectAll, returnKey
}

/// A first responder that edits text with the keys above.
protocol _KeyEditing: UIKeyInput {
    func _handle(_ key: _EditingKey)
}
