// AlamofireImage's base test case, written for this copy: its networking
// session is not needed by the image tests, and the images are files
// beside the tests (Resources/) rather than a bundle's. Each test runs
// three times, at the screen scales AlamofireImage's references were
// recorded at (@1x, @2x, @3x); a failure says which. (XCTest runs a
// test's set-up and tear-down once: the body runs at @2x between them,
// and again at @1x and @3x, through the closure XCTest made the test with.)
//
// The comparisons Quartzite does not yet pass are listed, one a line, in
// NotYetMatching.txt ("test @2x: message"): such a failure is expected and
// not reported; a listed one that no longer fails is (take it off the list).

import SnapshotTestingQuartzite
import UIKit
import XCTest

class BaseTestCase: XCTestCase {
    let timeout = 5.0

    /// The scale the test body is running at, for failure messages.
    private var runningScale: CGFloat?
    /// The test's body, as XCTest made the test case with it.
    private let body: (XCTestCase) throws -> Void

    required init(name: String, testClosure: @escaping (XCTestCase) throws -> Void) {
        body = testClosure
        super.init(name: name, testClosure: testClosure)
    }

    /// The failures NotYetMatching.txt expects, as "test @Nx: message".
    private static let expected: Set<String> = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("NotYetMatching.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }()
    /// The expected failures this test met.
    private var met: Set<String> = []

    override func invokeTest() {
        defer { reportNowMatching() }
        runningScale = 2
        withScreenScale(2) { super.invokeTest() }
        for scale in [1, 3] as [CGFloat] {
            runningScale = scale
            do {
                try withScreenScale(scale) { try body(self) }
            } catch {
                recordFailure(withDescription: "threw \(error)", inFile: #filePath, atLine: #line, expected: false)
            }
        }
        runningScale = nil
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        let at = runningScale.map { "@\(Int($0))x: " } ?? ""
        let key = "\(name) \(at)\(description)"
        if Self.expected.contains(key) {
            met.insert(key)
            return
        }
        super.recordFailure(withDescription: at + description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    /// Fails for each listed failure of this test that did not happen.
    private func reportNowMatching() {
        for key in Self.expected where key.hasPrefix(name + " ") && !met.contains(key) {
            super.recordFailure(withDescription: "now matches iOS: take \"\(key)\" off NotYetMatching.txt",
                                inFile: #filePath, atLine: #line, expected: true)
        }
    }

    // MARK: - Resources

    private static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources")

    func url(forResource fileName: String, withExtension ext: String) -> URL {
        let name = fileName + "." + ext
        let files = FileManager.default.enumerator(at: Self.resources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            if url.lastPathComponent == name { return url }
        }
        fatalError("No resource \(name) under \(Self.resources.path)")
    }

    func image(forResource fileName: String, withExtension ext: String) -> UIImage {
        let data = try! Data(contentsOf: url(forResource: fileName, withExtension: ext))
        return UIImage.af.threadSafeImage(with: data, scale: DataRequest.imageScale)!
    }
}
