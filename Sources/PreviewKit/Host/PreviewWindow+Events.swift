import CSDL2
import Foundation

/// SDL's events, turned into what an app hears: touches from the mouse,
/// presses from the keyboard (after the developer tools have had their
/// keys), and the window's own changes (size, exposure, minimising).
extension PreviewWindow {
    func handle(_ event: SDL_Event) {
        let now = CACurrentMediaTime()
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_KEYDOWN:
            handleKey(event.key.keysym.sym)
        case SDL_TEXTINPUT:
            var t = event.text.text
            let text = withUnsafeBytes(of: &t) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !tools.handle(text: text) { press(text, at: now) }
        case SDL_MOUSEBUTTONDOWN:
            let p = point(event.button.x, event.button.y)
            if event.button.button == UInt8(SDL_BUTTON_RIGHT) {
                tools.inspect(at: p)
            } else if event.button.button == UInt8(SDL_BUTTON_LEFT), let root = topView {
                pressing = true
                touches.down(at: root.layer.convert(p, from: nil), in: root, time: now)
            }
        case SDL_MOUSEMOTION:
            if pressing, let root = topView {
                touches.moved(to: root.layer.convert(point(event.motion.x, event.motion.y), from: nil), time: now)
            }
        case SDL_MOUSEBUTTONUP:
            if pressing, event.button.button == UInt8(SDL_BUTTON_LEFT), let root = topView {
                pressing = false
                touches.up(at: root.layer.convert(point(event.button.x, event.button.y), from: nil), time: now)
            }
        case SDL_WINDOWEVENT:
            handleWindowEvent(SDL_WindowEventID(UInt32(event.window.event)), event.window.data1, event.window.data2)
        default:
            break
        }
    }

    /// The view that receives touches: the top view controller's.
    var topView: UIView? { viewControllers.last?.viewIfLoaded }

    private func point(_ x: Int32, _ y: Int32) -> CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }

    private func handleKey(_ key: SDL_Keycode) {
        if key == SDLK_ESCAPE.rawValue {
            if tools.handleEscape() { return }
            if !pop() { running = false }
            return
        }
        _ = tools.handle(key: key)
    }

    /// A typed character goes to the view controller on top.
    private func press(_ text: String, at now: Double) {
        guard let vc = viewControllers.last else { return }
        let press = UIPress()
        press.key = UIKey(characters: text, charactersIgnoringModifiers: text.lowercased())
        press.timestamp = now
        let event = UIPressesEvent()
        event.presses = [press]
        vc.pressesBegan([press], with: event)
        press.phase = .ended
        vc.pressesEnded([press], with: event)
    }

    private func handleWindowEvent(_ e: SDL_WindowEventID, _ data1: Int32, _ data2: Int32) {
        switch e {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            // A window dragged to nothing keeps a one-point frame.
            resize(width: Int(data1), height: Int(data2))
        case SDL_WINDOWEVENT_EXPOSED:
            renderThread?.with { $0.exposed = true }
            renderThread?.poke()
        case SDL_WINDOWEVENT_MOVED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
            readDisplayInterval()
        case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
            // Minimised or hidden: the render thread stops drawing.
            renderThread?.with { $0.hidden = true }
        case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_MAXIMIZED:
            renderThread?.with { $0.hidden = false; $0.exposed = true }
            renderThread?.poke()
        case SDL_WINDOWEVENT_LEAVE:
            if pressing {
                pressing = false
                touches.cancel(time: CACurrentMediaTime())
            }
        default:
            break
        }
    }
}
