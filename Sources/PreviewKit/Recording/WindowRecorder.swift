import Foundation
import Raster

/// What the window shows, recorded in real time (the `r` key): the window
/// server offers each frame it presents; at most 30 a second are copied
/// and queued, and a thread of its own maps them to a fixed palette (a
/// 6 × 7 × 6 colour cube and four greys, dithered) and codes them into a
/// GIF as they come, so a long recording holds its compressed bytes, not
/// its frames. A frame that finds the queue full is dropped (and counted)
/// rather than slowing the window; stretches where nothing was drawn are
/// the previous frame, held.
final class WindowRecorder: @unchecked Sendable {
    let path: String
    /// What the window server and the encoding thread share.
    private struct Shared {
        var queue: [(Surface, Double)] = []
        var ended = false
        var started: Double?
        var lastTaken = -Double.infinity
        var dropped = 0
    }
    private let shared = _Locked(Shared())
    /// Frames dropped because the encoder was behind.
    var dropped: Int { shared.withLock { $0.dropped } }
    private var encoder: GIFEncoder?
    private var frames = 0
    private let done = DispatchSemaphore(value: 0)

    /// The frames per second kept, at most.
    static let rate = 30.0
    /// Frames waiting for the encoder before new ones are dropped.
    static let queueLimit = 4

    init(path: String) {
        self.path = path
        let thread = Thread { [self] in encodeLoop() }
        thread.name = "Quartzite recording"
        thread.start()
    }

    /// From the window server: a frame presented at media time `time`.
    func offer(_ surface: Surface, at time: Double) {
        shared.withLockBroadcasting { s in
            guard !s.ended, time - s.lastTaken >= 1 / Self.rate * 0.9 else { return }
            // A frame due now, taken or dropped: the next is due a frame later.
            s.lastTaken = time
            guard s.queue.count < Self.queueLimit else {
                s.dropped += 1
                return
            }
            guard let copy = surface.copy() else { return }
            let started = s.started ?? time
            s.started = started
            s.queue.append((copy, time - started))
        }
    }

    private func encodeLoop() {
        while true {
            let next = shared.withLock(when: { !$0.queue.isEmpty || $0.ended }) { s in
                s.queue.isEmpty ? nil : s.queue.removeFirst()
            }
            guard let (surface, t) = next else { break }
            if encoder == nil { encoder = GIFEncoder(width: surface.width, height: surface.height, palette: .fixed) }
            encoder!.add(surface, at: t)
            frames += 1
        }
        done.signal()
    }

    /// Ends the recording at media time `time` and writes the file; its
    /// path and frame count, or a reason it could not be written.
    func stop(at time: Double) -> Result<(path: String, frames: Int), RecordingError> {
        let length = shared.withLockBroadcasting { s in
            s.ended = true
            return s.started.map { time - $0 } ?? 0
        }
        done.wait()
        guard var encoder, frames > 0 else { return .failure(RecordingError("nothing was drawn while recording")) }
        let bytes = encoder.finish(at: max(length, 0.01))
        guard FinishedFile.write(bytes, to: path) else {
            return .failure(RecordingError("cannot write \(path)"))
        }
        return .success((path, frames))
    }

    struct RecordingError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }
}

extension Palette {
    /// A palette for frames not seen in advance: the 6 × 7 × 6 cube (seven
    /// greens: the eye tells greens apart best) and four more greys.
    static let fixed: Palette = {
        var h = Histogram()
        func add(_ r: Int, _ g: Int, _ b: Int) {
            let k = Palette.key((r, g, b))
            h.counts[k] += 1
            h.sums[k] = (r, g, b)
        }
        for r in 0..<6 { for g in 0..<7 { for b in 0..<6 { add(r * 51, g * 255 / 6, b * 51) } } }
        for v in [34, 85, 136, 238] { add(v, v, v) }
        var p = Palette(h)
        p.spread = 24
        return p
    }()
}
