import Foundation

/// A text field's editing: becoming and leaving first responder with the
/// delegate asked and told, the control events sent and the
/// notifications posted in UIKit's order; typing through the delegate's
/// `shouldChangeCharactersIn`; the caret and the selection.
extension UITextField {
    /// Becomes the first responder if the delegate agrees: then
    /// `textFieldDidBeginEditing`, `.editingDidBegin`, the notification,
    /// and the keyboard's.
    func beginEditing() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        if let current = UIResponder.firstResponder, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        isEditing = true
        if clearsOnBeginEditing, hasText { text = "" }
        editable.select(NSRange(location: editable.length, length: 0))
        setNeedsLayout()
        canvas.setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        _SoftwareKeyboard.editingBegan()
        placeCaret()
        return true
    }

    /// Gives up first responder if the delegate agrees: then
    /// `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`, the
    /// notification; the keyboard goes unless editing moves on.
    func endEditing() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder, delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        UIResponder.firstResponder = nil
        isEditing = false
        setNeedsLayout()
        canvas.setNeedsDisplay()
        placeCaret()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        _SoftwareKeyboard.editingEnded()
        return true
    }

    /// A tap: the clear button clears; otherwise editing begins, or, while
    /// editing, the caret goes to the nearest character.
    func tapped(at p: CGPoint) {
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(p) {
            guard delegate?.textFieldShouldClear(self) ?? true else { return }
            if !isEditing { _ = becomeFirstResponder() }
            type("", over: NSRange(location: 0, length: editable.length))
            return
        }
        guard isEditing else {
            _ = becomeFirstResponder()
            return
        }
        let rect = editingRect(forBounds: bounds)
        let x0 = textOrigin(in: rect, width: shownText.size().width)
        let offset = editable.offset(nearest: p.x - x0) { [shownText] prefix in
            shownText.attributedSubstring(from: NSRange(location: 0, length: prefix.utf16.count)).size().width
        }
        selectedRange = NSRange(location: offset, length: 0)
    }

    /// Typing: `replacement` over `range` if the delegate agrees, then
    /// `.editingChanged`, the notification and the selection's change.
    func type(_ replacement: String, over range: NSRange) {
        guard isEditing else { return }
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else {
            return
        }
        var e = editable
        e.replace(range, with: replacement)
        editable = e
        textChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    func handleEditingKey(_ key: _EditingKey) {
        guard isEditing else { return }
        switch key {
        case .left: editable.moveLeft(); selectionChanged()
        case .right: editable.moveRight(); selectionChanged()
        case .home: editable.moveToStart(); selectionChanged()
        case .end: editable.moveToEnd(); selectionChanged()
        case .selectAll: editable.selectAll(); selectionChanged()
        case .deleteForward: if let r = editable.rangeDeletedForward { type("", over: r) }
        case .returnKey:
            guard delegate?.textFieldShouldReturn(self) ?? true else { return }
            sendActions(for: .primaryActionTriggered)
            // UIKit dismisses the keyboard when something listens for the end on exit.
            if hasActions(for: .editingDidEndOnExit) {
                sendActions(for: .editingDidEndOnExit)
                _ = resignFirstResponder()
            }
        }
    }

    /// The caret or the selection moved.
    func selectionChanged() {
        placeCaret()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The caret (blinking, in the tint colour) at the insertion point, or
    /// the selection's highlight, while editing.
    func placeCaret() {
        CATransaction.withoutActions {
            guard isEditing else {
                caret.isHidden = true
                selectionHighlight.isHidden = true
                caret.removeAnimation(forKey: "blink")
                return
            }
            let rect = editingRect(forBounds: bounds)
            let lineHeight = ("Xg" as NSString).size(withAttributes: [.font: font ?? .systemFont(ofSize: 17)]).height
            let h = min(rect.height, lineHeight + 2)
            let y = rect.minY + ((rect.height - h) / 2).rounded()
            let x0 = textOrigin(in: rect, width: shownText.size().width)
            let sel = editable.selection
            let start = x0 + prefixWidth(sel.location)
            if sel.length > 0 {
                let end = x0 + prefixWidth(sel.location + sel.length)
                selectionHighlight.frame = CGRect(x: start, y: y, width: max(0, end - start), height: h)
                selectionHighlight.backgroundColor = tintColor.withAlphaComponent(0.25).cgColor
                selectionHighlight.isHidden = false
                caret.isHidden = true
                return
            }
            selectionHighlight.isHidden = true
            caret.frame = CGRect(x: min(max(start - 1, rect.minX), rect.maxX - 2), y: y, width: 2, height: h)
            caret.backgroundColor = tintColor.cgColor
            caret.cornerRadius = 1
            caret.isHidden = false
            // On for half a second, off for half, starting on at each move.
            let blink = CAKeyframeAnimation(keyPath: "opacity")
            blink.values = [1, 1, 0, 0]
            blink.keyTimes = [0, 0.5, 0.55, 1]
            blink.duration = 1
            blink.repeatCount = .infinity
            blink.beginTime = CACurrentMediaTime()
            caret.add(blink, forKey: "blink")
        }
    }
}
