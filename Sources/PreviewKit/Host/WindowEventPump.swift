@_implementationOnly import CSDL2
import Foundation
import QuartzCore

/// The window server's SDL events, read on its thread: input goes on to
/// the app's main thread as `HostEvent`s, as a window server sends events
/// to an app; what happened to the window itself comes back to the server
/// as a `WindowChange` for it to act on (its frame, its presenter, its
/// pacing). It keeps whether the window shows and whether the program is
/// closing, which it is the one to learn.
struct WindowEventPump {
    /// What happened to the window that the server acts on.
    enum WindowChange {
        /// Its size changed: the frame follows the drawable.
        case resized
        /// It must be presented again (exposed, shown again).
        case exposed
        /// Perhaps now on another display, refreshing at another rate.
        case moved
        /// The renderer's textures are gone: make them again, upload all.
        case texturesLost
        /// SDL's queue was woken by the app (`ServerLink.wake()`).
        case woken
    }

    let events: HostEventQueue
    /// Minimized or hidden: commits are still taken in, nothing is drawn.
    private(set) var hidden = false
    /// The app was told to quit, or the display went away: no more frames.
    private(set) var quitting = false

    init(events: HostEventQueue) {
        self.events = events
    }

    /// Reads `event` (from `window`): posts what the app hears, and
    /// returns what the server must do.
    mutating func take(_ event: SDL_Event, window: OpaquePointer?) -> WindowChange? {
        switch SDL_EventType(event.type) {
        case SDL_USEREVENT:
            return .woken
        case SDL_QUIT:
            guard !quitting else { return nil }
            quitting = true
            if let window, DisplayConnection.isLost(window) {
                events.post(.failed(DisplayConnection.lostMessage))
            } else {
                events.post(.quit)
            }
        case SDL_WINDOWEVENT:
            return windowEvent(SDL_WindowEventID(UInt32(event.window.event)))
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            return .texturesLost
        default:
            input(event)
        }
        return nil
    }

    /// Keys, text, the pointer and the wheel, on to the app.
    private func input(_ event: SDL_Event) {
        func point(_ x: Int32, _ y: Int32) -> CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
        switch SDL_EventType(event.type) {
        case SDL_KEYDOWN:
            // Control (or the command key) with a letter is a shortcut
            // (select all in a text field), not text.
            let command = UInt32(event.key.keysym.mod) & (UInt32(KMOD_CTRL.rawValue) | UInt32(KMOD_GUI.rawValue)) != 0
            events.post(.key(event.key.keysym.sym, command: command))
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
        default:
            break
        }
    }

    private mutating func windowEvent(_ e: SDL_WindowEventID) -> WindowChange? {
        switch e {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            return .resized
        case SDL_WINDOWEVENT_EXPOSED:
            return .exposed
        case SDL_WINDOWEVENT_MOVED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
            return .moved
        case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
            if !hidden { events.post(.visibility(false)) }
            hidden = true
        case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_MAXIMIZED:
            if hidden { events.post(.visibility(true)) }
            hidden = false
            return .exposed
        case SDL_WINDOWEVENT_LEAVE:
            events.post(.pointerLeft)
        default:
            break
        }
        return nil
    }
}
