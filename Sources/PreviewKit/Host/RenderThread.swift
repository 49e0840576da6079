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
/// does not stop animations it already committed.
///
/// Frames reach the screen through SDL's window surface: the damaged
/// rects are copied into it and only they are sent to the display
/// (`SDL_UpdateWindowSurfaceRects`). No SDL renderer: a GL context would
/// have to live on this thread while SDL's own event handling, on the
/// main thread, makes it current there on every window event. What the
/// main thread and this one share sits in `Shared`, behind one lock.
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
        var stats: [(stats: _LayerRenderer.FrameStats, upload: Double, time: Double)] = []
        /// Read back: pixels per point of the window's drawable (0: not yet known).
        var scale = 0.0
        var failure: String?
    }
    private var shared = Shared()

    init(window: OpaquePointer, root: CALayer, width: Int, height: Int) {
        self.window = window
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

    private var flashes: [(rect: PixelRect, until: Double)] = []
    private var lastPresent = 0.0

    private func run() {
        loop()
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
            // The window may become viewable only after the first frames
            // were presented (an X server maps it when it gets to it),
            // and those are lost: present again a few times in the first
            // second, which costs a blit each.
            let settling = representsLeft > 0 && now >= nextRepresent
            if settling {
                representsLeft -= 1
                nextRepresent = now + 0.25
            }
            flashes.removeAll { $0.until < now }
            if !hidden && (exposed || settling || renderer.needsFrame() || !flashes.isEmpty) {
                drawFrame(at: now, flashing: flashing, everything: exposed || settling)
                pace(interval)
            } else {
                // Idle: sleep until a commit or a poke (a second at most,
                // to notice the window going away).
                _RenderHandover.shared.wait(until: Date(timeIntervalSinceNow: representsLeft > 0 ? 0.25 : 1))
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
    private var representsLeft = 4
    private var nextRepresent = 0.0

    /// The window's points, for the scale; its surface gives the pixels.
    private var pointSize = (width: 1, height: 1)
    /// Rects to send again next frame (where flashes were drawn).
    private var restore: [PixelRect] = []

    private func applySize(_ w: Int, _ h: Int) {
        pointSize = (max(w, 1), max(h, 1))
        guard let ws = SDL_GetWindowSurface(window) else {
            let message = "cannot get the window's surface: \(sdlError())"
            with { $0.failure = message }
            return
        }
        matchSurface(ws)
    }

    /// Makes the frame's surface the window surface's pixel size. The
    /// scale compares it with the window's size in points as SDL has it
    /// now (the size the main thread last passed may be a resize behind).
    private func matchSurface(_ ws: UnsafeMutablePointer<SDL_Surface>) {
        let pw = Int(ws.pointee.w), ph = Int(ws.pointee.h)
        if let s = renderer.surface, s.width == pw, s.height == ph { return }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let points = w > 0 ? Int(w) : pointSize.width
        // Pixels per point are 1, 2, 3...: anything else is a size caught
        // mid-change.
        let measured = Double(pw) / Double(max(points, 1))
        let scale = measured >= 0.75 && measured <= 4 ? max(1, measured.rounded()) : 1
        let ok = renderer.resize(pixelWidth: pw, pixelHeight: ph, scale: scale)
        with {
            $0.scale = scale
            if !ok { $0.failure = "cannot make a \(pw)x\(ph) frame" }
        }
    }

    private func drawFrame(at now: Double, flashing: Bool, everything: Bool) {
        // The window surface is remade by SDL after a resize: take it each
        // frame, and follow its size.
        guard let ws = SDL_GetWindowSurface(window) else { return }
        matchSurface(ws)
        guard let surface = renderer.surface else { return }
        // Only what changed is drawn and sent (a first frame or a resize
        // damages everything; an exposure sends everything again).
        var rects = renderer.renderFrame(at: now)
        let start = CACurrentMediaTime()
        if everything { rects = [surface.bounds] }
        let windowBounds = PixelRect(x: 0, y: 0, width: Int(ws.pointee.w), height: Int(ws.pointee.h))
        var send = (rects + restore).map { $0.intersection(surface.bounds).intersection(windowBounds) }.filter { !$0.isEmpty }
        restore = []
        // SDL_MUSTLOCK, a C macro.
        let mustLock = ws.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if mustLock { SDL_LockSurface(ws) }
        for c in send {
            let dst = ws.pointee.pixels.advanced(by: c.y0 * Int(ws.pointee.pitch) + c.x0 * Int(ws.pointee.format.pointee.BytesPerPixel))
            SDL_ConvertPixels(Int32(c.width), Int32(c.height), SDL_PIXELFORMAT_ARGB8888.rawValue,
                              surface.row(c.y0) + c.x0, Int32(surface.stride * 4), ws.pointee.format.pointee.format,
                              dst, ws.pointee.pitch)
        }
        if mustLock { SDL_UnlockSurface(ws) }
        send += drawFlashes(rects, into: ws, at: now, enabled: flashing)
        var sdlRects = send.map { SDL_Rect(x: Int32($0.x0), y: Int32($0.y0), w: Int32($0.width), h: Int32($0.height)) }
        if !sdlRects.isEmpty { SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count)) }
        let upload = CACurrentMediaTime() - start
        lastPresent = CACurrentMediaTime()
        let stats = renderer.lastStats
        with { s in
            s.framesDrawn += 1
            s.frameTimes.append(lastPresent)
            if s.frameTimes.count > 4096 { s.frameTimes.removeFirst(2048) }
            s.stats.append((stats, upload, lastPresent))
            if s.stats.count > 240 { s.stats.removeFirst(120) }
        }
    }

    /// The Simulator's "flash updated regions": the redrawn rects tinted
    /// yellow in the window surface only (never in the frame, so they do
    /// not enter the next frame's damage), and sent again clean next time.
    private func drawFlashes(_ damaged: [PixelRect], into ws: UnsafeMutablePointer<SDL_Surface>, at now: Double,
                             enabled: Bool) -> [PixelRect] {
        if enabled {
            let tools = with { $0.toolsRect }
            for r in damaged where r.intersection(tools) != r { flashes.append((r, now + 0.05)) }
        }
        guard !flashes.isEmpty, let tint = flashTint else { return [] }
        var out: [PixelRect] = []
        for f in flashes {
            var rect = SDL_Rect(x: Int32(f.rect.x0), y: Int32(f.rect.y0), w: Int32(f.rect.width), h: Int32(f.rect.height))
            SDL_UpperBlitScaled(tint, nil, ws, &rect)
            out.append(f.rect)
        }
        restore = out
        return out
    }

    /// One translucent yellow pixel, stretched over each flashed rect.
    private lazy var flashTint: UnsafeMutablePointer<SDL_Surface>? = {
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        s.pointee.pixels.assumingMemoryBound(to: UInt32.self).pointee = 0x50_FF_D6_0A
        SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_BLEND)
        return s
    }()
}
