import Raster

/// One kind of particle an emitter makes (Apple's `CAEmitterCell`): how
/// many a second, how long each lives, the direction, speed and
/// acceleration it moves with, its scale, spin and colour and how they
/// change, and what it looks like (`contents`, a `CGImage`). A value and
/// its `…Range` give each particle the value plus or minus up to the
/// range, at random; a `…Speed` changes it by that much a second.
/// A cell's own `emitterCells` are emitted by each of its particles.
///
/// Timing (`CAMediaTiming`): a cell emits from its `beginTime` (seconds
/// after its emitter, or its parent particle, began) for `duration`
/// seconds (0: for ever).
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// The cell's name, by which key paths reach it (`emitterCells.NAME.birthRate`).
    open var name: String?
    /// Whether the cell emits. Default true.
    open var isEnabled = true
    /// Particles made a second (times the layer's `birthRate`). Default 0.
    open var birthRate: Float = 0
    /// Seconds each particle lives (times the layer's `lifetime`). Default 0.
    open var lifetime: Float = 0
    /// How far a particle's lifetime may differ from `lifetime`. Default 0.
    open var lifetimeRange: Float = 0
    /// The emission direction's angle out of the xy-plane, in radians. Default 0.
    open var emissionLatitude: CGFloat = 0
    /// The emission direction's angle in the xy-plane from the x axis, in
    /// radians (y points down a layer, so π/2 is downward). Default 0.
    open var emissionLongitude: CGFloat = 0
    /// The half-angle of the cone around the direction particles leave
    /// within, in radians (2π: every direction). Default 0.
    open var emissionRange: CGFloat = 0
    /// A particle's speed, in points a second (times the layer's). Default 0.
    open var velocity: CGFloat = 0
    /// How far a particle's speed may differ from `velocity`. Default 0.
    open var velocityRange: CGFloat = 0
    /// Acceleration along x, in points a second per second. Default 0.
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y (positive falls down a layer). Default 0.
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z (stored; particles move flat here). Default 0.
    open var zAcceleration: CGFloat = 0
    /// The contents' scale (times the layer's). Default 1.
    open var scale: CGFloat = 1
    /// How far a particle's scale may differ from `scale`. Default 0.
    open var scaleRange: CGFloat = 0
    /// The change of a particle's scale a second. Default 0.
    open var scaleSpeed: CGFloat = 0
    /// Turning, in radians a second (times the layer's). Default 0.
    open var spin: CGFloat = 0
    /// How far a particle's spin may differ from `spin`. Default 0.
    open var spinRange: CGFloat = 0
    /// The colour the contents are multiplied by. Default opaque white;
    /// nil is transparent black.
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// How far a particle's red may differ from the colour's. Default 0.
    open var redRange: Float = 0
    /// How far a particle's green may differ from the colour's. Default 0.
    open var greenRange: Float = 0
    /// How far a particle's blue may differ from the colour's. Default 0.
    open var blueRange: Float = 0
    /// How far a particle's alpha may differ from the colour's. Default 0.
    open var alphaRange: Float = 0
    /// The change of a particle's red a second. Default 0.
    open var redSpeed: Float = 0
    /// The change of a particle's green a second. Default 0.
    open var greenSpeed: Float = 0
    /// The change of a particle's blue a second. Default 0.
    open var blueSpeed: Float = 0
    /// The change of a particle's alpha a second (negative fades it out). Default 0.
    open var alphaSpeed: Float = 0
    /// What a particle looks like: a `CGImage`, centred on the particle.
    /// Without it the cell's particles draw nothing (their own cells still
    /// emit). Default nil.
    open var contents: Any?
    /// The part of the contents drawn, in unit coordinates. Default (0, 0, 1, 1).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels of contents per point. Default 1.
    open var contentsScale: CGFloat = 1
    /// How the contents are sampled when drawn smaller. Default `"linear"`.
    open var minificationFilter = "linear"
    /// How the contents are sampled when drawn larger. Default `"linear"`.
    open var magnificationFilter = "linear"
    /// The level-of-detail bias of trilinear minification (stored). Default 0.
    open var minificationFilterBias: Float = 0
    /// The cells each particle of this cell emits. Default nil.
    open var emitterCells: [CAEmitterCell]?
    /// Default values for keys the cell does not hold (stored). Default nil.
    open var style: [AnyHashable: Any]?

    // CAMediaTiming
    /// When the cell starts emitting, in seconds after its emitter began. Default 0.
    open var beginTime: CFTimeInterval = 0
    /// How long it emits, in seconds; 0 for ever. Default 0.
    open var duration: CFTimeInterval = 0
    /// Stored. Default 1.
    open var speed: Float = 1
    /// Stored. Default 0.
    open var timeOffset: CFTimeInterval = 0
    /// Stored. Default 0.
    open var repeatCount: Float = 0
    /// Stored. Default 0.
    open var repeatDuration: CFTimeInterval = 0
    /// Stored. Default false.
    open var autoreverses = false
    /// Stored. Default `.removed`.
    open var fillMode = CAMediaTimingFillMode.removed

    var _custom: [String: Any] = [:]

    /// A cell with Apple's defaults: it emits nothing until given a birth
    /// rate, a lifetime and contents.
    public override init() { super.init() }

    /// The default of a key the cell does not hold: Apple's defaults.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "enabled", "isEnabled": return true
        case "scale", "contentsScale": return CGFloat(1)
        case "speed": return Float(1)
        case "color": return CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        case "contentsRect": return CGRect(x: 0, y: 0, width: 1, height: 1)
        case "minificationFilter", "magnificationFilter": return "linear"
        case "fillMode": return CAMediaTimingFillMode.removed
        default: return _EmitterCellKeys.table[key] != nil ? _EmitterCellKeys.zero(key) : nil
        }
    }

    /// Whether archiving would keep the key (always, here).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A declared property by its key name, else a custom key's value.
    open func value(forKey key: String) -> Any? {
        _EmitterCellKeys.table._value(of: self, forKey: key, custom: _custom) { type(of: self).defaultValue(forKey: key) }
    }

    /// Sets a declared property by its key name (a value of the wrong type
    /// is reported and ignored), or stores any value under a custom key.
    open func setValue(_ value: Any?, forKey key: String) {
        _EmitterCellKeys.table._setValue(value, of: self, forKey: key, custom: &_custom, caller: "CAEmitterCell.setValue")
    }
}

/// CAEmitterCell's declared properties by key name, for key-value coding.
enum _EmitterCellKeys {
    typealias Accessor = _KeyAccessor<CAEmitterCell>

    /// Numbers here refuse NaN and infinities, as class keys do.
    static func number<T: BinaryFloatingPoint>(_ k: ReferenceWritableKeyPath<CAEmitterCell, T>) -> Accessor {
        .number(k, finite: true)
    }

    static func typed<T>(_ k: ReferenceWritableKeyPath<CAEmitterCell, T>) -> Accessor { .object(k) }

    static let table: [String: Accessor] = {
        var t: [String: Accessor] = [
            "birthRate": number(\.birthRate), "lifetime": number(\.lifetime), "lifetimeRange": number(\.lifetimeRange),
            "emissionLatitude": number(\.emissionLatitude), "emissionLongitude": number(\.emissionLongitude),
            "emissionRange": number(\.emissionRange), "velocity": number(\.velocity), "velocityRange": number(\.velocityRange),
            "xAcceleration": number(\.xAcceleration), "yAcceleration": number(\.yAcceleration),
            "zAcceleration": number(\.zAcceleration), "scale": number(\.scale), "scaleRange": number(\.scaleRange),
            "scaleSpeed": number(\.scaleSpeed), "spin": number(\.spin), "spinRange": number(\.spinRange),
            "redRange": number(\.redRange), "greenRange": number(\.greenRange), "blueRange": number(\.blueRange),
            "alphaRange": number(\.alphaRange), "redSpeed": number(\.redSpeed), "greenSpeed": number(\.greenSpeed),
            "blueSpeed": number(\.blueSpeed), "alphaSpeed": number(\.alphaSpeed), "contentsScale": number(\.contentsScale),
            "minificationFilterBias": number(\.minificationFilterBias), "beginTime": number(\.beginTime),
            "duration": number(\.duration), "speed": number(\.speed), "timeOffset": number(\.timeOffset),
            "repeatCount": number(\.repeatCount), "repeatDuration": number(\.repeatDuration),
            "name": typed(\.name), "contentsRect": typed(\.contentsRect), "minificationFilter": typed(\.minificationFilter),
            "magnificationFilter": typed(\.magnificationFilter), "emitterCells": typed(\.emitterCells),
            "style": typed(\.style), "fillMode": typed(\.fillMode),
            "enabled": .bool(\CAEmitterCell.isEnabled), "isEnabled": .bool(\CAEmitterCell.isEnabled),
            "autoreverses": .object(\CAEmitterCell.autoreverses), "color": .optional(\CAEmitterCell.color),
        ]
        t["contents"] = Accessor(get: { $0.contents }, set: { c, v in c.contents = v; return true })
        return t
    }()

    /// A numeric key's zero, in its own type.
    static func zero(_ key: String) -> Any? {
        guard let a = table[key] else { return nil }
        switch a.get(CAEmitterCell()) {
        case is Float: return Float(0)
        case is CGFloat: return CGFloat(0)
        case is Double: return Double(0)
        default: return nil
        }
    }
}

/// What a cell held when its emitter took it: the values the simulation
/// reads, as plain numbers, the contents' pixels, and its own cells (four
/// levels deep at most).
struct _EmitterCellValues {
    /// The cell's place in its list's `flat` (preorder).
    var id = 0
    var isEnabled: Bool
    var birthRate, lifetime, lifetimeRange: Double
    var latitude, longitude, range: Double
    var velocity, velocityRange: Double
    var acceleration: (x: Double, y: Double)
    var scale, scaleRange, scaleSpeed: Double
    var spin, spinRange: Double
    var color: (r: Double, g: Double, b: Double, a: Double)
    var colorRange: (r: Double, g: Double, b: Double, a: Double)
    var colorSpeed: (r: Double, g: Double, b: Double, a: Double)
    var contents: Surface?
    var contentsRect: CGRect
    var contentsScale: Double
    var nearest: Bool
    var beginTime, duration: Double
    var cells: [_EmitterCellValues]

    static let maxDepth = 4

    init(_ c: CAEmitterCell, depth: Int) {
        func d(_ x: CGFloat) -> Double { x.isFinite ? Double(x) : 0 }
        func f(_ x: Float) -> Double { x.isFinite ? Double(x) : 0 }
        isEnabled = c.isEnabled
        birthRate = f(c.birthRate); lifetime = f(c.lifetime); lifetimeRange = f(c.lifetimeRange)
        latitude = d(c.emissionLatitude); longitude = d(c.emissionLongitude); range = d(c.emissionRange)
        velocity = d(c.velocity); velocityRange = d(c.velocityRange)
        acceleration = (d(c.xAcceleration), d(c.yAcceleration))
        scale = d(c.scale); scaleRange = d(c.scaleRange); scaleSpeed = d(c.scaleSpeed)
        spin = d(c.spin); spinRange = d(c.spinRange)
        let rgba = c.color.map(_Color.init) ?? _Color(r: 0, g: 0, b: 0, a: 0)
        color = (Double(rgba.r), Double(rgba.g), Double(rgba.b), Double(rgba.a))
        colorRange = (f(c.redRange), f(c.greenRange), f(c.blueRange), f(c.alphaRange))
        colorSpeed = (f(c.redSpeed), f(c.greenSpeed), f(c.blueSpeed), f(c.alphaSpeed))
        contents = (c.contents as? CGImage)?._surface
        contentsRect = c.contentsRect
        contentsScale = c.contentsScale > 0 && c.contentsScale.isFinite ? Double(c.contentsScale) : 1
        nearest = c.magnificationFilter == "nearest"
        beginTime = c.beginTime.isFinite ? c.beginTime : 0
        duration = c.duration.isFinite && c.duration > 0 ? c.duration : 0
        cells = depth + 1 < Self.maxDepth ? (c.emitterCells ?? []).map { _EmitterCellValues($0, depth: depth + 1) } : []
    }
}
