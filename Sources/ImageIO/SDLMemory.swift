@_implementationOnly import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// SDL's allocations, with one limit: no single block larger than the
/// largest surface anything here draws (`Surface.maxSide` squared, four
/// bytes a pixel). A decoder sizes its buffers from what a file claims,
/// and a file can claim anything; the header checks catch what they can
/// read, but a decoder can find a frame the checks never see (fuzzing
/// found a GIF whose decoder, resynchronising after a broken frame, met a
/// 64,638 x 65,023 one and asked for 4 GB). Refused, the allocation
/// returns nil, which SDL reports as running out of memory and survives.
///
/// Installed before the first call into SDL by anything here (image
/// decoding, the preview window), as SDL requires.
package enum SDLMemory {
    /// The largest block SDL may take, in bytes.
    package static let limit = 16_384 * 16_384 * 4 + (1 << 20)

    /// True once installed (or when SDL would not take the functions).
    package static let installed: Bool = {
        SDL_SetMemoryFunctions(
            { size in size > SDLMemory.limit ? nil : malloc(size) },
            { count, size in
                let (total, overflow) = count.multipliedReportingOverflow(by: size)
                return overflow || total > SDLMemory.limit ? nil : calloc(count, size)
            },
            { block, size in size > SDLMemory.limit ? nil : realloc(block, size) },
            { block in free(block) }) == 0
    }()
}
