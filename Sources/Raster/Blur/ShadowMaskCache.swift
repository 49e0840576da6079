/// Blurred rounded-rectangle masks, kept across frames: a layer's shadow
/// is the same picture every frame while its size, corners and blur stay
/// the same, wherever it moves (whole-pixel moves reuse the mask; the
/// sub-pixel phase, in quarter pixels, is part of the key). Wide blurs
/// keep a mask at reduced resolution (see `GaussianBlur.reductionFactor`):
/// its moves by whole cells of f pixels reuse it.
public final class ShadowMaskCache {
    struct Key: Hashable {
        var width: Int64, height: Int64        // in 1/64 px
        var radii: (Int64, Int64, Int64, Int64)
        var sigma: Int64                       // in 1/64 px
        var phaseX: Int16, phaseY: Int16       // in 1/4 px, within the reduced grid's cell
        var ring: Ring = Ring()

        static func == (a: Key, b: Key) -> Bool {
            a.width == b.width && a.height == b.height && a.radii == b.radii && a.sigma == b.sigma
                && a.phaseX == b.phaseX && a.phaseY == b.phaseY && a.ring == b.ring
        }

        func hash(into h: inout Hasher) {
            h.combine(width); h.combine(height); h.combine(radii.0); h.combine(radii.1)
            h.combine(radii.2); h.combine(radii.3); h.combine(sigma); h.combine(phaseX); h.combine(phaseY)
            h.combine(ring)
        }
    }

    /// A border's part of the cast alpha: the shape's alpha is `inside`
    /// within `inset` of its edge and `outer` in the ring (all in 1/255,
    /// inset in 1/64 px); zero for a plain shape.
    struct Ring: Hashable {
        var inset: Int64 = 0
        var inside: Int16 = 0, outer: Int16 = 0
    }

    struct Entry {
        var mask: AlphaMask
        /// Mask pixels between its edge and the shape's, on each side.
        var pad: Int
        var lastUse: Int
    }

    private var entries: [Key: Entry] = [:]
    private var clock = 0
    private let scratch = RowScratch()
    /// Bytes of masks kept; the least recently used go first past it.
    public var budget = 32 << 20
    private var bytes = 0

    public init() {}

    public var count: Int { entries.count }

    /// The blurred alpha of a shape whose alpha is `inside` (0...1) within
    /// `borderInset` of its edge and `ring` in the band along the edge (a
    /// layer's background under its border, cast as one shadow: blurring
    /// is linear, so this is the blur of the composited alpha, made once),
    /// at the resolution its blur needs: full for narrow blurs, reduced for
    /// wide ones (`GaussianBlur.reductionFactor`), which the caller reads
    /// back by interpolation (`ScaledMask.sample`).
    public func scaledMask(for shape: RoundedRect, sigma: Double, borderInset: Double, inside: Double,
                           ring: Double) -> ScaledMask? {
        // Past 2^30 pixels no mask could be allocated, and the keys below
        // (1/64 pixel steps in 64 bits) stay exact.
        let limit = 1_073_741_824.0
        guard !shape.isEmpty, abs(shape.minX) < limit, abs(shape.minY) < limit, abs(shape.maxX) < limit,
              abs(shape.maxY) < limit
        else { return nil }
        let s = sigma.isFinite ? Swift.max(0, sigma) : 0
        let f = GaussianBlur.reductionFactor(sigma: s)
        // The shape's place within a cell of the mask's grid (one pixel,
        // or f of them), in quarter pixels: the rest of its position moves
        // the mask without changing it.
        let ox = (shape.minX / Double(f)).rounded(.down) * Double(f)
        let oy = (shape.minY / Double(f)).rounded(.down) * Double(f)
        let phaseX = Int16(Swift.min(4 * f - 1, Int(((shape.minX - ox) * 4).rounded(.down))))
        let phaseY = Int16(Swift.min(4 * f - 1, Int(((shape.minY - oy) * 4).rounded(.down))))
        func q(_ v: Double) -> Int64 { v.isNaN ? 0 : Int64((Swift.min(Swift.max(v, -limit), limit) * 64).rounded()) }
        func level(_ a: Double) -> Int16 { Int16((Swift.min(1, Swift.max(0, a.isNaN ? 0 : a)) * 255).rounded()) }
        let plain = !(borderInset > 0) || level(inside) == level(ring)
        let ringKey = plain ? Ring() : Ring(inset: q(borderInset), inside: level(inside), outer: level(ring))
        let key = Key(width: q(shape.maxX - shape.minX), height: q(shape.maxY - shape.minY),
                      radii: (q(shape.radii.tl), q(shape.radii.tr), q(shape.radii.br), q(shape.radii.bl)),
                      sigma: q(s), phaseX: phaseX, phaseY: phaseY, ring: ringKey)
        clock += 1
        let e: Entry
        if var found = entries[key] {
            found.lastUse = clock
            entries[key] = found
            e = found
        } else {
            guard let made = make(shape, sigma: s, factor: f, phaseX: Double(phaseX) / 4, phaseY: Double(phaseY) / 4,
                                  ring: ringKey, plain: plain)
            else { return nil }
            e = made
            bytes += e.mask.width * e.mask.height
            entries[key] = e
            evict()
        }
        return ScaledMask(mask: e.mask, factor: f, x: Int(ox) - e.pad * f, y: Int(oy) - e.pad * f,
                          width: e.mask.width, height: e.mask.height)
    }

    /// Draws and blurs one mask: the shape at the quantised phase, scaled
    /// by 1/f, padded by the blur's reach.
    private func make(_ shape: RoundedRect, sigma s: Double, factor f: Int, phaseX: Double, phaseY: Double, ring: Ring,
                      plain: Bool) -> Entry? {
        let k = 1 / Double(f)
        let small = GaussianBlur.reducedSigma(s, factor: f)
        let pad = GaussianBlur.extent(sigma: small) + 1 + (f > 1 ? 1 : 0)
        let r = shape.radii
        let local = RoundedRect(minX: Double(pad) + phaseX * k, minY: Double(pad) + phaseY * k,
                                maxX: Double(pad) + (phaseX + shape.maxX - shape.minX) * k,
                                maxY: Double(pad) + (phaseY + shape.maxY - shape.minY) * k,
                                radii: (r.tl * k, r.tr * k, r.br * k, r.bl * k))
        let w = Int(local.maxX.rounded(.up)) + pad, h = Int(local.maxY.rounded(.up)) + pad
        guard let mask = AlphaMask(width: w, height: h) else { return nil }
        if plain {
            mask.draw(local, scratch: scratch)
        } else {
            mask.drawRing(local, inset: Double(ring.inset) / 64 * k, inside: UInt32(ring.inside),
                          ring: UInt32(ring.outer), scratch: scratch)
        }
        GaussianBlur.blur(mask, sigma: small, scratch: scratch)
        return Entry(mask: mask, pad: pad, lastUse: clock)
    }

    private func evict() {
        while bytes > budget, entries.count > 1,
              let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.mask.width * oldest.value.mask.height
            entries[oldest.key] = nil
        }
    }

    public func removeAll() {
        entries.removeAll()
        bytes = 0
    }
}
