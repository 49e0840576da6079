@_implementationOnly import CSDL2
import Raster

/// Puts the window server's frames on the screen. The frame is drawn in
/// memory (`Surface`); a presenter takes its changed rects and shows the
/// whole, once per refresh. Used on the window-server thread only.
protocol FramePresenter: AnyObject {
    /// What presents: the SDL renderer's name ("opengl", "software"...),
    /// or "surface" for the window surface.
    var name: String { get }
    /// Whether a present waits for the display's refresh.
    var vsync: Bool { get }
    /// The window's drawable size in pixels now.
    func drawableSize() -> (width: Int, height: Int)
    /// Makes room for frames of `width` x `height` pixels (after which
    /// everything must be uploaded again); false when it cannot.
    func resize(width: Int, height: Int) -> Bool
    /// Copies these rects of `frame` to what the next present shows.
    func upload(_ rects: [PixelRect], from frame: Surface)
    /// Shows the uploaded frame, the flashed rects tinted over it.
    func present(flashes: [PixelRect])
    func destroy()
}

/// The Simulator's "flash updated regions" colour: translucent yellow.
let flashColor = (r: UInt8(255), g: UInt8(214), b: UInt8(10), a: UInt8(80))

/// An SDL renderer and a streaming texture the size of the drawable: only
/// the damaged rects are uploaded into the texture, which is copied whole
/// and presented at the display's refresh. An accelerated renderer with
/// vsync is preferred; SDL's software renderer is the next choice, paced
/// by the window server's timer.
final class TexturePresenter: FramePresenter {
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var size = (width: 0, height: 0)
    let name: String
    let vsync: Bool

    /// The best renderer SDL can make for `window`, or nil (with SDL's
    /// reasons, one per renderer tried).
    static func make(for window: OpaquePointer) -> (TexturePresenter?, [String]) {
        var reasons: [String] = []
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        // SDL's OpenGL ES 2 renderer first (unless SDL_RENDER_DRIVER names
        // another): it uploads ARGB pixels, the frame's own layout, as they
        // are and swaps the channels in its shader, so an upload is a copy
        // on every driver. The OpenGL renderer leaves the layout to the
        // driver, and Mesa's software one converts each pixel: three
        // times slower for a whole 1920x1200 frame.
        if SDL_GetHint(SDL_HINT_RENDER_DRIVER) == nil, let gles = driverIndex(named: "opengles2"),
           let r = SDL_CreateRenderer(window, gles, accelerated) {
            return (TexturePresenter(renderer: r, askedForVsync: true), reasons)
        }
        if let r = SDL_CreateRenderer(window, -1, accelerated) {
            return (TexturePresenter(renderer: r, askedForVsync: true), reasons)
        }
        reasons.append("accelerated: \(sdlError())")
        // Without PRESENTVSYNC: SDL would imitate it with a sleep of whole
        // milliseconds inside each present; the window server paces instead.
        if let r = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) {
            return (TexturePresenter(renderer: r, askedForVsync: false), reasons)
        }
        reasons.append("software: \(sdlError())")
        return (nil, reasons)
    }

    private static func driverIndex(named name: String) -> Int32? {
        for i in 0..<SDL_GetNumRenderDrivers() {
            var info = SDL_RendererInfo()
            if SDL_GetRenderDriverInfo(i, &info) == 0, let n = info.name, String(cString: n) == name { return i }
        }
        return nil
    }

    private init(renderer: OpaquePointer, askedForVsync: Bool) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        name = info.name.map { String(cString: $0) } ?? "unknown"
        // SDL reports vsync whenever it was asked for, imitating it with a
        // sleep where the driver cannot. Its software renderer never waits;
        // for OpenGL the swap interval the driver accepted tells (the
        // context is current on this thread). A driver that claims vsync
        // and does not wait is caught by `FramePacer`.
        var waits = askedForVsync && name != "software"
        if waits && name.hasPrefix("opengl") { waits = SDL_GL_GetSwapInterval() != 0 }
        if askedForVsync && !waits { SDL_RenderSetVSync(renderer, 0) }
        vsync = waits
    }

    func drawableSize() -> (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    func resize(width: Int, height: Int) -> Bool {
        if texture != nil && size == (width, height) { return true }
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                    Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
        guard let texture else {
            size = (0, 0)
            return false
        }
        // The frame is opaque: copied, not blended.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        size = (width, height)
        return true
    }

    func upload(_ rects: [PixelRect], from frame: Surface) {
        guard let texture else { return }
        let bounds = PixelRect(x: 0, y: 0, width: min(size.width, frame.width), height: min(size.height, frame.height))
        for r in rects {
            let c = r.intersection(bounds)
            guard !c.isEmpty else { continue }
            var rect = SDL_Rect(x: Int32(c.x0), y: Int32(c.y0), w: Int32(c.width), h: Int32(c.height))
            SDL_UpdateTexture(texture, &rect, frame.row(c.y0) + c.x0, Int32(frame.stride * 4))
        }
    }

    func present(flashes: [PixelRect]) {
        guard let texture else { return }
        SDL_RenderCopy(renderer, texture, nil, nil)
        if !flashes.isEmpty {
            var rects = flashes.map { SDL_Rect(x: Int32($0.x0), y: Int32($0.y0), w: Int32($0.width), h: Int32($0.height)) }
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(renderer, flashColor.r, flashColor.g, flashColor.b, flashColor.a)
            SDL_RenderFillRects(renderer, &rects, Int32(rects.count))
        }
        SDL_RenderPresent(renderer)
    }

    /// The renderer lost its textures (a device reset): make them again.
    func textureLost() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
    }

    func destroy() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        SDL_DestroyRenderer(renderer)
    }
}

/// The fallback when SDL can make no renderer (or when
/// `SDL_RENDER_DRIVER=surface` asks for it): the window's surface, into
/// which the damaged rects are copied and only they are sent to the
/// display. Flashes are drawn into the surface alone (never into the
/// frame) and sent again clean the next time.
final class SurfacePresenter: FramePresenter {
    /// What `SDL_RENDER_DRIVER` says to choose this presenter.
    static let driverName = "surface"
    private let window: OpaquePointer
    let name = driverName
    let vsync = false
    /// Rects flashed last time, to be sent clean.
    private var restore: [PixelRect] = []
    /// Rects copied in since the last present.
    private var pending: [PixelRect] = []
    private var flashTint: UnsafeMutablePointer<SDL_Surface>?

    init(window: OpaquePointer) { self.window = window }

    func drawableSize() -> (width: Int, height: Int) {
        guard let ws = SDL_GetWindowSurface(window) else { return (0, 0) }
        return (Int(ws.pointee.w), Int(ws.pointee.h))
    }

    func resize(width: Int, height: Int) -> Bool { SDL_GetWindowSurface(window) != nil }

    func upload(_ rects: [PixelRect], from frame: Surface) {
        // SDL remakes the window surface after a resize: take it each time.
        guard let ws = SDL_GetWindowSurface(window) else { return }
        let bounds = PixelRect(x: 0, y: 0, width: min(Int(ws.pointee.w), frame.width), height: min(Int(ws.pointee.h), frame.height))
        let mustLock = ws.pointee.flags & UInt32(SDL_RLEACCEL) != 0 // SDL_MUSTLOCK, a C macro
        if mustLock { SDL_LockSurface(ws) }
        for r in rects + restore {
            let c = r.intersection(bounds)
            guard !c.isEmpty else { continue }
            let dst = ws.pointee.pixels.advanced(by: c.y0 * Int(ws.pointee.pitch) + c.x0 * Int(ws.pointee.format.pointee.BytesPerPixel))
            SDL_ConvertPixels(Int32(c.width), Int32(c.height), SDL_PIXELFORMAT_ARGB8888.rawValue,
                              frame.row(c.y0) + c.x0, Int32(frame.stride * 4), ws.pointee.format.pointee.format,
                              dst, ws.pointee.pitch)
            pending.append(c)
        }
        if mustLock { SDL_UnlockSurface(ws) }
        restore = []
    }

    func present(flashes: [PixelRect]) {
        guard let ws = SDL_GetWindowSurface(window) else { return }
        if !flashes.isEmpty, let tint = makeFlashTint() {
            for f in flashes {
                var rect = SDL_Rect(x: Int32(f.x0), y: Int32(f.y0), w: Int32(f.width), h: Int32(f.height))
                SDL_UpperBlitScaled(tint, nil, ws, &rect)
                pending.append(f)
            }
            restore = flashes
        }
        // Nothing uploaded (an exposure): send the whole surface again.
        if pending.isEmpty { pending = [PixelRect(x: 0, y: 0, width: Int(ws.pointee.w), height: Int(ws.pointee.h))] }
        var rects = pending.map { SDL_Rect(x: Int32($0.x0), y: Int32($0.y0), w: Int32($0.width), h: Int32($0.height)) }
        SDL_UpdateWindowSurfaceRects(window, &rects, Int32(rects.count))
        pending.removeAll(keepingCapacity: true)
    }

    /// One translucent yellow pixel, stretched over each flashed rect.
    private func makeFlashTint() -> UnsafeMutablePointer<SDL_Surface>? {
        if let flashTint { return flashTint }
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        s.pointee.pixels.assumingMemoryBound(to: UInt32.self).pointee =
            UInt32(flashColor.a) << 24 | UInt32(flashColor.r) << 16 | UInt32(flashColor.g) << 8 | UInt32(flashColor.b)
        SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_BLEND)
        flashTint = s
        return s
    }

    func destroy() {
        if let flashTint { SDL_FreeSurface(flashTint) }
        flashTint = nil
    }
}
