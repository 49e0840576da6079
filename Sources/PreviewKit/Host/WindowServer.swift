@_implementationOnly import CSDL2
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
///
/// It opens and closes the window and runs the loop; the loop's parts are
/// types of their own: the events (`WindowEventPump`), the frames in time
/// (`WindowFrameLoop`, with its `FramePacer`) and what shows them
/// (`WindowOutput`: the presenter, the flashes, the recording).
final class WindowServer: @unchecked Sendable {
    private let link: ServerLink
    private let events: HostEventQueue
    /// The server's copy of the window's layer tree, fed by commits.
    private let renderer: _MirroringRenderer
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
        pump = WindowEventPump(events: events)
        self.title = title
        requestedSize = (width, height)
        renderer = _MirroringRenderer(mirroring: root)
        requestedPosition = position
    }

    /// Starts the thread and waits until its window is open: nil, or why
    /// it could not open. (The only wait the main thread makes for the
    /// server, besides `stop()`.)
    /// The server's thread, once started (whether it has ended, for tests).
    private(set) var serverThread: Thread?

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
        serverThread = thread
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
    private var output: WindowOutput?
    private var frames: WindowFrameLoop?
    private var pump: WindowEventPump
    private var driver = ""
    /// The window's size in points and its drawable's pixels per point.
    private var points = (width: 0, height: 0)
    private var scale = 1.0

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
        let presenter = makePresenter(for: w)
        output = WindowOutput(presenter: presenter)
        SDL_ShowWindow(w)
        frames = WindowFrameLoop(pacer: FramePacer(interval: displayInterval(), vsync: presenter.vsync),
                                 renderer: renderer, link: link, events: events)
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
        output?.presenter.destroy()
        output = nil
        frames = nil
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
        guard let window, let output else { return false }
        let presenter = output.presenter
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
            output.uploadAll = true
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
        guard let output, let frames, let surface = renderer.surface else { return }
        let info = PresentInfo(driver: driver, renderer: output.presenter.name, vsync: frames.pacer.waitsForVsync,
                               pixelWidth: surface.width, pixelHeight: surface.height, scale: scale)
        link.read { $0.present = info }
    }

    // MARK: The loop

    private func loop() {
        guard let output, let frames else { return }
        var event = SDL_Event()
        while true {
            while SDL_PollEvent(&event) == 1 { take(event) }
            let requests = link.takeRequests()
            if requests.closing { return }
            if let title = requests.title, let window { SDL_SetWindowTitle(window, title) }
            renderer.receiveCommits()
            let now = CACurrentMediaTime()
            let outputWants = output.update(at: now, recorder: requests.recorder, showing: renderer.surface)
            let wantsFrame = !pump.hidden && !pump.quitting && (outputWants || renderer.needsFrame())
            var wake = Double.infinity
            switch frames.next(at: now, wantsFrame: wantsFrame, ticks: pump.quitting ? nil : requests.ticks) {
            case .draw:
                if frames.draw(at: now, requests: requests, through: output) { publishPresentInfo() }
                continue
            case .tick(let due):
                frames.tick(due, at: now)
                continue
            case .wait(let until):
                wake = min(until, output.nextWake)
            }
            // Sleep in SDL until an event, a wake-up (a commit, a request)
            // or the time above; whole milliseconds, rounded up.
            let ms = wake.isFinite ? Int32(min(max(0, ((wake - CACurrentMediaTime()) * 1000).rounded(.up)), 60_000)) : -1
            if SDL_WaitEventTimeout(&event, ms) == 1 { take(event) }
        }
    }

    // MARK: Events

    /// An SDL event: the pump posts what the app hears; the server acts
    /// on what happened to the window.
    private func take(_ event: SDL_Event) {
        switch pump.take(event, window: window) {
        case .woken?: link.woke()
        case .resized?: matchDrawable()
        case .exposed?: output?.presentAgain = true
        case .moved?: frames?.setInterval(displayInterval())
        case .texturesLost?: output?.texturesLost(frame: renderer.surface)
        case nil: break
        }
    }
}
