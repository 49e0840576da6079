import Foundation
import Raster

/// One-line diagnostics for bad input, written to stderr and survived.
///
/// Every module above Raster reports through this one function, so tests can
/// capture what a call complained about (`_Diagnostics.capture`) and users get
/// a single consistent `Quartzite:` prefix to grep for.
package enum _Diagnostics {
    @TaskLocal static var collector: _Collector?

    /// Collects the messages reported by the calling task while `body` runs.
    package final class _Collector: @unchecked Sendable {
        private let lines = _Locked<[String]>([])
        var messages: [String] { lines.withLock { $0 } }
        func append(_ m: String) { lines.withLock { $0.append(m) } }
    }

    /// Reports one problem. Newlines are folded so a message stays one line.
    public static func report(_ message: @autoclosure () -> String) {
        let line = message().replacingOccurrences(of: "\n", with: " ")
        if let c = collector {
            c.append(line)
            return
        }
        FileHandle.standardError.write(Data(("Quartzite: " + line + "\n").utf8))
    }

    /// The calling task's collector, for a thread that works on its
    /// behalf (a task-local value does not cross to another thread).
    package static var currentCollector: _Collector? { collector }

    /// Runs `body` reporting to `c`, as the thread that handed over the
    /// work would have.
    package static func reporting<T>(to c: _Collector?, _ body: () throws -> T) rethrows -> T {
        try $collector.withValue(c) { try body() }
    }

    /// Runs `body`, returning what it reported instead of printing it.
    public static func capture<T>(_ body: () throws -> T) rethrows -> (result: T, messages: [String]) {
        let c = _Collector()
        let r = try $collector.withValue(c) { try body() }
        return (r, c.messages)
    }
}
