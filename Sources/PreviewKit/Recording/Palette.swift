import Raster

/// The 256 colours of a recording, chosen from its frames by median cut
/// over a histogram of 5-bit-per-channel colours, and the map from a
/// pixel to its palette index with ordered dithering.
struct Palette {
    private(set) var colors: [(UInt8, UInt8, UInt8)] = []
    /// The nearest palette index of each 5-bit colour (32 × 32 × 32).
    private var nearest: [UInt8] = []
    /// How far dithering moves a colour, at most, in levels: about half the
    /// step between neighbouring palette colours.
    var spread = 8

    /// Counts of 5-bit colours seen so far (`count(_:)`), for `init(histogram:)`.
    struct Histogram {
        var counts = [Int](repeating: 0, count: 32 * 32 * 32)
        /// The sums of the true channels of each 5-bit colour's pixels, so
        /// a flat colour gets itself exactly into the palette.
        var sums = [(Int, Int, Int)](repeating: (0, 0, 0), count: 32 * 32 * 32)

        /// Counts every other pixel of every other row (plenty to choose
        /// 256 colours; a quarter of the work).
        mutating func count(_ s: Surface) {
            for y in stride(from: 0, to: s.height, by: 2) {
                let row = s.row(y)
                for x in stride(from: 0, to: s.width, by: 2) {
                    let c = Palette.opaque(row[x]), k = Palette.key(c)
                    counts[k] += 1
                    sums[k].0 += c.0; sums[k].1 += c.1; sums[k].2 += c.2
                }
            }
        }
    }

    init(_ histogram: Histogram, size: Int = 256) {
        struct Box { var keys: [Int] }
        let seen = histogram.counts.indices.filter { histogram.counts[$0] > 0 }
        var boxes = [Box(keys: seen.isEmpty ? [0] : seen)]
        func channel(_ k: Int, _ c: Int) -> Int { k >> (10 - 5 * c) & 31 }
        // Split the box with the most pixels along its widest channel at
        // its weighted median, until there are `size` boxes.
        while boxes.count < size {
            var best = -1, bestWeight = 0
            for (i, b) in boxes.enumerated() where b.keys.count > 1 {
                let w = b.keys.reduce(0) { $0 + histogram.counts[$1] }
                if w > bestWeight { best = i; bestWeight = w }
            }
            guard best >= 0 else { break }
            let b = boxes[best]
            let widest = (0..<3).max { c1, c2 in
                let r1 = b.keys.map { channel($0, c1) }, r2 = b.keys.map { channel($0, c2) }
                return r1.max()! - r1.min()! < r2.max()! - r2.min()!
            }!
            let sorted = b.keys.sorted { channel($0, widest) < channel($1, widest) }
            var acc = 0, cut = 1
            for (i, k) in sorted.enumerated() {
                acc += histogram.counts[k]
                if acc * 2 >= bestWeight { cut = max(1, min(sorted.count - 1, i + 1)); break }
            }
            boxes[best] = Box(keys: Array(sorted[..<cut]))
            boxes.append(Box(keys: Array(sorted[cut...])))
        }
        colors = boxes.map { b in
            var r = 0, g = 0, bl = 0, n = 0
            for k in b.keys where histogram.counts[k] > 0 {
                r += histogram.sums[k].0; g += histogram.sums[k].1; bl += histogram.sums[k].2
                n += histogram.counts[k]
            }
            guard n > 0 else { return (0, 0, 0) }
            return (UInt8((r + n / 2) / n), UInt8((g + n / 2) / n), UInt8((bl + n / 2) / n))
        }
        nearest = (0..<(32 * 32 * 32)).map { k in
            let r = channel(k, 0) * 255 / 31, g = channel(k, 1) * 255 / 31, b = channel(k, 2) * 255 / 31
            var best = 0, bestD = Int.max
            for (i, c) in colors.enumerated() {
                let dr = r - Int(c.0), dg = g - Int(c.1), db = b - Int(c.2)
                let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
                if d < bestD { bestD = d; best = i }
            }
            return UInt8(best)
        }
    }

    /// A premultiplied ARGB pixel over black (recordings are opaque).
    @inline(__always)
    static func opaque(_ p: UInt32) -> (Int, Int, Int) { (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)) }

    @inline(__always)
    static func key(_ c: (Int, Int, Int)) -> Int { (c.0 >> 3) << 10 | (c.1 >> 3) << 5 | c.2 >> 3 }

    /// The 8 × 8 Bayer matrix, thresholds 0...63.
    private static let bayer: [Int] = [
        0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// Every pixel's palette index, dithered: a colour the palette holds
    /// exactly (a flat background, a solid fill) is itself; any other gets
    /// a threshold of up to ±`spread` levels, in the Bayer pattern, before it is
    /// looked up, so a smooth ramp becomes a fine pattern of neighbouring
    /// colours instead of bands.
    func map(_ s: Surface, into out: inout [UInt8]) {
        for y in 0..<s.height {
            let row = s.row(y)
            for x in 0..<s.width {
                let (r, g, b) = Self.opaque(row[x])
                let exact = nearest[Self.key((r, g, b))]
                let e = colors[Int(exact)]
                if Int(e.0) == r && Int(e.1) == g && Int(e.2) == b {
                    out[y * s.width + x] = exact
                    continue
                }
                let t = (Self.bayer[(y & 7) << 3 | (x & 7)] * 2 + 1) * spread / 64 - spread
                out[y * s.width + x] = nearest[Self.key((min(255, max(0, r + t)), min(255, max(0, g + t)),
                                                         min(255, max(0, b + t))))]
            }
        }
    }
}
