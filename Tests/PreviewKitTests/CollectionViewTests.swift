import CoreGraphics
import Foundation
@testable import PreviewKit
import QuartzCore
import Testing

extension MainThreadSuites {
    /// UICollectionView: the flow layout, custom layouts and their
    /// attributes, cell reuse, batch updates and layout changes animated,
    /// selection and snapping.
    @Suite(.serialized) struct CollectionViewTests {
        final class Tile: UICollectionViewCell {
            nonisolated(unsafe) static var made = 0
            var applied: UICollectionViewLayoutAttributes?
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                Tile.made += 1
                contentView.addSubview(label)
            }
            required init?(coder: NSCoder) { nil }
            override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
                super.apply(layoutAttributes)
                applied = layoutAttributes
            }
        }

        final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var counts: [Int]
            var log: [String] = []
            var displayed = 0
            init(_ counts: [Int]) { self.counts = counts }
            func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
                (cell as? Tile)?.label.text = "\(indexPath.item)"
                return cell
            }
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                                forItemAt indexPath: IndexPath) { displayed += 1 }
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                log.append("select \(indexPath.item)")
            }
            func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
                log.append("deselect \(indexPath.item)")
            }
        }

        func collection(_ items: Items, _ layout: UICollectionViewLayout, size: CGSize = CGSize(width: 320, height: 480)) -> UICollectionView {
            let cv = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
            cv.register(Tile.self, forCellWithReuseIdentifier: "tile")
            cv.dataSource = items
            cv.delegate = items
            return cv
        }

        @Test func theFlowLayoutFillsLinesAndSharesOutTheRoom() throws {
            let items = Items([500])
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 90, height: 90)
            flow.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            let cv = collection(items, flow)
            Tile.made = 0
            let cells = cv.visibleCells
            // 300 points of room: three 90-point items a line, 15 points between them.
            let first = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
            let third = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
            let fourth = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
            #expect(first.frame == CGRect(x: 10, y: 10, width: 90, height: 90))
            #expect(third.frame.maxX == 310 && fourth.frame == CGRect(x: 10, y: 110, width: 90, height: 90))
            #expect(cv.contentSize == CGSize(width: 320, height: 10 + 167 * 90 + 166 * 10 + 10))
            #expect(cells.count == 15 && cells[4].frame == CGRect(x: 115, y: 110, width: 90, height: 90))
            #expect((cells[4] as? Tile)?.label.text == "4" && (cells[4] as? Tile)?.applied?.indexPath.item == 4)
            for y in stride(from: 0, through: 6000, by: 240) {
                cv.contentOffset = CGPoint(x: 0, y: CGFloat(y) + 50)
                cv.layoutIfNeeded()
            }
            #expect(Tile.made <= 24, "cells are reused: \(Tile.made)")
            #expect(cv.indexPathsForVisibleItems.first == IndexPath(item: 180, section: 0))
            #expect(cv.indexPathForItem(at: CGPoint(x: 130, y: 6020)) == IndexPath(item: 181, section: 0))
            // A line of one item centres it; sideways, columns.
            #expect(_FlowLines.positions(lengths: [90], room: 300, spacing: 10) == [105])
            #expect(_FlowLines.lines(lengths: [100, 100, 100, 50], room: 300, spacing: 10) == [[0, 1], [2, 3]])
            let sideways = UICollectionViewFlowLayout()
            sideways.scrollDirection = .horizontal
            sideways.itemSize = CGSize(width: 100, height: 100)
            let twelve = Items([12])
            let h = collection(twelve, sideways, size: CGSize(width: 320, height: 230))
            _ = h.visibleCells
            #expect(h.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.origin == CGPoint(x: 0, y: 130))
            #expect(h.contentSize.width == 650, "six columns and five gaps")
            _ = items
        }

        /// A custom layout as animation code writes one: a carousel whose
        /// items scale and fade by their distance from the centre, asked
        /// again at every scroll, with attributes of its own class.
        final class Carousel: UICollectionViewLayout {
            final class Attributes: UICollectionViewLayoutAttributes {
                var distance: CGFloat = 0
                override func copy(with zone: NSZone? = nil) -> Any {
                    let c = super.copy(with: zone) as! Attributes
                    c.distance = distance
                    return c
                }
            }
            var prepared = 0
            override class var layoutAttributesClass: AnyClass { Attributes.self }
            override func prepare() { prepared += 1 }
            override var collectionViewContentSize: CGSize {
                CGSize(width: CGFloat(collectionView!.numberOfItems(inSection: 0)) * 200, height: collectionView!.bounds.height)
            }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (0..<collectionView!.numberOfItems(inSection: 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
                    .filter { $0.frame.intersects(rect) }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let a = Attributes(forCellWith: indexPath)
                let cv = collectionView!
                a.frame = CGRect(x: CGFloat(indexPath.item) * 200 + 20, y: 20, width: 160, height: 160)
                let d = abs(a.center.x - cv.bounds.midX) / 200
                a.distance = d
                a.transform3D = CATransform3DMakeScale(1 - min(d, 1) * 0.3, 1 - min(d, 1) * 0.3, 1)
                a.alpha = 1 - min(d, 1) * 0.5
                a.zIndex = -Int(d * 10)
                return a
            }
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
            override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                              withScrollingVelocity velocity: CGPoint) -> CGPoint {
                CGPoint(x: (proposedContentOffset.x / 200).rounded() * 200, y: 0)
            }
        }

        @Test func aCustomLayoutsAttributesReachTheCells() throws {
            let items = Items([10])
            let carousel = Carousel()
            let cv = collection(items, carousel, size: CGSize(width: 200, height: 200))
            _ = cv.visibleCells
            let centre = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? Tile)
            #expect(CATransform3DEqualToTransform(centre.layer.transform, CATransform3DIdentity) && centre.alpha == 1)
            #expect((centre.applied as? Carousel.Attributes)?.distance == 0, "the layout's own attributes class")
            let prepared = carousel.prepared
            cv.contentOffset = CGPoint(x: 100, y: 0)
            cv.layoutIfNeeded()
            #expect(carousel.prepared == prepared + 1, "asked again at the scroll")
            #expect(abs(centre.layer.transform.m11 - 0.85) < 0.001 && abs(centre.alpha - 0.75) < 0.001)
            #expect(centre.layer.zPosition == -5)
            // A drag that would stop at 530 snaps to 600.
            #expect(cv.proposedTarget(CGPoint(x: 530, y: 0), velocity: .zero) == CGPoint(x: 600, y: 0))
        }

        /// Insertions start from the layout's initial attributes, deletions
        /// end at its final ones, the others slide.
        @Test func aBatchAnimatesFromTheLayoutsInitialAttributes() throws {
            final class Popping: UICollectionViewFlowLayout {
                var told: [UICollectionViewUpdateItem.Action] = []
                override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                    super.prepare(forCollectionViewUpdates: updateItems)
                    told = updateItems.map(\.updateAction)
                }
                override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    guard told.contains(.insert), itemIndexPath.item == 0 else { return nil }
                    let a = layoutAttributesForItem(at: itemIndexPath)!
                    a.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
                    a.alpha = 0
                    return a
                }
            }
            let items = Items([6])
            let layout = Popping()
            layout.itemSize = CGSize(width: 100, height: 100)
            let cv = collection(items, layout)
            let window = UIWindow(frame: cv.frame)
            window.addSubview(cv)
            let t0 = 9000.0
            _MediaClock.$fixed.withValue(t0) {
                _ = cv.visibleCells
                CATransaction.flush()
            }
            let second = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
            var done: Bool?
            _MediaClock.$fixed.withValue(t0 + 1) {
                items.counts = [7]
                cv.performBatchUpdates({ cv.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { done = $0 })
                CATransaction.flush()
            }
            #expect(layout.told == [.insert])
            let new = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(new !== second && cv.cellForItem(at: IndexPath(item: 1, section: 0)) === second)
            let (scale, x) = _MediaClock.$fixed.withValue(t0 + 1.15) {
                (new.layer.presentation()?.transform.m11 ?? -1, second.layer.presentation()?.position.x ?? -1)
            }
            #expect(scale > 0.2 && scale < 0.9, "growing from a tenth: \(scale)")
            #expect(x > 50 + 10 && x < 160 - 10, "the old first item on its way to second place: \(x)")
            advanceClock(to: t0 + 1.5)
            #expect(done == true && new.layer.transform.m11 == 1)
            _ = window
        }

        @Test func aNewLayoutIsAnimatedTo() throws {
            let items = Items([8])
            let small = UICollectionViewFlowLayout()
            small.itemSize = CGSize(width: 60, height: 60)
            let big = UICollectionViewFlowLayout()
            big.itemSize = CGSize(width: 300, height: 120)
            let cv = collection(items, small)
            let window = UIWindow(frame: cv.frame)
            window.addSubview(cv)
            let t0 = 9500.0
            _MediaClock.$fixed.withValue(t0) {
                _ = cv.visibleCells
                CATransaction.flush()
            }
            let third = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
            let from = third.frame
            var finished = false
            _MediaClock.$fixed.withValue(t0 + 1) {
                cv.setCollectionViewLayout(big, animated: true) { finished = $0 }
                CATransaction.flush()
            }
            #expect(cv.collectionViewLayout === big && big.collectionView === cv)
            let to = try #require(big.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
            #expect(third.frame == to && from != to)
            let mid = _MediaClock.$fixed.withValue(t0 + 1.15) { third.layer.presentation()?.bounds.width ?? -1 }
            #expect(mid > from.width + 20 && mid < to.width - 20, "between the two sizes: \(mid)")
            advanceClock(to: t0 + 1.5)
            #expect(finished && small.collectionView == nil)
            _ = window
        }

        @Test func aTapSelects() {
            let items = Items([6])
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 100)
            let cv = collection(items, flow)
            _ = cv.visibleCells
            func tap(_ p: CGPoint) {
                let t = UITouch()
                t.rootView = cv
                t.rootLocation = p
                cv.touchesBegan([t], with: nil)
                cv.touchesEnded([t], with: nil)
            }
            tap(CGPoint(x: 50, y: 50))
            tap(CGPoint(x: 160, y: 50))
            #expect(items.log == ["select 0", "deselect 0", "select 1"])
            #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)] && cv.visibleCells[1].isSelected)
        }

        @Test func anUpdateThatDisagreesIsSaidAndReloads() {
            let items = Items([3])
            let cv = collection(items, UICollectionViewFlowLayout())
            _ = cv.visibleCells
            items.counts = [9]
            let said = _Diagnostics.capture { cv.deleteItems(at: [IndexPath(item: 0, section: 0)]) }.messages
            #expect(said.contains { $0.contains("invalid update") })
            #expect(cv.numberOfItems(inSection: 0) == 9 && cv.visibleCells.count == 9)
        }
    }
}
