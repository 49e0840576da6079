import Dispatch
import Foundation
import Raster

/// SIGINT (Ctrl-C in the terminal) and SIGTERM close the window as its
/// close button does: the app's main thread hears a quit, the window
/// closes, and the program goes on from `run()`. A second signal while
/// the first is still being handled (a main thread that never returns)
/// ends the program at once, as a terminal user expects.
final class TerminationSignals {
    private var sources: [DispatchSourceSignal] = []
    private var previous: [(Int32, sighandler_t?)] = []

    init(onSignal: @escaping @Sendable (Int32) -> Void) {
        let received = Counter()
        for sig in [SIGINT, SIGTERM] {
            // Ignored as a signal, so the dispatch source receives it
            // instead of the default action ending the process.
            previous.append((sig, signal(sig, SIG_IGN)))
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global(qos: .userInteractive))
            source.setEventHandler {
                if received.increment() > 1 { _exit(128 + sig) }
                onSignal(sig)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Back to how signals were handled before.
    func cancel() {
        for s in sources { s.cancel() }
        sources = []
        for (sig, handler) in previous { signal(sig, handler) }
        previous = []
    }

    deinit { cancel() }

    private final class Counter: @unchecked Sendable {
        private let n = _Locked(0)
        func increment() -> Int { n.withLock { $0 += 1; return $0 } }
    }
}
