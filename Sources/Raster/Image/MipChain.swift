/// Mip levels: each level averages 2 × 2 pixels of the one above, down to
/// a single pixel, built once per image on first minified draw.
extension Surface {
    /// Level `n` (0 is the surface itself), clamped to the smallest.
    public func mipLevel(_ n: Int) -> Surface {
        guard n > 0 else { return self }
        // Bands of one frame draw on several threads and may ask at once.
        let levels = mips.withLock { m in
            if m.isEmpty { m = buildMips() }
            return m
        }
        return levels.isEmpty ? self : levels[Swift.min(n, levels.count) - 1]
    }

    private func buildMips() -> [Surface] {
        var src = self
        var levels: [Surface] = []
        while src.width > 1 || src.height > 1 {
            let w = Swift.max(1, src.width / 2), h = Swift.max(1, src.height / 2)
            guard let dst = Surface(width: w, height: h) else { break }
            for y in 0..<h {
                let r0 = src.row(Swift.min(2 * y, src.height - 1)), r1 = src.row(Swift.min(2 * y + 1, src.height - 1))
                let d = dst.row(y)
                for x in 0..<w {
                    let x0 = Swift.min(2 * x, src.width - 1), x1 = Swift.min(2 * x + 1, src.width - 1)
                    d[x] = average4(r0[x0], r0[x1], r1[x0], r1[x1])
                }
            }
            levels.append(dst)
            src = dst
        }
        return levels
    }
}

/// The rounded per-channel average of four pixels.
@inline(__always)
func average4(_ p: UInt32, _ q: UInt32, _ r: UInt32, _ s: UInt32) -> UInt32 {
    let rb = ((p & 0x00FF_00FF) &+ (q & 0x00FF_00FF) &+ (r & 0x00FF_00FF) &+ (s & 0x00FF_00FF) &+ 0x0002_0002) >> 2
    let ag = (((p >> 8) & 0x00FF_00FF) &+ ((q >> 8) & 0x00FF_00FF) &+ ((r >> 8) & 0x00FF_00FF) &+ ((s >> 8) & 0x00FF_00FF) &+ 0x0002_0002) >> 2
    return (rb & 0x00FF_00FF) | ((ag & 0x00FF_00FF) << 8)
}
