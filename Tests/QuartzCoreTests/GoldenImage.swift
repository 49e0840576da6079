import ImageIO
import Foundation
import Raster
import Testing
@testable import QuartzCore

/// Golden-image comparison for rendering tests.
///
/// Tolerance: every channel of every pixel within 3/255 of the golden, and
/// the mean absolute difference under 0.25/255 (room for rounding in
/// different but equally right arithmetic, not for a misplaced edge).
/// A failure writes `<name>-actual.png` and `<name>-diff.png` (differences
/// magnified 16×) under `.build/golden-failures/` for a person to open.
/// A missing golden is written there too, and the test fails until it has
/// been looked at and copied into `Tests/QuartzCoreTests/Golden/`; with
/// `QZ_RECORD_GOLDENS=1` the goldens are (re)written in place.
enum GoldenImage {
    static let goldenDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let failureDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../.build/golden-failures").standardized

    static func expectMatches(_ surface: Surface, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let golden = goldenDir.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["QZ_RECORD_GOLDENS"] == "1" {
            #expect(writePNG(surface, to: golden.path), "could not record \(golden.path)", sourceLocation: sourceLocation)
            return
        }
        try? FileManager.default.createDirectory(at: failureDir, withIntermediateDirectories: true)
        let actualPath = failureDir.appendingPathComponent("\(name)-actual.png").path
        guard let expected = readPNG(golden.path) else {
            _ = writePNG(surface, to: actualPath)
            Issue.record("no golden \(name).png; wrote \(actualPath): look at it, then copy it into Golden/",
                         sourceLocation: sourceLocation)
            return
        }
        guard expected.width == surface.width, expected.height == surface.height else {
            _ = writePNG(surface, to: actualPath)
            Issue.record("\(name): size \(surface.width)x\(surface.height), golden \(expected.width)x\(expected.height); wrote \(actualPath)",
                         sourceLocation: sourceLocation)
            return
        }
        var worst = 0, total = 0
        let diff = Surface(width: surface.width, height: surface.height)!
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                let a = surface[x, y], b = expected[x, y]
                var d = 0
                for shift in stride(from: UInt32(0), through: 24, by: 8) {
                    let c = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                    d = max(d, c)
                    total += c
                }
                worst = max(worst, d)
                let v = UInt32(min(255, d * 16))
                diff[x, y] = 0xFF00_0000 | v << 16 | v << 8 | v
            }
        }
        let mean = Double(total) / Double(surface.width * surface.height * 4)
        if worst > 3 || mean > 0.25 {
            _ = writePNG(surface, to: actualPath)
            _ = writePNG(diff, to: failureDir.appendingPathComponent("\(name)-diff.png").path)
            Issue.record("\(name): worst channel difference \(worst)/255, mean \(String(format: "%.3f", mean))/255; wrote \(actualPath) and its diff",
                         sourceLocation: sourceLocation)
        }
    }

    /// PNG through ImageIO (straight alpha in the file).
    static func writePNG(_ s: Surface, to path: String) -> Bool {
        guard let dst = CGImageDestinationCreateWithURL(URL(fileURLWithPath: path), kUTTypePNG, 1, nil) else { return false }
        CGImageDestinationAddImage(dst, CGImage(_surface: s), nil)
        return CGImageDestinationFinalize(dst)
    }

    /// A PNG as a premultiplied surface, or nil when there is none.
    static func readPNG(_ path: String) -> Surface? {
        guard FileManager.default.fileExists(atPath: path),
              let source = CGImageSourceCreateWithURL(URL(fileURLWithPath: path), nil),
              let image = CGImageSourceCreateImageAtIndex(source, 0, nil) else { return nil }
        return image._surface
    }
}
