import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `--watch`: a program that rebuilds itself when its sources are saved,
/// as a playground's live view or a SwiftUI preview does. A background
/// thread watches the package's `Sources/` and `Package.swift` through
/// inotify; a save (several, close together, count once) runs `swift
/// build` for the program's product. When it succeeds the window closes
/// and the program starts again as the new binary, with the window where
/// it was, its size, the screen shown and the tools that were on; when it
/// fails the first error is shown in the window, over the last good
/// picture, until a save builds.
final class LiveRebuild: @unchecked Sendable {
    let root: URL
    let product: String
    /// The rebuilt program.
    let binary: String
    private let swift: String
    /// The configuration and build folder this program was built with.
    private let buildOptions: [String]
    private let inotify: Int32
    private var watches: [Int32: URL] = [:]
    /// Called on the main thread: nil after a good build (restart), else
    /// the build's first error.
    private var onResult: ((String?) -> Void)?

    /// Sets up watching for the package that holds `file` (the program's
    /// source); nil, after one line saying why, when there is nothing to
    /// watch or nothing to build with.
    init?(file: String, program: String) {
        func refuse(_ why: String) {
            FileHandle.standardError.write(Data("\(program): --watch: \(why); running without watching\n".utf8))
        }
        var dir = URL(fileURLWithPath: file).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
            guard dir.path != "/" else { refuse("\(file) is not in a Swift package"); return nil }
            dir = dir.deletingLastPathComponent()
        }
        guard let swift = Process.onPath("swift") else { refuse("swift is not on the PATH"); return nil }
        root = dir
        self.swift = swift
        product = program
        let fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { refuse("inotify is not available"); return nil }
        inotify = fd
        buildOptions = Self.configuration + Self.scratchPath(ofProgram: Self.runningProgram, in: dir)
        let shown = Process.output(swift, ["build", "--product", program, "--show-bin-path"] + buildOptions, in: dir)
        guard shown.status == 0, let path = shown.text.split(separator: "\n").last else {
            close(fd)
            refuse("swift build --show-bin-path failed in \(dir.path)"); return nil
        }
        binary = String(path) + "/" + program
        watch(dir, recursive: false)
        watch(dir.appendingPathComponent("Sources"), recursive: true)
    }

    deinit { close(inotify) }

    /// The build configuration this program was built in, so a rebuild
    /// after `swift run -c release --watch` stays optimized (and does not
    /// build the whole package again for debugging). SwiftPM defines DEBUG
    /// in every module of a debug build.
    static var configuration: [String] {
        #if DEBUG
        return []
        #else
        return ["-c", "release"]
        #endif
    }

    /// The running program's file.
    static var runningProgram: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
    }

    /// `--scratch-path` naming the build folder the running program was
    /// built in, when that is not the package's own `.build` (built with
    /// `swift build --scratch-path`): a rebuild there compiles what
    /// changed, where one in `.build` would build every dependency again.
    /// SwiftPM puts a program at `<folder>/<triple>/<configuration>/`.
    static func scratchPath(ofProgram executable: String, in root: URL) -> [String] {
        let program = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        let folder = program.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let own = root.appendingPathComponent(".build").resolvingSymlinksInPath()
        guard executable.hasPrefix("/"), folder.path != own.path,
              FileManager.default.fileExists(atPath: folder.appendingPathComponent("workspace-state.json").path)
        else { return [] }
        return ["--scratch-path", folder.path]
    }

    private func watch(_ dir: URL, recursive: Bool) {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
        let wd = inotify_add_watch(inotify, dir.path, mask)
        if wd >= 0 { watches[wd] = dir }
        guard recursive, let items = try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: [.isDirectoryKey]) else { return }
        for item in items where (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            watch(item, recursive: true)
        }
    }

    /// Starts watching; `result` hears each build's outcome on the main thread.
    func start(_ result: @escaping (String?) -> Void) {
        onResult = result
        let thread = Thread { [self] in loop() }
        thread.name = "Quartzite --watch"
        thread.start()
    }

    private func loop() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard n > 0 else { return }
            guard changedSource(buffer, count: n) else { continue }
            // Editors save in steps (a temporary file, a rename): wait for
            // the burst to end before building.
            var more = pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)
            while poll(&more, 1, 300) > 0 {
                _ = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            }
            let built = Process.output(swift, ["build", "--product", product] + buildOptions, in: root)
            let message = built.status == 0 ? nil : Self.firstError(built.text, root: root)
            DispatchQueue.main.async { [self] in onResult?(message) }
            if built.status == 0 { return }
        }
    }

    /// Whether the events name a Swift file or Package.swift (not the
    /// build's own files, nor an editor's backups); new folders are watched.
    private func changedSource(_ buffer: [UInt8], count: Int) -> Bool {
        var i = 0, relevant = false
        while i + MemoryLayout<inotify_event>.size <= count {
            let (wd, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                let e = raw.load(fromByteOffset: i, as: inotify_event.self)
                return (e.wd, e.mask, Int(e.len))
            }
            let nameStart = i + MemoryLayout<inotify_event>.size
            let nameBytes = buffer[nameStart..<min(count, nameStart + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE) != 0, let dir = watches[wd] {
                watch(dir.appendingPathComponent(name), recursive: true)
            }
            if name.hasSuffix(".swift") { relevant = true }
            i = nameStart + length
        }
        return relevant
    }

    /// `file:line: message` of the build's first error, the file relative
    /// to the package.
    static func firstError(_ output: String, root: URL) -> String {
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let lineNumber = Int(parts[1]) else { continue }
            let file = parts[0].hasPrefix(root.path + "/") ? String(parts[0].dropFirst(root.path.count + 1)) : String(parts[0])
            let message = parts[4].replacingOccurrences(of: " error: ", with: "")
            return "\(file):\(lineNumber): \(message.trimmingCharacters(in: .whitespaces))"
        }
        return "the build failed: " + (output.split(separator: "\n").last.map(String.init) ?? "no output")
    }

    /// Replaces this process with the rebuilt program, given `arguments`.
    func restart(_ arguments: [String]) -> Never {
        closeOnExec()
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        execv(binary, argv)
        FileHandle.standardError.write(Data("\(product): --watch: cannot start \(binary): \(String(cString: strerror(errno)))\n".utf8))
        exit(1)
    }
}

/// Marks every descriptor but the standard three to close when the
/// process starts its new program: what the old program still held (the
/// display connections SDL keeps, pipes, the watch itself) would otherwise
/// outlive it, one more set each rebuild, until the display server refuses
/// new clients.
private func closeOnExec() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
    for fd in names.compactMap({ Int32($0) }) where fd > 2 {
        let flags = fcntl(fd, F_GETFD)
        if flags >= 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
    }
}

extension Process {
    /// The path of the program `name` on the PATH, if it is there.
    static func onPath(_ name: String) -> String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return dirs.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` with `arguments` in `directory`; its status and
    /// what it printed (both streams).
    static func output(_ executable: String, _ arguments: [String], in directory: URL) -> (status: Int32, text: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.currentDirectoryURL = directory
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        do { try p.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
