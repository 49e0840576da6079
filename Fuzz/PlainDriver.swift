import FuzzTargets
import Foundation
import Raster

/// The fuzz targets without libFuzzer: replaying saved inputs (corpora,
/// crashers), or random inputs for a time when the toolchain has no
/// libFuzzer.
enum PlainDriver {
    static func main(_ arguments: [String]) {
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count >= 2 else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            fail("usage: qz-fuzz \(names) (FILE-OR-DIRECTORY... | --random SECONDS)")
        }
        if arguments[1] == "--random" {
            guard arguments.count == 3, let seconds = Double(arguments[2]), seconds >= 0 else {
                fail("--random takes a number of seconds")
            }
            random(target, seconds: seconds)
            return
        }
        var count = 0
        for path in arguments.dropFirst() {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
                target.run([UInt8](data))
                count += 1
            }
        }
        print("\(target.rawValue): \(count) inputs ran")
    }

    static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { fail("no such file \(path)") }
        guard isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { path + "/" + $0 }
    }

    /// Random inputs of random lengths from a seeded generator; the seed
    /// is printed, so a crash can be reproduced.
    static func random(_ target: FuzzTarget, seconds: Double) {
        let seed = UInt64(Date().timeIntervalSince1970 * 1000)
        print("\(target.rawValue): seed \(seed)")
        var random = SplitMix(seed: seed)
        let end = Date().addingTimeInterval(seconds)
        var runs = 0
        CrashCapture.install(name: "qz-fuzz-crash-\(target.rawValue)")
        while Date() < end {
            let bytes = (0..<random.index(512)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            CrashCapture.current = bytes
            target.run(bytes)
            runs += 1
        }
        print("\(target.rawValue): \(runs) random inputs ran")
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("qz-fuzz: \(message)\n".utf8))
        exit(2)
    }
}

/// Saves the input being run when the process dies of a trap, an abort
/// or a bad access, so the random driver's finding can be replayed.
enum CrashCapture {
    nonisolated(unsafe) static var current: [UInt8] = [] {
        didSet { pointer = current.withUnsafeBufferPointer { $0 } }
    }
    // The array's storage, read by the signal handler without touching
    // Swift's runtime (only write(2) and open(2) are safe there).
    nonisolated(unsafe) private static var pointer: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
    nonisolated(unsafe) private static var path: [CChar] = []

    static func install(name: String) {
        path = Array(name.utf8CString)
        for s in [SIGILL, SIGABRT, SIGSEGV, SIGBUS, SIGTRAP, SIGFPE] {
            signal(s) { signal in
                let fd = CrashCapture.path.withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
                if fd >= 0, let base = CrashCapture.pointer.baseAddress {
                    _ = write(fd, base, CrashCapture.pointer.count)
                    close(fd)
                }
                Glibc.signal(signal, SIG_DFL)
                raise(signal)
            }
        }
    }
}
