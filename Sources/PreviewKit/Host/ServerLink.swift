@_implementationOnly import CSDL2
import Foundation
import QuartzCore
import Raster
import Synchronization

/// What the app's threads and the window server share, behind one lock:
/// what the app asks of the window (the way there), what the server
/// reports of its frames (the way back), and the wake-up that brings the
/// server out of its wait in SDL. Input and refreshes travel the other
/// way as `HostEvent`s.
///
/// Made with the window, before the server runs, so what the app asks
/// early (tools turned on from the command line) is waiting for it.
final class ServerLink: @unchecked Sendable {
    /// The app's requests; the server reads them every turn of its loop.
    struct Requests {
        var closing = false
        /// A title to set (taken once).
        var title: String?
        var flashesRedraws = false
        /// Pixels the tools' own layers cover (their redraws do not flash).
        var toolsRect = PixelRect.empty
        /// Refreshes wanted with nothing to draw: every display refresh
        /// (display links) or every `seconds` (the tools' overlays).
        var ticks: Ticks = .none
        /// Takes each frame presented while the window records (`r`).
        var recorder: WindowRecorder?
    }

    enum Ticks: Equatable {
        case none
        case everyRefresh
        case every(seconds: Double)
    }

    /// What the server reports; the app reads it when it likes.
    struct Readback {
        var framesDrawn = 0
        /// When frames were presented (the most recent few thousand).
        var frameTimes: [Double] = []
        /// What the frames since the app last looked cost.
        var costs: [FrameCost] = []
        var present: PresentInfo?
        /// Where the window was on the screen when it closed.
        var lastPosition: (x: Int, y: Int)?
    }

    /// What crosses between the app and the server, under one lock.
    private struct Shared {
        var requests = Requests()
        var readback = Readback()
        /// SDL's event queue exists: wake-ups may be pushed into it.
        var alive = false
    }
    private let shared = _Locked(Shared())
    /// A wake-up is in SDL's queue and not taken yet: no need for another.
    private let wakePending = Atomic<Bool>(false)

    /// From any thread: changes the requests and wakes the server.
    func request(_ change: (inout Requests) -> Void) {
        shared.withLock { change(&$0.requests) }
        wake()
    }

    /// The server's turn: the requests as they are now; a title is taken.
    func takeRequests() -> Requests {
        shared.withLock { s in
            defer { s.requests.title = nil }
            return s.requests
        }
    }

    func read<T>(_ body: (inout Readback) -> T) -> T {
        shared.withLock { body(&$0.readback) }
    }

    /// From any thread: brings the server out of its wait for SDL events.
    /// A user event pushed into SDL's queue does it (SDL wakes its waiting
    /// thread for any event pushed from another); one is enough until the
    /// server takes it.
    func wake() {
        guard !wakePending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        shared.withLock { s in
            guard s.alive else { return }
            var event = SDL_Event()
            event.type = SDL_USEREVENT.rawValue
            SDL_PushEvent(&event)
        }
    }

    /// The server took the wake-up from SDL's queue (it then looks at
    /// everything it could have been woken for).
    func woke() {
        wakePending.store(false, ordering: .releasing)
    }

    /// The server's SDL is up (true) or about to go (false): after false,
    /// nothing is pushed into SDL.
    func setAlive(_ isAlive: Bool) {
        shared.withLock { s in
            s.alive = isAlive
            wakePending.store(false, ordering: .releasing)
        }
    }
}

/// One presented frame's costs, in seconds.
struct FrameCost {
    var stats: _LayerRenderer.FrameStats
    /// Copying the damaged rects to the presenter.
    var upload: Double
    /// This thread's processor time copying the frame to the drawable and
    /// presenting it (the wait for the refresh is not in it).
    var present: Double
    /// When the present returned.
    var time: Double
}

/// How frames reach the screen, as `--run-for` reports it.
package struct PresentInfo: CustomStringConvertible, Sendable {
    /// SDL's video driver: "x11", "wayland" (or "dummy" and others).
    package var driver: String
    /// SDL's renderer ("opengl", "opengles2", "software"), or "surface".
    package var renderer: String
    package var vsync: Bool
    package var pixelWidth: Int
    package var pixelHeight: Int
    package var scale: Double

    /// `driver=x11 renderer=opengl vsync=on size=1280x800@1`
    package var description: String {
        let s = scale == scale.rounded() ? String(Int(scale)) : String(format: "%g", scale)
        return "driver=\(driver) renderer=\(renderer) vsync=\(vsync ? "on" : "off") size=\(pixelWidth)x\(pixelHeight)@\(s)"
    }
}
