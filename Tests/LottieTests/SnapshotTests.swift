import Foundation
import Lottie
import SnapshotTestingQuartzite
import UIKit
import XCTest

/// lottie-ios's Core Animation snapshot test (`testCoreAnimationRenderingEngine`)
/// on Linux: its sample files that draw no text, each set up as its
/// `SnapshotConfiguration` says (value, image and font providers, viewport,
/// frames or progress values, precision), played by the Core Animation
/// engine and compared, through swift-snapshot-testing, with the
/// references lottie-ios recorded on an iPhone simulator at 2x, at
/// lottie-ios's own precision and perceptual precision (0.97). The
/// material is lottie-ios's (Apache-2.0, LICENSE beside this file),
/// copied by scripts/vendor-lottie-snapshots.py.
///
/// `make test` runs the samples in `everyRun` (a debug build draws a frame
/// in about half a second); `make lottie-snapshots` runs all of them and
/// prints how many frames pass. An XCTest case, as lottie-ios's is: it then
/// runs in a process of its own, and its long stretches on the main thread
/// do not hold up the Swift Testing suites that pace themselves to the
/// wall clock there.
final class SnapshotTests: XCTestCase {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Every vendored sample, with its number of references.
    static let all: [String] = {
        let list = (try? String(contentsOf: here.appendingPathComponent("Samples/SAMPLES.txt"), encoding: .utf8)) ?? ""
        return list.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }()

    /// The samples every `make test` runs: shapes, strokes and trims,
    /// masks and mattes, gradients, repeaters, precompositions, time
    /// remapping, value providers, a dotLottie file.
    static let everyRun = [
        "TwitterHeart", "9squares_AlBoardman", "LottieFiles/loading_dots_1", "Issues/pr_1632_2",
        "Switch", "Nonanimating/keypathTest", "LottieFiles/gradient_square", "Issues/issue_1854",
        "DotLottie/animation",
    ]

    /// The frames that do not match iOS's yet (NotYetMatching.txt).
    static let notYetMatching: Set<String> = {
        let list = (try? String(contentsOf: here.appendingPathComponent("NotYetMatching.txt"), encoding: .utf8)) ?? ""
        return Set(list.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") })
    }()

    /// `QZ_LOTTIE_SNAPSHOTS=all` runs every sample, a comma-separated list
    /// of names (`LottieFiles/fireworks,Switch`) those; unset, `everyRun`.
    static var selected: [String] {
        let asked = ProcessInfo.processInfo.environment["QZ_LOTTIE_SNAPSHOTS"] ?? ""
        if asked == "all" { return all }
        if !asked.isEmpty { return asked.split(separator: ",").map(String.init).filter(all.contains) }
        return everyRun.filter(all.contains)
    }

    func testCoreAnimationRenderingEngine() throws {
        // As lottie-ios's test sets it: an animation the engine cannot draw
        // exactly is reported, not asserted on.
        LottieLogger.shared = .printToConsole
        // XCTest runs its tests on the main thread.
        try MainActor.assumeIsolated {
            for sample in Self.selected { try compare(sample) }
        }
    }

    /// Every frame lottie-ios's test takes of `sample`, against its reference.
    @MainActor
    func compare(_ sample: String) throws {        let snapshot = SnapshotConfiguration.forSample(named: sample)
        let configuration = LottieConfiguration(renderingEngine: .coreAnimation)
        guard snapshot.shouldSnapshot(using: configuration) else { return }
        let states: [LottiePlaybackMode.PausedState] = snapshot.customFramesToSnapshot.map { $0.map { .frame($0) } }
            ?? (snapshot.customProgressValuesToSnapshot ?? [0, 0.25, 0.5, 0.75, 1]).map { .progress($0) }
        // A JSON file, or a dotLottie file (a zip of the JSON and its
        // images), loaded from its bytes as lottie-ios's test loads it.
        let json = Self.here.appendingPathComponent("Samples/\(sample).json")
        var dotLottie: DotLottieFile?
        let animation: LottieAnimation
        if FileManager.default.fileExists(atPath: json.path) {
            animation = try XCTUnwrap(LottieAnimation.filepathSafe(json), "Samples/\(sample).json does not load")
        } else {
            dotLottie = try Self.dotLottie(Self.here.appendingPathComponent("Samples/\(sample).lottie"))
            animation = try XCTUnwrap(dotLottie?.animations.first?.animation, "Samples/\(sample).lottie holds no animation")
        }
        // lottie-ios's references were drawn on a 2x simulator.
        var failed: [String] = []
        withScreenScale(2) {
            withSnapshotTesting(record: .never) {
                for state in states {
                    let view = makeAnimationView(animation, dotLottie: dotLottie, snapshot, configuration)
                    view.setPlaybackMode(.paused(at: state))
                    let description = switch state {
                    case .progress(let p): "\(Int(p * 100))%"
                    case .frame(let f): "Frame \(Int(f))"
                    default: "\(state)"
                    }
                    let name = "\(sample) (\(description))"
                    let failure = verifySnapshot(of: view as UIView,
                                                 as: .imageOfPresentationLayer(precision: snapshot.precision,
                                                                               perceptualPrecision: 0.97),
                                                 named: name, testName: "testCoreAnimationRenderingEngine()")
                    if failure != nil { failed.append(name) }
                    if Self.notYetMatching.contains(name) {
                        // A known difference; one that goes away is news.
                        if failure == nil { XCTFail("\(name) now matches iOS's picture: take it out of NotYetMatching.txt") }
                    } else if let failure {
                        XCTFail("\(name): \(failure)")
                    }
                }
            }
        }
        // One line a sample, which `make lottie-snapshots` adds up.
        print("lottie-snapshot \(sample) frames=\(states.count) failed=\(failed.count)")
    }

    /// The view lottie-ios's test makes: sized to the animation (at most
    /// 500 points), with the sample's providers and viewport.
    @MainActor
    func makeAnimationView(_ animation: LottieAnimation, dotLottie: DotLottieFile? = nil, _ snapshot: SnapshotConfiguration,
                           _ configuration: LottieConfiguration) -> LottieAnimationView {
        let view = dotLottie.map { LottieAnimationView(dotLottie: $0, configuration: configuration) }
            ?? LottieAnimationView(animation: animation, configuration: configuration)
        view.frame.size = animation.snapshotSize(for: snapshot)
        for (keypath, provider) in snapshot.customValueProviders { view.setValueProvider(provider, keypath: keypath) }
        if let provider = snapshot.customImageProvider { view.imageProvider = provider }
        if let provider = snapshot.customTextProvider { view.textProvider = provider }
        if let provider = snapshot.customFontProvider { view.fontProvider = provider }
        if let viewport = snapshot.customViewportFrame { view.viewportFrame = viewport }
        return view
    }
}

extension SnapshotTests {
    /// The dotLottie file at `url`, read off the main thread as
    /// lottie-ios's synchronous loaders require.
    static func dotLottie(_ url: URL) throws -> DotLottieFile {
        let data = try Data(contentsOf: url)
        nonisolated(unsafe) var result: Result<DotLottieFile, Error>?
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            result = DotLottieFile.SynchronouslyBlockingCurrentThread.loadedFrom(
                data: data, filename: url.deletingPathExtension().lastPathComponent)
            done.signal()
        }
        done.wait()
        return try result!.get()
    }
}

extension LottieAnimation {
    /// The animation in the file at `url`, or nil.
    static func filepathSafe(_ url: URL) -> LottieAnimation? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? LottieAnimation.from(data: data)
    }

    /// lottie-ios's snapshot size: the animation's, its longer side at most
    /// `maxSnapshotDimension`.
    func snapshotSize(for configuration: SnapshotConfiguration) -> CGSize {
        let most = configuration.maxSnapshotDimension, width = size.width, height = size.height
        if width > height {
            let w = min(width, most)
            return CGSize(width: w, height: w * height / width)
        }
        let h = min(height, most)
        return CGSize(width: h * width / height, height: h)
    }
}
