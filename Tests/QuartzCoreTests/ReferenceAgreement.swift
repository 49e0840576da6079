import Foundation
import Raster
import Testing
@testable import QuartzCore

/// Golden scenes rendered twice: by the compositor and by the reference
/// compositor (point sampled, floating point, no fast paths). A point
/// sampler is slow in a debug build, so `make test` checks the scenes of
/// `ReferenceCompositorTests`, and `QZ_REFERENCE_GOLDENS=1` (with
/// `swift test -c release`) checks every golden scene too.
/// They must agree before a golden means anything: the mean absolute
/// difference over all channels at most `meanTolerance`/255, and no
/// channel off by more than `worstTolerance`/255 (room for 8×8-sample
/// versus analytic anti-aliasing at edges, dithering and blur
/// approximations; a misplaced half-pixel seam or a wrong colour is far
/// past it). A disagreement writes both pictures and their difference
/// under `.build/golden-failures/` as `reference-<n>-…`.
enum ReferenceAgreement {
    static let meanTolerance = 1.0
    static let worstTolerance = 96
    nonisolated(unsafe) static var counter = 0
    static let lock = NSLock()

    static let everyGolden = ProcessInfo.processInfo.environment["QZ_REFERENCE_GOLDENS"] == "1"

    static func check(_ fast: Surface, _ root: CALayer, meanTolerance: Double = meanTolerance,
                      sourceLocation: SourceLocation) {
        guard let node = root._node else { return }
        let reference = _ReferenceCompositor(samples: 4).render(node, width: fast.width, height: fast.height)
        var worst = 0, total = 0
        for y in 0..<fast.height {
            for x in 0..<fast.width {
                let a = fast[x, y], b = reference[x, y]
                for shift in stride(from: UInt32(0), through: 24, by: 8) {
                    let d = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                    worst = max(worst, d)
                    total += d
                }
            }
        }
        let mean = Double(total) / Double(fast.width * fast.height * 4)
        if mean > meanTolerance || worst > worstTolerance {
            lock.lock(); counter += 1; let n = counter; lock.unlock()
            let dir = GoldenImage.failureDir
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            _ = GoldenImage.writePNG(fast, to: dir.appendingPathComponent("reference-\(n)-fast.png").path)
            _ = GoldenImage.writePNG(reference, to: dir.appendingPathComponent("reference-\(n)-reference.png").path)
            Issue.record("the compositor and the reference disagree: mean \(String(format: "%.3f", mean))/255, worst \(worst)/255; wrote reference-\(n)-*.png",
                         sourceLocation: sourceLocation)
        }
    }
}

/// A frame of a committed scene at time `t`, checked against the reference.
func checkedFrame(_ root: CALayer, at t: Double, always: Bool = false,
                  sourceLocation: SourceLocation = #_sourceLocation) -> Surface {
    let frame = renderedFrame(root, at: t)
    if always || ReferenceAgreement.everyGolden { ReferenceAgreement.check(frame, root, sourceLocation: sourceLocation) }
    return frame
}
