#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Surface {
    /// The obvious version of `draw(_:source:map:filter:alpha:clip:edges:)`
    /// for tests (all edges anti-aliased): every pixel of the clip is mapped back with a division,
    /// sampled in floating point (nearest, bilinear, or trilinear between
    /// box-filtered levels) and blended once, rounded at the end. No
    /// incremental stepping, fixed point or spans.
    public func referenceDraw(_ image: Surface, source: (x0: Double, y0: Double, x1: Double, y1: Double),
                              map: Projective, filter: SampleFilter, alpha: UInt32, clip: PixelRect) {
        guard alpha > 0, let inv = map.inverted() else { return }
        let area = clip.intersection(bounds)
        guard !area.isEmpty else { return }
        let cx = (source.x0 + source.x1) / 2, cy = (source.y0 + source.y1) / 2
        guard let p0 = map.apply(cx, cy), let p1 = map.apply(cx + 1, cy), let p2 = map.apply(cx, cy + 1) else { return }
        let scaleX = ((p1.x - p0.x) * (p1.x - p0.x) + (p1.y - p0.y) * (p1.y - p0.y)).squareRoot()
        let scaleY = ((p2.x - p0.x) * (p2.x - p0.x) + (p2.y - p0.y) * (p2.y - p0.y)).squareRoot()
        let level = filter == .trilinear && min(scaleX, scaleY) < 1 ? min(-log2(min(scaleX, scaleY)), 14) : 0
        let sx0 = max(0, source.x0), sy0 = max(0, source.y0)
        let sx1 = min(Double(image.width), source.x1), sy1 = min(Double(image.height), source.y1)
        for y in area.y0..<area.y1 {
            for x in area.x0..<area.x1 {
                guard let q = inv.apply(Double(x) + 0.5, Double(y) + 0.5) else { continue }
                let u = q.x, v = q.y
                // Every side is soft: centres up to half a pixel outside get a share.
                let inside = min(min(u - source.x0, source.x1 - u) * scaleX, min(v - source.y0, source.y1 - v) * scaleY)
                guard inside > -0.5 else { continue }
                let c: [Double]
                switch filter {
                case .nearest:
                    c = channels(Self.clampedTexel(image, Int(u.rounded(.down)), Int(v.rounded(.down)),
                                                   sx0, sy0, sx1, sy1))
                case .bilinear:
                    c = Self.bilinear(image, u, v, sx0, sy0, sx1, sy1)
                case .trilinear:
                    if level <= 0 {
                        c = Self.bilinear(image, u, v, sx0, sy0, sx1, sy1)
                    } else {
                        let l0 = Int(level.rounded(.down)), t = level - Double(l0)
                        let a = Self.levelSample(image, l0, u, v, sx0, sy0, sx1, sy1)
                        let b = Self.levelSample(image, l0 + 1, u, v, sx0, sy0, sx1, sy1)
                        c = zip(a, b).map { $0 + ($1 - $0) * t }
                    }
                }
                let k = Double(alpha) / 255 * min(1, inside + 0.5)
                let d = channels(self[x, y])
                let sa = c[0] * k
                var out: UInt32 = 0
                for i in 0..<4 {
                    let v = min(255, max(0, (c[i] * k + d[i] * (1 - sa / 255)).rounded()))
                    out |= UInt32(v) << UInt32(24 - 8 * i)
                }
                self[x, y] = out
            }
        }
    }

    private static func levelSample(_ image: Surface, _ n: Int, _ u: Double, _ v: Double,
                                     _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Double] {
        let k = Double(1 << n)
        return bilinear(image.mipLevel(n), u / k, v / k, x0 / k, y0 / k, x1 / k, y1 / k)
    }

    private static func clampedTexel(_ image: Surface, _ x: Int, _ y: Int,
                                     _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> UInt32 {
        let ix0 = max(0, Int(x0.rounded(.down))), iy0 = max(0, Int(y0.rounded(.down)))
        let ix1 = max(ix0 + 1, min(image.width, Int(x1.rounded(.up))))
        let iy1 = max(iy0 + 1, min(image.height, Int(y1.rounded(.up))))
        return image[min(max(x, ix0), ix1 - 1), min(max(y, iy0), iy1 - 1)]
    }

    private static func bilinear(_ image: Surface, _ u: Double, _ v: Double,
                                 _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Double] {
        let fu = u - 0.5, fv = v - 0.5
        let x = Int(fu.rounded(.down)), y = Int(fv.rounded(.down))
        let wx = fu - Double(x), wy = fv - Double(y)
        var out = [0.0, 0, 0, 0]
        for (dx, dy, w) in [(0, 0, (1 - wx) * (1 - wy)), (1, 0, wx * (1 - wy)), (0, 1, (1 - wx) * wy), (1, 1, wx * wy)] {
            let c = channels(clampedTexel(image, x + dx, y + dy, x0, y0, x1, y1))
            for i in 0..<4 { out[i] += c[i] * w }
        }
        return out
    }
}

/// A, R, G, B of a pixel as doubles in 0...255.
private func channels(_ p: UInt32) -> [Double] {
    [Double(p >> 24), Double((p >> 16) & 0xFF), Double((p >> 8) & 0xFF), Double(p & 0xFF)]
}
