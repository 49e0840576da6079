import Foundation

/// UIKit's table: rows in sections down a scroll view, each a cell from
/// the data source, made when it scrolls into view and reused when it
/// leaves (`UITableView+Tiling.swift`); insertions, deletions, moves and
/// reloads animate the rows between (`UITableView+Updates.swift`); a tap
/// highlights and selects a row (`UITableView+Selection.swift`).
///
/// The table's `delegate` is the scroll view's: set a `UITableViewDelegate`
/// there and the table asks it about rows (Swift cannot narrow the type of
/// an inherited settable property, as Objective-C's UIKit does).
open class UITableView: UIScrollView {
    /// A row, header or footer height (or estimate) that the table works out itself.
    public static let automaticDimension: CGFloat = -1
    /// The table's look, chosen when it is made.
    public let style: Style

    /// Where the rows come from. Setting it reloads the table.
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// The delegate, as a table delegate (nil when the scroll view's delegate is not one).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// Every row's height when the delegate gives none. Default
    /// `automaticDimension`: each row is as tall as its cell's content
    /// (its constraints, or its labels), at least 44 points.
    open var rowHeight = UITableView.automaticDimension { didSet { if oldValue != rowHeight { reloadHeights() } } }
    /// A guess at a row's height before it is shown and measured. Default
    /// `automaticDimension` (44 points); 0 measures no row before it is shown either.
    open var estimatedRowHeight = UITableView.automaticDimension
    /// Every section header's height when the delegate gives none. Default
    /// `automaticDimension`: 28 points for a title in a plain table, 17.5
    /// between groups of a grouped one, a header view's own height.
    open var sectionHeaderHeight = UITableView.automaticDimension { didSet { reloadHeights() } }
    /// Every section footer's height when the delegate gives none (as the header's).
    open var sectionFooterHeight = UITableView.automaticDimension { didSet { reloadHeights() } }
    /// A guess at a header's height (kept: headers are measured at once here).
    open var estimatedSectionHeaderHeight = UITableView.automaticDimension
    /// A guess at a footer's height (kept: footers are measured at once here).
    open var estimatedSectionFooterHeight = UITableView.automaticDimension
    /// Room above each section header of a plain table. Default
    /// `automaticDimension`: 22 points, as iOS 15 and later leave.
    open var sectionHeaderTopPadding = UITableView.automaticDimension { didSet { reloadHeights() } }
    /// The hairlines between rows. Default `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// Their colour. Default `.separator`.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// Their insets from the table's edges. Default: 16 points at the
    /// leading edge (20 in a table wider than 400), as the cells' text.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? UIEdgeInsets(top: 0, left: UITableViewCell.margins(forWidth: bounds.width).left, bottom: 0, right: 0) }
        set { ownSeparatorInset = newValue; setNeedsLayout() }
    }
    private var ownSeparatorInset: UIEdgeInsets?
    /// A view above the first section, as wide as the table and as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet { replace(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section (an empty `UIView()` is the usual way
    /// to end a plain table's list).
    open var tableFooterView: UIView? {
        didSet { replace(oldValue, with: tableFooterView) }
    }
    /// A view behind everything, filling the table and not scrolling. Default nil.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }
    /// Whether a tap selects a row. Default true.
    open var allowsSelection = true
    /// Whether taps select several rows, a second tap deselecting. Default false.
    open var allowsMultipleSelection = false
    /// Whether a tap selects while editing. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether taps select several rows while editing. Default false.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is editing (kept: no editing controls are drawn here).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// Kept: readable widths are the cells' own here. Default false.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Kept: there is no safe area inside a table here. Default true.
    open var insetsContentViewsToSafeArea = true
    /// Kept: there is no drag and drop here. Default false.
    open var dragInteractionEnabled = false
    /// Kept: no section index is drawn here.
    open var sectionIndexColor: UIColor?
    /// Kept: no section index is drawn here.
    open var sectionIndexBackgroundColor: UIColor?

    // MARK: State

    /// Where every row, header and footer is.
    var geometry = _TableGeometry()
    /// Whether the data source must be asked again before the table is used.
    var needsReload = true
    /// Rows whose height is their cell's, and the heights measured so far.
    var automaticRows = Set<IndexPath>()
    var measuredHeights: [IndexPath: CGFloat] = [:]
    /// The cells on show, by row.
    var visible: [IndexPath: UITableViewCell] = [:]
    /// Header and footer views on show, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Header and footer views made while measuring, kept to be shown.
    var madeHeaders: [Int: UIView] = [:]
    var madeFooters: [Int: UIView] = [:]
    /// Cells and header views waiting to be reused, by identifier.
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    /// Classes registered for identifiers.
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The row under a touch, and the touch.
    var touchedRow: IndexPath?
    /// The batch being collected, and how deep `beginUpdates()` calls nest.
    var pendingUpdates = _ListUpdates()
    var updateDepth = 0
    var pendingCompletions: [(Bool) -> Void] = []
    /// Cells animating away after an update, and how many update
    /// animations run (cells off screen stay until they end).
    var departingCells: [UITableViewCell] = []
    var runningUpdateAnimations = 0
    /// Counts cancellations: an update's completion that finds it changed
    /// has nothing left to do.
    var updateGeneration = 0
    /// Whether a layout of the rows is under way (a delegate asking for
    /// `visibleCells` from `willDisplay` gets the rows as they are).
    var isTiling = false

    // MARK: Making

    /// A table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// A plain table with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A plain table from an archive (nothing is read from `coder`).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        CATransaction.withoutActions {
            backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
            alwaysBounceVertical = true
        }
    }

    /// A table scrolls through its rows: a change of the visible part lays them out again.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if newValue != old { setNeedsLayout() }
        }
    }

    /// Asks the data source again for everything and shows the rows anew
    /// (the cells on show go back for reuse; selection is cleared).
    open func reloadData() { reloadAll() }

    /// Shows the rows that meet the visible part (`UITableView+Tiling.swift`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchedRow == nil { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchedRow == nil { super.touchesEnded(touches, with: event) } else { rowTouchEnded() }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchedRow == nil { super.touchesCancelled(touches, with: event) } else { rowTouchCancelled() }
    }

    private func replace(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let v = new { addSubview(v) }
        reloadHeights()
    }

    /// Enters or leaves editing mode, telling the visible cells.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        for c in visible.values { c.setEditing(editing, animated: animated) }
    }

    // MARK: Registration and reuse

    /// Cells for `identifier` are made from `cellClass` (a `UITableViewCell`
    /// subclass, made with `init(style: .default, reuseIdentifier:)`); nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { cellClasses[identifier] = nil; return }
        guard let c = cellClass as? UITableViewCell.Type else {
            _Diagnostics.report("UITableView.register: \(cellClass) is not a UITableViewCell subclass; '\(identifier)' is not registered")
            return
        }
        cellClasses[identifier] = c
    }

    /// Header and footer views for `identifier` are made from `aClass` (a
    /// `UITableViewHeaderFooterView` subclass); nil unregisters.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { headerFooterClasses[identifier] = nil; return }
        guard let c = aClass as? UITableViewHeaderFooterView.Type else {
            _Diagnostics.report("UITableView.register: \(aClass) is not a UITableViewHeaderFooterView subclass; '\(identifier)' is not registered")
            return
        }
        headerFooterClasses[identifier] = c
    }

    /// A cell that left the table, ready for reuse (`prepareForReuse()`
    /// called), else a new one of the class registered for `identifier`,
    /// else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cls = cellClasses[identifier] else { return nil }
        let cell = cls == UITableViewCell.self ? UITableViewCell(style: .default, reuseIdentifier: identifier)
            : (LayerFactory.instance(of: cls) ?? UITableViewCell(style: .default, reuseIdentifier: identifier))
        cell.reuseIdentifier = identifier
        return cell
    }

    /// As `dequeueReusableCell(withIdentifier:)`, for a registered
    /// identifier; sized for the row at `indexPath`. An identifier never
    /// registered (UIKit raises an exception) is said once and gets a
    /// default cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            sizeForRow(cell, indexPath)
            return cell
        }
        _Diagnostics.reportOnce("UITableView: no cell class registered for '\(identifier)' (register(_:forCellReuseIdentifier:)); a default cell is used")
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        sizeForRow(cell, indexPath)
        return cell
    }

    /// A header or footer view that left the table, else a new one of the
    /// class registered for `identifier`, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let v = reusableHeaderFooters[identifier]?.popLast() {
            v.prepareForReuse()
            return v
        }
        guard let cls = headerFooterClasses[identifier] else { return nil }
        let v = cls == UITableViewHeaderFooterView.self ? UITableViewHeaderFooterView(reuseIdentifier: identifier)
            : (LayerFactory.instance(of: cls) ?? UITableViewHeaderFooterView(reuseIdentifier: identifier))
        v.reuseIdentifier = identifier
        return v
    }

    /// A cell handed out for a row starts at the row's width, so its
    /// content lays out as it will be shown.
    private func sizeForRow(_ cell: UITableViewCell, _ indexPath: IndexPath) {
        let h = geometry.row(indexPath)?.height ?? cell.bounds.height
        UIView.performWithoutAnimation {
            cell.bounds.size = CGSize(width: rowWidth, height: h > 0 ? h : 44)
        }
    }

    /// How wide rows are: the table's width, less the inset of an inset-grouped table.
    var rowWidth: CGFloat { max(0, bounds.width - 2 * rowInset) }
    var rowInset: CGFloat { style == .insetGrouped ? UITableViewCell.margins(forWidth: bounds.width).left + 4 : 0 }
}
