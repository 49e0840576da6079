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
/// - lottie: hostile Lottie files, written by hand (precompositions that
///   hold themselves or nest 4,000 deep, parents in a loop or 150 deep,
///   shape groups nested 3,000 deep, absurd sizes and frame counts, a
///   zero frame rate, a billion repeater copies, a 20,000-point mask on a
///   matte, a million-pixel-square image asset, a truncated file): each
///   fails to decode or plays what it can (lottie-ios recursed without end
///   on the first two kinds: the vendoring script now stops it).
@Suite struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Regressions")

    static func inputs(_ target: FuzzTarget) -> [URL] {
        let dir = root.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { dir.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases.filter { $0 != .lottie })
    func crashersRunToTheEnd(_ target: FuzzTarget) throws {
        for url in Self.inputs(target) {
            let data = try Data(contentsOf: url)
            target.run([UInt8](data))
        }
    }

    /// Lottie files play in UIKit views: on the main thread, as the fuzzer
    /// (and an app) runs them.
    @MainActor @Test func lottieCrashersRunToTheEnd() throws {
        for url in Self.inputs(.lottie) {
            let data = try Data(contentsOf: url)
            FuzzTarget.lottie.run([UInt8](data))
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
        #expect(Self.inputs(.lottie).count >= 16)
    }
}
