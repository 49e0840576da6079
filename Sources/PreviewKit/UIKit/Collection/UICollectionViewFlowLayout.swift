import Foundation

/// What a flow layout asks the collection view's delegate, section by
/// section (Apple's `UICollectionViewDelegateFlowLayout`); each answer
/// defaults to the layout's own property.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// UIKit's flow layout: items in lines across the view (or columns down
/// it, scrolling sideways), as many to a line as fit with the minimum
/// spacing between them; the room left in a line is shared out between
/// its items (a line of one centres it), and each item sits centred in
/// its line's height. A section's header and footer span the view.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// An item size that tells the layout to measure cells (kept: `itemSize` is used here).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Which way lines run and the content scrolls. Default `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Every item's size, unless the delegate says. Default 50 by 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A guess at items' sizes for cells that size themselves (kept: `itemSize` is used here).
    open var estimatedItemSize: CGSize = .zero
    /// The least space between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items in a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Room around each section's items. Default none.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Each section header's size (its height; its width when scrolling sideways). Default zero: none.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Each section footer's size. Default zero: none.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays in view while its section scrolls. Default false.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays in view while its section scrolls. Default false.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    private var cells: [UICollectionViewLayoutAttributes] = []
    private var cellIndex: [IndexPath: Int] = [:]
    private var headers: [Int: UICollectionViewLayoutAttributes] = [:]
    private var footers: [Int: UICollectionViewLayoutAttributes] = [:]
    private var sectionExtents: [Int: (start: CGFloat, end: CGFloat)] = [:]
    private var contentSize: CGSize = .zero

    open override var collectionViewContentSize: CGSize { contentSize }

    /// Lays every item out, section by section.
    open override func prepare() {
        super.prepare()
        cells = []
        cellIndex = [:]
        headers = [:]
        footers = [:]
        sectionExtents = [:]
        guard let cv = collectionView else { contentSize = .zero; return }
        let d = cv.delegate as? UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Along: the direction lines run; across: the one they stack in.
        func along(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
        func across(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
        let inset = cv.adjustedContentInset
        let extent = vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom
        func place(_ a: CGFloat, _ c: CGFloat, _ size: CGSize) -> CGRect {
            vertical ? CGRect(x: a, y: c, width: size.width, height: size.height)
                : CGRect(x: c, y: a, width: size.width, height: size.height)
        }
        var c: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let start = c
            let insets = d?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = d?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing = d?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let header = d?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footer = d?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            if across(header) > 0 {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                         with: IndexPath(item: 0, section: s))
                a.frame = place(0, c, vertical ? CGSize(width: extent, height: header.height) : CGSize(width: header.width, height: extent))
                a.zIndex = 10
                headers[s] = a
                c += across(header)
            }
            let (lead, trail) = vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
            c += vertical ? insets.top : insets.left
            let room = max(0, extent - lead - trail)
            let n = cv.numberOfItems(inSection: s)
            let sizes = (0..<n).map { i -> CGSize in
                let size = d?.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: i, section: s)) ?? itemSize
                return CGSize(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0))
            }
            for (lineIndex, line) in _FlowLines.lines(lengths: sizes.map(along), room: room, spacing: itemSpacing).enumerated() {
                if lineIndex > 0 { c += lineSpacing }
                let thickness = line.map { across(sizes[$0]) }.max() ?? 0
                let positions = _FlowLines.positions(lengths: line.map { along(sizes[$0]) }, room: room, spacing: itemSpacing)
                for (i, p) in zip(line, positions) {
                    let size = sizes[i]
                    let ip = IndexPath(item: i, section: s)
                    let a = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self).init()
                    a.indexPath = ip
                    a.frame = place(lead + p,
                                    c + ((thickness - across(size)) / 2).rounded(), size)
                    cellIndex[ip] = cells.count
                    cells.append(a)
                }
                c += thickness
            }
            c += vertical ? insets.bottom : insets.right
            if across(footer) > 0 {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                         with: IndexPath(item: 0, section: s))
                a.frame = place(0, c, vertical ? CGSize(width: extent, height: footer.height) : CGSize(width: footer.width, height: extent))
                a.zIndex = 10
                footers[s] = a
                c += across(footer)
            }
            sectionExtents[s] = (start, c)
        }
        contentSize = vertical ? CGSize(width: extent, height: c) : CGSize(width: c, height: extent)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for a in cells where a.frame.intersects(rect) { found.append(a.copy() as! UICollectionViewLayoutAttributes) }
        for (s, h) in headers {
            let a = pinned(h, s, header: true)
            if a.frame.intersects(rect) { found.append(a) }
        }
        for (s, f) in footers {
            let a = pinned(f, s, header: false)
            if a.frame.intersects(rect) { found.append(a) }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cellIndex[indexPath].map { cells[$0].copy() as! UICollectionViewLayoutAttributes }
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if elementKind == UICollectionView.elementKindSectionHeader, let h = headers[indexPath.section] {
            return pinned(h, indexPath.section, header: true)
        }
        if elementKind == UICollectionView.elementKindSectionFooter, let f = footers[indexPath.section] {
            return pinned(f, indexPath.section, header: false)
        }
        return nil
    }

    /// Pinned headers and footers move with the visible part, within their section.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
            || (collectionView.map { along($0.bounds.size) != along(newBounds.size) } ?? false)
    }

    private func along(_ s: CGSize) -> CGFloat { scrollDirection == .vertical ? s.width : s.height }

    /// A copy of a header's or footer's attributes, held in the visible
    /// part when pinning is on.
    private func pinned(_ a: UICollectionViewLayoutAttributes, _ s: Int, header: Bool) -> UICollectionViewLayoutAttributes {
        let c = a.copy() as! UICollectionViewLayoutAttributes
        guard header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds,
              let cv = collectionView, let extent = sectionExtents[s] else { return c }
        var f = c.frame
        let vertical = scrollDirection == .vertical
        let visibleStart = vertical ? cv.bounds.minY + cv.adjustedContentInset.top : cv.bounds.minX
        let visibleEnd = vertical ? cv.bounds.maxY - cv.adjustedContentInset.bottom : cv.bounds.maxX
        if vertical {
            f.origin.y = header ? min(max(f.minY, visibleStart), extent.end - f.height)
                : max(min(f.minY, visibleEnd - f.height), extent.start)
        } else {
            f.origin.x = header ? min(max(f.minX, visibleStart), extent.end - f.width)
                : max(min(f.minX, visibleEnd - f.width), extent.start)
        }
        c.frame = f
        c.zIndex = 1024
        return c
    }
}

/// How a flow layout fills its lines: pure functions of the items'
/// lengths along a line.
enum _FlowLines {
    /// The items of each line: as many as fit in `room` with `spacing`
    /// between them, at least one.
    static func lines(lengths: [CGFloat], room: CGFloat, spacing: CGFloat) -> [[Int]] {
        var lines: [[Int]] = []
        var line: [Int] = [], used: CGFloat = 0
        for (i, l) in lengths.enumerated() {
            let needed = line.isEmpty ? l : used + spacing + l
            if !line.isEmpty, needed > room + 0.001 {
                lines.append(line)
                line = [i]
                used = l
            } else {
                line.append(i)
                used = needed
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Where each item of a line starts: the room left shared out between
    /// the items (spacing at least `spacing`), a single item centred.
    static func positions(lengths: [CGFloat], room: CGFloat, spacing: CGFloat) -> [CGFloat] {
        guard lengths.count > 1 else { return lengths.map { max(0, ((room - $0) / 2).rounded(.down)) } }
        let total = lengths.reduce(0, +)
        let gap = max(spacing, (room - total) / CGFloat(lengths.count - 1))
        var x: CGFloat = 0
        return lengths.map { l in
            defer { x += l + gap }
            return x.rounded(.down)
        }
    }
}
