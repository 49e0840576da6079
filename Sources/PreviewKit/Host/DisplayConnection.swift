@_implementationOnly import CSDL2
@_implementationOnly import CWindowSystem
import Foundation

/// Which display system the window opens on, and what happens when it
/// goes away. On a Wayland session (`WAYLAND_DISPLAY` set) SDL's Wayland
/// driver is used natively, with libdecor's decorations where the
/// compositor draws none; otherwise X11. `SDL_VIDEODRIVER` still decides
/// when set.
enum DisplayConnection {
    /// Why no window can open here (nil when a display looks usable).
    /// SDL would otherwise fall back to an invisible driver and run with
    /// no window at all.
    static func missingDisplay(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let driver = env["SDL_VIDEODRIVER"], !driver.isEmpty { return nil }
        if (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty {
            return "no display (DISPLAY and WAYLAND_DISPLAY are unset); render without one with --snapshot"
        }
        return nil
    }

    /// SDL's drivers to try, in order, for this environment (nil: SDL's
    /// own choice, which `SDL_VIDEODRIVER` makes when set). SDL 2 tries
    /// X11 before Wayland, which on a Wayland session means XWayland. The
    /// list names only display systems: left to itself, SDL goes on from
    /// an X server that refused the connection to its offscreen driver,
    /// and the program would run with a window nobody can see.
    static func drivers(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let driver = env["SDL_VIDEODRIVER"], !driver.isEmpty { return nil }
        if !(env["WAYLAND_DISPLAY"] ?? "").isEmpty { return "wayland,x11" }
        return (env["DISPLAY"] ?? "").isEmpty ? nil : "x11"
    }

    /// What to say when SDL could not start on this environment's display.
    static func unreachable(_ sdlError: String, _ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let names = [("WAYLAND_DISPLAY", "the Wayland display"), ("DISPLAY", "the X display")]
            .compactMap { key, what in env[key].flatMap { $0.isEmpty ? nil : "\(what) \($0)" } }
        guard drivers(env) != nil, !names.isEmpty else { return "cannot start SDL video: \(sdlError)" }
        return "cannot open \(names.joined(separator: " or ")) (SDL: \(sdlError))"
    }

    /// Before `SDL_Init`: SDL's hints for a well-behaved desktop window.
    static func prepare() {
        let env = ProcessInfo.processInfo.environment
        if let drivers = drivers(env) { SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers) }
        // X protocol errors are survived with one line (see the C side),
        // not Xlib's default exit.
        if !(env["DISPLAY"] ?? "").isEmpty { _ = qz_x11_prepare("Quartzite: PreviewWindow: ") }
        // SIGINT and SIGTERM are the app's (`TerminationSignals`): SDL's
        // handlers would only queue a quit on a thread that may not look.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // A preview window is an ordinary window: it lets the screen saver
        // run and leaves the compositor on (SDL turns both off by default,
        // as games want).
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    }

    static let lostMessage = "the display connection was lost"

    /// After `SDL_Init`: on X11, a broken connection ends the program with
    /// one line and status 1 (Xlib's default prints several and calls
    /// exit() under threads still inside Xlib). On Wayland SDL reports the
    /// loss as a quit, which `isLost(_:)` tells apart.
    static func watch(driver: String) {
        if driver == "x11" { _ = qz_x11_exit_on_lost_connection("Quartzite: PreviewWindow: \(lostMessage)") }
    }

    /// Whether `window`'s connection has failed (Wayland; X11 never gets
    /// here, see `watch`).
    static func isLost(_ window: OpaquePointer) -> Bool {
        qz_wayland_connection_error(window) != 0
    }
}
