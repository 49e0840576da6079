@_implementationOnly import CSDL2
import Foundation

/// What the window server sends, turned into what an app hears: touches
/// from the mouse, presses from the keyboard (after the developer tools
/// have had their keys), the window's size, and the display's refreshes.
extension PreviewWindow {
    func handle(_ event: HostEvent) {
        let now = CACurrentMediaTime()
        switch event {
        case .quit:
            stop()
        case .failed(let reason):
            failure = reason
            stop()
        case .frame(let timestamp, let interval):
            refresh(at: timestamp, interval: interval)
        case .resized(let w, let h, let s):
            resize(width: w, height: h, scale: s)
        case .visibility(let visible):
            UIApplication.shared.windowVisibilityChanged(visible)
        case .key(let key, let command):
            if !edit(key, command: command) { handleKey(key) }
        case .text(let text):
            // A field being edited takes what is typed before the developer tools' keys.
            if let input = UIResponder.firstResponder as? UIKeyInput {
                input.insertText(text)
            } else if !tools.handle(text: text) {
                press(text, at: now)
            }
        case .pointerDown(let p, let button):
            if button == UInt8(SDL_BUTTON_RIGHT) {
                tools.inspect(at: p)
            } else if button == UInt8(SDL_BUTTON_LEFT), let root = topView(at: p) {
                pressRoot = root
                let point = root.layer.convert(p, from: nil)
                // ctrl+press: two fingers (a pinch or rotation), as the
                // iOS Simulator's option+drag.
                if UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_CTRL.rawValue) != 0 {
                    touches.downMirrored(at: point, in: root, time: now)
                } else {
                    touches.down(at: point, in: root, time: now)
                }
            }
        case .pointerMoved(let p):
            if let root = pressRoot {
                touches.moved(to: root.layer.convert(p, from: nil), time: now)
            }
        case .pointerUp(let p, let button):
            if button == UInt8(SDL_BUTTON_LEFT), let root = pressRoot {
                pressRoot = nil
                touches.up(at: root.layer.convert(p, from: nil), time: now)
            }
        case .pointerLeft:
            if pressRoot != nil {
                pressRoot = nil
                touches.cancel(time: now)
            }
        case .wheel(let p, let dx, let dy):
            // The innermost scroll view under the pointer scrolls.
            guard let root = topView(at: p) else { return }
            var v = root.hitTest(root.layer.convert(p, from: nil), with: nil)
            while let view = v, !((view as? UIScrollView)?.isScrollEnabled ?? false) { v = view.superview }
            (v as? UIScrollView)?._scroll(byWheel: dx, dy)
        }
    }

    /// The window a press at `p` (in the window's points) goes to: the
    /// frontmost shown window with a view there (a HUD's window over the
    /// app's), else the preview's, holding the top view controller's view
    /// and what it presents.
    func topView(at p: CGPoint) -> UIView? {
        guard !viewControllers.isEmpty else { return nil }
        for w in _WindowScreen.windows.reversed() where w !== keyWindow {
            if TouchRouter.hitView(in: w, at: w.layer.convert(p, from: nil)) != nil { return w }
        }
        return keyWindow
    }

    /// An editing key for the first responder, when it edits text: true
    /// when it took the key.
    private func edit(_ key: SDL_Keycode, command: Bool) -> Bool {
        guard let editor = UIResponder.firstResponder as? UIKeyInput else { return false }
        let keys = editor as? _KeyEditing
        switch Int(key) {
        case Int(SDLK_BACKSPACE.rawValue): editor.deleteBackward()
        case Int(SDLK_DELETE.rawValue): keys?._handle(.deleteForward)
        case Int(SDLK_LEFT.rawValue): keys?._handle(.left)
        case Int(SDLK_RIGHT.rawValue): keys?._handle(.right)
        case Int(SDLK_HOME.rawValue), Int(SDLK_UP.rawValue): keys?._handle(.home)
        case Int(SDLK_END.rawValue), Int(SDLK_DOWN.rawValue): keys?._handle(.end)
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): keys?._handle(.returnKey)
        case Int(SDLK_a.rawValue) where command: keys?._handle(.selectAll)
        case Int(SDLK_ESCAPE.rawValue): return (editor as? UIResponder)?.resignFirstResponder() ?? false
        default: return command
        }
        return true
    }

    private func handleKey(_ key: SDL_Keycode) {
        if key == SDLK_ESCAPE.rawValue {
            if tools.handleEscape() { return }
            if !pop() { stop() }
            return
        }
        _ = tools.handle(key: key)
    }

    /// A typed character goes to the first responder, else to the view
    /// controller on top; either passes it up its responder chain.
    private func press(_ text: String, at now: Double) {
        guard let top = viewControllers.last else { return }
        let vc = UIResponder.pressResponder(else: top)
        let press = UIPress()
        press.key = UIKey(characters: text, charactersIgnoringModifiers: text.lowercased())
        press.timestamp = now
        let event = UIPressesEvent()
        event.presses = [press]
        vc.pressesBegan([press], with: event)
        press.phase = .ended
        vc.pressesEnded([press], with: event)
    }
}
