import Raster

/// The emitter's particles at a moment, as a pure function of the layer's
/// values, its cells, its seed and the time since it began: no state is
/// carried from frame to frame, so any moment can be drawn on its own (a
/// snapshot at one second, a frame after a dropped one) and is the same
/// every time.
///
/// Cell c's particles are born `1 / rate` seconds apart from the cell's
/// begin time, rate being its birth rate times the layer's. Particle k's
/// random values (lifetime, direction, speed, place on the emitter's
/// shape, scale, spin, colour) come from a generator seeded by the
/// layer's seed, the cell and k; it moves as `p + v·age + a·age²/2`. A
/// cell's own cells are emitted from each of its particles' positions
/// while that particle lives.
enum _EmitterSimulation {
    /// More particles than this in one frame are not made (a birth rate of
    /// millions would otherwise cost a frame millions of particles).
    static let maxParticles = 100_000

    /// The layer's values the simulation reads.
    struct Emitter {
        var position: (x: Double, y: Double)
        var size: (width: Double, height: Double)
        var shape: CAEmitterLayerEmitterShape
        var mode: CAEmitterLayerEmitterMode
        var birthRate, lifetime, velocity, scale, spin: Double
        var seed: UInt32
    }

    /// One particle at the moment asked for.
    struct Particle {
        var x, y: Double
        var scale, rotation: Double
        var color: (r: Double, g: Double, b: Double, a: Double)
        var birth: Double
        /// The cell's index in `_EmitterCellList.flat`.
        var cell: Int
    }

    /// Every particle alive at `t` seconds after the emitter began, cell by
    /// cell, oldest first within a cell; false when `maxParticles` cut them
    /// short (the youngest of a cell are kept).
    @discardableResult
    static func particles(_ e: Emitter, cells: [_EmitterCellValues], at t: Double, into out: inout [Particle]) -> Bool {
        out.removeAll(keepingCapacity: true)
        guard t.isFinite, t >= 0 else { return true }
        var complete = true
        for c in cells {
            complete = emit(c, e, origin: nil, from: 0, until: .infinity, at: t, path: UInt64(c.id), into: &out) && complete
        }
        return complete
    }

    /// Where particles start: the emitter's shape, or a parent particle's path.
    struct Origin {
        var x, y, vx, vy, ax, ay, birth: Double

        func at(_ time: Double) -> (Double, Double) {
            let a = time - birth
            return (x + vx * a + ax * a * a / 2, y + vy * a + ay * a * a / 2)
        }
    }

    private static func emit(_ c: _EmitterCellValues, _ e: Emitter, origin: Origin?, from start: Double,
                             until end: Double, at t: Double, path: UInt64, into out: inout [Particle]) -> Bool {
        let rate = c.birthRate * e.birthRate
        guard c.isEnabled, rate > 0, rate.isFinite else { return true }
        let t0 = start + c.beginTime
        let t1 = Swift.min(end, c.duration > 0 ? t0 + c.duration : .infinity)
        let maxLife = Swift.max(0, (c.lifetime + abs(c.lifetimeRange)) * e.lifetime)
        guard t >= t0, maxLife > 0 else { return true }
        // Births b_k = t0 + k / rate within [t0, t1) that can still be alive at t.
        let last = Swift.min(t, t1)
        let kHi = ((last - t0) * rate).rounded(.down)
        var kLo = Swift.max(0, ((t - maxLife - t0) * rate).rounded(.up))
        guard kHi >= kLo else { return true }
        var complete = true
        // Past the budget, the youngest particles are the ones made.
        let room = Double(maxParticles - out.count)
        guard room > 0 else { return false }
        if kHi - kLo >= room {
            kLo = kHi - room + 1
            complete = false
        }
        var k = kLo
        while k <= kHi {
            defer { k += 1 }
            let birth = t0 + k / rate
            guard birth < t1 else { continue }
            var rng = SplitMix(seed: UInt64(e.seed) &* 0x9E37_79B9_7F4A_7C15 ^ path &* 0xC2B2_AE3D_27D4_EB4F ^ UInt64(k))
            func u() -> Double { rng.unit() * 2 - 1 }
            let life = Swift.max(0, (c.lifetime + c.lifetimeRange * u()) * e.lifetime)
            let age = t - birth
            guard age < life else { continue }
            let theta = c.longitude + c.range * u(), phi = c.latitude + c.range * u()
            let speed = (c.velocity + c.velocityRange * u()) * e.velocity
            let vx = speed * cos(phi) * cos(theta), vy = speed * cos(phi) * sin(theta)
            let (x0, y0) = origin?.at(birth) ?? place(e, u(), u(), rng.unit())
            let scale = Swift.max(0, (c.scale + c.scaleRange * u()) * e.scale + c.scaleSpeed * age)
            let spin = (c.spin + c.spinRange * u()) * e.spin
            func channel(_ base: Double, _ range: Double, _ speed: Double) -> Double {
                Swift.min(1, Swift.max(0, base + range * u() + speed * age))
            }
            let color = (channel(c.color.r, c.colorRange.r, c.colorSpeed.r), channel(c.color.g, c.colorRange.g, c.colorSpeed.g),
                         channel(c.color.b, c.colorRange.b, c.colorSpeed.b), channel(c.color.a, c.colorRange.a, c.colorSpeed.a))
            let ax = c.acceleration.x, ay = c.acceleration.y
            let here = Origin(x: x0, y: y0, vx: vx, vy: vy, ax: ax, ay: ay, birth: birth)
            let (x, y) = here.at(t)
            out.append(Particle(x: x, y: y, scale: scale, rotation: spin * age, color: color, birth: birth, cell: c.id))
            // Its own cells, from where it is, while it lives.
            for sub in c.cells {
                let subPath = (path &* 31 &+ UInt64(sub.id)) &* 0x1000_0000_01B3 ^ UInt64(k)
                complete = emit(sub, e, origin: here, from: birth, until: birth + life, at: t, path: subPath,
                                into: &out) && complete
            }
        }
        return complete
    }

    /// A place on the emitter's shape: for its corners (`.points`), its
    /// outline, or anywhere in it, from random values `a`, `b` in −1...1
    /// and `c` in 0...1.
    static func place(_ e: Emitter, _ a: Double, _ b: Double, _ c: Double) -> (Double, Double) {
        let (px, py) = e.position, w = e.size.width, h = e.size.height
        switch e.shape {
        case .line:
            if e.mode == .points { return (px + (a < 0 ? -w : w) / 2, py) }
            return (px + a * w / 2, py)
        case .rectangle, .cuboid:
            switch e.mode {
            case .points: return (px + (a < 0 ? -w : w) / 2, py + (b < 0 ? -h : h) / 2)
            case .outline:
                // Uniform along the perimeter.
                let d = c * 2 * (w + h)
                if d < w { return (px - w / 2 + d, py - h / 2) }
                if d < w + h { return (px + w / 2, py - h / 2 + (d - w)) }
                if d < 2 * w + h { return (px + w / 2 - (d - w - h), py + h / 2) }
                return (px - w / 2, py + h / 2 - (d - 2 * w - h))
            default: return (px + a * w / 2, py + b * h / 2)
            }
        case .circle, .sphere:
            let r = w / 2, angle = .pi * a
            switch e.mode {
            case .points: return (px, py)
            case .outline: return (px + r * cos(angle), py + r * sin(angle))
            default:
                // Uniform over the disc.
                let d = r * c.squareRoot()
                return (px + d * cos(angle), py + d * sin(angle))
            }
        default:
            return (px, py)
        }
    }
}
