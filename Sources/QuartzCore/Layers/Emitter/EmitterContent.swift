import Foundation
import Raster

/// The emitter's drawing: each particle of this frame (`_EmitterSimulation`)
/// draws its cell's contents centred on it, scaled, turned and multiplied
/// by its colour, in the order the render mode asks (adding colours for
/// `.additive`). The particles are worked out once a frame, when the frame
/// evaluates the layer (`advance`), and kept on the node for every band
/// and damage walk of that frame.
enum _EmitterContent: _LayerContent {
    /// This frame's particles, and when the emitter began: evaluation
    /// writes them and every band of the frame reads them, so they are
    /// held under a lock (`State`).
    struct Frame {
        /// The emitter's local time at its first commit.
        var start: Double?
        var particles: [_EmitterSimulation.Particle] = []
        /// The particles' box in the layer's space (nil: none).
        var box: CGRect?
        var cells: _EmitterCellList?
        /// The particles were cut short at `maxParticles` (said once).
        var reportedCut = false
    }

    typealias State = _Locked<Frame>

    static func state(_ node: _RenderNode) -> State {
        if let s = node.contentState as? State { return s }
        let s = State(Frame())
        node.contentState = s
        return s
    }

    static func emitter(_ e: UnsafeMutablePointer<_Value>) -> _EmitterSimulation.Emitter {
        let p = e[_EmitterKeys.position], size = e[_EmitterKeys.size]
        func d(_ x: Float) -> Double { x.isFinite ? Double(x) : 0 }
        return _EmitterSimulation.Emitter(
            position: (Double(p.x), Double(p.y)), size: (Double(size.width), Double(size.height)),
            shape: e[_EmitterKeys.shape], mode: e[_EmitterKeys.mode], birthRate: d(e[_EmitterKeys.birthRate]),
            lifetime: d(e[_EmitterKeys.lifetime]), velocity: d(e[_EmitterKeys.velocity]), scale: d(e[_EmitterKeys.scale]),
            spin: d(e[_EmitterKeys.spin]), seed: e[_EmitterKeys.seed])
    }

    static func advance(_ node: _RenderNode, to t: Double) {
        state(node).withLock { s in
            let e = node.storage.presentedExtra
            // From the first commit, in the layer's own time (its speed and
            // offsets apply); a layer never committed starts now.
            let committed = e[_EmitterKeys.start]
            let start = s.start ?? (committed.isFinite ? node.localTime(at: committed) : t)
            s.start = start
            let cells = e[_EmitterKeys.cells]
            s.cells = cells
            let wasLive = node.contentIsLive || !s.particles.isEmpty
            let values = emitter(e)
            let complete = _EmitterSimulation.particles(values, cells: cells?.snapshot ?? [], at: t - start,
                                                        into: &s.particles)
            if !complete, !s.reportedCut {
                s.reportedCut = true
                _Diagnostics.report("CAEmitterLayer: more than \(_EmitterSimulation.maxParticles) particles at once; the rest are not drawn")
            }
            s.box = particleBox(s.particles, cells)
            let emitting = (cells?.snapshot ?? []).contains { $0.isEnabled && $0.birthRate > 0 } && values.birthRate > 0
            node.contentIsLive = !s.particles.isEmpty || emitting
            if wasLive || node.contentIsLive { node.contentChanged() }
        }
    }

    /// Where the particles' pictures can reach, in the layer's space.
    static func particleBox(_ particles: [_EmitterSimulation.Particle], _ cells: _EmitterCellList?) -> CGRect? {
        guard let cells, !particles.isEmpty else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in particles {
            let c = cells.flat[p.cell]
            guard let image = c.contents else { continue }
            // Half the diagonal of the drawn region: any rotation stays inside.
            let w = Double(image.width) * Double(c.contentsRect.width), h = Double(image.height) * Double(c.contentsRect.height)
            let r = (w * w + h * h).squareRoot() / 2 * p.scale / c.contentsScale + 1
            minX = min(minX, p.x - r); maxX = max(maxX, p.x + r)
            minY = min(minY, p.y - r); maxY = max(maxY, p.y + r)
        }
        guard minX <= maxX, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func box(_ layer: _PresentedLayer) -> CGRect? {
        guard let s = layer.node.contentState as? State else { return nil }
        return s.withLock { $0.box }
    }

    static func draw(_ layer: _PresentedLayer, _ m: Projective,
                     into target: Surface, clip: PixelRect, opacity: Double, compositor: _Compositor) {
        guard let s = layer.node.contentState as? State else { return }
        // The frame's particles, taken under the lock and drawn outside it:
        // the bands of a frame draw the same particles at once.
        let (cells, particles) = s.withLock { ($0.cells, $0.particles) }
        guard let cells, !particles.isEmpty else { return }
        let mode = layer[_EmitterKeys.renderMode]
        let additive = mode == .additive
        func one(_ p: _EmitterSimulation.Particle) {
            drawParticle(p, cells.flat[p.cell], m, into: target, clip: clip, opacity: opacity, additive: additive)
        }
        switch mode {
        case .oldestFirst, .backToFront:
            for i in order(particles, ascending: true) { one(particles[i]) }
        case .oldestLast:
            for i in order(particles, ascending: false) { one(particles[i]) }
        default:
            for p in particles { one(p) }
        }
    }

    /// The particles' indices by birth, stable.
    static func order(_ particles: [_EmitterSimulation.Particle], ascending: Bool) -> [Int] {
        particles.indices.sorted { a, b in
            let x = particles[a].birth, y = particles[b].birth
            return x != y ? (ascending ? x < y : x > y) : a < b
        }
    }

    /// Where a particle's picture goes: the pixels of its cell's
    /// `contentsRect` (`source`, image pixels) and the map from them to the
    /// layer, centred on the region, scaled to points, turned and moved to
    /// the particle. Nil when nothing shows.
    static func placement(of p: _EmitterSimulation.Particle, _ c: _EmitterCellValues)
        -> (image: Surface, source: (x0: Double, y0: Double, x1: Double, y1: Double), toLayer: Projective)? {
        guard let image = c.contents, p.scale > 0, p.color.a > 0 else { return nil }
        let r = c.contentsRect
        let w = Double(image.width), h = Double(image.height)
        let x0 = max(0, min(w, Double(r.minX) * w)), x1 = max(0, min(w, Double(r.maxX) * w))
        let y0 = max(0, min(h, Double(r.minY) * h)), y1 = max(0, min(h, Double(r.maxY) * h))
        guard x1 > x0, y1 > y0 else { return nil }
        let k = p.scale / c.contentsScale, cs = cos(p.rotation) * k, sn = sin(p.rotation) * k
        let cx = (x0 + x1) / 2, cy = (y0 + y1) / 2
        let toLayer = Projective(a: cs, b: sn, c: -sn, d: cs, tx: p.x - cs * cx + sn * cy, ty: p.y - sn * cx - cs * cy)
        return (image, (x0, y0, x1, y1), toLayer)
    }

    static func drawParticle(_ p: _EmitterSimulation.Particle, _ c: _EmitterCellValues, _ m: Projective,
                             into target: Surface, clip: PixelRect, opacity: Double, additive: Bool) {
        guard let (image, source, toLayer) = placement(of: p, c) else { return }
        let tinted = _ParticleTints.tinted(image, p.color)
        let alpha = UInt32((min(1, max(0, p.color.a * opacity)) * 255).rounded())
        target.draw(tinted, source: source, map: toLayer.concatenating(m), filter: c.nearest ? .nearest : .bilinear,
                    alpha: alpha, clip: clip, additive: additive)
    }
}

/// Particle pictures multiplied by their colour, kept: colours are
/// quantised to 1/31 per channel, so a cell whose colour drifts over a
/// particle's life makes a bounded number of copies.
enum _ParticleTints {
    struct Key: Hashable {
        let image: ObjectIdentifier
        let r: UInt8, g: UInt8, b: UInt8
    }

    /// Each copy with its source, which it keeps alive (so the source's
    /// identity cannot pass to another picture while the copy is kept).
    static let cache = _Locked([Key: (source: Surface, tinted: Surface)]())
    static let capacity = 512

    static func tinted(_ image: Surface, _ color: (r: Double, g: Double, b: Double, a: Double)) -> Surface {
        func q(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 31).rounded()) }
        let key = Key(image: ObjectIdentifier(image), r: q(color.r), g: q(color.g), b: q(color.b))
        if key.r == 31 && key.g == 31 && key.b == 31 { return image }
        if let s = cache.withLock({ $0[key]?.tinted }) { return s }
        guard let out = Surface(width: image.width, height: image.height) else { return image }
        let kr = UInt32(key.r) * 255 / 31, kg = UInt32(key.g) * 255 / 31, kb = UInt32(key.b) * 255 / 31
        for y in 0..<image.height {
            let src = image.row(y), dst = out.row(y)
            for x in 0..<image.width {
                let p = src[x]
                let r = mul255((p >> 16) & 0xFF, kr), g = mul255((p >> 8) & 0xFF, kg), b = mul255(p & 0xFF, kb)
                dst[x] = (p & 0xFF00_0000) | r << 16 | g << 8 | b
            }
        }
        cache.withLock { c in
            if c.count >= capacity { c.removeAll(keepingCapacity: true) }
            c[key] = (image, out)
        }
        return out
    }
}
