import Foundation
import PreviewKit

/// A collection view with two layouts: a grid (UIKit's flow layout) and
/// a ring (a custom layout, each tile turned to face out); the button
/// animates between them, and added tiles pop in from the layout's
/// initial attributes while removed ones shrink away.
final class CollectionDemo: DemoViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    override class var name: String { "collection" }
    override class var displayTitle: String { "A collection view between two layouts" }
    override class var instruction: String { "switch between the grid and the ring; add or remove tiles; click a tile to select it" }

    private let grid = PoppingGridLayout()
    private let ring = RingLayout()
    private lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: grid)
    private var tiles = Array(0..<18)
    private var nextTile = 18
    private var buttons: [UIButton] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.itemSize = CGSize(width: 72, height: 72)
        grid.minimumInteritemSpacing = 12
        grid.minimumLineSpacing = 12
        grid.sectionInset = UIEdgeInsets(top: 16, left: 24, bottom: 16, right: 24)
        collection.backgroundColor = .systemGroupedBackground
        collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collection.dataSource = self
        collection.delegate = self
        view.addSubview(collection)
        for (title, action) in [("ring / grid", { [weak self] in self?.switchLayout() }),
                                ("add", { [weak self] in self?.add() }),
                                ("remove", { [weak self] in self?.remove() })] as [(String, () -> Void)] {
            let b = demoButton(title, action)
            buttons.append(b)
            view.addSubview(b)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for (i, b) in buttons.enumerated() { b.frame = CGRect(x: 24 + CGFloat(i) * 130, y: contentTop, width: 116, height: 34) }
        collection.frame = CGRect(x: 0, y: contentTop + 46, width: view.bounds.width,
                                  height: max(0, view.bounds.height - contentTop - 46))
    }

    private func switchLayout() {
        collection.setCollectionViewLayout(collection.collectionViewLayout === grid ? ring : grid, animated: true)
    }

    private func add() {
        tiles.insert(nextTile, at: 0)
        nextTile += 1
        collection.performBatchUpdates({ self.collection.insertItems(at: [IndexPath(item: 0, section: 0)]) })
    }

    private func remove() {
        guard !tiles.isEmpty else { return }
        tiles.removeFirst()
        collection.performBatchUpdates({ self.collection.deleteItems(at: [IndexPath(item: 0, section: 0)]) })
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        (cell as? TileCell)?.number = tiles[indexPath.item]
        return cell
    }
}

/// A rounded tile with its number; white-ringed when selected.
final class TileCell: UICollectionViewCell {
    private let label = UILabel()
    var number = 0 {
        didSet {
            label.text = "\(number)"
            contentView.backgroundColor = UIColor(hue: CGFloat(number % 18) / 18, saturation: 0.65, brightness: 0.92, alpha: 1)
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        label.font = .boldSystemFont(ofSize: 22)
        label.textColor = .white
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override var isSelected: Bool {
        didSet {
            contentView.layer.borderWidth = isSelected ? 4 : 0
            contentView.layer.borderColor = UIColor.white.cgColor
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// The flow layout with tiles that pop in (from a tenth of their size)
/// and shrink away, as layout subclasses in animation code do.
final class PoppingGridLayout: UICollectionViewFlowLayout {
    private var inserted: Set<IndexPath> = []
    private var deleted: Set<IndexPath> = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
        deleted = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted = []
        deleted = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard inserted.contains(itemIndexPath), let a = layoutAttributesForItem(at: itemIndexPath) else { return nil }
        a.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
        a.alpha = 0
        return a
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard deleted.contains(itemIndexPath), let a = collectionView?.cellForItem(at: itemIndexPath).map({ cell -> UICollectionViewLayoutAttributes in
            let a = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
            a.frame = cell.frame
            return a
        }) else { return nil }
        a.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
        a.alpha = 0
        return a
    }
}

/// A custom layout: every tile on a ring around the view's centre,
/// turned to face outward, in front of the next.
final class RingLayout: UICollectionViewLayout {
    private var attributes: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let cv = collectionView else { return }
        let n = cv.numberOfItems(inSection: 0)
        let size = cv.bounds.size
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let radius = max(40, min(size.width, size.height) / 2 - 60)
        attributes = (0..<n).map { i in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            let angle = CGFloat(i) / CGFloat(max(n, 1)) * 2 * .pi - .pi / 2
            a.size = CGSize(width: 60, height: 60)
            a.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            a.transform3D = CATransform3DMakeRotation(angle + .pi / 2, 0, 0, 1)
            a.zIndex = n - i
            return a
        }
    }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }.map { $0.copy() as! UICollectionViewLayoutAttributes }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item].copy() as? UICollectionViewLayoutAttributes : nil
    }

    /// Tiles that join the ring pop in at its place.
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let a = layoutAttributesForItem(at: itemIndexPath) else { return nil }
        a.transform3D = CATransform3DScale(a.transform3D, 0.1, 0.1, 1)
        a.alpha = 0
        return a
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
}
