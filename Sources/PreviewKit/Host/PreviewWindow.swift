import CoreFoundation
@_implementationOnly import CSDL2
import Foundation
import ImageIO
import QuartzCore
import Raster

/// A desktop window (SDL2 on Wayland or X11) that shows view controllers
/// and layer trees, as a device shows an app.
///
/// Two threads share the work, as on iOS. The app's main thread runs the
/// app from its run loop: input from the window server (the mouse becomes
/// touches, keys go to the developer tools or to the view controller on
/// top), display links once per display refresh, the run loop's timers,
/// and the commit of the implicit transaction before it sleeps. The
/// window server (`WindowServer`, a thread of its own and the only one
/// that calls SDL) owns the window: it pumps its events and sends them to
/// the main run loop, and draws, from what was committed, frame after
/// frame at the display's refresh. Neither waits for the other; with
/// nothing to do both sleep, so an idle window uses no processor time.
///
/// View controllers stack: `push(_:)` shows one, Escape goes back to the
/// one before (and closes the window from the first).
public final class PreviewWindow {
    /// The application's name, shown before the view controller's title.
    public let title: String
    /// Size in points (what layers use); pixels are this times `scale`.
    public private(set) var width: Int
    /// The window's height in points; follows the window when it is resized.
    public private(set) var height: Int
    /// Pixels per point of the window's drawable. Default 1; more on a
    /// HiDPI display, and it follows the window to a display of another scale.
    public private(set) var scale: Double = 1
    /// The content: view controllers' views and any layers added here
    /// fill the window. Slow animations slow this layer's time.
    public let rootLayer = CALayer()
    /// The view controllers shown, the last on top.
    public private(set) var viewControllers: [UIViewController] = []

    /// Holds the content and, above it, the tools' layers: what is drawn.
    let windowLayer = CALayer()
    /// The UIKit window the view controllers' views are shown in (so a
    /// view on screen has a `window` and hears `didMoveToWindow()`); it
    /// fills `rootLayer`.
    public let keyWindow: UIWindow
    lazy var tools = DeveloperTools(window: self)
    let touches = TouchRouter()

    /// What this thread and the window server share (made now, so what is
    /// asked before the window opens waits for it).
    let link = ServerLink()
    var server: WindowServer?
    /// Input and refreshes from the window server, on the main run loop.
    private(set) lazy var events = HostEventQueue { [unowned self] in self.handle($0) }
    var running = false
    /// Why the window had to close (its display went away).
    var failure: String?
    /// While the mouse button is down, the window the press began in, which
    /// its moves and release go to (motion is then a touch moving).
    var pressRoot: UIView?

    /// The window's background, shown where no layer draws.
    public var clearColor: (r: UInt8, g: UInt8, b: UInt8) = (242, 242, 247) {
        didSet { applyBackground() }
    }

    /// Makes a window titled `title` of `width` by `height` points (at least 1
    /// each) and its key window; the window itself opens with `open()` or
    /// `run(seconds:)`.
    public init(title: String, width: Int = 1024, height: Int = 720) {
        self.title = title
        self.width = max(1, width)
        self.height = max(1, height)
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: self.width, height: self.height)
        // Made outside the closure below: a stored `let` is set in the
        // initializer's own body.
        let frame = CGRect(x: 0, y: 0, width: self.width, height: self.height)
        keyWindow = CATransaction.withoutActions { UIWindow(frame: frame) }
        CATransaction.withoutActions {
            for l in [windowLayer, rootLayer] {
                l.anchorPoint = .zero
                l.bounds = CGRect(x: 0, y: 0, width: self.width, height: self.height)
            }
            windowLayer.addSublayer(rootLayer)
            // Windows the program shows (a HUD's, an alert's) go beside this one.
            _WindowScreen.showWindows(in: rootLayer)
            rootLayer.addSublayer(keyWindow.layer)
            keyWindow.makeKeyAndVisible()
            applyBackground()
        }
    }

    private func applyBackground() {
        windowLayer.backgroundColor = CGColor(red: CGFloat(clearColor.r) / 255, green: CGFloat(clearColor.g) / 255,
                                              blue: CGFloat(clearColor.b) / 255, alpha: 1)
    }

    // MARK: View controllers

    /// Shows `viewController` on top of the current one.
    public func push(_ viewController: UIViewController) {
        let previous = viewControllers.last
        previous?.beginAppearanceTransition(false, animated: false)
        previous?.viewIfLoaded?.removeFromSuperview()
        previous?.endAppearanceTransition()
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
        // What it presents goes with it.
        var presented = top.presentedViewController
        while let p = presented {
            p.viewIfLoaded?.removeFromSuperview()
            presented = p.presentedViewController
        }
        if top.presentedViewController != nil { top.dismiss(animated: false) }
        top.beginAppearanceTransition(false, animated: false)
        top.viewIfLoaded?.removeFromSuperview()
        top.endAppearanceTransition()
        show(viewControllers[viewControllers.count - 1])
        return true
    }

    private func show(_ vc: UIViewController) {
        // Loaded and told it will appear with actions on, as on iOS: a block
        // animation started in viewDidLoad or viewWillAppear runs, from
        // the commit that puts the view on screen.
        let view: UIView = vc.view
        vc.beginAppearanceTransition(true, animated: false)
        CATransaction.withoutActions {
            view.frame = CGRect(x: 0, y: 0, width: width, height: height)
            keyWindow.insertSubview(view, at: 0)
        }
        updateTitle()
        // As on iOS, the view is on screen (committed) when it has
        // appeared: changes made from here on animate implicitly.
        CATransaction.flush()
        vc.endAppearanceTransition()
    }

    /// The window's title: the app's name and the top view controller's.
    var windowTitle: String { viewControllers.last?.title.map { "\(title) — \($0)" } ?? title }

    func updateTitle() {
        let name = windowTitle
        link.request { $0.title = name }
    }

    // MARK: Running

    /// Opens the window; false (with a one-line diagnostic) when there is
    /// no display to open it on.
    public func open() -> Bool {
        if server != nil { return true }
        if let problem = DisplayConnection.missingDisplay() {
            _Diagnostics.report("PreviewWindow: \(problem)")
            return false
        }
        failure = nil
        let server = WindowServer(root: windowLayer, title: windowTitle, width: width, height: height,
                                  position: openPosition, link: link, events: events)
        if let problem = server.start() {
            _Diagnostics.report("PreviewWindow: \(problem)")
            return false
        }
        self.server = server
        UIApplication.shared.windowDidOpen()
        return true
    }

    /// Why no window can open here (nil when a display looks usable).
    static func missingDisplay() -> String? { DisplayConnection.missingDisplay() }

    /// Runs the main run loop until the window closes (or for `seconds`,
    /// when given), as `UIApplicationMain` runs an app. False when the
    /// window could not open, or closed because its display went away.
    @discardableResult
    public func run(seconds: Double? = nil) -> Bool {
        guard open() else { return false }
        running = true
        let deadline = seconds.map { Date(timeIntervalSinceNow: $0) } ?? .distantFuture
        // Display links follow this window's refreshes from now on.
        _DisplayLinkDriver.setDisplayDriven(true)
        let signals = TerminationSignals { [events] _ in events.post(.quit) }
        let observer = beforeSleeping { [unowned self] in self.requestRefreshes() }
        while running && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: deadline)
        }
        CFRunLoopRemoveObserver(CFRunLoopGetMain(), observer, kCFRunLoopCommonModes)
        signals.cancel()
        _DisplayLinkDriver.setDisplayDriven(false)
        close()
        if let failure {
            _Diagnostics.report("PreviewWindow: \(failure)")
            return false
        }
        return true
    }

    /// Ends `run()` (from a callback on the main thread, or another thread).
    public func stop() {
        running = false
        CFRunLoopStop(CFRunLoopGetMain())
    }

    /// An observer of the main run loop, called each time before it
    /// sleeps, after the implicit transaction's commit.
    private func beforeSleeping(_ body: @escaping () -> Void) -> CFRunLoopObserver {
        let o = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true,
                                                   3_000_000) { _, _ in body() }!
        CFRunLoopAddObserver(CFRunLoopGetMain(), o, kCFRunLoopCommonModes)
        return o
    }

    /// Tells the window server which refreshes this thread wants with
    /// nothing to draw: each one while display links run, ten a second
    /// while tools follow the presentation tree.
    private func requestRefreshes() {
        let ticks: ServerLink.Ticks = _DisplayLinkDriver.hasRunningLinks ? .everyRefresh
            : tools.hud.isShown || tools.needsRedrawsTracked ? .every(seconds: 0.1) : .none
        guard ticks != requestedTicks else { return }
        requestedTicks = ticks
        link.request { $0.ticks = ticks }
    }
    private var requestedTicks = ServerLink.Ticks.none

    /// One refresh of the display (a frame was presented, or a tick): the
    /// links, before this frame's commit, so what they change is drawn in
    /// the next frame; overlays that follow the presentation tree; layers
    /// whose drawing animates; then the commit.
    func refresh(at timestamp: Double, interval: Double) {
        displayInterval = interval
        _DisplayLinkDriver.fireAll(at: timestamp, displayInterval: interval)
        let now = CACurrentMediaTime()
        tools.beforeCommit(at: now)
        _RenderHandover.shared.redrawAnimatedContents(at: timestamp + interval)
        CATransaction.flush()
        readBackFrames()
    }

    /// Turns on developer tools by name, as their keys would: "help",
    /// "slow", "paused", "hud", "bounds", "blended", "flash". Returns
    /// the names that are not tools.
    package func enableTools(_ names: [String]) -> [String] {
        names.filter { !tools.enable($0) }
    }

    package static var toolNames: [String] { DeveloperTools.names }

    /// Frames the window server drew since the last look: the HUD's figures.
    private func readBackFrames() {
        let costs = link.read { r -> [FrameCost] in
            defer { r.costs.removeAll(keepingCapacity: true) }
            return r.costs
        }
        for c in costs {
            tools.frameDrawn(c)
            frameCost.frames += 1
            frameCost.evaluate += c.stats.evaluate
            frameCost.raster += c.stats.raster
            frameCost.upload += c.upload
            frameCost.present += c.present
            frameCost.damagedPixels += c.stats.damagedPixels
        }
    }

    /// What the window server's frames cost, summed since the window
    /// opened (for figures: divide by `frames`).
    package private(set) var frameCost = (frames: 0, evaluate: 0.0, raster: 0.0, upload: 0.0, present: 0.0, damagedPixels: 0)

    /// Frames drawn so far, and when (for tests and figures).
    public var framesDrawn: Int { link.read { $0.framesDrawn } }
    package var frameTimes: [Double] { link.read { $0.frameTimes } }
    /// Where the window opens on the screen (nil: centred), and where it
    /// was when it last closed: a program that restarts itself (`--watch`)
    /// opens where it was.
    package var openPosition: (x: Int, y: Int)?
    package var lastPosition: (x: Int, y: Int)? { link.read { $0.lastPosition } }
    /// The recording in progress (the `r` key).
    var recorder: WindowRecorder?

    /// The developer tools that are on, by name.
    package var enabledTools: [String] { tools.enabledNames }

    /// How frames reach the screen (nil before the window opened).
    package var presentInfo: PresentInfo? { link.read { $0.present } }

    /// Seconds between the display's refreshes, as the window server last
    /// said (1/60 until it does).
    var displayInterval = 1.0 / 60

    /// The window's size in points changed, or its drawable's scale.
    func resize(width w: Int, height h: Int, scale s: Double) {
        let oldBounds = CGRect(x: 0, y: 0, width: width, height: height)
        width = max(1, w)
        height = max(1, h)
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        CATransaction.withoutActions {
            let bounds = CGRect(x: 0, y: 0, width: width, height: height)
            windowLayer.bounds = bounds
            rootLayer.bounds = bounds
            keyWindow.frame = bounds
            // The program's windows that filled the screen still do.
            for w in _WindowScreen.windows where w !== keyWindow && w.frame == oldBounds { w.frame = bounds }
            // The view on top follows the window.
            viewControllers.last?.viewIfLoaded?.frame = bounds
            if s != scale {
                // A HiDPI display: layers that draw get the backing scale, so
                // they are drawn at the display's pixel density.
                scale = s
                UIScreen.main.scale = CGFloat(s)
                PreviewWindow.setContentsScale(CGFloat(s), in: rootLayer)
            }
            tools.layout(in: bounds)
        }
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

    /// Closes the window (the window server ends; its figures stay). A
    /// recording in progress is written first.
    public func close() {
        guard let server else { return }
        if recorder != nil { toggleRecording() }
        if !server.stop() { _Diagnostics.report("PreviewWindow: the window server did not finish within 5 s") }
        self.server = nil
        readBackFrames()
        running = false
        UIApplication.shared.windowDidClose()
    }
}
