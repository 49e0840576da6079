import Foundation

/// UIKit's table row: a view with a content view (where a cell's own
/// subviews go), the labels and image of its style made when first asked
/// for, an accessory at its trailing edge, a background that turns grey
/// while the row is highlighted or selected, and a hairline under it.
open class UITableViewCell: UIView {
    /// The identifier the table reuses the cell under.
    open internal(set) var reuseIdentifier: String?
    /// Which labels the cell lays out.
    public let style: CellStyle
    /// Where the cell's content goes: add subviews here, not to the cell,
    /// so they move aside for the accessory and are laid out by it.
    open private(set) var contentView = UIView()

    /// A cell of `style`, to be reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUp()
    }

    /// A cell of the default style with `frame` (UIKit's own initialiser
    /// for cells made in code): a subclass that overrides
    /// `init(style:reuseIdentifier:)` gets it, and its `init()`, which the
    /// table makes registered classes with.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        CATransaction.withoutActions { self.frame = frame }
    }

    /// A default cell from an archive (nothing is read from `coder`).
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        CATransaction.withoutActions {
            backgroundColor = .systemBackground
            contentView.frame = bounds
            addSubview(contentView)
            separator.backgroundColor = UIColor.separator.cgColor
            separator.zPosition = 1
            layer.addSublayer(separator)
            contentView.layoutMargins = UITableViewCell.margins(forWidth: bounds.width)
        }
    }

    // MARK: The style's views

    /// The main label, made when first asked for (nil never here: every style has one).
    open var textLabel: UILabel? {
        if let l = labels.text { return l }
        let l = UILabel()
        l.font = style == .value2 ? .systemFont(ofSize: 13) : .systemFont(ofSize: 17)
        l.textColor = style == .value2 ? tintColor : .label
        if style == .value2 { l.textAlignment = .right }
        labels.text = l
        contentView.addSubview(l)
        setNeedsLayout()
        return l
    }

    /// The second label of the `.value1`, `.value2` and `.subtitle` styles
    /// (nil in `.default`), made when first asked for.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let l = labels.detail { return l }
        let l = UILabel()
        switch style {
        case .subtitle: l.font = .systemFont(ofSize: 12); l.textColor = .label
        case .value2: l.font = .systemFont(ofSize: 13); l.textColor = .label
        default: l.font = .systemFont(ofSize: 17); l.textColor = .secondaryLabel; l.textAlignment = .right
        }
        labels.detail = l
        contentView.addSubview(l)
        setNeedsLayout()
        return l
    }

    /// The image at the leading edge (not in `.value2`), made when first asked for.
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let v = labels.image { return v }
        let v = UIImageView()
        v.contentMode = .center
        labels.image = v
        contentView.addSubview(v)
        setNeedsLayout()
        return v
    }

    private var labels: (text: UILabel?, detail: UILabel?, image: UIImageView?) = (nil, nil, nil)

    // MARK: Accessory, background, selection

    /// The standard mark at the trailing edge. Default `.none`.
    open var accessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    /// A view of your own at the trailing edge, shown instead of `accessoryType`'s.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            updateAccessory()
        }
    }
    /// Kept: the accessory while editing (editing controls are not drawn here).
    open var editingAccessoryType: AccessoryType = .none
    /// Kept: the accessory view while editing.
    open var editingAccessoryView: UIView?
    /// How a selected or highlighted cell shows it. Default `.default`
    /// (grey); `.none` shows nothing.
    open var selectionStyle: SelectionStyle = .default
    /// A view behind the content (nil: the cell's background colour).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0); setNeedsLayout() }
        }
    }
    /// The view behind the content while the cell is highlighted or
    /// selected. Default a view in `systemGray4`; set your own to change it.
    open var selectedBackgroundView: UIView? {
        get {
            if selectedBackground == nil, !customSelectedBackground {
                let v = UIView()
                v.backgroundColor = .systemGray4
                selectedBackground = v
            }
            return selectedBackground
        }
        set {
            selectedBackground?.removeFromSuperview()
            selectedBackground = newValue
            customSelectedBackground = true
            showSelection(animated: false)
        }
    }
    private var selectedBackground: UIView?
    private var customSelectedBackground = false
    /// The background while selected in a table that allows several selections (kept; the selected background is shown).
    open var multipleSelectionBackgroundView: UIView?

    /// Whether the row is selected; set by the table. Setting it shows it at once.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether a touch is on the row; set by the table.
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selected = false
    private var highlighted = false

    /// Shows the row selected or not: the selected background and the
    /// labels' highlighted colours; `animated` fades the background.
    /// Overrides call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
        showSelection(animated: animated)
    }

    /// Shows a touch on the row, as selection shows it. Overrides call `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
        showSelection(animated: animated)
    }

    /// The selected background in or out (a fade of a quarter second when
    /// animated), the labels and image highlighted with it.
    private func showSelection(animated: Bool) {
        let on = (selected || highlighted) && selectionStyle != .none
        for l in [labels.text, labels.detail] { l?.isHighlighted = on }
        labels.image?.isHighlighted = on
        guard let bg = on ? selectedBackgroundView : selectedBackground else { return }
        if on, bg.superview !== self {
            UIView.performWithoutAnimation {
                bg.frame = bounds
                bg.alpha = 1
                insertSubview(bg, belowSubview: contentView)
            }
        } else if !on, bg.superview === self {
            if animated {
                UIView.animate(withDuration: 0.25, animations: { bg.alpha = 0 }) { [weak self, weak bg] _ in
                    guard let self, let bg, !(self.selected || self.highlighted) else { return }
                    bg.removeFromSuperview()
                }
            } else {
                bg.removeFromSuperview()
            }
        }
    }

    // MARK: Editing and reuse

    /// Whether the cell is in editing mode (kept; no editing controls are drawn here).
    open private(set) var isEditing = false
    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Kept: no reorder control is drawn here.
    open var showsReorderControl = false
    /// How far the content is indented, in `indentationWidth` steps. Default 0.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// One step of indentation. Default 10.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// The hairline's insets from the cell's edges: the table's
    /// `separatorInset` until set. Top and bottom are unused.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableSeparatorInset }
        set { ownSeparatorInset = newValue; setNeedsLayout() }
    }
    private var ownSeparatorInset: UIEdgeInsets?
    /// The table's separator inset, which the cell follows until given its own.
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if oldValue != tableSeparatorInset { setNeedsLayout() } }
    }

    /// Called before the table hands the cell out again: reset what is
    /// not content (alpha, transforms your animations left). Overrides call `super`.
    open func prepareForReuse() {}

    /// The hairline under the row.
    let separator = CALayer()
    /// Whether the table shows the hairline, and its colour.
    var showsSeparator = true { didSet { setNeedsLayout() } }

    // MARK: Layout

    /// The content's leading and trailing margins: 16 points, 20 in a view wider than 400 (as on iPhone).
    static func margins(forWidth width: CGFloat) -> UIEdgeInsets {
        let side: CGFloat = width > 400 ? 20 : 16
        return UIEdgeInsets(top: 11, left: side, bottom: 11, right: side)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let accessory = shownAccessory
        var contentWidth = b.width
        if let a = accessory {
            let side = UITableViewCell.margins(forWidth: b.width).right
            let s = a.bounds.size
            a.frame = CGRect(x: b.width - side - s.width, y: ((b.height - s.height) / 2).rounded(), width: s.width,
                             height: s.height)
            // The content stops 16 points short of the accessory, less its own trailing margin.
            contentWidth = max(0, a.frame.minX - 16 + side)
        }
        CATransaction.withoutActions {
            contentView.layoutMargins = UITableViewCell.margins(forWidth: b.width)
        }
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: b.height)
        backgroundView?.frame = b
        if let bg = selectedBackground, bg.superview === self { bg.frame = b }
        layoutStyleViews()
        let px = 1 / max(UIScreen.main.scale, 1)
        CATransaction.withoutActions {
            separator.isHidden = !showsSeparator
            let left = max(0, separatorInset.left), right = max(0, separatorInset.right)
            separator.frame = CGRect(x: left, y: b.height - px, width: max(0, b.width - left - right), height: px)
        }
    }

    /// Places the style's labels and image in the content view.
    private func layoutStyleViews() {
        let c = contentView.bounds, m = contentView.layoutMargins
        var x = m.left + CGFloat(indentationLevel) * indentationWidth
        if let iv = labels.image, let img = iv.image {
            iv.frame = CGRect(x: x, y: ((c.height - img.size.height) / 2).rounded(), width: img.size.width,
                              height: img.size.height)
            x = iv.frame.maxX + 16
        } else {
            labels.image?.frame = .zero
        }
        let right = c.width - m.right
        let width = max(0, right - x)
        let text = labels.text, detail = labels.detail
        func height(_ l: UILabel, _ w: CGFloat) -> CGFloat {
            l.sizeThatFits(CGSize(width: w, height: .infinity)).height.rounded(.up)
        }
        switch style {
        case .default:
            if let t = text { t.frame = CGRect(x: x, y: m.top, width: width, height: max(0, c.height - m.top - m.bottom)) }
        case .subtitle:
            let th = text.map { height($0, width) } ?? 0, dh = detail.map { height($0, width) } ?? 0
            let gap: CGFloat = 0
            let top = ((c.height - th - dh - gap) / 2).rounded()
            text?.frame = CGRect(x: x, y: top, width: width, height: th)
            detail?.frame = CGRect(x: x, y: top + th + gap, width: width, height: dh)
        case .value1:
            let dw = min(detail.map { $0.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)).width.rounded(.up) } ?? 0, width)
            detail?.frame = CGRect(x: right - dw, y: 0, width: dw, height: c.height)
            text?.frame = CGRect(x: x, y: 0, width: max(0, width - dw - (dw > 0 ? 8 : 0)), height: c.height)
        case .value2:
            let lw = min(67, width)
            text?.frame = CGRect(x: x, y: 0, width: lw, height: c.height)
            detail?.frame = CGRect(x: x + lw + 6, y: 0, width: max(0, width - lw - 6), height: c.height)
        }
    }

    /// The cell's size for its row: its content view's constraints at the
    /// width given less the accessory's room, plus the hairline, or, with
    /// no constraints, the height its style's labels need.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        let accessoryRoom = max(0, bounds.width - contentView.frame.width)
        guard contentView._hasConstrainedDescendant else {
            return CGSize(width: targetSize.width, height: styleHeight(forWidth: targetSize.width - accessoryRoom))
        }
        let content = contentView.systemLayoutSizeFitting(
            CGSize(width: max(0, targetSize.width - accessoryRoom), height: targetSize.height),
            withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: content.width + accessoryRoom, height: content.height + 1 / max(UIScreen.main.scale, 1))
    }

    /// The height the style's labels need in a cell `width` wide, with
    /// the content view's margins: at least 44 points (a label of more
    /// than one line makes the row taller).
    func styleHeight(forWidth width: CGFloat) -> CGFloat {
        let m = UITableViewCell.margins(forWidth: width)
        let w = max(0, width - m.left - m.right)
        let heights = [labels.text, labels.detail].compactMap { $0 }
            .filter { ($0.text?.isEmpty == false) || $0.attributedText != nil }
            .map { $0.sizeThatFits(CGSize(width: w, height: .infinity)).height.rounded(.up) }
        // A subtitle cell's margins are 4 points above and below its two lines.
        let needed = style == .subtitle ? heights.reduce(0, +) + 8 : heights.max().map { $0 + m.top + m.bottom } ?? 0
        return max(44, needed)
    }

    // MARK: Accessory views

    private var standardAccessory: UIView?

    /// The accessory on show: the cell's own view, or the standard one of its type.
    private var shownAccessory: UIView? {
        if let v = accessoryView { return v }
        return accessoryType == .none ? nil : standardAccessory
    }

    private func updateAccessory() {
        standardAccessory?.removeFromSuperview()
        standardAccessory = nil
        if let v = accessoryView {
            if v.superview !== self { addSubview(v) }
        } else if accessoryType != .none {
            let v = _TableAccessoryView(accessoryType)
            standardAccessory = v
            addSubview(v)
        }
        setNeedsLayout()
    }
}
