import Raster
@_implementationOnly import CSDL2
import Foundation

/// The iOS Simulator's developer tools, on keys (a help overlay lists
/// them): slow animations, pause and single-frame step, a frame-time
/// HUD, layer bounds and anchor points, flashing of redrawn regions,
/// colouring of blended layers, and a right click that prints the layer
/// under the pointer.
///
/// Time tools act on the window's content layer as Core Animation's own
/// time scale (`speed`, `timeOffset`, `beginTime`), so slow motion is
/// exactly what an app's layer tree would do with that root.
final class DeveloperTools {
    unowned let window: PreviewWindow
    /// The tools' layers, above the content.
    let overlay = CALayer()
    let help = HelpOverlay()
    let hud = FrameHUD()
    let geometry = GeometryOverlay()

    private(set) var isSlow = false
    private(set) var isPaused = false
    /// The window server draws the flashes; this says whether to.
    var flashesRedraws = false {
        didSet { window.link.request { [flashesRedraws] in $0.flashesRedraws = flashesRedraws } }
    }

    /// Animation time runs this much slower with slow animations on (the
    /// Simulator's Debug > Slow Animations).
    static let slowFactor: Float = 10

    init(window: PreviewWindow) {
        self.window = window
        CATransaction.withoutActions {
            overlay.anchorPoint = .zero
            overlay.name = "developer tools"
            window.windowLayer.addSublayer(overlay)
            overlay.addSublayer(geometry.layer)
            overlay.addSublayer(hud.layer)
            overlay.addSublayer(help.layer)
        }
    }

    func layout(in bounds: CGRect) {
        overlay.bounds = bounds
        geometry.layer.frame = bounds
        hud.layout(in: bounds)
        help.layout(in: bounds)
        // The HUD's own redraws are not the app's: they do not flash. (Its
        // damage reaches a pixel or two past its frame: antialiased corners.)
        let f = hud.layer.frame.insetBy(dx: -2, dy: -2), s = window.scale
        let rect = PixelRect(x0: Int((f.minX * s).rounded(.down)), y0: Int((f.minY * s).rounded(.down)),
                             x1: Int((f.maxX * s).rounded(.up)), y1: Int((f.maxY * s).rounded(.up)))
        window.link.request { $0.toolsRect = rect }
    }

    /// Overlays that follow the presentation tree need the main thread
    /// to wake for them while they are on.
    var needsRedrawsTracked: Bool { geometry.showsBounds || geometry.colorsBlended }

    // MARK: Keys

    /// A typed character; true when a tool took it.
    func handle(text: String) -> Bool {
        switch text {
        case "?": help.toggle()
        case "s", "S": setSlow(!isSlow)
        case "p", "P", " ": setPaused(!isPaused)
        case ".": step()
        case "h", "H": hud.toggle()
        case "b", "B": geometry.showsBounds.toggle(); geometry.changed()
        case "c", "C": geometry.colorsBlended.toggle(); geometry.changed()
        case "f", "F": flashesRedraws.toggle()
        case "r", "R": window.toggleRecording()
        default: return false
        }
        return true
    }

    /// The window records (the HUD shows a red dot).
    var isRecording = false {
        didSet {
            hud.showsRecordingDot = isRecording
            hud.status = status
        }
    }

    /// Turns a tool on by name (the command line's `--tools`); false for
    /// a name that is not a tool.
    func enable(_ name: String) -> Bool {
        switch name {
        case "help": if !help.isShown { help.toggle() }
        case "slow": setSlow(true)
        case "paused": setPaused(true)
        case "hud": if !hud.isShown { hud.toggle() }
        case "bounds": geometry.showsBounds = true; geometry.changed()
        case "blended": geometry.colorsBlended = true; geometry.changed()
        case "flash": flashesRedraws = true
        default: return false
        }
        return true
    }

    static let names = ["help", "slow", "paused", "hud", "bounds", "blended", "flash"]

    /// The tools that are on, by the names `enable(_:)` takes.
    var enabledNames: [String] {
        let on = [help.isShown, isSlow, isPaused, hud.isShown, geometry.showsBounds, geometry.colorsBlended,
                  flashesRedraws]
        return zip(Self.names, on).filter(\.1).map(\.0)
    }

    /// A key without text (function and arrow keys); true when taken.
    func handle(key: SDL_Keycode) -> Bool {
        switch Int(key) {
        case Int(SDLK_F1.rawValue): help.toggle()
        case Int(SDLK_RIGHT.rawValue) where isPaused: step()
        default: return false
        }
        return true
    }

    /// Escape closes the help first.
    func handleEscape() -> Bool {
        guard help.isShown else { return false }
        help.toggle()
        return true
    }

    // MARK: Time

    /// The content's local time now.
    private var contentTime: Double { window.rootLayer.convertTime(CACurrentMediaTime(), from: nil) }

    /// Changes the content's time scale without a jump: local time goes on
    /// from where it is, at the new rate.
    private func retime(speed: Float, at local: Double) {
        CATransaction.withoutActions {
            let root = window.rootLayer
            root.beginTime = CACurrentMediaTime()
            root.timeOffset = local
            root.speed = speed
        }
    }

    private var runningSpeed: Float { isSlow ? 1 / Self.slowFactor : 1 }

    func setSlow(_ slow: Bool) {
        let local = contentTime
        isSlow = slow
        if !isPaused { retime(speed: runningSpeed, at: local) }
        hud.status = status
        print("Slow animations \(slow ? "on (x\(Int(Self.slowFactor)))" : "off")")
    }

    func setPaused(_ paused: Bool) {
        let local = contentTime
        isPaused = paused
        retime(speed: paused ? 0 : runningSpeed, at: local)
        hud.status = status
    }

    /// One display frame of animation time (slowed when slow is on).
    func step() {
        if !isPaused { setPaused(true) }
        let dt = window.displayInterval * Double(runningSpeed)
        retime(speed: 0, at: contentTime + dt)
    }

    private var status: String {
        [isRecording ? "  recording" : nil, isPaused ? "paused" : nil,
         isSlow ? "slow x\(Int(Self.slowFactor))" : nil].compactMap { $0 }.joined(separator: ", ")
    }

    // MARK: Frames

    /// Before each commit: overlays that follow the presentation tree.
    func beforeCommit(at now: Double) {
        geometry.update(content: window.rootLayer)
        hud.update(at: now)
    }

    /// A frame the window server presented.
    func frameDrawn(_ cost: FrameCost) {
        hud.record(cost)
    }

    // MARK: Inspection

    /// Prints the layer under `point` (window coordinates): its class,
    /// name, and model and presentation values side by side.
    func inspect(at point: CGPoint) {
        guard let presented = window.rootLayer.presentation() ?? Optional(window.rootLayer),
              let hit = presented.hitTest(point) else {
            print("No layer at (\(Int(point.x)), \(Int(point.y)))")
            return
        }
        print(LayerInspection.describe(hit.model(), presented: hit))
    }
}
