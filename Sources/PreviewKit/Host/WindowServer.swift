import CSDL2
import Foundation
import ImageIO
import QuartzCore
import Raster

/// The window server: the one thread that calls SDL's video functions.
/// SDL requires every video call (window, events, renderers, presents) on
/// the thread that initialised video, so this thread does them all: it
/// opens the window, pumps its events (sent on to the app's main thread
/// as `HostEvent`s), and is the render server, as on iOS: from what the
/// app committed, it evaluates the presentation tree for the refresh a
/// frame will be shown at, rasterizes the damaged pixels, uploads them
/// and presents at the display's refresh.
///
/// The app's main thread never calls SDL and never waits for a frame: a
/// main thread busy for seconds leaves this one drawing the animations
/// it committed. It talks to this one through `ServerLink` (requests one
/// way, frame reports the other) and hears from it through
/// `HostEventQueue`. With nothing to draw and no refreshes wanted, this
/// thread sleeps in SDL until an event, a commit or a request wakes it:
/// an idle window uses no processor time.
final class WindowServer: @unchecked Sendable {
    private let link: ServerLink
    private let events: HostEventQueue
    /// The server's copy of the window's layer tree, fed by commits.
    private let renderer: _LayerRenderer
    private let title: String
    private let requestedSize: (width: Int, height: Int)
    /// Where to open the window (nil: centred).
    private let requestedPosition: (x: Int, y: Int)?
    private let opened = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    /// Set by the thread before `opened` is signalled: why it could not open.
    private var openFailure: String?

    /// Made on the app's main thread, which it commits on; `start()` then
    /// hands the tree over to the server's thread.
    init(root: CALayer, title: String, width: Int, height: Int, position: (x: Int, y: Int)? = nil, link: ServerLink,
         events: HostEventQueue) {
        self.link = link
        self.events = events
        self.title = title
        requestedSize = (width, height)
        renderer = _LayerRenderer(mirroring: root)
        requestedPosition = position
    }

    /// Starts the thread and waits until its window is open: nil, or why
    /// it could not open. (The only wait the main thread makes for the
    /// server, besides `stop()`.)
    func start() -> String? {
        // The link outlives windows: a window opened again starts afresh.
        link.request { $0.closing = false }
        let thread = Thread { [self] in
            openFailure = open()
            opened.signal()
            if openFailure == nil {
                loop()
                shutDown()
            }
            finished.signal()
        }
        thread.name = "Quartzite window server"
        thread.qualityOfService = .userInteractive
        thread.start()
        // SDL_Init on a display that does not answer would wait forever.
        guard opened.wait(timeout: .now() + 30) == .success else {
            return "the display did not answer within 30 s"
        }
        if openFailure != nil { renderer.stopMirroring() }
        return openFailure
    }

    /// Closes the window and waits (a few seconds at most) for the thread
    /// to finish; false when it did not.
    @discardableResult
    func stop() -> Bool {
        link.request { $0.closing = true }
        let done = finished.wait(timeout: .now() + 5) == .success
        if done { renderer.stopMirroring() }
        return done
    }

    // MARK: The thread's state (touched by the thread only, after start)

    private var window: OpaquePointer?
    private var presenter: FramePresenter?
    private var driver = ""
    private var pacer = FramePacer(interval: 1.0 / 60, vsync: false)
    /// The window's size in points and its drawable's pixels per point.
    private var points = (width: 0, height: 0)
    private var scale = 1.0
    private var hidden = false
    /// The app was told to quit, or the display went away: no more frames.
    private var quitting = false
    /// The whole frame must reach the presenter (a new texture, a resize).
    private var uploadAll = true
    /// The presenter must show the frame again (an exposure).
    private var presentAgain = true
    /// The window may become viewable only after the first frames were
    /// presented (an X server maps it when it gets to it), and those are
    /// lost: present again a few times in the first second.
    private var representsLeft = 4
    private var nextRepresent = 0.0
    private var flashes: [(rect: PixelRect, until: Double)] = []
    private var lastFrameEnd = -Double.infinity
    private var lastTick = -Double.infinity
    private var reportedNoVsync = false
    /// The recording frames go to, while the window records.
    private var recording: WindowRecorder?

    // MARK: Opening and closing

    private func open() -> String? {
        DisplayConnection.prepare()
        _ = SDLMemory.installed // before SDL allocates anything
        // A server that refuses a connection may be one moment from
        // taking it (starting, or dropping the client this program was
        // before `--watch` restarted it): a few tries over a second.
        var tries = 0
        while SDL_Init(SDL_INIT_VIDEO) != 0 {
            tries += 1
            guard tries < 6 else { return DisplayConnection.unreachable(sdlError()) }
            Thread.sleep(forTimeInterval: 0.2)
        }
        driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        DisplayConnection.watch(driver: driver)
        // Made hidden and shown once its renderer exists: SDL remakes the
        // window for an OpenGL renderer (a new X window), and a window
        // shown before that would be destroyed under whoever found it
        // (a window manager, a test clicking it: one start in six lost
        // its first click that way).
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        let x = requestedPosition.map { Int32($0.x) } ?? Int32(SDL_WINDOWPOS_CENTERED_MASK)
        let y = requestedPosition.map { Int32($0.y) } ?? Int32(SDL_WINDOWPOS_CENTERED_MASK)
        guard let w = SDL_CreateWindow(title, x, y,
                                       Int32(requestedSize.width), Int32(requestedSize.height), flags) else {
            let reason = "cannot create a window: \(sdlError())"
            SDL_Quit()
            return reason
        }
        window = w
        SDL_SetWindowMinimumSize(w, 160, 120)
        presenter = makePresenter(for: w)
        SDL_ShowWindow(w)
        pacer = FramePacer(interval: displayInterval(), vsync: presenter?.vsync ?? false)
        guard matchDrawable() else {
            shutDown()
            return "cannot make a frame for the window"
        }
        link.setAlive(true)
        _RenderHandover.shared.setWake { [link] in link.wake() }
        return nil
    }

    /// An SDL renderer with a streaming texture; the window surface when
    /// asked for (`SDL_RENDER_DRIVER=surface`) or when SDL can make none.
    private func makePresenter(for w: OpaquePointer) -> FramePresenter {
        if ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"] == SurfacePresenter.driverName {
            return SurfacePresenter(window: w)
        }
        let (made, reasons) = TexturePresenter.make(for: w)
        if let made { return made }
        _Diagnostics.report("PreviewWindow: SDL made no renderer (\(reasons.joined(separator: "; "))); presenting through the window surface")
        return SurfacePresenter(window: w)
    }

    private func shutDown() {
        if let window {
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(window, &x, &y)
            link.read { $0.lastPosition = (Int(x), Int(y)) }
        }
        _RenderHandover.shared.setWake(nil)
        link.setAlive(false)
        presenter?.destroy()
        presenter = nil
        if let window { SDL_DestroyWindow(window) }
        window = nil
        SDL_Quit()
    }

    /// Seconds between the display's refreshes (1/60 when SDL cannot tell).
    private func displayInterval() -> Double {
        var mode = SDL_DisplayMode()
        guard let window, SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 1.0 / 60 }
        return 1 / Double(mode.refresh_rate)
    }

    /// Follows the window's size: the presenter's texture and the frame
    /// become the drawable's pixel size, and the app hears the size in
    /// points and the scale. False when no frame of that size can be made.
    @discardableResult
    func matchDrawable() -> Bool {
        guard let window, let presenter else { return false }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let pts = (width: max(1, Int(w)), height: max(1, Int(h)))
        let px = presenter.drawableSize()
        guard px.width > 0, px.height > 0 else { return false }
        // Pixels per point are 1, 2, 3...: anything else is a size caught
        // mid-change.
        let measured = Double(px.width) / Double(pts.width)
        let s = measured >= 0.75 && measured <= 4 ? max(1, measured.rounded()) : 1
        let sizeChanged = renderer.surface.map { $0.width != px.width || $0.height != px.height } ?? true
        if sizeChanged {
            guard presenter.resize(width: px.width, height: px.height),
                  renderer.resize(pixelWidth: px.width, pixelHeight: px.height, scale: s) else {
                _Diagnostics.report("PreviewWindow: cannot make a \(px.width)x\(px.height) frame")
                return false
            }
            uploadAll = true
        }
        if pts != points || s != scale || sizeChanged {
            points = pts
            scale = s
            events.post(.resized(width: pts.width, height: pts.height, scale: s))
            publishPresentInfo()
        }
        return true
    }

    private func publishPresentInfo() {
        guard let presenter, let surface = renderer.surface else { return }
        let info = PresentInfo(driver: driver, renderer: presenter.name, vsync: pacer.waitsForVsync,
                               pixelWidth: surface.width, pixelHeight: surface.height, scale: scale)
        link.read { $0.present = info }
    }

    // MARK: The loop

    private func loop() {
        var event = SDL_Event()
        while true {
            while SDL_PollEvent(&event) == 1 { take(event) }
            let requests = link.takeRequests()
            if requests.closing { return }
            if let title = requests.title, let window { SDL_SetWindowTitle(window, title) }
            renderer.receiveCommits()
            let now = CACurrentMediaTime()
            // A recording starts with what is on screen now.
            if let r = requests.recorder, r !== recording, let surface = renderer.surface { r.offer(surface, at: now) }
            recording = requests.recorder
            if representsLeft > 0 && now >= nextRepresent {
                representsLeft -= 1
                nextRepresent = now + 0.25
                presentAgain = true
            }
            flashes.removeAll { $0.until < now }
            let drawing = !hidden && !quitting
                && (uploadAll || presentAgain || !flashes.isEmpty || renderer.needsFrame())
            var wake = Double.infinity
            if drawing {
                if now >= pacer.earliestFrameStart {
                    drawFrame(at: now, requests: requests)
                    continue
                }
                wake = pacer.earliestFrameStart
            } else if !quitting, let due = tickDue(requests.ticks, now: now) {
                if now >= due {
                    pacer.ticked(at: due)
                    lastTick = now
                    events.post(.frame(timestamp: due, interval: pacer.interval))
                    continue
                }
                wake = due
            }
            if representsLeft > 0 { wake = min(wake, nextRepresent) }
            // Sleep in SDL until an event, a wake-up (a commit, a request)
            // or the time above; whole milliseconds, rounded up.
            let ms = wake.isFinite ? Int32(min(max(0, ((wake - CACurrentMediaTime()) * 1000).rounded(.up)), 60_000)) : -1
            if SDL_WaitEventTimeout(&event, ms) == 1 { take(event) }
        }
    }

    /// When the next refresh wanted without a frame is due (nil: none).
    private func tickDue(_ ticks: ServerLink.Ticks, now: Double) -> Double? {
        // From the last refresh this thread saw (a tick or a frame); long
        // ago or never: now.
        let last = max(lastTick, lastFrameEnd)
        switch ticks {
        case .none: return nil
        case .everyRefresh: return now - last < FramePacer.phaseLifetime ? pacer.nextRefresh(after: last) : now
        case .every(let seconds): return last.isFinite ? last + seconds : now
        }
    }

    private func drawFrame(at now: Double, requests: ServerLink.Requests) {
        guard let presenter, let surface = renderer.surface else { return }
        // Drawn straight after the last one: whether presents wait shows
        // in their spacing.
        let backToBack = now - lastFrameEnd < pacer.interval / 4
        let shownAt = pacer.beginFrame(at: now)
        let rects = renderer.renderFrame(at: shownAt)
        let stats = renderer.lastStats
        let start = CACurrentMediaTime()
        presenter.upload(uploadAll ? [surface.bounds] : rects, from: surface)
        let uploaded = CACurrentMediaTime()
        if requests.flashesRedraws {
            for r in rects where r.intersection(requests.toolsRect) != r { flashes.append((r, now + 0.05)) }
        }
        let cpu = threadCPUTime()
        presenter.present(flashes: flashes.map(\.rect))
        let presentCPU = threadCPUTime() - cpu
        let end = CACurrentMediaTime()
        uploadAll = false
        presentAgain = false
        if pacer.presented(at: end, backToBack: backToBack), !reportedNoVsync {
            reportedNoVsync = true
            _Diagnostics.report("PreviewWindow: \(presenter.name) presents without waiting for the display; pacing frames by a timer")
            publishPresentInfo()
        }
        lastFrameEnd = end
        recording?.offer(surface, at: end)
        let cost = FrameCost(stats: stats, upload: uploaded - start, present: presentCPU, time: end)
        link.read { r in
            r.framesDrawn += 1
            r.frameTimes.append(end)
            if r.frameTimes.count > 4096 { r.frameTimes.removeFirst(2048) }
            r.costs.append(cost)
            if r.costs.count > 240 { r.costs.removeFirst(120) }
        }
        events.post(.frame(timestamp: pacer.waitsForVsync ? end : shownAt, interval: pacer.interval))
    }

    /// This thread's processor time, in seconds.
    private func threadCPUTime() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    // MARK: Events

    private func take(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_USEREVENT:
            link.woke()
        case SDL_QUIT:
            guard !quitting else { return }
            quitting = true
            if let window, DisplayConnection.isLost(window) {
                events.post(.failed(DisplayConnection.lostMessage))
            } else {
                events.post(.quit)
            }
        case SDL_KEYDOWN:
            events.post(.key(event.key.keysym.sym))
        case SDL_TEXTINPUT:
            var t = event.text.text
            let text = withUnsafeBytes(of: &t) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            events.post(.text(text))
        case SDL_MOUSEBUTTONDOWN:
            events.post(.pointerDown(point(event.button.x, event.button.y), button: event.button.button))
        case SDL_MOUSEMOTION:
            events.post(.pointerMoved(point(event.motion.x, event.motion.y)))
        case SDL_MOUSEBUTTONUP:
            events.post(.pointerUp(point(event.button.x, event.button.y), button: event.button.button))
        case SDL_MOUSEWHEEL:
            let w = event.wheel
            let flip: Float = w.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            events.post(.wheel(point(w.mouseX, w.mouseY), dx: CGFloat(w.preciseX * flip), dy: CGFloat(w.preciseY * flip)))
        case SDL_WINDOWEVENT:
            windowEvent(SDL_WindowEventID(UInt32(event.window.event)))
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            // The renderer's textures are gone: make them again, upload all.
            (presenter as? TexturePresenter)?.textureLost()
            if let surface = renderer.surface { _ = presenter?.resize(width: surface.width, height: surface.height) }
            uploadAll = true
        default:
            break
        }
    }

    private func point(_ x: Int32, _ y: Int32) -> CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }

    private func windowEvent(_ e: SDL_WindowEventID) {
        switch e {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            matchDrawable()
        case SDL_WINDOWEVENT_EXPOSED:
            presentAgain = true
        case SDL_WINDOWEVENT_MOVED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
            // Perhaps now on another display, refreshing at another rate.
            pacer.interval = displayInterval()
        case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
            // Commits are still taken in; nothing is drawn.
            if !hidden { events.post(.visibility(false)) }
            hidden = true
        case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_MAXIMIZED:
            if hidden { events.post(.visibility(true)) }
            hidden = false
            presentAgain = true
        case SDL_WINDOWEVENT_LEAVE:
            events.post(.pointerLeft)
        default:
            break
        }
    }
}
