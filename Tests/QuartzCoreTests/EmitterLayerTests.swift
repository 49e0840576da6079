import Testing
import Raster
@testable import QuartzCore

/// `CAEmitterLayer` and `CAEmitterCell`: Apple's defaults, particles that
/// appear at the emitter, spread at their velocity and die at their
/// lifetime, none at a zero birth rate, and the same picture for the same
/// seed and time.
@Suite(.serialized) struct EmitterLayerTests {
    /// A white dot, 8 pixels across.
    static let dot: CGImage = {
        let s = Surface(width: 8, height: 8)!
        for y in 0..<8 { for x in 0..<8 {
            let dx = Double(x) - 3.5, dy = Double(y) - 3.5
            s[x, y] = dx * dx + dy * dy <= 16 ? 0xFFFF_FFFF : 0
        } }
        return CGImage(_surface: s)
    }()

    @Test func defaultsAreApples() {
        let e = CAEmitterLayer()
        #expect(e.emitterCells == nil && e.birthRate == 1 && e.lifetime == 1 && e.velocity == 1 && e.scale == 1 && e.spin == 1)
        #expect(e.emitterPosition == .zero && e.emitterZPosition == 0 && e.emitterSize == .zero && e.emitterDepth == 0)
        #expect(e.emitterShape == .point && e.emitterMode == .volume && e.renderMode == .unordered)
        #expect(!e.preservesDepth && e.seed == 0)
        let c = CAEmitterCell()
        #expect(c.isEnabled && c.birthRate == 0 && c.lifetime == 0 && c.velocity == 0 && c.scale == 1 && c.spin == 0)
        #expect(c.color.map(_Color.init) == _Color(r: 1, g: 1, b: 1, a: 1))
        #expect(c.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && c.contentsScale == 1 && c.contents == nil)
        #expect(c.name == nil && c.emitterCells == nil && c.minificationFilter == "linear")
        #expect(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
        #expect(CAEmitterLayerEmitterShape.circle.rawValue == "circle" && CAEmitterLayerEmitterMode.outline.rawValue == "outline"
                && CAEmitterLayerRenderMode.additive.rawValue == "additive")
    }

    @Test func keysAndKeyPaths() {
        let e = CAEmitterLayer()
        let c = CAEmitterCell()
        c.name = "spark"
        e.emitterCells = [c]
        #expect(e.emitterCells?.first === c)
        #expect(e.value(forKey: "emitterCells") as? [CAEmitterCell] != nil)
        e.setValue(25, forKeyPath: "emitterCells.spark.birthRate")
        #expect(c.birthRate == 25)
        #expect(e.value(forKeyPath: "emitterCells.spark.birthRate") as? Float == 25)
        e.setValue("circle", forKey: "emitterShape")
        #expect(e.emitterShape == .circle)
        e.setValue(CGPoint(x: 3, y: 4), forKey: "emitterPosition")
        #expect(e.emitterPosition == CGPoint(x: 3, y: 4))
        c.setValue(0.5, forKey: "lifetime")
        #expect(c.lifetime == 0.5)
        let messages = diagnostics { e.setValue(1, forKeyPath: "emitterCells.nobody.birthRate") }
        #expect(messages.count == 1)
    }

    /// An emitter at (100, 60) of a 200 x 120 scene.
    func scene(birthRate: Float = 40, velocity: CGFloat = 60, lifetime: Float = 1, seed: UInt32 = 7,
               _ configure: (CAEmitterLayer, CAEmitterCell) -> Void = { _, _ in }) -> (CALayer, CAEmitterLayer) {
        let e = CAEmitterLayer()
        let root = committedScene(width: 200, height: 120) { root in
            e.frame = root.bounds
            e.emitterPosition = CGPoint(x: 100, y: 60)
            e.seed = seed
            let c = CAEmitterCell()
            c.contents = Self.dot
            c.birthRate = birthRate
            c.lifetime = lifetime
            c.velocity = velocity
            c.emissionRange = .pi
            c.color = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            configure(e, c)
            e.emitterCells = [c]
            root.addSublayer(e)
        }
        return (root, e)
    }

    /// The dark pixels' distances from the emitter.
    func darkDistances(_ s: Surface) -> [Double] {
        var out: [Double] = []
        for y in 0..<s.height { for x in 0..<s.width where s[x, y] & 0xFF < 128 {
            let dx = Double(x) + 0.5 - 100, dy = Double(y) + 0.5 - 60
            out.append((dx * dx + dy * dy).squareRoot())
        } }
        return out
    }

    @Test func particlesSpreadAtTheirVelocityAndDieAtTheirLifetime() {
        let (root, _) = scene()
        let t0 = CACurrentMediaTime()
        _ = renderedFrame(root, at: t0) // the emitter begins
        let early = darkDistances(renderedFrame(root, at: t0 + 0.25))
        #expect(!early.isEmpty, "particles appear")
        // At most a quarter second old, at 60 points a second: within 15
        // points (and a dot's radius) of the emitter.
        #expect(early.allSatisfy { $0 <= 15 + 5 }, "\(early.max() ?? 0)")
        let later = darkDistances(renderedFrame(root, at: t0 + 0.9))
        #expect(later.contains { $0 > 30 }, "they spread")
        #expect(later.allSatisfy { $0 <= 60 + 5 }, "none older than its lifetime")
    }

    @Test func aZeroBirthRateEmitsNothing() {
        let (root, e) = scene(birthRate: 0)
        let t0 = CACurrentMediaTime()
        _ = renderedFrame(root, at: t0)
        #expect(darkDistances(renderedFrame(root, at: t0 + 0.5)).isEmpty)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        e.emitterCells?.first?.birthRate = 50
        e.emitterCells = e.emitterCells
        e.birthRate = 0
        CATransaction.commit()
        CATransaction.flush()
        #expect(darkDistances(renderedFrame(root, at: t0 + 0.6)).isEmpty, "the layer's rate multiplies the cell's")
    }

    @Test func theSameSeedAndTimeGiveTheSamePicture() {
        func picture(seed: UInt32, frames: [Double] = [0.3]) -> Surface {
            let (root, e) = scene(seed: seed) { _, c in c.velocityRange = 30; c.scaleRange = 0.5 }
            // Particles are timed from the layer's first commit.
            let start = e._extra[_EmitterKeys.start]
            for f in frames { _ = renderedFrame(root, at: start + f) }
            return renderedFrame(root, at: start + 0.7)
        }
        let a = picture(seed: 3), b = picture(seed: 3), c = picture(seed: 4)
        #expect(sameBytes(a, b))
        #expect(sameBytes(a, picture(seed: 3, frames: [0.1, 0.2, 0.45, 0.6])), "whatever frames came before")
        #expect(!sameBytes(a, c), "another seed, other particles")
    }

    @Test func particlesFallWithTheirAcceleration() {
        let (root, _) = scene(velocity: 0, lifetime: 2) { _, c in c.yAcceleration = 100; c.emissionRange = 0 }
        let t0 = CACurrentMediaTime()
        _ = renderedFrame(root, at: t0)
        let frame = renderedFrame(root, at: t0 + 1)
        // The oldest, a second old, has fallen 50 points.
        var lowest = 0
        for y in 0..<frame.height { for x in 0..<frame.width where frame[x, y] & 0xFF < 128 { lowest = max(lowest, y) } }
        #expect(abs(Double(lowest) - (60 + 50 + 3.5)) <= 3, "\(lowest)")
    }
}

/// The emitter against the reference compositor: the same particles,
/// drawn by the fast path and point sampled.
@Suite struct EmitterReferenceTests {
    @Test(arguments: [CAEmitterLayerRenderMode.unordered, .oldestLast])
    func theCompositorAndTheReferenceAgree(mode: CAEmitterLayerRenderMode) {
        let e = CAEmitterLayer()
        let root = committedScene(width: 90, height: 70) { root in
            e.frame = root.bounds
            e.emitterPosition = CGPoint(x: 45, y: 35)
            e.emitterShape = .rectangle
            e.emitterSize = CGSize(width: 30, height: 10)
            e.renderMode = mode
            e.seed = 11
            let c = CAEmitterCell()
            c.contents = EmitterLayerTests.dot
            c.birthRate = 30
            c.lifetime = 1
            c.velocity = 30
            c.emissionRange = .pi
            c.spin = 3
            c.scale = 1.5
            c.color = CGColor(red: 0.2, green: 0.5, blue: 1, alpha: 0.8)
            c.redRange = 0.3
            e.emitterCells = [c]
            root.addSublayer(e)
        }
        let start = e._extra[_EmitterKeys.start]
        _ = renderedFrame(root, at: start + 0.4)
        let frame = renderedFrame(root, at: start + 0.8)
        ReferenceAgreement.check(frame, root, meanTolerance: 1.5, sourceLocation: #_sourceLocation)
    }
}

/// Bad values are survived: reported or drawn as nothing, never a crash.
@Suite struct EmitterBadInputTests {
    @Test func badValuesAreSurvived() {
        let e = CAEmitterLayer()
        let root = committedScene(width: 60, height: 40) { root in
            e.frame = root.bounds
            let c = CAEmitterCell()
            c.contents = EmitterLayerTests.dot
            c.birthRate = 50
            c.lifetime = 1
            c.velocity = .nan
            c.scale = .infinity
            e.emitterCells = [c]
            root.addSublayer(e)
        }
        let messages = diagnostics {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            e.emitterPosition = CGPoint(x: CGFloat.nan, y: 5)
            e.emitterSize = CGSize(width: CGFloat.infinity, height: 1)
            e.emitterShape = .rectangle
            CATransaction.commit()
            CATransaction.flush()
            let start = e._extra[_EmitterKeys.start]
            _ = renderedFrame(root, at: start + 0.5)
            CATransaction.begin()
            e.birthRate = 1e12
            CATransaction.commit()
            CATransaction.flush()
            _ = renderedFrame(root, at: start + 1)
        }
        #expect(messages.contains { $0.contains("emitterPosition") } && messages.contains { $0.contains("emitterSize") },
                "\(messages)")
        #expect(e.emitterPosition == .zero, "the old value stays")
        #expect(messages.contains { $0.contains("particles at once") }, "too many particles are reported")
        // The youngest are drawn: the emitter does not go blank.
        var particles: [_EmitterSimulation.Particle] = []
        let cell = _EmitterCellList([{
            let c = CAEmitterCell()
            c.birthRate = 1e9
            c.lifetime = 10
            return c
        }()])
        let emitter = _EmitterSimulation.Emitter(position: (0, 0), size: (0, 0), shape: .point, mode: .volume, birthRate: 1,
                                                 lifetime: 1, velocity: 1, scale: 1, spin: 1, seed: 0)
        #expect(!_EmitterSimulation.particles(emitter, cells: cell.snapshot, at: 5, into: &particles))
        #expect(particles.count == _EmitterSimulation.maxParticles)
        #expect(particles.allSatisfy { $0.birth > 4.99 }, "the youngest")
    }
}
