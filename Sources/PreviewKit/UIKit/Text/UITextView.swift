import Foundation

/// What a text view asks and tells about its editing (Apple's
/// `UITextViewDelegate`, a scroll view delegate too); every method has
/// UIKit's default.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
                         replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// UIKit's text view, in its simplest use: several lines of text,
/// wrapped to its width inside `textContainerInset`, scrolling when
/// taller than the view, and typed into at the end of the text (or over
/// the selection set in code) when editable. The caret stands after the
/// last character. The delegate, the notifications and the keyboard's
/// are as for a text field.
open class UITextView: UIScrollView, _KeyEditing {
    /// The text. Default empty.
    open var text: String! {
        get { editable.text }
        set { editable = _EditableText(newValue ?? ""); attributedValue = nil; textChanged() }
    }
    /// The text with its styles.
    open var attributedText: NSAttributedString! {
        get { attributedValue ?? NSAttributedString(string: editable.text, attributes: typingAttributes) }
        set { editable = _EditableText(newValue?.string ?? ""); attributedValue = newValue; textChanged() }
    }
    private var attributedValue: NSAttributedString?
    private var editable = _EditableText()
    /// The font. Default the 12-point system font, as UIKit's.
    open var font: UIFont? {
        get { currentFont }
        set { currentFont = newValue ?? .systemFont(ofSize: 12); textChanged() }
    }
    private var currentFont: UIFont = .systemFont(ofSize: 12)
    /// The text's colour. Default `.label`.
    open var textColor: UIColor? {
        get { currentTextColor }
        set { currentTextColor = newValue ?? .label; textChanged() }
    }
    private var currentTextColor: UIColor = .label
    /// How lines sit across the view. Default `.natural` (left here).
    open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
    /// Whether typing changes the text. Default true.
    open var isEditable = true
    /// Whether the text may be selected. Default true (kept).
    open var isSelectable = true
    /// Room between the view's edges and the text. Default 8 points above and below.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textChanged() } }
    /// The attributes typed text gets.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            return [.font: currentFont, .foregroundColor: currentTextColor, .paragraphStyle: style]
        }
        set {}
    }
    /// The selected range (UTF-16); typing replaces it.
    open var selectedRange: NSRange {
        get { editable.selection }
        set { editable.select(newValue); placeCaret(); textViewDelegate?.textViewDidChangeSelection(self) }
    }
    /// Whether the view is being edited.
    open private(set) var isEditing = false
    /// Kept: the computer's keyboard types here.
    open var keyboardType: UIKeyboardType = .default
    /// Kept: the computer's keyboard types here.
    open var returnKeyType: UIReturnKeyType = .default
    /// Kept.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Kept.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Kept.
    open var inputAccessoryView: UIView?

    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    private let label = UILabel()
    private let caret = CALayer()

    /// A text view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextView()
    }

    /// A text view from an archive (nothing is read from `coder`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextView()
    }

    private func setUpTextView() {
        CATransaction.withoutActions {
            backgroundColor = .systemBackground
            label.numberOfLines = 0
            addSubview(label)
            caret.isHidden = true
            layer.addSublayer(caret)
        }
        textChanged()
    }

    private func textChanged() {
        label.attributedText = attributedValue ?? NSAttributedString(string: editable.text, attributes: typingAttributes)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Each line starts 5 points in from the container, as UIKit's
        // `lineFragmentPadding` puts it.
        let i = textContainerInset
        let pad: CGFloat = 5
        let w = max(0, bounds.width - i.left - i.right - 2 * pad)
        let h = label.sizeThatFits(CGSize(width: w, height: .infinity)).height.rounded(.up)
        let lineHeight = ("Xg" as NSString).size(withAttributes: [.font: currentFont]).height
        label.frame = CGRect(x: i.left + pad, y: i.top, width: w, height: max(h, lineHeight))
        let size = CGSize(width: bounds.width, height: label.frame.maxY + i.bottom)
        if contentSize != size { contentSize = size }
        placeCaret()
    }

    /// The caret after the text's last character.
    private func placeCaret() {
        CATransaction.withoutActions {
            caret.isHidden = !isEditing
            guard isEditing else { return }
            let lineHeight = ("Xg" as NSString).size(withAttributes: [.font: currentFont]).height
            let w = label.bounds.width
            let prefix = editable.prefix(editable.selection.location)
            let lastLine = String(prefix.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
            let full = NSAttributedString(string: prefix, attributes: typingAttributes)
            let height = prefix.isEmpty ? lineHeight : full.boundingRect(with: CGSize(width: w, height: .infinity),
                                                                          options: .usesLineFragmentOrigin, context: nil).height
            var x = (lastLine as NSString).size(withAttributes: typingAttributes).width
            if w > 0, x > w { x = x.truncatingRemainder(dividingBy: w) }
            let endsInNewline = prefix.hasSuffix("\n")
            let y = label.frame.minY + max(0, height - lineHeight) + (endsInNewline ? lineHeight : 0)
            caret.frame = CGRect(x: label.frame.minX + min(x, w), y: y, width: 2, height: lineHeight)
            caret.backgroundColor = tintColor.cgColor
        }
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        if let current = UIResponder.firstResponder, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        isEditing = true
        placeCaret()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        _SoftwareKeyboard.editingBegan()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder, textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        UIResponder.firstResponder = nil
        isEditing = false
        placeCaret()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        _SoftwareKeyboard.editingEnded()
        return true
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if !isEditing { _ = becomeFirstResponder() }
    }

    /// A text view taken out of its window stops editing, as UIKit's does.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isFirstResponder { _ = resignFirstResponder() }
    }

    /// Whether there is any text.
    open var hasText: Bool { editable.length > 0 }

    /// Types `text` over the selection, asking the delegate first.
    open func insertText(_ text: String) { type(text, over: editable.selection) }

    /// Removes the selection or the character before the caret.
    open func deleteBackward() {
        if let r = editable.rangeDeletedBackward { type("", over: r) }
    }

    /// Scrolls so the text at `range` shows (here: the end of the text, where the caret is).
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        scrollRectToVisible(caret.frame, animated: false)
    }

    func _handle(_ key: _EditingKey) {
        switch key {
        case .returnKey: insertText("\n")
        case .deleteForward: if let r = editable.rangeDeletedForward { type("", over: r) }
        case .left: editable.moveLeft(); selectedRange = editable.selection
        case .right: editable.moveRight(); selectedRange = editable.selection
        case .home: editable.moveToStart(); selectedRange = editable.selection
        case .end: editable.moveToEnd(); selectedRange = editable.selection
        case .selectAll: editable.selectAll(); selectedRange = editable.selection
        }
    }

    private func type(_ replacement: String, over range: NSRange) {
        guard isEditing, textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
        else { return }
        var e = editable
        e.replace(range, with: replacement)
        editable = e
        attributedValue = nil
        textChanged()
        layoutIfNeeded()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}
