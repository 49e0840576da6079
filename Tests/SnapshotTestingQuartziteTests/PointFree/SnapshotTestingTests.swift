// swift-snapshot-testing's own image tests (pointfreeco/swift-snapshot-testing
// 1.19.7, MIT licence: LICENSE beside this file), the ones whose
// references iOS drew with UIKit and Core Animation alone: a layer, a
// gradient layer, a path as CGPath and as UIBezierPath, an image at two
// precisions, view controllers' views. The references in __Snapshots__ are
// theirs, recorded on an iPhone simulator at 3x; the tests are written as
// theirs are (XCTest, `assertSnapshot`), with `import SnapshotTestingQuartzite`
// added and the simulator's screen scale stated (`invokeTest`).
//
// Three of theirs do not pass at their precision yet (exact pixels); they
// are below, in `NotYetExact`, each checked at the precision it reaches
// today and, as a known issue, at iOS's.
import Foundation
import SnapshotTesting
import SnapshotTestingQuartzite
import Testing
import UIKit
import XCTest

final class SnapshotTestingTests: XCTestCase {
    /// The simulator the references were recorded on drew 3 pixels a point.
    override func invokeTest() {
        withScreenScale(3) {
            withSnapshotTesting(record: .never) { super.invokeTest() }
        }
    }

    func testCALayer() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = UIColor.red.cgColor
        layer.borderWidth = 4.0
        layer.borderColor = UIColor.black.cgColor
        assertSnapshot(of: layer, as: .image)
    }

    func testImagePrecision() throws {
        let imageURL = URL(fileURLWithPath: String(#filePath), isDirectory: false)
            .deletingLastPathComponent()
            .appendingPathComponent("__Fixtures__/testImagePrecision.reference.png")
        let image = try XCTUnwrap(UIImage(contentsOfFile: imageURL.path))
        assertSnapshot(of: image, as: .image(precision: 0.995), named: "exact")
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "perceptual")
    }

    func testAutolayout() {
        let vc = UIViewController()
        // The simulator's screen (an iPhone X's), which sizes a new view
        // controller's view.
        vc.view.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
        vc.view.translatesAutoresizingMaskIntoConstraints = false
        let subview = UIView()
        subview.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(subview)
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: vc.view.topAnchor),
            subview.bottomAnchor.constraint(equalTo: vc.view.bottomAnchor),
            subview.leftAnchor.constraint(equalTo: vc.view.leftAnchor),
            subview.rightAnchor.constraint(equalTo: vc.view.rightAnchor),
        ])
        assertSnapshot(of: vc, as: .image)
    }

    func testUIViewControllerLifeCycle() {
        final class ViewController: UIViewController {
            var calls: [String] = []
            override func viewDidLoad() { super.viewDidLoad(); calls.append("viewDidLoad") }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("viewWillAppear") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("viewDidAppear") }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated); calls.append("viewWillDisappear")
            }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls.append("viewDidDisappear") }
        }
        let viewController = ViewController()
        // This reference's simulator had an iPhone XS Max's screen.
        viewController.view.frame = CGRect(x: 0, y: 0, width: 414, height: 896)
        assertSnapshot(of: viewController, as: .image)
        assertSnapshot(of: viewController, as: .image)
        // Each snapshot shows the view and takes it away again, in order.
        let once = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
        XCTAssertEqual(viewController.calls, ["viewDidLoad"] + once + once)
    }

    func testViewAgainstEmptyImage() {
        let rect = CGRect(x: 0, y: 0, width: 0, height: 0)
        let view = UIView(frame: rect)
        view.backgroundColor = .blue
        let failure = verifySnapshot(of: view, as: .image, named: "notEmptyImage")
        XCTAssertNotNil(failure)
    }
}

/// swift-snapshot-testing's tests whose pictures are close to iOS's but not
/// byte for byte: each is checked at the precision reached (so a change
/// that draws them worse fails) and, as a known issue, at theirs (so the
/// day they match, the known issue stops being one and says so).
@MainActor
@Suite struct NotYetExact {
    /// Their file and test, so the references in __Snapshots__ are found.
    static let file: StaticString = #filePath

    func check<Value>(_ value: Value, _ today: Snapshotting<Value, UIImage>, _ ios: Snapshotting<Value, UIImage>,
                      named name: String? = nil, test: String, why: String) {
        // One reference, compared twice: an unnamed snapshot is named by
        // its place among the test's snapshots (a second call would look
        // for `<test>.2.png`), so the first one's name is given.
        let name = name ?? "1"
        withScreenScale(3) {
            withSnapshotTesting(record: .never) {
                assertSnapshot(of: value, as: today, named: name, file: Self.file, testName: test)
                withKnownIssue(Comment(rawValue: why)) {
                    assertSnapshot(of: value, as: ios, named: name, file: Self.file, testName: test)
                }
            }
        }
    }

    /// A path filled by CGContext: the curves cut where Core Graphics cuts
    /// them and coverage turned into alpha as it does, every pixel within
    /// one level of iOS's and all but 13 of 8,100 equal (their coverage
    /// lies within a tenth of a level of a step, where Core Graphics' own
    /// arithmetic decides which side).
    @Test func testCGPath() {
        check(CGPath.heart, .image(precision: 0.998), .image, named: "iOS", test: "testCGPath",
              why: "13 edge pixels, each a tenth of a level from a step, round one level apart from Core Graphics'")
        withScreenScale(3) {
            withSnapshotTesting(record: .never) {
                assertSnapshot(of: CGPath.heart, as: .elementsDescription, named: "iOS", file: Self.file, testName: "testCGPath")
            }
        }
    }

    /// The same path filled by UIBezierPath (flatness 0.6, its curves cut
    /// coarser): every pixel within one level of iOS's, all but 14 equal.
    @Test func testUIBezierPath() {
        check(UIBezierPath.heart, .image(precision: 0.998), .image, named: "iOS",
              test: "testUIBezierPath",
              why: "14 edge pixels, each a tenth of a level from a step, round one level apart from Core Graphics'")
        withScreenScale(3) {
            withSnapshotTesting(record: .never) {
                assertSnapshot(of: UIBezierPath.heart, as: .elementsDescription, named: "iOS", file: Self.file,
                               testName: "testUIBezierPath")
            }
        }
    }

    /// A red-to-yellow CAGradientLayer: blended as iOS blends it (in
    /// Generic RGB: its green starts at 38 and is 147 half way), every
    /// pixel within 3 levels of iOS's; iOS's dither (a pattern 64 pixels
    /// wide) is not ours, so a quarter of them are byte for byte.
    @Test func testCALayerWithGradient() {
        let baseLayer = CALayer()
        baseLayer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let gradientLayer = CAGradientLayer()
        gradientLayer.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor]
        gradientLayer.frame = baseLayer.frame
        baseLayer.addSublayer(gradientLayer)
        check(baseLayer as CALayer, .image(precision: 0.99, perceptualPrecision: 0.985), .image, test: "testCALayerWithGradient",
              why: "iOS's dither is not ours: every pixel within 3 levels, a quarter of them exact")
    }
}

extension CGPath {
    /// A heart at 45° with a circle above it, using every element type.
    static var heart: CGPath {
        let scale: CGFloat = 30.0
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0.0 * scale, y: 0.0 * scale))
        path.addLine(to: CGPoint(x: 0.0 * scale, y: 2.0 * scale))
        path.addQuadCurve(to: CGPoint(x: 1.0 * scale, y: 3.0 * scale), control: CGPoint(x: 0.125 * scale, y: 2.875 * scale))
        path.addQuadCurve(to: CGPoint(x: 2.0 * scale, y: 2.0 * scale), control: CGPoint(x: 1.875 * scale, y: 2.875 * scale))
        path.addCurve(to: CGPoint(x: 3.0 * scale, y: 1.0 * scale), control1: CGPoint(x: 2.5 * scale, y: 2.0 * scale),
                      control2: CGPoint(x: 3.0 * scale, y: 1.5 * scale))
        path.addCurve(to: CGPoint(x: 2.0 * scale, y: 0.0 * scale), control1: CGPoint(x: 3.0 * scale, y: 0.5 * scale),
                      control2: CGPoint(x: 2.5 * scale, y: 0.0 * scale))
        path.addLine(to: CGPoint(x: 0.0 * scale, y: 0.0 * scale))
        path.closeSubpath()
        path.addEllipse(in: CGRect(origin: CGPoint(x: 2.0 * scale, y: 2.0 * scale), size: CGSize(width: scale, height: scale)))
        return path
    }
}

extension UIBezierPath {
    /// The same heart.
    static var heart: UIBezierPath { UIBezierPath(cgPath: .heart) }
}
