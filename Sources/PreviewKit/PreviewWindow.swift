import CSDL2
import QuartzCore

/// A desktop window (SDL2 on Wayland or X11) that shows a layer tree.
///
/// The loop waits for events rather than polling, so an idle window uses
/// no CPU; Escape or closing the window ends it.
public final class PreviewWindow {
    public let title: String
    public private(set) var width: Int
    public private(set) var height: Int
    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var running = false

    /// The window's background, shown where no layer draws.
    public var clearColor: (r: UInt8, g: UInt8, b: UInt8) = (242, 242, 247)

    public init(title: String, width: Int = 1024, height: Int = 720) {
        self.title = title
        self.width = max(1, width)
        self.height = max(1, height)
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
        present()
        return true
    }

    /// Runs until the window closes. Each iteration blocks in SDL until an
    /// event arrives, so nothing runs while nothing happens.
    public func run() {
        guard open() else { return }
        running = true
        var event = SDL_Event()
        while running {
            guard SDL_WaitEvent(&event) == 1 else { continue }
            repeat { handle(event) } while running && SDL_PollEvent(&event) == 1
        }
        close()
    }

    public func stop() { running = false }

    private func handle(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_KEYDOWN where event.key.keysym.sym == SDLK_ESCAPE.rawValue:
            running = false
        case SDL_WINDOWEVENT:
            let e = SDL_WindowEventID(UInt32(event.window.event))
            if e == SDL_WINDOWEVENT_SIZE_CHANGED {
                width = Int(event.window.data1)
                height = Int(event.window.data2)
            }
            if e == SDL_WINDOWEVENT_SIZE_CHANGED || e == SDL_WINDOWEVENT_EXPOSED { present() }
        default:
            break
        }
    }

    private func present() {
        guard let renderer else { return }
        SDL_SetRenderDrawColor(renderer, clearColor.r, clearColor.g, clearColor.b, 255)
        SDL_RenderClear(renderer)
        SDL_RenderPresent(renderer)
    }

    public func close() {
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let window { SDL_DestroyWindow(window) }
        renderer = nil
        window = nil
        SDL_Quit()
    }
}
