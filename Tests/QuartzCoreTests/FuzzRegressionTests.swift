import Foundation
import FuzzTargets
import Testing

/// Every input the fuzzers found crashing (kept in Fuzz/Regressions/TARGET,
/// named for what they broke) runs through its target again: reaching
/// the end of each is the test. What each broke, and the fix:
///
/// - path: a fill's pixel box past Int's range (PixelRect.covering now
///   clamps before converting); round joins of a huge line width on
///   every point of a flattened curve (arcs now have at most 1024 sides
///   per turn).
/// - timing: a non-finite iteration count (the timing model clamps it).
/// - keypath: a text layer's glyph box past Int's range.
/// - tree: damage boxes, shadow-mask keys, text line counts, outline
///   corner sides, rounded-rectangle rows and image taps far outside the
///   surface, all past Int's range; a shadow whose alpha an additive
///   animation pushed past 1; a replicator's tint offset making NaN.
@Suite struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Regressions")

    static func inputs(_ target: FuzzTarget) -> [URL] {
        let dir = root.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { dir.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func crashersRunToTheEnd(_ target: FuzzTarget) throws {
        for url in Self.inputs(target) {
            let data = try Data(contentsOf: url)
            target.run([UInt8](data))
        }
    }

    @Test func everyTargetHasItsFolders() {
        for t in FuzzTarget.allCases {
            var isDirectory: ObjCBool = false
            let path = Self.root.appendingPathComponent(t.rawValue).path
            #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue,
                    "Fuzz/Regressions/\(t.rawValue)")
        }
        #expect(Self.inputs(.tree).count >= 8)
    }
}
