import ArgumentParser
import Raster
import Foundation

/// The command line of every program that starts with `PreviewApp.main`:
/// which screen to open, pictures rendered without a display, developer
/// tools, and timed runs for tests. Read with swift-argument-parser, so
/// `--help` and mistakes read as every Swift tool's do.
package struct PreviewOptions: ParsableCommand {
    /// Named after the program that runs (`demos`, or a user's own).
    package static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: ProcessInfo.processInfo.processName,
                             abstract: "Opens the program's window, or renders its pictures without a display.",
                             discussion: "In a window: ? or F1 lists the developer tools' keys; Escape goes back.")
    }

    @Argument(help: "The screen to open (see --list); without one, the first screen or the index.")
    package var name: String?

    @Flag(help: "Print the names of the screens, one a line.")
    package var list = false

    @Option(help: ArgumentHelp("Render the screen at --at seconds into a PNG file, without a display.",
                               valueName: "out.png"))
    package var snapshot: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The moment --snapshot shows, in seconds.", valueName: "seconds"))
    package var at: Double = 1

    @Option(help: ArgumentHelp("Render --frames moments, --every seconds apart, side by side into a PNG file.",
                               valueName: "out.png"))
    package var filmstrip: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("How many moments a --filmstrip shows (1...120).", valueName: "n"))
    package var frames: Int = 6

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds between the moments of a --filmstrip.", valueName: "seconds"))
    package var every: Double = 0.25

    @Option(help: ArgumentHelp("Record --seconds of the screen, without a display, into a looping GIF (.gif), a lossless animated PNG (.png) or, through ffmpeg, a video (.mp4, .webm).",
                               valueName: "out.gif"))
    package var record: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("How long a --record lasts, in seconds (up to 600).",
                                                        valueName: "seconds"))
    package var seconds: Double = 3

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second of a --record (1...60).", valueName: "n"))
    package var fps: Int = 30

    @Option(help: ArgumentHelp("The window's or the picture's size in points (each side 16...8192).",
                               valueName: "WxH"))
    package var size = PreviewSize(width: 1024, height: 720)

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point of a picture (0.25...4).", valueName: "s"))
    package var scale: Double = 1

    @Option(help: ArgumentHelp("Developer tools on from the start, separated by commas: \(PreviewWindow.toolNames.joined(separator: ", ")).",
                               valueName: "names"))
    package var tools: String?

    @Option(name: .customLong("run-for"), parsing: .unconditional,
            help: ArgumentHelp("Run the window this many seconds, then close it and report its frames.",
                               valueName: "seconds"))
    package var runFor: Double?

    @Option(name: .customLong("block-main-at"), parsing: .unconditional,
            help: ArgumentHelp("With --run-for: keep the main thread busy for 2 seconds from this moment.",
                               valueName: "seconds"))
    package var blockMainAt: Double?

    @Flag(help: "Rebuild and restart the program when its package's sources are saved (swift build, debug).")
    package var watch = false

    /// Where the window opens (a program restarting under --watch opens
    /// where it was).
    @Option(name: .customLong("window-position"), parsing: .unconditional, help: .hidden)
    package var windowPosition: String?

    package init() {}

    /// The window's position asked for, `x,y`.
    package var position: (x: Int, y: Int)? {
        guard let parts = windowPosition?.split(separator: ",").compactMap({ Int($0) }), parts.count == 2 else { return nil }
        return (parts[0], parts[1])
    }

    /// The developer tools asked for.
    package var toolList: [String] { tools.map { $0.split(separator: ",").map(String.init) } ?? [] }

    package func validate() throws {
        func check(_ ok: Bool, _ option: String, _ value: Any) throws {
            if !ok { throw ValidationError("\(option): cannot use \(value)") }
        }
        try check(at.isFinite && at >= 0, "--at", at)
        try check((1...120).contains(frames), "--frames", frames)
        try check(every.isFinite && every > 0, "--every", every)
        try check(scale.isFinite && scale >= 0.25 && scale <= 4, "--scale", scale)
        if Double(max(size.width, size.height)) * scale > Double(Surface.maxSide) {
            throw ValidationError("--size \(size) at --scale \(scale) is more than \(Surface.maxSide) pixels a side")
        }
        if let runFor { try check(runFor.isFinite && runFor >= 0, "--run-for", runFor) }
        if let blockMainAt { try check(blockMainAt.isFinite && blockMainAt >= 0, "--block-main-at", blockMainAt) }
        for t in toolList where !PreviewWindow.toolNames.contains(t) {
            throw ValidationError("--tools: no tool named \"\(t)\" (tools: \(PreviewWindow.toolNames.joined(separator: ", ")))")
        }
        if [snapshot, filmstrip, record].compactMap({ $0 }).count > 1 {
            throw ValidationError("--snapshot, --filmstrip and --record: one at a time")
        }
        try check(seconds.isFinite && seconds > 0 && seconds <= 600, "--seconds", seconds)
        try check((1...60).contains(fps), "--fps", fps)
        if let record {
            guard PreviewRecording.format(of: record) != nil else {
                throw ValidationError("--record: cannot tell what to write from \"\(record)\" (.gif, .png, .mp4 or .webm)")
            }
            let folder = URL(fileURLWithPath: record).deletingLastPathComponent().path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--record: no folder \(folder) to write \(record) in")
            }
            guard FileManager.default.isWritableFile(atPath: folder) else {
                throw ValidationError("--record: cannot write in \(folder)")
            }
        }
    }
}

/// A size on the command line, `WxH` in points, each side 16...8192.
package struct PreviewSize: CustomStringConvertible {
    package var width: Int
    package var height: Int

    package var description: String { "\(width)x\(height)" }
    package var cgSize: CGSize { CGSize(width: width, height: height) }
}

// In an extension, so that the memberwise `init(width:height:)` stays.
extension PreviewSize: ExpressibleByArgument {
    package init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1], (16...8192).contains(w), (16...8192).contains(h)
        else { return nil }
        self.init(width: w, height: h)
    }
}
