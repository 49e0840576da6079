import CSDL2
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

    /// PNG through SDL2_image, un-premultiplying.
    static func writePNG(_ s: Surface, to path: String) -> Bool {
        guard let out = SDL_CreateRGBSurfaceWithFormat(0, Int32(s.width), Int32(s.height), 32,
                                                       SDL_PIXELFORMAT_ARGB8888.rawValue) else { return false }
        defer { SDL_FreeSurface(out) }
        let pitch = Int(out.pointee.pitch) / 4
        let dst = out.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<s.height {
            for x in 0..<s.width {
                let p = s[x, y], a = p >> 24
                func un(_ c: UInt32) -> UInt32 { a == 0 ? 0 : min(255, (c * 255 + a / 2) / a) }
                dst[y * pitch + x] = a << 24 | un((p >> 16) & 0xFF) << 16 | un((p >> 8) & 0xFF) << 8 | un(p & 0xFF)
            }
        }
        return IMG_SavePNG(out, path) == 0
    }

    /// A PNG as a premultiplied surface.
    static func readPNG(_ path: String) -> Surface? {
        guard FileManager.default.fileExists(atPath: path), let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let conv = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(conv) }
        let w = Int(conv.pointee.w), h = Int(conv.pointee.h)
        guard let s = Surface(width: w, height: h) else { return nil }
        let pitch = Int(conv.pointee.pitch) / 4
        let src = conv.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<h {
            for x in 0..<w {
                let p = src[y * pitch + x], a = p >> 24
                s[x, y] = a << 24 | mul255((p >> 16) & 0xFF, a) << 16 | mul255((p >> 8) & 0xFF, a) << 8 | mul255(p & 0xFF, a)
            }
        }
        return s
    }
}
