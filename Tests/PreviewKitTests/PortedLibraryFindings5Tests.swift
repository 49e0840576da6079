import CoreGraphics
import Foundation
@testable import PreviewKit
import QuartzCore
import Testing

extension MainThreadSuites {
    /// What porting ViewAnimator, AnimatedCollectionViewLayout,
    /// TextFieldEffects and FoldingCell found.
    @Suite(.serialized) struct PortedLibraryFindings5Tests {
        final class Source: NSObject, UICollectionViewDataSource, UITableViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "t", for: indexPath)
            }
        }

        /// ViewAnimator fades cells in from `alpha = 0` inside an empty
        /// `performBatchUpdates`: the batch leaves alone a cell whose layout
        /// attributes did not change, as UIKit does.
        @Test func anEmptyBatchLeavesWhatCodeDidToACell() {
            let source = Source()
            let flow = UICollectionViewFlowLayout()
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: flow)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            cv.dataSource = source
            let cell = cv.visibleCells[0]
            cv.performBatchUpdates({
                cell.alpha = 0
                cell.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            })
            cv.layoutIfNeeded()
            #expect(cell.alpha == 0 && cell.transform.a == 0.5)
        }

        /// A table keeps a transform code gave a cell (ViewAnimator's
        /// fly-in) when it lays the cell out.
        @Test func aTableKeepsACellsTransform() {
            let source = Source()
            let t = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            t.register(UITableViewCell.self, forCellReuseIdentifier: "t")
            t.dataSource = source
            let cell = t.visibleCells[1]
            cell.transform = CGAffineTransform(translationX: 30, y: 0).scaledBy(x: 0.2, y: 0.2)
            t.setNeedsLayout()
            t.layoutIfNeeded()
            #expect(cell.transform.a == 0.2 && cell.center == CGPoint(x: 100, y: 66) && cell.bounds.size == CGSize(width: 200, height: 44))
        }

        /// TextFieldEffects' fields override `draw(_:)` to draw their
        /// decorations and never call `super`: the text still shows, drawn by
        /// the view inside the field, as UIKit draws it.
        @Test func aFieldThatOverridesDrawStillShowsItsText() throws {
            final class Decorated: UITextField {
                var decorated = false
                override func draw(_ rect: CGRect) { decorated = true }
            }
            let f = Decorated(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
            f.text = "Hello"
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
            root.backgroundColor = .white
            root.addSubview(f)
            let image = try #require(PreviewSnapshotTestSupport.render(root))
            #expect(f.decorated)
            #expect(image.darkPixels > 20, "the text is drawn: \(image.darkPixels) dark pixels")
        }
    }
}

/// Renders a view tree into pixels and counts the dark ones.
enum PreviewSnapshotTestSupport {
    struct Rendered { var darkPixels: Int }

    static func render(_ root: UIView) -> Rendered? {
        let w = Int(root.bounds.width), h = Int(root.bounds.height)
        guard let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        CATransaction.flush()
        root.layoutIfNeeded()
        root.layer.render(in: ctx)
        guard let data = ctx.data else { return nil }
        let p = data.assumingMemoryBound(to: UInt8.self)
        var dark = 0
        for i in 0..<(w * h) where Int(p[i * 4]) + Int(p[i * 4 + 1]) + Int(p[i * 4 + 2]) < 200 { dark += 1 }
        return Rendered(darkPixels: dark)
    }
}
