import Foundation

/// UIKit's one-line text field. Its text is drawn, as UIKit draws it, by
/// a view inside the field (so a subclass that overrides `draw(_:)` to
/// draw decorations still shows its text): the border, then the text
/// with `drawText(in:)` in `textRect(forBounds:)` (`editingRect` while
/// editing), or the placeholder with `drawPlaceholder(in:)` in
/// `placeholderRect(forBounds:)` when empty; a subclass overrides these,
/// as floating-label fields do. A tap makes it the first responder; then
/// the window's keyboard types into it (`UITextField+Editing.swift`) with
/// a blinking caret in the tint colour, and the delegate, the control
/// events and the notifications come in UIKit's order.
open class UITextField: UIControl, _KeyEditing {
    /// What the field asks and tells about editing.
    open weak var delegate: UITextFieldDelegate?

    /// The text. Default empty (`""`, as UIKit's; setting nil empties it).
    /// Setting it in code sends no events.
    open var text: String? {
        get { editable.text }
        set {
            editable = _EditableText(newValue ?? "")
            attributedValue = nil
            textChanged()
        }
    }
    /// The text with its styles; setting it sets `text` too.
    open var attributedText: NSAttributedString? {
        get { attributedValue ?? NSAttributedString(string: editable.text, attributes: typingAttributes) }
        set {
            editable = _EditableText(newValue?.string ?? "")
            attributedValue = newValue
            textChanged()
        }
    }
    private var attributedValue: NSAttributedString?
    /// The text being edited and its selection.
    var editable = _EditableText()

    /// Grey text shown while the field is empty. Default nil.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set {
            attributedPlaceholder = newValue.map {
                NSAttributedString(string: $0, attributes: [.font: currentFont, .foregroundColor: UIColor.placeholderText])
            }
        }
    }
    /// The placeholder with its styles.
    open var attributedPlaceholder: NSAttributedString? { didSet { canvas.setNeedsDisplay() } }
    /// UIKit's `UIFont?`: nil sets the default, the 17-point system font.
    open var font: UIFont? {
        get { currentFont }
        set {
            currentFont = newValue ?? .systemFont(ofSize: 17)
            if let p = placeholder { placeholder = p }
            textChanged()
        }
    }
    private var currentFont: UIFont = .systemFont(ofSize: 17)
    /// UIKit's `UIColor?`: nil sets the default, `.label`.
    open var textColor: UIColor? {
        get { currentTextColor }
        set { currentTextColor = newValue ?? .label; canvas.setNeedsDisplay() }
    }
    private var currentTextColor: UIColor = .label
    /// How the text sits across the field. Default `.natural` (left here).
    open var textAlignment: NSTextAlignment = .natural { didSet { canvas.setNeedsDisplay() } }
    /// The frame drawn around the text. Default `.none`.
    open var borderStyle: BorderStyle = .none {
        didSet {
            if borderStyle == .roundedRect, backgroundColor == nil { backgroundColor = .systemBackground }
            setNeedsLayout()
            canvas.setNeedsDisplay()
        }
    }
    /// The attributes typed text gets: the field's font and colour.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { [.font: currentFont, .foregroundColor: currentTextColor] }
        set {}
    }
    /// The default attributes of the text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: currentFont, .foregroundColor: currentTextColor] }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
        }
    }
    /// Whether the text is emptied when editing begins. Default false.
    open var clearsOnBeginEditing = false
    /// Kept: the text is not shrunk to fit here. Default false.
    open var adjustsFontSizeToFitWidth = false
    /// Kept: the text is not shrunk here. Default 0.
    open var minimumFontSize: CGFloat = 0
    /// An image behind the field (kept; the border style is drawn).
    open var background: UIImage?
    /// An image behind a disabled field (kept).
    open var disabledBackground: UIImage?
    /// When the clear button shows. Default `.never`.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout(); canvas.setNeedsDisplay() } }
    /// A view at the field's leading edge (an icon, a label).
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    /// When the left view shows. Default `.never`.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the field's trailing edge.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    /// When the right view shows. Default `.never`.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether the field is editing (it is the first responder).
    open internal(set) var isEditing = false
    /// Whether the text is shown as dots. Default false.
    open var isSecureTextEntry = false { didSet { canvas.setNeedsDisplay() } }
    /// Kept: the computer's keyboard types here.
    open var keyboardType: UIKeyboardType = .default
    /// Kept: the computer's keyboard types here.
    open var returnKeyType: UIReturnKeyType = .default
    /// Kept: there is no appearance of a keyboard here.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Kept: the computer's keyboard capitalises here.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Kept: nothing is corrected here.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Kept: nothing is spell-checked here.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Kept: there is no autofill here.
    open var textContentType: UITextContentType!
    /// Kept: there is no on-screen keyboard to replace here.
    open var inputView: UIView?
    /// Kept: there is no on-screen keyboard to sit above here.
    open var inputAccessoryView: UIView?
    /// Kept.
    open var enablesReturnKeyAutomatically = false
    /// The selected text's range (UTF-16); its location alone is the caret.
    open var selectedRange: NSRange {
        get { editable.selection }
        set {
            editable.select(newValue)
            selectionChanged()
        }
    }

    /// The blinking caret and the selection's highlight.
    let caret = CALayer()
    let selectionHighlight = CALayer()
    /// The view that draws the border and the text, behind the field's other subviews.
    let canvas = _TextFieldCanvas()

    override func _buildContent() {
        super._buildContent()
        CATransaction.withoutActions {
            isOpaque = false
            canvas.field = self
            canvas.frame = bounds
            insertSubview(canvas, at: 0)
            caret.isHidden = true
            selectionHighlight.isHidden = true
            canvas.layer.addSublayer(selectionHighlight)
            canvas.layer.addSublayer(caret)
        }
    }

    /// A field's touch makes it the first responder; its primary action
    /// is the return key.
    override var touchUpIsPrimaryAction: Bool { false }

    // MARK: The parts' rectangles (override these to move the text)

    /// The rectangle the border is drawn in. Default the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the text is drawn in when not editing: the bounds
    /// inside the border's padding, the overlay views and the clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds
        let pad: CGFloat = switch borderStyle {
        case .roundedRect: 7
        case .line, .bezel: 3
        case .none: 0
        }
        // (Not `insetBy`, which makes a field narrower than its padding a null rectangle.)
        r = CGRect(x: r.minX + pad, y: r.minY, width: max(0, r.width - 2 * pad), height: max(0, r.height))
        if let l = shown(leftView, leftViewMode) {
            let lr = leftViewRect(forBounds: bounds)
            r.origin.x = max(r.minX, lr.maxX + (l.bounds.width > 0 ? 0 : 0))
            r.size.width = max(0, bounds.maxX - pad - r.minX)
        }
        if shown(rightView, rightViewMode) != nil {
            r.size.width = max(0, min(r.maxX, rightViewRect(forBounds: bounds).minX) - r.minX)
        } else if showsClearButton {
            r.size.width = max(0, min(r.maxX, clearButtonRect(forBounds: bounds).minX) - r.minX)
        }
        return r
    }

    /// The rectangle the text is drawn in while editing. Default `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the placeholder is drawn in. Default `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: 19 points square, near the trailing edge.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        let x = bounds.maxX - side - (borderStyle == .none ? 0 : 6)
        return CGRect(x: x, y: (bounds.midY - side / 2).rounded(), width: side, height: side)
    }

    /// The left view's rectangle: its size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: (bounds.midY - s.height / 2).rounded(), width: s.width, height: s.height)
    }

    /// The right view's rectangle: its size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = rightView?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - s.width, y: (bounds.midY - s.height / 2).rounded(), width: s.width, height: s.height)
    }

    /// `view` when its mode shows it now.
    func shown(_ view: UIView?, _ mode: ViewMode) -> UIView? {
        guard let view else { return nil }
        switch mode {
        case .never: return nil
        case .always: return view
        case .whileEditing: return isEditing ? view : nil
        case .unlessEditing: return isEditing ? nil : view
        }
    }

    var showsClearButton: Bool {
        guard editable.length > 0 else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    // MARK: Drawing

    /// Draws the border, then the text or the placeholder (the canvas's drawing).
    func drawContent() {
        drawBorder(borderRect(forBounds: bounds))
        if editable.length > 0 {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        } else if attributedPlaceholder != nil {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        if showsClearButton { drawClearButton(clearButtonRect(forBounds: bounds)) }
    }

    /// Draws the text in `rect`, centred vertically (shifted left while
    /// editing so the caret stays in view).
    open func drawText(in rect: CGRect) {
        let shown = shownText
        let size = shown.size()
        let x = textOrigin(in: rect, width: size.width)
        UIGraphicsGetCurrentContext()?.saveGState()
        UIGraphicsGetCurrentContext()?.clip(to: rect.insetBy(dx: -1, dy: -2))
        shown.draw(at: CGPoint(x: x, y: rect.minY + ((rect.height - size.height) / 2).rounded()))
        UIGraphicsGetCurrentContext()?.restoreGState()
    }

    /// Draws the placeholder in `rect`, centred vertically.
    open func drawPlaceholder(in rect: CGRect) {
        guard let p = attributedPlaceholder else { return }
        let size = p.size()
        let x: CGFloat = switch textAlignment {
        case .center: rect.midX - size.width / 2
        case .right: rect.maxX - size.width
        default: rect.minX
        }
        p.draw(at: CGPoint(x: x, y: rect.minY + ((rect.height - size.height) / 2).rounded()))
    }

    /// The text as drawn: dots for a secure field.
    var shownText: NSAttributedString {
        if isSecureTextEntry {
            return NSAttributedString(string: String(repeating: "•", count: editable.text.count), attributes: typingAttributes)
        }
        return attributedValue ?? NSAttributedString(string: editable.text, attributes: typingAttributes)
    }

    /// Where the text starts in `rect`: by its alignment, and while
    /// editing, far enough left that the caret shows.
    func textOrigin(in rect: CGRect, width: CGFloat) -> CGFloat {
        var x: CGFloat = switch textAlignment {
        case .center: rect.midX - width / 2
        case .right: rect.maxX - width
        default: rect.minX
        }
        if isEditing, width > rect.width {
            let caretX = prefixWidth(editable.selection.location)
            x = min(rect.minX, rect.maxX - 2 - caretX)
        }
        return x
    }

    /// How wide the shown text is up to UTF-16 offset `offset`.
    func prefixWidth(_ offset: Int) -> CGFloat {
        let shown = shownText
        let o = min(max(offset, 0), shown.length)
        return shown.attributedSubstring(from: NSRange(location: 0, length: o)).size().width
    }

    private func drawBorder(_ r: CGRect) {
        switch borderStyle {
        case .none:
            return
        case .line:
            UIColor.black.setStroke()
            let p = UIBezierPath(rect: r.insetBy(dx: 0.5, dy: 0.5))
            p.lineWidth = 1
            p.stroke()
        case .bezel:
            UIColor.systemGray.setStroke()
            let p = UIBezierPath(rect: r.insetBy(dx: 0.5, dy: 0.5))
            p.lineWidth = 1
            p.stroke()
            UIColor.systemGray3.setStroke()
            let inner = UIBezierPath(rect: r.insetBy(dx: 1.5, dy: 1.5))
            inner.lineWidth = 1
            inner.stroke()
        case .roundedRect:
            let p = UIBezierPath(roundedRect: r.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            p.lineWidth = 0.5
            UIColor(white: 0.8, alpha: 1).setStroke()
            p.stroke()
        }
    }

    private func drawClearButton(_ r: CGRect) {
        UIColor.tertiaryLabel.setFill()
        UIBezierPath(ovalIn: r).fill()
        let x = UIBezierPath()
        let i = r.insetBy(dx: r.width * 0.33, dy: r.height * 0.33)
        x.move(to: CGPoint(x: i.minX, y: i.minY))
        x.addLine(to: CGPoint(x: i.maxX, y: i.maxY))
        x.move(to: CGPoint(x: i.maxX, y: i.minY))
        x.addLine(to: CGPoint(x: i.minX, y: i.maxY))
        x.lineWidth = 1.6
        x.lineCapStyle = .round
        UIColor.white.setStroke()
        x.stroke()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if canvas.frame != bounds { canvas.frame = bounds }
        if subviews.first !== canvas { sendSubviewToBack(canvas) }
        for (view, mode, rect) in [(leftView, leftViewMode, leftViewRect(forBounds: bounds)),
                                   (rightView, rightViewMode, rightViewRect(forBounds: bounds))] {
            guard let v = view else { continue }
            if shown(v, mode) != nil {
                if v.superview !== self { addSubview(v) }
                v.frame = rect
            } else {
                v.removeFromSuperview()
            }
        }
        placeCaret()
    }

    /// The field's natural size: its font's line with the border's padding.
    open override var intrinsicContentSize: CGSize {
        let line = ("Xg" as NSString).size(withAttributes: [.font: currentFont]).height
        let text = shownText.size().width
        let pad: CGFloat = borderStyle == .roundedRect ? 14 : borderStyle == .none ? 0 : 6
        return CGSize(width: max(text, attributedPlaceholder?.size().width ?? 0) + pad,
                      height: (line + (borderStyle == .roundedRect ? 13 : 4)).rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Editing (UITextField+Editing.swift)

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditing() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditing() }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard isEnabled, let t = touches.first else { return }
        tapped(at: t.location(in: self))
    }

    /// A field taken out of its window stops editing, as UIKit's does (the
    /// keyboard would otherwise type into a field no one sees).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isFirstResponder { _ = resignFirstResponder() }
    }

    /// Whether there is any text.
    open var hasText: Bool { editable.length > 0 }

    /// Types `text` at the caret, asking the delegate first.
    open func insertText(_ text: String) { type(text, over: editable.selection) }

    /// Removes the selection or the character before the caret.
    open func deleteBackward() {
        if let r = editable.rangeDeletedBackward { type("", over: r) }
    }

    func _handle(_ key: _EditingKey) { handleEditingKey(key) }

    /// Text set in code: shown, the caret at the end.
    func textChanged() {
        canvas.setNeedsDisplay()
        invalidateIntrinsicContentSize()
        placeCaret()
    }
}

/// What draws a text field's border and text: a view filling the field,
/// behind its other subviews, drawing with the field's `drawText(in:)`
/// and `drawPlaceholder(in:)`, as UIKit's field draws through an inner view.
final class _TextFieldCanvas: UIView {
    weak var field: UITextField?

    override func _buildContent() {
        super._buildContent()
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    override func draw(_ rect: CGRect) {
        field?.drawContent()
    }
}
