import CoreGraphics
import Foundation
import QuartzCore

/// The bar along the top of a navigation controller (Apple's
/// `UINavigationBar`): the top controller's title in the middle, a back
/// button on the left when there is a controller to go back to. 44 points
/// tall below the top safe area. Large titles are not drawn.
open class UINavigationBar: UIView {
    /// The bar's background colour (nil: the system's bar colour).
    open var barTintColor: UIColor? { didSet { backgroundColor = barColor } }
    /// Whether the bar is see-through. Default true.
    open var isTranslucent = true { didSet { backgroundColor = barColor } }
    /// The title's font and colour (`.font`, `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { styleTitle() } }

    /// The height of the bar's content, below the top safe area.
    static let barHeight: CGFloat = 44

    /// The title shown and the back button's, if any.
    let titleLabel = UILabel()
    let backButton = UIButton(type: .system)
    private let hairline = CALayer()
    /// Called when the back button is tapped.
    var onBack: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = barColor
        styleTitle()
        titleLabel.textAlignment = .center
        backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3).cgColor
        addSubview(titleLabel)
        addSubview(backButton)
        layer.addSublayer(hairline)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var barColor: UIColor { barTintColor ?? UIColor(white: 0.97, alpha: isTranslucent ? 0.94 : 1) }

    private func styleTitle() {
        titleLabel.font = titleTextAttributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = titleTextAttributes?[.foregroundColor] as? UIColor ?? .black
    }

    /// Shows `title`, and a back button saying `back` (nil: none).
    func show(title: String?, back: String?, animated: Bool) {
        if animated {
            let fade = CATransition()
            fade.type = .fade
            fade.duration = UINavigationController.transitionDuration
            titleLabel.layer.add(fade, forKey: "title")
            backButton.layer.add(fade, forKey: "back")
        }
        titleLabel.text = title
        backButton.setTitle(back.map { "‹ " + $0 }, for: .normal)
        backButton.isHidden = back == nil
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight + safeAreaInsets.top)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, top = b.height - Self.barHeight
        titleLabel.frame = CGRect(x: b.width * 0.25, y: top, width: b.width * 0.5, height: Self.barHeight)
        backButton.frame = CGRect(x: 8, y: top, width: b.width * 0.25 - 8, height: Self.barHeight)
        CATransaction.withoutActions {
            hairline.frame = CGRect(x: 0, y: b.height - 0.5, width: b.width, height: 0.5)
        }
    }
}
