import CSDL2
import Foundation
import QuartzCore
import Raster

/// A desktop window (SDL2 on Wayland or X11) that shows a layer tree.
///
/// Each iteration of the loop: SDL events (clicks reach `onMouseDown`),
/// the main run loop's timers and the implicit transaction's commit, then,
/// only if something was committed or an animation is running, one frame:
/// the presentation tree evaluated at the frame's time, rendered into a
/// surface laid out as SDL's ARGB8888, uploaded to a streaming texture and
/// presented on vsync. With nothing to draw the loop blocks in SDL until
/// an event or the next run-loop timer, so an idle window uses no CPU.
/// Escape or closing the window ends it.
public final class PreviewWindow {
    public let title: String
    /// Size in points (what layers use); pixels are this times `scale`.
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var scale: Double = 1
    /// The layer tree shown: its root fills the window.
    public let rootLayer = CALayer()
    /// A click, in the root layer's coordinates.
    public var onMouseDown: ((CGPoint) -> Void)?
    public var onKeyDown: ((Int32) -> Void)?
    /// Frames drawn so far (the HUD and tests read it).
    public private(set) var framesDrawn = 0

    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var surface: Surface?
    private let damage = _DamageTracker()
    /// Bands per frame: one per core (the bytes are the same either way).
    private let threads = max(1, ProcessInfo.processInfo.activeProcessorCount)
    private var running = false
    /// The window was uncovered: present the last frame again.
    private var exposed = false

    /// The window's background, shown where no layer draws.
    public var clearColor: (r: UInt8, g: UInt8, b: UInt8) = (242, 242, 247) {
        didSet { applyBackground() }
    }

    public init(title: String, width: Int = 1024, height: Int = 720) {
        self.title = title
        self.width = max(1, width)
        self.height = max(1, height)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rootLayer.anchorPoint = .zero
        rootLayer.bounds = CGRect(x: 0, y: 0, width: self.width, height: self.height)
        applyBackground()
        CATransaction.commit()
    }

    private func applyBackground() {
        rootLayer.backgroundColor = CGColor(red: CGFloat(clearColor.r) / 255, green: CGFloat(clearColor.g) / 255,
                                            blue: CGFloat(clearColor.b) / 255, alpha: 1)
    }

    /// Opens the window; false (with a one-line diagnostic) when there is
    /// no display to open it on.
    public func open() -> Bool {
        if window != nil { return true }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            _Diagnostics.report("PreviewWindow: cannot start SDL video: \(sdlError())")
            return false
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        window = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                  Int32(width), Int32(height), flags)
        guard window != nil else {
            _Diagnostics.report("PreviewWindow: cannot create a window: \(sdlError())")
            return false
        }
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard renderer != nil else {
            _Diagnostics.report("PreviewWindow: cannot create a renderer: \(sdlError())")
            return false
        }
        resize(width: width, height: height)
        return true
    }

    /// Runs until the window closes.
    public func run() {
        guard open() else { return }
        running = true
        // Display links follow this window's frames from now on.
        readDisplayInterval()
        _DisplayLinkDriver.setDisplayDriven(true)
        defer { _DisplayLinkDriver.setDisplayDriven(false) }
        var event = SDL_Event()
        while running {
            while running && SDL_PollEvent(&event) == 1 { handle(event) }
            // Display links, timers (animation callbacks, user timers),
            // then the commit the run loop would make before sleeping: a
            // link's changes are drawn in the frame it ran for.
            _DisplayLinkDriver.fireAll(at: CACurrentMediaTime(), displayInterval: displayInterval)
            _ = RunLoop.main.run(mode: .default, before: Date())
            CATransaction.flush()
            if exposed || damage.needsFrame(rootLayer) || _DisplayLinkDriver.hasRunningLinks {
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
    }

    public func stop() { running = false }

    /// Seconds between the display's refreshes (1/60 when SDL cannot
    /// tell), read when the window opens and when it moves (perhaps to
    /// another display), not every frame.
    private var displayInterval = 1.0 / 60

    private func readDisplayInterval() {
        var mode = SDL_DisplayMode()
        guard let window, SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return }
        displayInterval = 1 / Double(mode.refresh_rate)
    }

    /// Renders and presents one frame of the presentation tree now.
    public func drawFrame() {
        guard let renderer, let texture, let surface else { return }
        exposed = false
        // Only what changed is drawn and uploaded (a first frame or a
        // resize damages everything).
        let rects = damage.renderFrame(rootLayer, into: surface, at: CACurrentMediaTime(), scale: scale,
                                       threads: threads)
        for r in rects {
            let c = r.intersection(surface.bounds)
            guard !c.isEmpty else { continue }
            var rect = SDL_Rect(x: Int32(c.x0), y: Int32(c.y0), w: Int32(c.width), h: Int32(c.height))
            SDL_UpdateTexture(texture, &rect, surface.row(c.y0) + c.x0, Int32(surface.stride * 4))
        }
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
        framesDrawn += 1
    }

    /// The last frame drawn (for snapshots and tests).
    public var lastFrame: Surface? { surface }

    private func resize(width w: Int, height h: Int) {
        width = max(1, w)
        height = max(1, h)
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        if pw <= 0 || ph <= 0 { pw = Int32(width); ph = Int32(height) }
        scale = Double(pw) / Double(width)
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                    Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), pw, ph)
        surface = Surface(width: Int(pw), height: Int(ph))
        if texture == nil || surface == nil {
            _Diagnostics.report("PreviewWindow: cannot make a \(pw)x\(ph) frame: \(sdlError())")
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rootLayer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        CATransaction.commit()
    }

    private func handle(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_KEYDOWN:
            if event.key.keysym.sym == SDLK_ESCAPE.rawValue { running = false } else { onKeyDown?(event.key.keysym.sym) }
        case SDL_MOUSEBUTTONDOWN:
            onMouseDown?(CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y)))
        case SDL_WINDOWEVENT:
            let e = SDL_WindowEventID(UInt32(event.window.event))
            if e == SDL_WINDOWEVENT_SIZE_CHANGED {
                resize(width: Int(event.window.data1), height: Int(event.window.data2))
            }
            if e == SDL_WINDOWEVENT_EXPOSED { exposed = true }
            if e == SDL_WINDOWEVENT_MOVED { readDisplayInterval() }
        default:
            break
        }
    }

    public func close() {
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let window { SDL_DestroyWindow(window) }
        texture = nil
        renderer = nil
        window = nil
        SDL_Quit()
    }
}
