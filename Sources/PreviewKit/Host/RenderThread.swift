import CSDL2
import Foundation
import QuartzCore
import Raster

/// The window's render server: a thread of its own that evaluates the
/// presentation tree, rasterizes the damaged pixels, uploads them and
/// presents, frame after frame, from what the main thread committed.
///
/// It draws its own copy of the layer tree (`_LayerRenderer` mirroring
/// the window's root), fed by commits through the hand-over, so the main
/// thread never waits for a frame and a main thread busy for seconds
/// does not stop animations it already committed. The SDL renderer is
/// made on the main thread (on X11 making a GL context waits for window
/// events, which only the thread pumping them sees), then handed to this
/// thread, which alone uses and destroys it. What the main thread and
/// this one share sits in `Shared`, behind one lock.
final class RenderThread: @unchecked Sendable {
    private let window: OpaquePointer
    private let renderer: _LayerRenderer
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)

    /// What the main thread asks for and what it reads back.
    struct Shared {
        var running = true
        /// A new window size in points, to be applied by the thread.
        var resize: (width: Int, height: Int)?
        var exposed = true
        /// Minimised or hidden: commits are taken in, nothing is drawn.
        var hidden = false
        var flashesRedraws = false
        /// Pixels the tools' own layers cover (not flashed).
        var toolsRect = PixelRect.empty
        var displayInterval = 1.0 / 60
        /// Read back: frames drawn, when, and what the last ones cost.
        var framesDrawn = 0
        var frameTimes: [Double] = []
        var stats: [(stats: _LayerRenderer.FrameStats, upload: Double)] = []
        /// Read back: pixels per point of the window's drawable (0: not yet known).
        var scale = 0.0
        var failure: String?
    }
    private var shared = Shared()

    /// Nil (with SDL's reason in `failure`) when no SDL renderer can be made.
    init?(window: OpaquePointer, root: CALayer, width: Int, height: Int, failure: inout String) {
        self.window = window
        guard let r = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            failure = "cannot create a renderer: \(sdlError())"
            return nil
        }
        sdlRenderer = r
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
        // A GL context is current on one thread at a time: let go of it
        // here, and the renderer makes it current on the render thread.
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(r, &info) == 0, let name = info.name, String(cString: name).hasPrefix("opengl") {
            SDL_GL_MakeCurrent(window, nil)
        }
        // Made here, on the main thread: it commits and subscribes.
        renderer = _LayerRenderer(mirroring: root)
        shared.resize = (width, height)
    }

    func with<T>(_ body: (inout Shared) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&shared)
    }

    func start() {
        let t = Thread { [self] in run() }
        t.name = "Quartzite render"
        t.qualityOfService = .userInteractive
        t.start()
    }

    /// Ends the thread and waits for it (closing the window).
    func stop() {
        with { $0.running = false }
        _RenderHandover.shared.poke()
        finished.wait()
        renderer.stopMirroring()
    }

    /// Wakes the thread for something the hand-over does not carry.
    func poke() { _RenderHandover.shared.poke() }

    // MARK: The thread

    private var sdlRenderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var flashes: [(rect: PixelRect, until: Double)] = []
    private var lastPresent = 0.0

    private func run() {
        loop()
        if let texture { SDL_DestroyTexture(texture) }
        if let sdlRenderer { SDL_DestroyRenderer(sdlRenderer) }
        finished.signal()
    }

    private func loop() {
        while true {
            let (running, resize, exposed, flashing, interval, hidden) = with {
                s -> (Bool, (Int, Int)?, Bool, Bool, Double, Bool) in
                defer { s.resize = nil; if !s.hidden { s.exposed = false } }
                return (s.running, s.resize, s.exposed, s.flashesRedraws, s.displayInterval, s.hidden)
            }
            guard running else { return }
            if let (w, h) = resize { applySize(w, h) }
            renderer.receiveCommits()
            let now = CACurrentMediaTime()
            flashes.removeAll { $0.until < now }
            if !hidden && (exposed || renderer.needsFrame() || !flashes.isEmpty) {
                drawFrame(at: now, flashing: flashing)
                pace(interval)
            } else {
                // Idle: sleep until a commit or a poke (a second at most,
                // to notice the window going away).
                _RenderHandover.shared.wait(until: Date(timeIntervalSinceNow: 1))
            }
        }
    }

    /// Without a vsync (a virtual display) presenting returns at once:
    /// keep to the display's rate instead of spinning.
    private func pace(_ interval: Double) {
        let now = CACurrentMediaTime()
        // On a fixed schedule, so the time spent drawing is not added to
        // each interval; a late frame restarts the schedule from now.
        nextFrame = nextFrame + interval < now ? now : nextFrame + interval
        if nextFrame > now { Thread.sleep(forTimeInterval: nextFrame - now) }
    }
    private var nextFrame = 0.0

    private func applySize(_ w: Int, _ h: Int) {
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &pw, &ph)
        if pw <= 0 || ph <= 0 { pw = Int32(w); ph = Int32(h) }
        let scale = Double(pw) / Double(max(w, 1))
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                    Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), pw, ph)
        let ok = texture != nil && renderer.resize(pixelWidth: Int(pw), pixelHeight: Int(ph), scale: scale)
        with {
            $0.scale = scale
            if !ok { $0.failure = "cannot make a \(pw)x\(ph) frame: \(sdlError())" }
        }
    }

    private func drawFrame(at now: Double, flashing: Bool) {
        guard let sdlRenderer, let texture, let surface = renderer.surface else { return }
        // Only what changed is drawn and uploaded (a first frame or a
        // resize damages everything).
        let rects = renderer.renderFrame(at: now)
        let start = CACurrentMediaTime()
        for r in rects {
            let c = r.intersection(surface.bounds)
            guard !c.isEmpty else { continue }
            var rect = SDL_Rect(x: Int32(c.x0), y: Int32(c.y0), w: Int32(c.width), h: Int32(c.height))
            SDL_UpdateTexture(texture, &rect, surface.row(c.y0) + c.x0, Int32(surface.stride * 4))
        }
        let upload = CACurrentMediaTime() - start
        SDL_RenderCopy(sdlRenderer, texture, nil, nil)
        drawFlashes(rects, at: now, enabled: flashing)
        SDL_RenderPresent(sdlRenderer)
        lastPresent = CACurrentMediaTime()
        let stats = renderer.lastStats
        with { s in
            s.framesDrawn += 1
            s.frameTimes.append(lastPresent)
            if s.frameTimes.count > 4096 { s.frameTimes.removeFirst(2048) }
            s.stats.append((stats, upload))
            if s.stats.count > 240 { s.stats.removeFirst(120) }
        }
    }

    /// The Simulator's "flash updated regions", drawn by SDL over the frame
    /// so it never enters the next frame's damage.
    private func drawFlashes(_ damaged: [PixelRect], at now: Double, enabled: Bool) {
        if enabled {
            let tools = with { $0.toolsRect }
            for r in damaged where r.intersection(tools) != r { flashes.append((r, now + 0.12)) }
        }
        guard !flashes.isEmpty, let sdlRenderer else { return }
        SDL_SetRenderDrawColor(sdlRenderer, 255, 214, 10, 110)
        for f in flashes {
            var rect = SDL_Rect(x: Int32(f.rect.x0), y: Int32(f.rect.y0), w: Int32(f.rect.width), h: Int32(f.rect.height))
            SDL_RenderFillRect(sdlRenderer, &rect)
        }
    }
}
