import Foundation
import QuartzCore
import Raster

/// What the window server shows a frame through: the presenter (an SDL
/// texture, or the window's surface), what it must upload or present again,
/// the tools' flashes of redrawn rects, and the recording each frame goes
/// to while the window records. The server's thread alone touches it.
final class WindowOutput {
    let presenter: FramePresenter
    /// The whole frame must reach the presenter (a new texture, a resize).
    var uploadAll = true
    /// The presenter must show the frame again (an exposure).
    var presentAgain = true
    /// The window may become viewable only after the first frames were
    /// presented (an X server maps it when it gets to it), and those are
    /// lost: present again a few times in the first second.
    private var representsLeft = 4
    private var nextRepresent = 0.0
    private var flashes: [(rect: PixelRect, until: Double)] = []
    /// The recording frames go to, while the window records.
    private var recording: WindowRecorder?

    init(presenter: FramePresenter) {
        self.presenter = presenter
    }

    /// Brings the output to `now`: the recording the app asks for (one
    /// that starts is given what is on screen), a present again that is
    /// due, flashes that are over. True when the output needs a frame by
    /// itself.
    func update(at now: Double, recorder: WindowRecorder?, showing surface: Surface?) -> Bool {
        if let r = recorder, r !== recording, let surface { r.offer(surface, at: now) }
        recording = recorder
        if representsLeft > 0 && now >= nextRepresent {
            representsLeft -= 1
            nextRepresent = now + 0.25
            presentAgain = true
        }
        flashes.removeAll { $0.until < now }
        return uploadAll || presentAgain || !flashes.isEmpty
    }

    /// When the output next needs a frame by itself (infinity: never).
    var nextWake: Double { representsLeft > 0 ? nextRepresent : .infinity }

    /// Uploads the damaged `rects` of `surface` (all of it when needed),
    /// flashes the redrawn ones outside `toolsRect` when asked, and
    /// presents. Returns the seconds the upload took and the processor
    /// time the present took.
    func show(_ surface: Surface, damaged rects: [PixelRect], at now: Double,
              flashing toolsRect: PixelRect?) -> (upload: Double, presentCPU: Double) {
        let start = CACurrentMediaTime()
        presenter.upload(uploadAll ? [surface.bounds] : rects, from: surface)
        let uploaded = CACurrentMediaTime()
        if let toolsRect {
            for r in rects where r.intersection(toolsRect) != r { flashes.append((r, now + 0.05)) }
        }
        let cpu = Self.threadCPUTime()
        presenter.present(flashes: flashes.map(\.rect))
        uploadAll = false
        presentAgain = false
        return (uploaded - start, Self.threadCPUTime() - cpu)
    }

    /// The frame presented at `time`, for the recording.
    func presented(_ surface: Surface, at time: Double) {
        recording?.offer(surface, at: time)
    }

    /// The renderer's textures are gone (a lost device): made again at
    /// the frame's size, and everything uploaded.
    func texturesLost(frame: Surface?) {
        (presenter as? TexturePresenter)?.textureLost()
        if let frame { _ = presenter.resize(width: frame.width, height: frame.height) }
        uploadAll = true
    }

    /// This thread's processor time, in seconds.
    private static func threadCPUTime() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}
