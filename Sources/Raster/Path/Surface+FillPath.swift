extension Surface {
    /// Paints `path` in a solid premultiplied ARGB `color` (every channel at
    /// most its alpha) over the surface (source-over), each pixel weighted
    /// by its coverage, inside `clip` (which is also cut to the surface).
    ///
    /// Per channel, with coverage c in 0...1:
    ///     dst = src * c + dst * (1 - srcA * c)
    /// in 8-bit integers: s = mulDiv255(src, c) first (all four channels),
    /// then dst = s + mulDiv255(dst, 255 - sA), each product x * y / 255
    /// rounded to nearest exactly (see mulDiv255). Full coverage of an
    /// opaque colour stores the colour itself.
    public func fill(_ path: RasterPath, rule: FillRule, color: UInt32, clip: PixelRect, rasterizer: PathRasterizer) {
        let clip = clip.intersection(bounds)
        guard !clip.isEmpty, color != 0 else { return }
        let opaque = color >> 24 == 255
        let inverseAlpha = 255 - color >> 24
        rasterizer.fill(path, rule: rule, clip: clip) { y, x, coverage in
            guard let cov = coverage.baseAddress else { return }
            let row = self.row(y) + x
            let n = coverage.count
            var i = 0
            while i < n {
                let c = UInt32(cov[i])
                if c == 255 {
                    // Runs of full coverage (the inside of the shape) get the
                    // colour as is: a plain fill, or one blend per pixel.
                    let end = fullRunEnd(cov, from: i, count: n)
                    if opaque {
                        (row + i).update(repeating: color, count: end - i)
                    } else {
                        blendSolid(row + i, count: end - i, color: color, inverseAlpha: inverseAlpha)
                    }
                    i = end
                } else {
                    if c != 0 {
                        let src = mulDiv255(color, c)
                        row[i] = src &+ mulDiv255(row[i], 255 - src >> 24)
                    }
                    i += 1
                }
            }
        }
    }
}

/// One past the end of the run of 255s starting at `from`, checking eight
/// bytes at a time.
@inline(__always)
private func fullRunEnd(_ cov: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
    var j = from
    let raw = UnsafeRawPointer(cov)
    while j + 8 <= count && raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) == .max { j += 8 }
    while j < count && cov[j] == 255 { j += 1 }
    return j
}

/// `pixels[i] = color + mulDiv255(pixels[i], inverseAlpha)` for a run: the
/// source-over of a solid colour at full coverage, eight pixels at a time.
@inline(__always)
private func blendSolid(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, inverseAlpha: UInt32) {
    typealias V = SIMD8<UInt32>
    let raw = UnsafeMutableRawPointer(pixels)
    let src = V(repeating: color), k = V(repeating: inverseAlpha)
    let mask = V(repeating: 0x00FF_00FF), half = V(repeating: 0x0080_0080)
    var i = 0
    while i &+ 8 <= count {
        let d = raw.loadUnaligned(fromByteOffset: i * 4, as: V.self)
        // mulDiv255 on every lane (see there).
        var rb = (d & mask) &* k &+ half
        rb = ((rb &+ ((rb &>> 8) & mask)) &>> 8) & mask
        var ag = ((d &>> 8) & mask) &* k &+ half
        ag = (ag &+ ((ag &>> 8) & mask)) & ~mask
        raw.storeBytes(of: src &+ (rb | ag), toByteOffset: i * 4, as: V.self)
        i += 8
    }
    while i < count {
        pixels[i] = color &+ mulDiv255(pixels[i], inverseAlpha)
        i += 1
    }
}

/// Each 8-bit channel of `pixel` times `k` (0...255) divided by 255,
/// rounded to nearest, exactly.
///
/// Two channels are handled at once in 16-bit lanes (0x00FF00FF masks).
/// For t = x * k, round(t / 255) = (t + 128 + ((t + 128) >> 8)) >> 8, exact
/// for all t <= 255 * 255; every lane stays below 65536 throughout, so the
/// lanes never spill into each other.
@inline(__always)
func mulDiv255(_ pixel: UInt32, _ k: UInt32) -> UInt32 {
    var rb = (pixel & 0x00FF_00FF) &* k &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((pixel >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
}
