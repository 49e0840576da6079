import PreviewKit

/// What every demo is: a view controller with its title and a one-line
/// instruction across the top, and its own views below (from
/// `contentTop` down). A demo subclasses it and builds in `viewDidLoad`
/// after calling `super`.
class DemoViewController: UIViewController {
    /// The demo's short name (`demos NAME`) and its line of instruction.
    class var name: String { "" }
    class var displayTitle: String { name }
    class var instruction: String { "" }

    required override init() {
        super.init()
        title = Self.displayTitle
    }

    let titleLabel = UILabel()
    let instructionLabel = UILabel()
    /// Where the demo's own content starts.
    let contentTop: CGFloat = 84

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 24)
        instructionLabel.text = Self.instruction
        instructionLabel.font = .systemFont(ofSize: 15)
        instructionLabel.textColor = .darkGray
        view.addSubview(titleLabel)
        view.addSubview(instructionLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = view.bounds.width
        titleLabel.frame = CGRect(x: 24, y: 14, width: w - 48, height: 32)
        instructionLabel.frame = CGRect(x: 24, y: 48, width: w - 48, height: 22)
    }
}

/// A small label in the demos' style, for values shown live.
func valueLabel(_ text: String = "", size: CGFloat = 14) -> UILabel {
    let l = UILabel()
    l.text = text
    l.font = UIFont(name: "DejaVu Sans Mono", size: size) ?? .systemFont(ofSize: size)
    l.textColor = .black
    l.numberOfLines = 0
    return l
}

/// A button with a title and an action, in the demos' style.
func demoButton(_ title: String, _ action: @escaping () -> Void) -> UIButton {
    let b = UIButton(primaryAction: UIAction(title: title) { _ in action() })
    b.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
    b.layer.cornerRadius = 8
    return b
}
