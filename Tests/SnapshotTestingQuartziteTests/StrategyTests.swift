import Foundation
import SnapshotTestingQuartzite
import Testing
import UIKit

/// The strategies against references this project recorded (in
/// __Snapshots__/StrategyTests, looked at when they were recorded), and
/// what they do around the picture: device sizes, safe areas and traits,
/// scales, record mode, the failure's message and images.
@MainActor
@Suite struct StrategyTests {
    /// A card: a rounded, bordered view with a shadow and a coloured
    /// square inside, the kind of view iOS snapshot tests check.
    func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.systemBlue.cgColor
        let square = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        square.backgroundColor = .systemOrange
        square.layer.cornerRadius = 6
        card.addSubview(square)
        return card
    }

    @Test func aViewAtTwoScales() {
        assertSnapshot(of: card(), as: .image(traits: UITraitCollection(displayScale: 1)), named: "1x")
        assertSnapshot(of: card(), as: .image(traits: UITraitCollection(displayScale: 2)), named: "2x")
        // Without traits, the screen's scale (here stated for the test).
        withScreenScale(2) { assertSnapshot(of: card(), as: .image, named: "2x") }
    }

    @Test func aLayerAndAnImage() throws {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        layer.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 50, height: 50), transform: nil)
        layer.fillColor = UIColor.systemGreen.cgColor
        layer.strokeColor = UIColor.black.cgColor
        layer.lineWidth = 3
        assertSnapshot(of: layer as CALayer, as: .image(traits: UITraitCollection(displayScale: 2)))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 15, height: 20))
        }
        assertSnapshot(of: image, as: .image)
    }

    /// A view controller shown as an iPhone 13 shows it: the screen's size,
    /// a view pinned to the safe area (below the notch, above the home
    /// indicator), compact width.
    @Test func aViewControllerOnAnIPhone13() {
        final class Screen: UIViewController {
            var seenTraits: UITraitCollection?
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .black
                let safe = UIView()
                safe.backgroundColor = .systemTeal
                safe.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(safe)
                NSLayoutConstraint.activate([
                    safe.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    safe.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                    safe.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                    safe.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                ])
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                seenTraits = traitCollection
            }
        }
        let screen = Screen()
        assertSnapshot(of: screen, as: .image(on: .iPhone13, traits: UITraitCollection(displayScale: 1)))
        #expect(screen.seenTraits?.horizontalSizeClass == .compact)
        #expect(screen.seenTraits?.userInterfaceIdiom == .phone)
        let landscape = Screen()
        assertSnapshot(of: landscape, as: .image(on: .iPhone13(.landscape), traits: UITraitCollection(displayScale: 1)),
                       named: "landscape")
        #expect(landscape.seenTraits?.verticalSizeClass == .compact)
    }

    @Test func theDevicesAreTheSimulatorsScreens() {
        #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone13.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhoneSe(.landscape).size == CGSize(width: 568, height: 320))
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).size == CGSize(width: 678, height: 1024))
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadMini(.portrait(splitView: .twoThirds)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPhoneXr(.landscape).traits.forceTouchCapability == .unavailable)
    }

    /// `precision` counts equal bytes; `perceptualPrecision` lets each
    /// pixel's colour stray by a ΔE.
    @Test func precisionAndPerceptualPrecision() {
        func image(_ gray: CGFloat) -> UIImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { ctx in
                UIColor(white: 0.5, alpha: 1).setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                UIColor(white: gray, alpha: 1).setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 1))
            }
        }
        let reference = image(0.5), slightly = image(0.51), very = image(1)
        // One row of ten differs: 30 of 400 bytes (its alpha is the same),
        // however much it differs.
        #expect(Diffing<UIImage>.image.diffV2(reference, slightly) != nil)
        #expect(Diffing<UIImage>.image(precision: 0.92).diffV2(reference, slightly) == nil)
        #expect(Diffing<UIImage>.image(precision: 0.92).diffV2(reference, very) == nil)
        #expect(Diffing<UIImage>.image(precision: 0.93).diffV2(reference, very)?.0
            .hasPrefix("Actual image precision 0.925 is less than required 0.93") == true)
        // 0.51 against 0.5 is a ΔE under 1: perceptually the same.
        #expect(Diffing<UIImage>.image(perceptualPrecision: 0.98).diffV2(reference, slightly) == nil)
        #expect(Diffing<UIImage>.image(perceptualPrecision: 0.98).diffV2(reference, very) != nil)
        #expect(Diffing<UIImage>.image(precision: 0.9, perceptualPrecision: 0.98).diffV2(reference, very) == nil)
    }

    /// A failure says why, names its pictures and hands them over.
    @Test func aFailureKeepsTheReferenceTheFailureAndTheDifference() throws {
        let reference = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let other = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let (message, attachments) = try #require(Diffing<UIImage>.image.diffV2(reference, other))
        #expect(message.hasPrefix("Newly-taken snapshot does not match reference."))
        #expect(attachments.count == 3)
        let label = "Reference, failure and difference images: "
        let folder = try #require(message.split(separator: "\n").last.flatMap { line in
            line.hasPrefix(label) ? String(line.dropFirst(label.count)) : nil
        })
        for name in ["reference.png", "failure.png", "difference.png"] {
            #expect(UIImage(contentsOfFile: folder + "/" + name) != nil, "\(name) in \(folder)")
        }
        // Sizes that differ say so.
        let small = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        #expect(Diffing<UIImage>.image.diffV2(reference, small)?.0.contains("does not match reference@") == true)
    }

    /// Record mode writes a missing reference (and fails, as on iOS), then
    /// the same picture passes.
    @Test func recordModeWritesTheReference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qz-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = withSnapshotTesting(record: .missing) {
            verifySnapshot(of: card(), as: .image, named: "card", snapshotDirectory: folder.path, testName: "record")
        }
        #expect(first?.contains("No reference was found on disk") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("record.card.png").path))
        let second = withSnapshotTesting(record: .never) {
            verifySnapshot(of: card(), as: .image, named: "card", snapshotDirectory: folder.path, testName: "record")
        }
        #expect(second == nil)
    }

    /// Traits reach the views: a view controller's override reaches its
    /// child's views, and the window's trait collection reaches its
    /// subviews.
    @Test func traitsFlowDownTheTree() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        let label = UIView()
        child.view.addSubview(label)
        parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: child)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(parent.view.traitCollection.userInterfaceStyle != .dark)
        let merged = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3), UITraitCollection(horizontalSizeClass: .compact),
                                                    UITraitCollection(displayScale: 2)])
        #expect(merged.displayScale == 2 && merged.horizontalSizeClass == .compact && merged.verticalSizeClass == .unspecified)
        #expect(merged.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    }
}
