import CoreGraphics
import Foundation
import QuartzCore

/// What a tab bar tells the object that watches it (Apple's
/// `UITabBarDelegate`; every method has a default that does nothing).
public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A row of tab buttons along the bottom of the screen (Apple's
/// `UITabBar`): 49 points tall above the bottom safe area, its items
/// spread evenly, the selected one in the tint colour.
open class UITabBar: UIView {
    /// The items, one button each.
    open var items: [UITabBarItem]? { didSet { rebuild() } }
    /// The item shown as selected.
    open weak var selectedItem: UITabBarItem? { didSet { refresh() } }
    /// Told when the user selects an item.
    open weak var delegate: UITabBarDelegate?
    /// The unselected items' colour (nil: system grey).
    open var unselectedItemTintColor: UIColor? { didSet { refresh() } }
    /// The bar's background colour (nil: the system's bar colour).
    open var barTintColor: UIColor? { didSet { backgroundColor = barColor } }
    /// Whether the bar is see-through. Default true, as on iOS.
    open var isTranslucent = true { didSet { backgroundColor = barColor } }

    /// The height of the bar's buttons, above the bottom safe area.
    static let barHeight: CGFloat = 49

    /// Asked before the user's selection takes effect (a tab bar
    /// controller asks its delegate); false keeps the current one.
    var shouldSelect: ((UITabBarItem) -> Bool)?

    private var buttons: [_TabBarButton] = []
    private let hairline = CALayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = barColor
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3).cgColor
        layer.addSublayer(hairline)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var barColor: UIColor {
        barTintColor ?? UIColor(white: 0.97, alpha: isTranslucent ? 0.94 : 1)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    /// The bar's height for its width: 49 points plus the bottom safe area.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.withoutActions {
            hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(layer.contentsScale, 1))
        }
        guard !buttons.isEmpty else { return }
        let w = bounds.width / CGFloat(buttons.count)
        for (i, b) in buttons.enumerated() {
            b.frame = CGRect(x: (CGFloat(i) * w).rounded(), y: 0, width: w.rounded(), height: Self.barHeight)
        }
    }

    private func rebuild() {
        buttons.forEach { $0.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let b = _TabBarButton(item: item)
            b.addAction(UIAction { [weak self, weak item] _ in
                guard let self, let item else { return }
                self.userSelected(item)
            }, for: .touchUpInside)
            item.onChange = { [weak self] in self?.refresh() }
            addSubview(b)
            return b
        }
        if let s = selectedItem, !(items ?? []).contains(where: { $0 === s }) { selectedItem = nil }
        refresh()
        setNeedsLayout()
    }

    /// A tap on `item`'s button.
    func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled, shouldSelect?(item) ?? true else { return }
        if shouldSelect == nil { selectedItem = item }
        delegate?.tabBar(self, didSelect: item)
    }

    private func refresh() {
        let on = tintColor ?? .systemBlue, off = unselectedItemTintColor ?? .systemGray
        for b in buttons { b.show(selected: b.item === selectedItem, color: b.item === selectedItem ? on : off) }
    }
}

/// One item's button: its image over its title, and its badge.
final class _TabBarButton: UIControl {
    let item: UITabBarItem
    private let imageView = UIImageView()
    private let label = UILabel()
    private let badge = UILabel()

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        label.font = .systemFont(ofSize: 10, weight: .medium)
        label.textAlignment = .center
        imageView.contentMode = .scaleAspectFit
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.layer.masksToBounds = true
        for v in [imageView, label, badge] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
    }

    required init?(coder: NSCoder) { nil }

    func show(selected: Bool, color: UIColor) {
        let picture = selected ? (item.selectedImage ?? item.image) : item.image
        imageView.image = picture?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = color
        label.text = item.title
        label.textColor = item.isEnabled ? color : color.withAlphaComponent(0.4)
        badge.text = item.badgeValue
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? .systemRed
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        imageView.frame = CGRect(x: (b.width - 25) / 2, y: 6, width: 25, height: 25)
        label.frame = CGRect(x: 0, y: 33, width: b.width, height: 12)
        let w = max(18, badge.intrinsicContentSize.width + 10)
        badge.frame = CGRect(x: imageView.frame.maxX - 8, y: 2, width: w, height: 18)
        badge.layer.cornerRadius = 9
    }
}
