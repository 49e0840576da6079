import CSDL2
import Foundation
import QuartzCore
import Raster

/// A desktop window (SDL2 on Wayland or X11) that shows view controllers
/// and layer trees, as a device shows an app.
///
/// Each turn of the loop: SDL events (the mouse becomes touches, keys go
/// to the developer tools or to the view controller on top), display
/// links, the main run loop's timers and the commit of the implicit
/// transaction, then, only if something was committed or an animation is
/// running, one frame: the presentation tree evaluated at the frame's
/// time, the damaged pixels rendered and uploaded to a streaming texture,
/// presented on vsync. With nothing to draw the loop blocks in SDL until
/// an event or the next run-loop timer, so an idle window uses no CPU.
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
    /// Frames drawn so far.
    public private(set) var framesDrawn = 0
    /// The view controllers shown, the last on top.
    public private(set) var viewControllers: [UIViewController] = []

    /// Holds the content and, above it, the tools' layers: what is drawn.
    let windowLayer = CALayer()
    let renderer: _LayerRenderer
    lazy var tools = DeveloperTools(window: self)
    let touches = TouchRouter()

    var window: OpaquePointer?
    var sdlRenderer: OpaquePointer?
    var texture: OpaquePointer?
    var running = false
    /// The window was uncovered: present the last frame again.
    var exposed = false
    /// Minimised or hidden: nothing is drawn until it is shown again.
    var minimised = false
    /// The mouse button is down (motion is a touch moving).
    var pressing = false
    /// Seconds the last upload to the texture took (for the HUD).
    private(set) var lastUploadSeconds: Double = 0

    /// The window's background, shown where no layer draws.
    public var clearColor: (r: UInt8, g: UInt8, b: UInt8) = (242, 242, 247) {
        didSet { applyBackground() }
    }

    public init(title: String, width: Int = 1024, height: Int = 720) {
        self.title = title
        self.width = max(1, width)
        self.height = max(1, height)
        renderer = _LayerRenderer(root: windowLayer)
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
        sdlRenderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard sdlRenderer != nil else {
            _Diagnostics.report("PreviewWindow: cannot create a renderer: \(sdlError())")
            close()
            return false
        }
        SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_BLEND)
        updateTitle()
        resize(width: width, height: height)
        return true
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

    /// Runs until the window closes. False when it could not open.
    @discardableResult
    public func run() -> Bool {
        guard open() else { return false }
        running = true
        // Display links follow this window's frames from now on.
        readDisplayInterval()
        _DisplayLinkDriver.setDisplayDriven(true)
        defer { _DisplayLinkDriver.setDisplayDriven(false) }
        var event = SDL_Event()
        while running {
            while running && SDL_PollEvent(&event) == 1 { handle(event) }
            guard running else { break }
            // Display links, timers (animation callbacks, user timers),
            // then the commit the run loop would make before sleeping: a
            // link's changes are drawn in the frame it ran for.
            let now = CACurrentMediaTime()
            _DisplayLinkDriver.fireAll(at: now, displayInterval: displayInterval)
            _ = RunLoop.main.run(mode: .default, before: Date())
            tools.beforeCommit(at: now)
            CATransaction.flush()
            let wantsFrame = exposed || renderer.needsFrame() || _DisplayLinkDriver.hasRunningLinks || tools.wantsFrames
            if wantsFrame && !minimised {
                drawFrame()
                continue
            }
            // Idle: sleep in SDL until an event, or the run loop's next timer.
            let next = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode)
            let wait = next > 0 ? max(0, (next - CFAbsoluteTimeGetCurrent()) * 1000) : -1
            let got = wait < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, Int32(min(wait, 1e6)))
            if got == 1 { handle(event) }
        }
        close()
        return true
    }

    public func stop() { running = false }

    /// Seconds between the display's refreshes (1/60 when SDL cannot
    /// tell), read when the window opens and when it moves (perhaps to
    /// another display), not every frame.
    var displayInterval = 1.0 / 60

    func readDisplayInterval() {
        var mode = SDL_DisplayMode()
        guard let window, SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return }
        displayInterval = 1 / Double(mode.refresh_rate)
    }

    /// Renders and presents one frame of the presentation tree now.
    public func drawFrame() {
        guard let sdlRenderer, let texture, let surface = renderer.surface else { return }
        exposed = false
        // Only what changed is drawn and uploaded (a first frame or a
        // resize damages everything).
        let rects = renderer.renderFrame(at: CACurrentMediaTime())
        let start = CACurrentMediaTime()
        for r in rects {
            let c = r.intersection(surface.bounds)
            guard !c.isEmpty else { continue }
            var rect = SDL_Rect(x: Int32(c.x0), y: Int32(c.y0), w: Int32(c.width), h: Int32(c.height))
            SDL_UpdateTexture(texture, &rect, surface.row(c.y0) + c.x0, Int32(surface.stride * 4))
        }
        lastUploadSeconds = CACurrentMediaTime() - start
        SDL_RenderCopy(sdlRenderer, texture, nil, nil)
        tools.drawOverlays(sdlRenderer, damaged: rects)
        SDL_RenderPresent(sdlRenderer)
        framesDrawn += 1
        tools.frameDrawn(stats: renderer.lastStats, upload: lastUploadSeconds)
    }

    /// The last frame drawn (for snapshots and tests).
    public var lastFrame: Surface? { renderer.surface }

    func resize(width w: Int, height h: Int) {
        width = max(1, w)
        height = max(1, h)
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &pw, &ph)
        if pw <= 0 || ph <= 0 { pw = Int32(width); ph = Int32(height) }
        scale = Double(pw) / Double(width)
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                    Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), pw, ph)
        if texture == nil || !renderer.resize(pixelWidth: Int(pw), pixelHeight: Int(ph), scale: scale) {
            _Diagnostics.report("PreviewWindow: cannot make a \(pw)x\(ph) frame: \(sdlError())")
        }
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        UIScreen.main.scale = CGFloat(scale)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        windowLayer.bounds = bounds
        rootLayer.bounds = bounds
        // The view on top follows the window, and layers that draw get
        // the backing scale.
        viewControllers.last?.viewIfLoaded?.frame = bounds
        PreviewWindow.setContentsScale(CGFloat(scale), in: rootLayer)
        tools.layout(in: bounds)
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
        if let texture { SDL_DestroyTexture(texture) }
        if let sdlRenderer { SDL_DestroyRenderer(sdlRenderer) }
        if let window { SDL_DestroyWindow(window) }
        texture = nil
        sdlRenderer = nil
        window = nil
        SDL_Quit()
    }
}
