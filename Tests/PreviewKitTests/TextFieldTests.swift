import CoreGraphics
import Foundation
@testable import PreviewKit
import QuartzCore
import Testing

extension MainThreadSuites {
    /// UITextField and UITextView: editing begun by a tap, typing through
    /// the delegate, the events, notifications and the keyboard's in
    /// UIKit's order, and the rectangles a subclass moves the text with.
    @Suite(.serialized) struct TextFieldTests {
        final class Watcher: NSObject, UITextFieldDelegate {
            var log: [String] = []
            var refuse: Set<String> = []
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
            func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return true }
            func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
                log.append("didEnd \(reason == .committed ? "committed" : "cancelled")")
            }
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                           replacementString string: String) -> Bool {
                log.append("shouldChange \(range.location),\(range.length) '\(string)'")
                return !refuse.contains(string)
            }
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return true }
        }

        func tap(_ v: UIView, at p: CGPoint) {
            let t = UITouch()
            t.rootView = v
            t.rootLocation = p
            v.touchesBegan([t], with: nil)
            v.touchesEnded([t], with: nil)
        }

        @Test func aTapBeginsEditingAndTypingGoesThroughTheDelegate() {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
            let watcher = Watcher()
            field.delegate = watcher
            var events: [String] = []
            for (name, e) in [("begin", UIControl.Event.editingDidBegin), ("changed", .editingChanged),
                              ("end", .editingDidEnd), ("exit", .editingDidEndOnExit), ("primary", .primaryActionTriggered)] {
                field.addAction(UIAction { _ in events.append(name) }, for: e)
            }
            var notes: [String] = []
            let center = NotificationCenter.default
            let observers = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                             UITextField.textDidEndEditingNotification, UIResponder.keyboardWillShowNotification,
                             UIResponder.keyboardWillHideNotification].map { name in
                center.addObserver(forName: name, object: nil, queue: nil) { n in
                    notes.append(n.name.rawValue.replacingOccurrences(of: "Notification", with: ""))
                }
            }
            defer { observers.forEach(center.removeObserver) }
            #expect(field.text == "" && !field.isEditing)
            tap(field, at: CGPoint(x: 20, y: 17))
            #expect(field.isEditing && field.isFirstResponder && watcher.log == ["shouldBegin", "didBegin"])
            #expect(events == ["begin"] && notes.starts(with: ["UITextFieldTextDidBeginEditing", "UIKeyboardWillShow"]))
            #expect(!field.caret.isHidden, "a caret while editing")
            field.insertText("H")
            field.insertText("i!")
            #expect(field.text == "Hi!" && field.selectedRange == NSRange(location: 3, length: 0))
            #expect(watcher.log.suffix(2) == ["shouldChange 0,0 'H'", "shouldChange 1,0 'i!'"])
            #expect(events == ["begin", "changed", "changed"] && notes.filter { $0 == "UITextFieldTextDidChange" }.count == 2)
            watcher.refuse = ["x"]
            field.insertText("x")
            #expect(field.text == "Hi!", "the delegate refused it")
            field.deleteBackward()
            #expect(field.text == "Hi" && watcher.log.last == "shouldChange 2,1 ''")
            field._handle(.left)
            field.insertText("e")
            #expect(field.text == "Hei")
            field._handle(.selectAll)
            #expect(field.selectedRange == NSRange(location: 0, length: 3) && field.caret.isHidden)
            field.insertText("Yo")
            #expect(field.text == "Yo")
            // Return: the delegate, the primary action; with a listener for the end on exit, editing ends.
            watcher.log = []
            events = []
            field._handle(.returnKey)
            #expect(watcher.log == ["shouldReturn", "shouldEnd", "didEnd committed"])
            #expect(events == ["primary", "exit", "end"] && !field.isEditing && field.caret.isHidden)
            _SoftwareKeyboard.hideNow()
            #expect(notes.last == "UIKeyboardWillHide")
            // Set in code: no events.
            events = []
            field.text = "code"
            #expect(events.isEmpty && field.text == "code")
        }

        @Test func editingMovesToAnotherFieldWithTheKeyboardStayingUp() throws {
            let a = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            let b = UITextField(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
            var hides = 0
            let o = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                                           queue: nil) { _ in hides += 1 }
            defer { NotificationCenter.default.removeObserver(o) }
            #expect(a.becomeFirstResponder() && a.isEditing)
            var shown: CGRect?
            let s = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                           queue: nil) { n in
                shown = (n.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            }
            defer { NotificationCenter.default.removeObserver(s) }
            #expect(b.becomeFirstResponder() && !a.isEditing && b.isEditing)
            _ = RunLoop.current.run(mode: .default, before: Date())
            #expect(hides == 0, "the keyboard stays up")
            let frame = try #require(shown)
            #expect(frame.maxY == UIScreen.main.bounds.maxY && frame.height > 100)
            b.resignFirstResponder()
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
            #expect(hides == 1 && UIResponder.firstResponder == nil)
        }

        /// A floating-label field as libraries write one: the text and
        /// placeholder moved down by overriding the rectangles, the
        /// placeholder drawn by `drawPlaceholder(in:)`.
        @Test func aSubclassMovesTheTextWithTheRects() {
            final class Floating: UITextField {
                var placeholderDrawnIn: CGRect?
                var textDrawnIn: CGRect?
                override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: UIEdgeInsets(top: 20, left: 4, bottom: 0, right: 4)) }
                override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
                override func drawPlaceholder(in rect: CGRect) { placeholderDrawnIn = rect; super.drawPlaceholder(in: rect) }
                override func drawText(in rect: CGRect) { textDrawnIn = rect; super.drawText(in: rect) }
            }
            let f = Floating(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
            f.placeholder = "Email"
            let ctx = CGContext(data: nil, width: 200, height: 50, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            UIGraphicsPushContext(ctx)
            f.drawContent()
            #expect(f.placeholderDrawnIn == CGRect(x: 4, y: 20, width: 192, height: 30) && f.textDrawnIn == nil)
            f.text = "a@b.c"
            f.drawContent()
            UIGraphicsPopContext()
            #expect(f.textDrawnIn == CGRect(x: 4, y: 20, width: 192, height: 30))
            f.becomeFirstResponder()
            f.layoutIfNeeded()
            #expect(f.caret.frame.minY >= 20, "the caret in the editing rect: \(f.caret.frame)")
            f.resignFirstResponder()
        }

        @Test func secureEntryClearButtonAndOverlayViews() {
            let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
            f.borderStyle = .roundedRect
            f.isSecureTextEntry = true
            f.text = "pass"
            #expect(f.shownText.string == "••••")
            f.clearButtonMode = .always
            #expect(f.textRect(forBounds: f.bounds).maxX <= f.clearButtonRect(forBounds: f.bounds).minX)
            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            f.leftView = icon
            f.leftViewMode = .always
            f.layoutIfNeeded()
            #expect(icon.superview === f && f.textRect(forBounds: f.bounds).minX >= 24)
            tap(f, at: f.clearButtonRect(forBounds: f.bounds).center)
            #expect(f.text == "" && f.isEditing)
            f.resignFirstResponder()
        }

        @Test func aTextViewTypesLinesAndTellsItsDelegate() {
            final class Notes: NSObject, UITextViewDelegate {
                var changes = 0
                func textViewDidChange(_ textView: UITextView) { changes += 1 }
            }
            let notes = Notes()
            let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            tv.delegate = notes
            tv.font = .systemFont(ofSize: 17)
            #expect(tv.becomeFirstResponder())
            tv.insertText("one")
            tv._handle(.returnKey)
            tv.insertText("two")
            #expect(tv.text == "one\ntwo" && notes.changes == 3)
            tv.layoutIfNeeded()
            #expect(tv.contentSize.height > 50, "two lines and the insets: \(tv.contentSize.height)")
            tv.resignFirstResponder()
            #expect(!tv.isEditing)
        }

        @Test func aFieldTakenOutOfItsWindowStopsEditing() {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            window.addSubview(field)
            #expect(field.becomeFirstResponder() && field.isEditing)
            field.removeFromSuperview()
            #expect(!field.isEditing && !field.isFirstResponder && UIResponder.firstResponder == nil)
            _SoftwareKeyboard.hideNow()
        }

        @Test func editableTextStepsOverWholeCharacters() {
            var e = _EditableText("a👍🏽b")
            #expect(e.length == 6)
            e.moveLeft()
            #expect(e.selection.location == 5)
            e.moveLeft()
            #expect(e.selection.location == 1, "over the emoji and its skin tone at once")
            e.moveRight()
            #expect(e.rangeDeletedBackward == NSRange(location: 1, length: 4))
            e.replace(NSRange(location: 1, length: 4), with: "")
            #expect(e.text == "ab" && e.selection == NSRange(location: 1, length: 0))
            e.replace(NSRange(location: 99, length: 3), with: "!")
            #expect(e.text == "ab!", "a range past the end is clamped")
        }
    }
}

private extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}
