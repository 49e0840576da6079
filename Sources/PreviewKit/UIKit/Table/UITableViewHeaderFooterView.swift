import Foundation

/// UIKit's reusable view for a section's header or footer: a content view
/// and a text label, styled by the table it is in (a bold title over a
/// plain table; small grey capitals above a grouped table's section).
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table reuses the view under.
    open internal(set) var reuseIdentifier: String?
    /// Where the view's own subviews go.
    open private(set) var contentView = UIView()

    /// A view to be reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    /// A view with `frame`, to be reused under no identifier; the table
    /// makes registered classes with this (through `init()`).
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        CATransaction.withoutActions { self.frame = frame }
    }

    /// A view from an archive (nothing is read from `coder`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The title, made when first asked for.
    open var textLabel: UILabel? {
        if let l = label { return l }
        let l = UILabel()
        label = l
        applyStyle()
        contentView.addSubview(l)
        return l
    }
    private var label: UILabel?

    /// A second label (kept for grouped tables' footers; laid out under the title).
    open var detailTextLabel: UILabel? {
        if let l = detail { return l }
        let l = UILabel()
        l.font = .systemFont(ofSize: 13)
        l.textColor = .secondaryLabel
        detail = l
        contentView.addSubview(l)
        return l
    }
    private var detail: UILabel?

    /// A view behind the content. Default nil.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0) }
        }
    }

    /// Called before the table hands the view out again. Overrides call `super`.
    open func prepareForReuse() {}

    /// The table style the view is drawn for, and whether it is a footer.
    var tableStyle: UITableView.Style = .plain { didSet { applyStyle() } }
    var isFooter = false { didSet { applyStyle() } }

    private func applyStyle() {
        guard let l = label else { return }
        if tableStyle == .plain && !isFooter {
            l.font = .systemFont(ofSize: 15, weight: .semibold)
            l.textColor = .label
        } else {
            l.font = .systemFont(ofSize: 13)
            l.textColor = .secondaryLabel
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        contentView.frame = b
        backgroundView?.frame = b
        let side = UITableViewCell.margins(forWidth: b.width).left + (tableStyle == .insetGrouped ? 20 : 0)
        let w = max(0, b.width - 2 * side)
        if let l = label {
            if tableStyle == .plain && !isFooter {
                l.frame = CGRect(x: side, y: 0, width: w, height: b.height)
            } else {
                // A grouped header sits on its section; a footer hangs under it.
                let h = l.sizeThatFits(CGSize(width: w, height: .infinity)).height.rounded(.up)
                l.frame = CGRect(x: side, y: isFooter ? 7 : max(0, b.height - h - 7), width: w, height: h)
            }
        }
        if let d = detail, let l = label {
            let h = d.sizeThatFits(CGSize(width: w, height: .infinity)).height.rounded(.up)
            d.frame = CGRect(x: side, y: l.frame.maxY + 2, width: w, height: h)
        }
    }
}
