// Signed-area accumulation, the core of the analytic anti-aliasing (the
// technique of FreeType's gray rasterizer, font-rs and stb_truetype v2).
//
// Each edge deposits, in every pixel row it crosses, the signed area it
// sweeps: for the part of the edge inside the row (height dy, sign dir), a
// pixel to the right of the edge gains dy * dir of coverage, and the pixels
// the edge passes through gain the fraction of that lying right of the
// edge. We store differences: cell i holds coverage(i) - coverage(i - 1),
// so an edge touches only the cells it crosses plus one, and a running
// (prefix) sum along the row recovers each pixel's signed coverage, the
// winding number weighted by area. Pixel i spans [i, i + 1).
//
// The arithmetic below is font-rs's `draw_line` (Raph Levien, 2016).
//
// Each row also has a bitmap with one bit per cell, set for the cells an
// edge wrote. Between set bits the running sum cannot change, so the sweep
// jumps from bit to bit and fills the runs in between (the inside of a
// shape, mostly) with one memset: its cost follows the edges, not the
// area.

/// Deposits the part of `edge` within rows `bandTop ..< bandTop + rows` into
/// `cells` (row r of the band starts at `cells + r * stride`), marks the
/// cells written in `marks` (row r at `marks + r * markStride`, in 64-bit
/// words) and widens each touched row's `rowLo ... rowHi` range of written
/// cells.
///
/// The edge's x lies in `0...width` and `stride >= width + 2`, so the cells
/// written, at most `floor(x) + 1` for x up to `width`, stay in the row.
@inline(__always)
func accumulate(_ edge: Edge, bandTop: Int, rows: Int, width: Double,
                cells: UnsafeMutablePointer<Float>, stride: Int,
                marks: UnsafeMutablePointer<UInt64>, markStride: Int,
                rowLo: UnsafeMutablePointer<Int>, rowHi: UnsafeMutablePointer<Int>) {
    let top = Double(bandTop), bottom = Double(bandTop + rows)
    let yTop = max(edge.y0, top), yBottom = min(edge.y1, bottom)
    guard yTop < yBottom else { return }
    let dxdy = (edge.x1 - edge.x0) / (edge.y1 - edge.y0)
    var x = min(max(edge.x0 + (yTop - edge.y0) * dxdy, 0), width)
    let firstRow = Int(yTop - top) // yTop >= top, so truncation is floor
    let endRow = min(rows, Int((yBottom - top).rounded(.up)))
    let dir = Double(edge.dir)

    for r in firstRow..<endRow {
        let rowTop = top + Double(r)
        let dy = min(rowTop + 1, yBottom) - max(rowTop, yTop)
        let xNext = min(max(x + dxdy * dy, 0), width)
        let d = dy * dir
        let line = cells + r * stride
        let (xa, xb) = x < xNext ? (x, xNext) : (xNext, x)
        let xaFloor = xa.rounded(.down), xbCeil = xb.rounded(.up)
        let ia = Int(xaFloor), ib = Int(xbCeil)

        if ib <= ia + 1 {
            // Within one pixel: the pixel gets the area right of the
            // edge's mean x, the next pixel the rest of dy.
            let xm = 0.5 * (x + xNext) - xaFloor
            line[ia] += Float(d - d * xm)
            line[ia + 1] += Float(d * xm)
            mark(marks + r * markStride, ia, ia + 1)
            rowLo[r] = min(rowLo[r], ia)
            rowHi[r] = max(rowHi[r], ia + 1)
        } else {
            // Across pixels ia ..< ib: the coverage right of the edge grows
            // quadratically in the end pixels and linearly (by d * s per
            // pixel) in between, s being dy per unit of x.
            let s = 1 / (xb - xa)
            let fa = xa - xaFloor
            let a0 = 0.5 * s * (1 - fa) * (1 - fa)
            let fb = xb - xbCeil + 1
            let am = 0.5 * s * fb * fb
            line[ia] += Float(d * a0)
            if ib == ia + 2 {
                line[ia + 1] += Float(d * (1 - a0 - am))
            } else {
                let a1 = s * (1.5 - fa)
                line[ia + 1] += Float(d * (a1 - a0))
                let step = Float(d * s)
                var i = ia + 2
                while i < ib - 1 {
                    line[i] += step
                    i += 1
                }
                let a2 = a1 + Double(ib - ia - 3) * s
                line[ib - 1] += Float(d * (1 - a2 - am))
            }
            line[ib] += Float(d * am)
            mark(marks + r * markStride, ia, ib)
            rowLo[r] = min(rowLo[r], ia)
            rowHi[r] = max(rowHi[r], ib)
        }
        x = xNext
    }
}

/// Sets the bits of cells `from ... through` in a row's bitmap.
@inline(__always)
func mark(_ words: UnsafeMutablePointer<UInt64>, _ from: Int, _ through: Int) {
    let first = from >> 6, last = through >> 6
    let firstMask = ~UInt64(0) << UInt64(from & 63)
    let lastMask = ~UInt64(0) >> UInt64(63 - (through & 63))
    if first == last {
        words[first] |= firstMask & lastMask
        return
    }
    words[first] |= firstMask
    var w = first + 1
    while w < last { words[w] = ~0; w += 1 }
    words[last] |= lastMask
}

/// Turns one row's cells `lo ... hi` into coverage bytes, zeroing the cells
/// and their marks for the next use. Writes `out[0 ..< n]` for pixels
/// `lo ..< lo + n` (n = visible pixels in the range, pixels >= `width`
/// being outside) and returns the non-zero run within it, as an offset into
/// `out` and a count (count 0 when the row has no coverage).
@inline(__always)
func sweep(cells: UnsafeMutablePointer<Float>, marks: UnsafeMutablePointer<UInt64>, lo: Int, hi: Int,
           width: Int, rule: FillRule, out: UnsafeMutablePointer<UInt8>) -> (start: Int, count: Int) {
    let end = min(hi + 1, width) // one past the last visible pixel
    // Coverage c becomes floor(256 c), 256 clamped to 255, as Core
    // Graphics turns it into alpha on iOS (and FreeType's gray rasterizer
    // does): against round(255 c), a pixel mostly outside an edge is up to
    // one level lighter and one mostly inside up to one level darker.
    // Measured on iOS's picture of a filled CGPath: 83 edge pixels one
    // level off with round(255 c), 13 with this (each within a tenth of a
    // level of the step, where Core Graphics' own arithmetic decides).
    @inline(__always) func byte(_ acc: Float) -> UInt8 {
        UInt8(min(rule.coverage(acc) * 256, 255))
    }
    var acc: Float = 0
    var next = lo // the first pixel not yet written
    for w in (lo >> 6)...(hi >> 6) {
        var word = marks[w]
        marks[w] = 0
        while word != 0 {
            let i = w << 6 + word.trailingZeroBitCount
            word &= word - 1
            // No cell changes the sum between marks: one value for the run.
            if i > next && next < end {
                (out + (next - lo)).update(repeating: byte(acc), count: min(i, end) - next)
            }
            acc += cells[i]
            cells[i] = 0
            if i < end { out[i - lo] = byte(acc) }
            next = i + 1
        }
    }

    var first = 0, last = max(end - lo, 0)
    while first < last && out[first] == 0 { first += 1 }
    while last > first && out[last - 1] == 0 { last -= 1 }
    return (first, last - first)
}
