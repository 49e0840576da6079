import CoreGraphics
import QuartzCore

/// The fuzz targets, by name. Each runs one input to completion; a crash,
/// a hang or a sanitizer report is a finding. Diagnostics are captured,
/// not printed: bad input is what a fuzzer sends, and complaining about
/// it is correct.
package enum FuzzTarget: String, CaseIterable, Sendable {
    case path, timing, keypath, image, tree, lottie

    package func run(_ bytes: UnsafeRawBufferPointer) {
        var input = FuzzInput(bytes)
        _ = _Diagnostics.capture {
            switch self {
            case .path: PathFuzz.run(&input)
            case .timing: TimingFuzz.run(&input)
            case .keypath: KeyPathFuzz.run(&input)
            case .image: ImageFuzz.run(&input)
            case .tree: LayerTreeFuzz.run(&input)
            case .lottie: LottieFuzz.run(&input)
            }
            // What a turn of the run loop would do (nothing else runs this
            // thread's loop): commit the implicit transaction, which holds
            // every layer the input changed (and their contents: a decoded
            // image apiece piled up to gigabytes), and deliver the starts
            // and stops the input caused.
            CATransaction.flush()
            _AnimationCallbacks.deliver(upTo: CACurrentMediaTime())
        }
    }

    package func run(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { run($0) }
    }
}
