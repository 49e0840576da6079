import Foundation

/// A recording is written beside its destination (a hidden `.NAME.part`)
/// and renamed over it when complete, one atomic step: a failure leaves
/// nothing half-written and an older file as it was.
enum FinishedFile {
    /// Where `path` is written while it is not finished.
    static func partPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".part").path
    }

    /// Moves the finished `part` over `path`; on failure removes `part`.
    static func finish(_ part: String, as path: String) -> Bool {
        if rename(part, path) == 0 { return true }
        try? FileManager.default.removeItem(atPath: part)
        return false
    }

    /// Writes `bytes` to `path` through its part file.
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let part = partPath(for: path)
        guard FileManager.default.createFile(atPath: part, contents: Data(bytes)) else {
            try? FileManager.default.removeItem(atPath: part)
            return false
        }
        return finish(part, as: path)
    }
}
