import Foundation

/// Where a layout puts one element of a collection view (UIKit's
/// `UICollectionViewLayoutAttributes`): a cell's or a supplementary
/// view's frame, 3D transform, alpha, z-index and visibility. A layout
/// with more to say subclasses it (overriding `copy(with:)` and
/// `isEqual(_:)`), and its cells read the extra in `apply(_:)`.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame, in the collection view's content (untransformed).
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's centre.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// A 3D transform about the element's centre. Default identity.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The same as an affine transform (setting it sets `transform3D`).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The element's opacity. Default 1.
    open var alpha: CGFloat = 1
    /// Which elements draw over which: higher on top. Default 0.
    open var zIndex = 0
    /// Whether the element is hidden. Default false.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// A cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary or decoration view's kind; nil for a cell.
    open private(set) var representedElementKind: String?

    /// Attributes for nothing yet (the subclasses' initialiser).
    public required override init() { super.init() }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view (a header, a footer) of `elementKind`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class; a subclass copies what it adds after `super`.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.center = center
        c.size = size
        c.transform3D = transform3D
        c.alpha = alpha
        c.zIndex = zIndex
        c.isHidden = isHidden
        c.indexPath = indexPath
        c.representedElementCategory = representedElementCategory
        c.representedElementKind = representedElementKind
        return c
    }

    /// Equal attributes place the element alike; a subclass compares what it adds too.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes, type(of: o) == type(of: self) else { return false }
        return o.center == center && o.size == size && CATransform3DEqualToTransform(o.transform3D, transform3D)
            && o.alpha == alpha && o.zIndex == zIndex && o.isHidden == isHidden && o.indexPath == indexPath
            && o.representedElementCategory == representedElementCategory && o.representedElementKind == representedElementKind
    }

    /// Which element these attributes place (its category, kind and index path).
    var elementKey: _ElementKey {
        _ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}

/// One element of a collection view: a cell, or a view of a kind, at an index path.
struct _ElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath
}

/// One change of a batch, as a layout's `prepare(forCollectionViewUpdates:)` is told it.
open class UICollectionViewUpdateItem: NSObject {
    /// The item's index path before the change (nil for an insertion).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The item's index path after the change (nil for a deletion).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What happened.
    open private(set) var updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }
}
