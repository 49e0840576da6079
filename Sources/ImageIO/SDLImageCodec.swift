@_implementationOnly import CSDL2
import CoreGraphics
import Foundation
import Raster

/// The bridge to SDL2_image: bytes in, premultiplied surfaces out, and back.
enum SDLImageCodec {
    /// The uniform type of encoded bytes, by their signature; nil when
    /// SDL2_image does not recognise them.
    static func type(of data: Data) -> String? {
        _ = SDLMemory.installed
        return withReader(data) { rw in
            if IMG_isPNG(rw) != 0 { return kUTTypePNG }
            if IMG_isJPG(rw) != 0 { return kUTTypeJPEG }
            if IMG_isGIF(rw) != 0 { return kUTTypeGIF }
            if IMG_isBMP(rw) != 0 { return kUTTypeBMP }
            if IMG_isWEBP(rw) != 0 { return "org.webmproject.webp" }
            if IMG_isTIF(rw) != 0 { return "public.tiff" }
            return nil
        }
    }

    /// The most pixels a file may decode to: 2^26, 67 million (8192 x
    /// 8192; a 48-megapixel camera's photo fits), a quarter of a gigabyte
    /// in each of the three copies decoding makes. A few bytes can claim
    /// that many (a blank picture compresses to almost nothing), so the
    /// claim is checked, like the sides, before anything is allocated.
    static let maxPixels = 1 << 26

    /// Decodes `data` into a premultiplied ARGB surface, or returns the
    /// decoder's complaint.
    ///
    /// Only the formats `type(of:)` names are decoded, each by its own
    /// loader (GIF by `GIFDecoder`, the rest by SDL2_image): SDL2_image guesses among many more (GIMP's XCF, PCX, TGA,
    /// SVG...), whose loaders take what a file claims on trust (found by
    /// fuzzing: ten bytes of "XCF" asked for an allocation of exabytes).
    /// WebP and TIFF must say their size in their header; the other four
    /// are checked when they do.
    static func decode(_ data: Data) -> Result<Surface, DecodeError> {
        _ = SDLMemory.installed
        guard !data.isEmpty, data.count < Int(Int32.max) else { return .failure(DecodeError("no bytes")) }
        guard let type = type(of: data) else {
            return .failure(DecodeError("not an image this reads (PNG, JPEG, GIF, BMP, WebP or TIFF)"))
        }
        let size = ImageHeader.size(of: data)
        if let (w, h) = size, w <= 0 || h <= 0 || w > Surface.maxSide || h > Surface.maxSide {
            return .failure(DecodeError("the file says \(w)x\(h) pixels; refused before decoding (1...\(Surface.maxSide) per side)"))
        }
        if let (w, h) = size, w * h > maxPixels {
            return .failure(DecodeError("the file says \(w)x\(h) pixels; refused before decoding (at most \(maxPixels) pixels)"))
        }
        if size == nil && (type == "org.webmproject.webp" || type == "public.tiff") {
            return .failure(DecodeError("the file does not say its size where it should; refused before decoding"))
        }
        if type == kUTTypeGIF { return GIFDecoder.decode([UInt8](data)) }
        var data = data
        if PNGChunks.isPNG(data) {
            switch PNGChunks.essentials(of: data) {
            case .success(let essentials): data = essentials
            case .failure(let e): return .failure(e)
            }
        }
        let loaded: UnsafeMutablePointer<SDL_Surface>? = withReader(data) { rw in
            switch type {
            case kUTTypePNG: IMG_LoadPNG_RW(rw)
            case kUTTypeJPEG: IMG_LoadJPG_RW(rw)
            case kUTTypeBMP: IMG_LoadBMP_RW(rw)
            case "org.webmproject.webp": IMG_LoadWEBP_RW(rw)
            default: IMG_LoadTIF_RW(rw)
            }
        }
        guard let loaded else { return .failure(DecodeError(String(cString: SDL_GetError()))) }
        defer { SDL_FreeSurface(loaded) }
        guard let argb = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            return .failure(DecodeError(String(cString: SDL_GetError())))
        }
        defer { SDL_FreeSurface(argb) }
        let w = Int(argb.pointee.w), h = Int(argb.pointee.h)
        guard w > 0, h > 0, let s = Surface(width: w, height: h) else {
            return .failure(DecodeError("\(w)x\(h) pixels is not a drawable size (1...\(Surface.maxSide) per side)"))
        }
        let pitch = Int(argb.pointee.pitch) / 4
        let src = argb.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<h {
            let row = s.row(y), from = src + y * pitch
            for x in 0..<w { row[x] = premultiply(from[x]) }
        }
        return .success(s)
    }

    /// Encodes a surface as PNG or JPEG bytes (straight alpha, as files hold).
    static func encode(_ s: Surface, type: String, quality: Double) -> Data? {
        _ = SDLMemory.installed
        guard let out = SDL_CreateRGBSurfaceWithFormat(0, Int32(s.width), Int32(s.height), 32,
                                                       SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        defer { SDL_FreeSurface(out) }
        let pitch = Int(out.pointee.pitch) / 4
        let dst = out.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<s.height {
            let row = s.row(y), to = dst + y * pitch
            for x in 0..<s.width { to[x] = unpremultiply(row[x]) }
        }
        let sink = ByteSink()
        guard let rw = sink.makeWriter() else { return nil }
        let status: Int32
        switch type {
        case kUTTypeJPEG:
            status = IMG_SaveJPG_RW(out, rw, 1, Int32(min(max(quality, 0), 1) * 100))
        default:
            status = IMG_SavePNG_RW(out, rw, 1)
        }
        return status == 0 ? Data(sink.bytes) : nil
    }

    struct DecodeError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d.isEmpty ? "unrecognised data" : d }
    }

    private static func withReader<T>(_ data: Data, _ body: (UnsafeMutablePointer<SDL_RWops>) -> T?) -> T? {
        data.withUnsafeBytes { raw -> T? in
            guard let base = raw.baseAddress, let rw = SDL_RWFromConstMem(base, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(rw) }
            return body(rw)
        }
    }
}

/// Straight ARGB → premultiplied, rounding to nearest.
@inline(__always)
func premultiply(_ p: UInt32) -> UInt32 {
    let a = p >> 24
    if a == 255 { return p }
    return a << 24 | mul255((p >> 16) & 0xFF, a) << 16 | mul255((p >> 8) & 0xFF, a) << 8 | mul255(p & 0xFF, a)
}

/// Premultiplied ARGB → straight.
@inline(__always)
func unpremultiply(_ p: UInt32) -> UInt32 {
    let a = p >> 24
    if a == 255 { return p }
    if a == 0 { return 0 }
    func un(_ c: UInt32) -> UInt32 { min(255, (c * 255 + a / 2) / a) }
    return a << 24 | un((p >> 16) & 0xFF) << 16 | un((p >> 8) & 0xFF) << 8 | un(p & 0xFF)
}

/// A growable byte buffer behind an SDL_RWops, so encoders write to memory.
final class ByteSink {
    var bytes: [UInt8] = []
    var position = 0

    /// An SDL writer appending to (and seeking within) `bytes`; the sink
    /// must outlive it. Closing the writer frees it.
    func makeWriter() -> UnsafeMutablePointer<SDL_RWops>? {
        guard let rw = SDL_AllocRW() else { return nil }
        rw.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        rw.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(self).toOpaque()
        rw.pointee.size = { ctx in Int64(ByteSink.of(ctx).bytes.count) }
        rw.pointee.seek = { ctx, offset, whence in
            let sink = ByteSink.of(ctx)
            let base: Int
            switch whence {
            case RW_SEEK_SET: base = 0
            case RW_SEEK_CUR: base = sink.position
            default: base = sink.bytes.count
            }
            let p = base + Int(offset)
            guard p >= 0 else { return -1 }
            sink.position = p
            return Int64(p)
        }
        rw.pointee.read = { _, _, _, _ in 0 }
        rw.pointee.write = { ctx, ptr, size, num in
            let sink = ByteSink.of(ctx)
            let n = size * num
            guard let ptr, n > 0 else { return 0 }
            let src = UnsafeRawBufferPointer(start: ptr, count: n)
            if sink.position > sink.bytes.count {
                sink.bytes.append(contentsOf: repeatElement(0, count: sink.position - sink.bytes.count))
            }
            let overlap = min(n, sink.bytes.count - sink.position)
            if overlap > 0 {
                sink.bytes.replaceSubrange(sink.position..<sink.position + overlap, with: src.prefix(overlap))
            }
            sink.bytes.append(contentsOf: src.dropFirst(overlap))
            sink.position += n
            return num
        }
        rw.pointee.close = { ctx in
            if let ctx { SDL_FreeRW(ctx) }
            return 0
        }
        return rw
    }

    private static func of(_ ctx: UnsafeMutablePointer<SDL_RWops>?) -> ByteSink {
        Unmanaged<ByteSink>.fromOpaque(ctx!.pointee.hidden.unknown.data1).takeUnretainedValue()
    }
}
