import Foundation
@testable import PreviewKit
import Testing

/// `--watch`'s rebuilds: where they build, and what they show of a failure.
@Suite struct LiveRebuildTests {
    /// A program built with `swift build --scratch-path F` is rebuilt in F
    /// (a rebuild in the package's own `.build` would compile every
    /// dependency again); one built in `.build`, or not by SwiftPM, adds
    /// nothing to the command.
    @Test func rebuildsHappenInTheFolderTheProgramWasBuiltIn() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("spinner"), elsewhere = base.appendingPathComponent("shared-build")
        for folder in [root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug"),
                       elsewhere.appendingPathComponent("x86_64-unknown-linux-gnu/debug")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for state in [root.appendingPathComponent(".build/workspace-state.json"), elsewhere.appendingPathComponent("workspace-state.json")] {
            try Data("{}".utf8).write(to: state)
        }
        let shared = elsewhere.appendingPathComponent("x86_64-unknown-linux-gnu/debug/spinner").path
        #expect(LiveRebuild.scratchPath(ofProgram: shared, in: root) == ["--scratch-path", elsewhere.path])
        let own = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/spinner").path
        #expect(LiveRebuild.scratchPath(ofProgram: own, in: root) == [])
        #expect(LiveRebuild.scratchPath(ofProgram: "/usr/bin/spinner", in: root) == [])
        #expect(LiveRebuild.scratchPath(ofProgram: "spinner", in: root) == [])
    }

    @Test func theFirstErrorIsShownRelativeToThePackage() {
        let root = URL(fileURLWithPath: "/home/me/spinner")
        let output = """
        Building for debugging...
        /home/me/spinner/Sources/spinner/main.swift:12:9: error: cannot find 'boxx' in scope
        /home/me/spinner/Sources/spinner/main.swift:14:1: error: expected '}'
        """
        #expect(LiveRebuild.firstError(output, root: root) == "Sources/spinner/main.swift:12: cannot find 'boxx' in scope")
        #expect(LiveRebuild.firstError("linker said no", root: root) == "the build failed: linker said no")
    }
}
