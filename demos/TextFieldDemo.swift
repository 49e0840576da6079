import Foundation
import PreviewKit

/// Text fields as iOS apps style them: floating-label fields (a subclass
/// that moves its text down with `textRect`/`editingRect` and lifts its
/// placeholder into a small label as you type, the way floating-label
/// libraries do), a rounded field with a clear button, a secure field,
/// and a text view; the form moves up out of the keyboard's way on the
/// keyboard's notifications.
final class TextFieldDemo: DemoViewController, UITextFieldDelegate {
    override class var name: String { "textfield" }
    override class var displayTitle: String { "Text fields with floating labels" }
    override class var instruction: String { "click a field and type (backspace, arrows, ctrl+A, return to go to the next field; Esc ends editing)" }

    private let area = UIView()
    private let form = UIView()
    private var fields: [UITextField] = []
    private let notes = UITextView()
    private let echo = valueLabel(size: 13)
    private var keyboardObservers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // The form slides up inside an area that clips it under the title.
        area.clipsToBounds = true
        view.addSubview(area)
        area.addSubview(form)
        for (i, name) in ["Name", "Email", "City"].enumerated() {
            let f = FloatingLabelField()
            f.placeholder = name
            f.tag = i
            f.delegate = self
            f.addAction(UIAction { [weak self] _ in self?.showEcho() }, for: .editingChanged)
            fields.append(f)
        }
        let search = UITextField()
        search.borderStyle = .roundedRect
        search.placeholder = "Search"
        search.clearButtonMode = .whileEditing
        search.tag = 3
        search.delegate = self
        let glass = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 28, height: 20)).image { _ in
            let lens = UIBezierPath(ovalIn: CGRect(x: 8, y: 3, width: 10, height: 10))
            lens.move(to: CGPoint(x: 16.5, y: 11.5))
            lens.addLine(to: CGPoint(x: 21, y: 16))
            lens.lineWidth = 1.8
            lens.lineCapStyle = .round
            UIColor.secondaryLabel.setStroke()
            lens.stroke()
        })
        search.leftView = glass
        search.leftViewMode = .always
        fields.append(search)
        let password = UITextField()
        password.borderStyle = .roundedRect
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.tag = 4
        password.delegate = self
        fields.append(password)
        for f in fields { form.addSubview(f) }
        notes.font = .systemFont(ofSize: 15)
        notes.text = "A text view: return starts a new line."
        notes.layer.borderColor = UIColor.systemGray4.cgColor
        notes.layer.borderWidth = 1
        notes.layer.cornerRadius = 8
        form.addSubview(notes)
        form.addSubview(echo)
        let center = NotificationCenter.default
        keyboardObservers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] n in
                self?.keyboard(n, up: true)
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] n in
                self?.keyboard(n, up: false)
            },
        ]
    }

    deinit { keyboardObservers.forEach(NotificationCenter.default.removeObserver) }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = min(420, view.bounds.width - 48)
        area.frame = CGRect(x: 0, y: contentTop, width: view.bounds.width, height: max(0, view.bounds.height - contentTop))
        form.bounds.size = CGSize(width: w, height: 430)
        form.center = CGPoint(x: 24 + w / 2, y: 10 + 215)
        for (i, f) in fields.enumerated() {
            f.frame = CGRect(x: 0, y: CGFloat(i) * 58, width: w, height: i < 3 ? 50 : 36)
        }
        notes.frame = CGRect(x: 0, y: 5 * 58, width: w, height: 90)
        echo.frame = CGRect(x: 0, y: 5 * 58 + 100, width: w, height: 40)
    }

    private func showEcho() {
        echo.text = fields.prefix(3).map { "\($0.placeholder ?? ""): \($0.text ?? "")" }.joined(separator: "  ")
    }

    /// Return goes to the next field; the last one ends editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let next = textField.tag + 1
        if next < fields.count { fields[next].becomeFirstResponder() } else { textField.resignFirstResponder() }
        return false
    }

    /// The form slides up by the part the keyboard would cover, over the keyboard's duration.
    private func keyboard(_ n: Notification, up: Bool) {
        let duration = (n.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let frame = (n.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        // The form's place before any shift (its centre does not move with its transform).
        let top = area.convert(CGPoint(x: 0, y: form.center.y - form.bounds.height / 2), to: nil).y
        let overlap = max(0, top + form.bounds.height - frame.minY + 12)
        // No further than keeps the field being edited in view.
        let active = fields.first { $0.isEditing }?.frame.minY ?? 0
        let shift = min(overlap, max(0, active - 10))
        UIView.animate(withDuration: duration) {
            self.form.transform = up ? CGAffineTransform(translationX: 0, y: -shift) : .identity
        }
    }
}

/// A floating-label text field, written as the popular libraries write
/// one: the text sits low (`textRect` and `editingRect`), the placeholder
/// rises into a small label above it once there is text, and a line
/// under it takes the tint colour while editing.
final class FloatingLabelField: UITextField {
    private let floatingLabel = UILabel()
    private let line = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        floatingLabel.font = .systemFont(ofSize: 12)
        floatingLabel.textColor = .secondaryLabel
        floatingLabel.alpha = 0
        addSubview(floatingLabel)
        line.backgroundColor = UIColor.systemGray3.cgColor
        layer.addSublayer(line)
        addAction(UIAction { [weak self] _ in self?.float(animated: true) }, for: .editingChanged)
    }

    required init?(coder: NSCoder) { nil }

    override var placeholder: String? {
        didSet { floatingLabel.text = placeholder }
    }

    override func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: UIEdgeInsets(top: 18, left: 0, bottom: 2, right: 0))
    }

    override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    override func becomeFirstResponder() -> Bool {
        let began = super.becomeFirstResponder()
        float(animated: true)
        return began
    }

    override func resignFirstResponder() -> Bool {
        let ended = super.resignFirstResponder()
        float(animated: true)
        return ended
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.setDisableActions(true)
        line.frame = CGRect(x: 0, y: bounds.height - (isEditing ? 2 : 1), width: bounds.width, height: isEditing ? 2 : 1)
        if floatingLabel.bounds.width != bounds.width {
            floatingLabel.frame = CGRect(x: 0, y: hasText ? 0 : 14, width: bounds.width, height: 16)
        }
    }

    /// The small label up and shown when there is text, down and gone when not.
    private func float(animated: Bool) {
        let up = hasText
        UIView.animate(withDuration: animated ? 0.3 : 0, delay: 0, options: [.beginFromCurrentState, .curveEaseOut]) {
            self.floatingLabel.alpha = up ? 1 : 0
            self.floatingLabel.frame.origin.y = up ? 0 : 14
        }
        floatingLabel.textColor = isEditing ? tintColor : .secondaryLabel
        line.backgroundColor = (isEditing ? tintColor : UIColor.systemGray3).cgColor
        setNeedsLayout()
    }
}
