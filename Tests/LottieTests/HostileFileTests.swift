import Foundation
import Lottie
import UIKit
import XCTest

/// Hostile Lottie files (the fuzz target's hand-written regressions, in
/// Fuzz/Regressions/lottie): what cannot be played fails to decode with an
/// error; what decodes plays what it can, saying what it left out, in
/// bounded time and memory. (The fuzz replay runs them all too; these say
/// what each one does.)
final class HostileFileTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/lottie")

    func data(_ name: String) throws -> Data { try Data(contentsOf: Self.folder.appendingPathComponent(name)) }

    /// Plays `name` at three points, collecting lottie-ios's warnings (on
    /// the main thread, where XCTest runs its tests).
    func play(_ name: String) throws -> [String] {
        let animation = try LottieAnimation.from(data: try data(name))
        return MainActor.assumeIsolated { play(animation) }
    }

    @MainActor
    func play(_ animation: LottieAnimation) -> [String] {
        nonisolated(unsafe) var warnings: [String] = []
        let saved = LottieLogger.shared
        LottieLogger.shared = LottieLogger(assertionFailure: { message, _, _ in warnings.append(message()) },
                                           warn: { message, _, _ in warnings.append(message()) }, info: { _ in })
        defer { LottieLogger.shared = saved }
        let view = LottieAnimationView(animation: animation, configuration: LottieConfiguration(renderingEngine: .coreAnimation))
        view.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        for progress in [0, 0.5, 1] as [AnimationProgressTime] {
            view.currentProgress = progress
            view.layoutIfNeeded()
            CATransaction.flush()
            _ = UIGraphicsImageRenderer(size: view.bounds.size).image { view.layer.render(in: $0.cgContext) }
        }
        return warnings
    }

    func testWhatCannotPlayFailsToDecode() throws {
        for name in ["framerate-zero.json", "missing-everything.json", "truncated-twitter-heart.json",
                     "shape-groups-nested-3000-deep.json"] {
            XCTAssertThrowsError(try LottieAnimation.from(data: try data(name)), name)
        }
    }

    func testPrecompositionsThatHoldThemselvesAreLeftOut() throws {
        for name in ["precomp-cycle.json", "precomp-mutual-cycle.json"] {
            let warnings = try play(name)
            XCTAssertTrue(warnings.contains { $0.contains("holds itself or nests too deep") }, "\(name): \(warnings)")
        }
        // 4,000 precompositions, each holding the next: 64 are built.
        XCTAssertTrue(try play("precomp-deep-chain.json").contains { $0.contains("nests too deep") })
    }

    func testLoopsOfParentsAndBillionsOfCopiesPlay() throws {
        let started = Date()
        _ = try play("parent-cycle.json")
        _ = try play("repeater-billion-copies.json")
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
    }
}
