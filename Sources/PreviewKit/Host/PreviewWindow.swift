import CSDL2
import Foundation
import ImageIO
import QuartzCore
import Raster

/// A desktop window (SDL2 on Wayland or X11) that shows view controllers
/// and layer trees, as a device shows an app.
///
/// Two threads share the work, as on iOS. The main thread runs the app:
/// SDL events (the mouse becomes touches, keys go to the developer tools
/// or to the view controller on top), display links once per display
/// refresh, the main run loop's timers, and the commit of the implicit
/// transaction. The render thread (`RenderThread`) draws: it evaluates
/// the presentation tree from what was committed, renders the damaged
/// pixels and presents them. The main thread never waits for it; with
/// nothing to do each thread sleeps (the main one in SDL until an event
/// or the next run-loop timer, the render one until a commit), so an idle
/// window uses no CPU.
///
/// View controllers stack: `push(_:)` shows one, Escape goes back to the
/// one before (and closes the window from the first).
public final class PreviewWindow {
    /// The application's name, shown before the view controller's title.
    public let title: String
    /// Size in points (what layers use); pixels are this times `scale`.
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var scale: Double = 1
    /// The content: view controllers' views and any layers added here
    /// fill the window. Slow animations slow this layer's time.
    public let rootLayer = CALayer()
    /// The view controllers shown, the last on top.
    public private(set) var viewControllers: [UIViewController] = []

    /// Holds the content and, above it, the tools' layers: what is drawn.
    let windowLayer = CALayer()
    lazy var tools = DeveloperTools(window: self)
    let touches = TouchRouter()

    var window: OpaquePointer?
    var renderThread: RenderThread?
    var running = false
    /// The mouse button is down (motion is a touch moving).
    var pressing = false

    /// The window's background, shown where no layer draws.
    public var clearColor: (r: UInt8, g: UInt8, b: UInt8) = (242, 242, 247) {
        didSet { applyBackground() }
    }

    public init(title: String, width: Int = 1024, height: Int = 720) {
        self.title = title
        self.width = max(1, width)
        self.height = max(1, height)
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: self.width, height: self.height)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for l in [windowLayer, rootLayer] {
            l.anchorPoint = .zero
            l.bounds = CGRect(x: 0, y: 0, width: self.width, height: self.height)
        }
        windowLayer.addSublayer(rootLayer)
        applyBackground()
        CATransaction.commit()
    }

    private func applyBackground() {
        windowLayer.backgroundColor = CGColor(red: CGFloat(clearColor.r) / 255, green: CGFloat(clearColor.g) / 255,
                                              blue: CGFloat(clearColor.b) / 255, alpha: 1)
    }

    // MARK: View controllers

    /// Shows `viewController` on top of the current one.
    public func push(_ viewController: UIViewController) {
        let previous = viewControllers.last
        previous?.viewWillDisappear(false)
        previous?.viewIfLoaded?.layer.removeFromSuperlayer()
        previous?.viewDidDisappear(false)
        viewControllers.append(viewController)
        show(viewController)
    }

    /// Goes back to the view controller below the top one; false when
    /// there is none.
    @discardableResult
    public func pop() -> Bool {
        guard viewControllers.count > 1 else { return false }
        let top = viewControllers.removeLast()
        touches.cancel(time: CACurrentMediaTime())
        top.viewWillDisappear(false)
        top.viewIfLoaded?.layer.removeFromSuperlayer()
        top.viewDidDisappear(false)
        show(viewControllers[viewControllers.count - 1])
        return true
    }

    private func show(_ vc: UIViewController) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let view: UIView = vc.view
        view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        vc.viewWillAppear(false)
        rootLayer.addSublayer(view.layer)
        CATransaction.commit()
        updateTitle()
        // As on iOS, the view is on screen (committed) when it has
        // appeared: changes made from here on animate implicitly.
        CATransaction.flush()
        vc.viewDidAppear(false)
    }

    func updateTitle() {
        guard let window else { return }
        let name = viewControllers.last?.title.map { "\(title) — \($0)" } ?? title
        SDL_SetWindowTitle(window, name)
    }

    // MARK: Running

    /// Opens the window; false (with a one-line diagnostic) when there is
    /// no display to open it on.
    public func open() -> Bool {
        if window != nil { return true }
        if let problem = PreviewWindow.missingDisplay() {
            _Diagnostics.report("PreviewWindow: \(problem)")
            return false
        }
        PreviewWindow.makeXlibThreadSafe()
        _ = SDLMemory.installed // before SDL allocates anything
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            _Diagnostics.report("PreviewWindow: cannot start SDL video: \(sdlError())")
            return false
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        window = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                  Int32(width), Int32(height), flags)
        guard window != nil else {
            _Diagnostics.report("PreviewWindow: cannot create a window: \(sdlError())")
            SDL_Quit()
            return false
        }
        SDL_SetWindowMinimumSize(window, 160, 120)
        updateTitle()
        // The render thread makes its SDL renderer on its own thread; the
        // first frame shows the whole tree as committed now.
        let thread = RenderThread(window: window!, root: windowLayer, width: width, height: height)
        renderThread = thread
        thread.with { $0.flashesRedraws = tools.flashesRedraws }
        thread.start()
        readDisplayInterval()
        resize(width: width, height: height)
        return true
    }

    /// On X11 the render thread draws through the same display
    /// connection the main thread reads events from; Xlib allows that only
    /// after `XInitThreads`, called before any other Xlib call. SDL loads
    /// libX11 itself, so it is called through the same library, loaded here
    /// first (nothing happens where there is no libX11).
    private static func makeXlibThreadSafe() {
        guard !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty,
              let lib = dlopen("libX11.so.6", RTLD_NOW | RTLD_GLOBAL),
              let symbol = dlsym(lib, "XInitThreads") else { return }
        typealias XInitThreads = @convention(c) () -> Int32
        _ = unsafeBitCast(symbol, to: XInitThreads.self)()
    }

    /// Why no window can open here (nil when a display looks usable).
    /// SDL would otherwise fall back to an invisible driver and run with
    /// no window at all.
    static func missingDisplay() -> String? {
        let env = ProcessInfo.processInfo.environment
        if let driver = env["SDL_VIDEODRIVER"], !driver.isEmpty { return nil }
        if (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty {
            return "no display (DISPLAY and WAYLAND_DISPLAY are unset); render without one with --snapshot"
        }
        return nil
    }

    /// Runs until the window closes (or for `seconds`, when given). False
    /// when it could not open.
    @discardableResult
    public func run(seconds: Double? = nil) -> Bool {
        guard open() else { return false }
        running = true
        let deadline = seconds.map { CACurrentMediaTime() + $0 }
        // Display links follow this window's refreshes from now on.
        _DisplayLinkDriver.setDisplayDriven(true)
        defer { _DisplayLinkDriver.setDisplayDriven(false) }
        var event = SDL_Event()
        var nextRefresh = CACurrentMediaTime()
        while running {
            while running && SDL_PollEvent(&event) == 1 { handle(event) }
            guard running else { break }
            if let failure = renderThread?.with({ $0.failure }) {
                _Diagnostics.report("PreviewWindow: \(failure)")
                break
            }
            var now = CACurrentMediaTime()
            if let deadline, now >= deadline { break }
            // Once per display refresh: the links, before this frame's
            // commit, so what they change is drawn in the frame they ran for.
            if now >= nextRefresh {
                _DisplayLinkDriver.fireAll(at: now, displayInterval: displayInterval)
                nextRefresh = max(nextRefresh + displayInterval, now - displayInterval)
            }
            // Timers (animation callbacks, the app's own), the frame's
            // redraws of layers whose drawing animates, then the commit the
            // run loop makes before it sleeps: the render thread takes it.
            _ = RunLoop.main.run(mode: .default, before: Date())
            now = CACurrentMediaTime()
            tools.beforeCommit(at: now)
            _RenderHandover.shared.redrawAnimatedContents(at: now)
            CATransaction.flush()
            readBackFrames()
            // Sleep in SDL until an event, the next refresh (links running),
            // the run loop's next timer, or the HUD's next line.
            var wake = Double.infinity
            if _DisplayLinkDriver.hasRunningLinks { wake = nextRefresh }
            let timer = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode)
            if timer > 0 { wake = min(wake, now + max(0, timer - CFAbsoluteTimeGetCurrent())) }
            if tools.hud.isShown || tools.needsRedrawsTracked { wake = min(wake, now + 0.1) }
            if let deadline { wake = min(wake, deadline) }
            let ms = wake.isFinite ? Int32(min(max(0, (wake - CACurrentMediaTime()) * 1000), 1e6)) : -1
            if ms == 0 { continue }
            let got = ms < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, ms)
            if got == 1 { handle(event) }
        }
        close()
        return true
    }

    /// Turns on developer tools by name, as their keys would: "help",
    /// "slow", "paused", "hud", "bounds", "blended", "flash". Returns
    /// the names that are not tools.
    package func enableTools(_ names: [String]) -> [String] {
        names.filter { !tools.enable($0) }
    }

    package static var toolNames: [String] { DeveloperTools.names }

    /// Frames the render thread drew since the last look: the HUD's figures.
    private func readBackFrames() {
        guard let thread = renderThread else { return }
        let (stats, scale) = thread.with { s -> ([(stats: _LayerRenderer.FrameStats, upload: Double, time: Double)], Double) in
            defer { s.stats.removeAll() }
            return (s.stats, s.scale)
        }
        for s in stats {
            tools.frameDrawn(stats: s.stats, upload: s.upload, at: s.time)
            frameCost.frames += 1
            frameCost.evaluate += s.stats.evaluate
            frameCost.raster += s.stats.raster
            frameCost.upload += s.upload
            frameCost.damagedPixels += s.stats.damagedPixels
        }
        if scale > 0, scale != self.scale { scaleChanged(scale) }
    }

    /// What the render thread's frames cost, summed since the window
    /// opened (for figures: divide by `frames`).
    package private(set) var frameCost = (frames: 0, evaluate: 0.0, raster: 0.0, upload: 0.0, damagedPixels: 0)

    /// Frames drawn so far, and when (for tests and figures).
    public var framesDrawn: Int { renderThread?.with { $0.framesDrawn } ?? closedFrames.count }
    package var frameTimes: [Double] { renderThread?.with { $0.frameTimes } ?? closedFrames.times }
    /// What the render thread had drawn when the window closed.
    private var closedFrames: (count: Int, times: [Double]) = (0, [])

    public func stop() { running = false }

    /// Seconds between the display's refreshes (1/60 when SDL cannot
    /// tell), read when the window opens and when it moves (perhaps to
    /// another display), not every frame.
    var displayInterval = 1.0 / 60

    func readDisplayInterval() {
        var mode = SDL_DisplayMode()
        guard let window, SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return }
        displayInterval = 1 / Double(mode.refresh_rate)
        renderThread?.with { $0.displayInterval = displayInterval }
    }

    func resize(width w: Int, height h: Int) {
        width = max(1, w)
        height = max(1, h)
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        windowLayer.bounds = bounds
        rootLayer.bounds = bounds
        // The view on top follows the window.
        viewControllers.last?.viewIfLoaded?.frame = bounds
        tools.layout(in: bounds)
        CATransaction.commit()
        renderThread?.with { $0.resize = (width, height) }
        renderThread?.poke()
    }

    /// The drawable's pixels per point changed (a HiDPI display): layers
    /// that draw get the backing scale, so they are drawn at the
    /// display's pixel density.
    private func scaleChanged(_ s: Double) {
        scale = s
        UIScreen.main.scale = CGFloat(s)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        PreviewWindow.setContentsScale(CGFloat(s), in: rootLayer)
        tools.layout(in: windowLayer.bounds)
        CATransaction.commit()
    }

    /// Gives every layer that draws its own content (a delegate or
    /// subclass drawing, text) the window's backing scale, so it is drawn
    /// at the display's pixel density.
    static func setContentsScale(_ s: CGFloat, in layer: CALayer) {
        if layer.contentsScale != s && (layer.delegate != nil || type(of: layer) != CALayer.self) {
            layer.contentsScale = s
            if layer.delegate != nil || layer.needsDisplayOnBoundsChange { layer.setNeedsDisplay() }
        }
        for l in layer.sublayers ?? [] { setContentsScale(s, in: l) }
    }

    public func close() {
        if let t = renderThread { closedFrames = t.with { ($0.framesDrawn, $0.frameTimes) } }
        renderThread?.stop()
        renderThread = nil
        if let window { SDL_DestroyWindow(window) }
        window = nil
        SDL_Quit()
    }
}
