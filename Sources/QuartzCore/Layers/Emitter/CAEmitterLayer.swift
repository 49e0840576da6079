import Raster

/// A layer that emits particles (Apple's `CAEmitterLayer`): each of its
/// `emitterCells` gives birth to particles at its birth rate from the
/// emitter's shape, and each particle moves, turns, scales and changes
/// colour over its lifetime, drawn as the cell's contents. The layer's
/// `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply every
/// cell's.
///
/// The particles on screen are a pure function of the layer's values, its
/// cells, its `seed` and the time since it first appeared, so a snapshot at
/// one second shows the same particles every run, and a window and a
/// snapshot agree. The render side works them out for each frame at the
/// frame's time: a busy main thread does not stop them. Cells are read
/// when `emitterCells` is set (change one afterwards through the layer,
/// `setValue(_:forKeyPath: "emitterCells.NAME.birthRate")`, as on iOS).
open class CAEmitterLayer: CALayer {
    override class var _classKeys: _ClassKeys { _EmitterKeys.table }

    /// The cells that emit; nil or empty emits nothing. Default nil.
    open var emitterCells: [CAEmitterCell]? {
        get { _extra[_EmitterKeys.cells]?.cells }
        set { _setClassKey(_EmitterKeys.cells, newValue.map(_EmitterCellList.init)) }
    }
    /// Multiplies every cell's birth rate. Default 1. Animatable.
    open var birthRate: Float {
        get { _extra[_EmitterKeys.birthRate] }
        set { _setClassKey(_EmitterKeys.birthRate, newValue) }
    }
    /// Multiplies every cell's lifetime. Default 1. Animatable.
    open var lifetime: Float {
        get { _extra[_EmitterKeys.lifetime] }
        set { _setClassKey(_EmitterKeys.lifetime, newValue) }
    }
    /// The centre of the emitter's shape, in the layer's coordinates.
    /// Default (0, 0). Animatable.
    open var emitterPosition: CGPoint {
        get { _extra[_EmitterKeys.position] }
        set { _setClassKey(_EmitterKeys.position, newValue) }
    }
    /// The z of the emitter's shape's centre. Default 0. Animatable; particles
    /// are drawn flat here.
    open var emitterZPosition: CGFloat {
        get { _extra[_EmitterKeys.zPosition] }
        set { _setClassKey(_EmitterKeys.zPosition, newValue) }
    }
    /// The size of the emitter's shape (a line's length, a circle's
    /// diameter). Default zero. Animatable.
    open var emitterSize: CGSize {
        get { _extra[_EmitterKeys.size] }
        set { _setClassKey(_EmitterKeys.size, newValue) }
    }
    /// The depth of a cuboid or a sphere. Default 0. Animatable.
    open var emitterDepth: CGFloat {
        get { _extra[_EmitterKeys.depth] }
        set { _setClassKey(_EmitterKeys.depth, newValue) }
    }
    /// Where particles are born: a point, a line, a rectangle, a cuboid, a
    /// circle or a sphere. Default `.point`. Not animatable.
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { _extra[_EmitterKeys.shape] }
        set { _setClassKey(_EmitterKeys.shape, newValue) }
    }
    /// Which part of the shape: its corners (`.points`), its outline, its
    /// surface or its volume. Default `.volume`. Not animatable.
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { _extra[_EmitterKeys.mode] }
        set { _setClassKey(_EmitterKeys.mode, newValue) }
    }
    /// The order particles are drawn in, or `.additive` to add their
    /// colours. Default `.unordered`. Not animatable.
    open var renderMode: CAEmitterLayerRenderMode {
        get { _extra[_EmitterKeys.renderMode] }
        set { _setClassKey(_EmitterKeys.renderMode, newValue) }
    }
    /// Whether particles keep their depth (stored; particles are drawn
    /// flat here). Default false. Not animatable.
    open var preservesDepth: Bool {
        get { _extra[_EmitterKeys.preservesDepth] }
        set { _setClassKey(_EmitterKeys.preservesDepth, newValue) }
    }
    /// Multiplies every cell's velocity. Default 1. Animatable.
    open var velocity: Float {
        get { _extra[_EmitterKeys.velocity] }
        set { _setClassKey(_EmitterKeys.velocity, newValue) }
    }
    /// Multiplies every cell's scale. Default 1. Animatable.
    open var scale: Float {
        get { _extra[_EmitterKeys.scale] }
        set { _setClassKey(_EmitterKeys.scale, newValue) }
    }
    /// Multiplies every cell's spin. Default 1. Animatable.
    open var spin: Float {
        get { _extra[_EmitterKeys.spin] }
        set { _setClassKey(_EmitterKeys.spin, newValue) }
    }
    /// Seeds the particles' random values: the same seed, the same particles.
    /// Default 0. Not animatable.
    open var seed: UInt32 {
        get { _extra[_EmitterKeys.seed] }
        set { _setClassKey(_EmitterKeys.seed, newValue) }
    }

    /// `emitterCells.NAME.key` reaches the cell named NAME (at any depth,
    /// through its own `emitterCells.NAME`); other key paths as `CALayer`'s.
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard keyPath.hasPrefix("emitterCells.") else { return super.setValue(value, forKeyPath: keyPath) }
        guard let (cell, key) = _cell(at: keyPath) else {
            _report("setValue(_:forKeyPath: \"\(keyPath)\"): no cell by that name; ignored")
            return
        }
        cell.setValue(value, forKey: key)
        // The cells are read again, as when they are set.
        emitterCells = emitterCells
    }

    open override func value(forKeyPath keyPath: String) -> Any? {
        guard keyPath.hasPrefix("emitterCells.") else { return super.value(forKeyPath: keyPath) }
        guard let (cell, key) = _cell(at: keyPath) else { return nil }
        return cell.value(forKey: key)
    }

    /// The cell `emitterCells.A.emitterCells.B.key` names, and the key.
    func _cell(at keyPath: String) -> (CAEmitterCell, String)? {
        var parts = keyPath.split(separator: ".").map(String.init)
        guard parts.count >= 3, let key = parts.popLast() else { return nil }
        var cells = emitterCells ?? []
        var found: CAEmitterCell?
        var i = 0
        while i + 1 < parts.count, parts[i] == "emitterCells" {
            guard let c = cells.first(where: { $0.name == parts[i + 1] }) else { return nil }
            found = c
            cells = c.emitterCells ?? []
            i += 2
        }
        guard i == parts.count, let cell = found else { return nil }
        return (cell, key)
    }
}

/// The cells as the layer keeps them: the objects (what `emitterCells`
/// hands back) and what they held when set (what the render side draws;
/// the objects may change on the main thread while a frame is drawn).
final class _EmitterCellList: @unchecked Sendable {
    let cells: [CAEmitterCell]
    let snapshot: [_EmitterCellValues]
    /// Every cell of the snapshot, nested ones too, by `id`.
    let flat: [_EmitterCellValues]

    init(_ cells: [CAEmitterCell]) {
        self.cells = cells
        var all: [_EmitterCellValues] = []
        func number(_ c: inout _EmitterCellValues) {
            c.id = all.count
            all.append(c)
            for i in c.cells.indices { number(&c.cells[i]) }
            all[c.id] = c
        }
        var top = cells.map { _EmitterCellValues($0, depth: 0) }
        for i in top.indices { number(&top[i]) }
        snapshot = top
        flat = all
    }
}

/// CAEmitterLayer's key table (see `_ClassKeys`).
enum _EmitterKeys {
    typealias K = _ClassKey
    static let cells = K<_EmitterCellList?>(0, "emitterCells", .of(_EmitterCellList.self), .optional(_EmitterCellList.self),
                                            default: nil)
    static let birthRate = K<Float>(1, "birthRate", .float, .float, default: 1, animatable: true)
    static let lifetime = K<Float>(2, "lifetime", .float, .float, default: 1, animatable: true)
    static let position = K<CGPoint>(3, "emitterPosition", .point, .point, default: .zero, animatable: true)
    static let zPosition = K<CGFloat>(4, "emitterZPosition", .cgFloat, .number, default: 0, animatable: true)
    static let size = K<CGSize>(5, "emitterSize", .size, .size, default: .zero, animatable: true)
    static let depth = K<CGFloat>(6, "emitterDepth", .cgFloat, .number, default: 0, animatable: true)
    static let shape = K<CAEmitterLayerEmitterShape>(7, "emitterShape", .of(CAEmitterLayerEmitterShape.self), .object, default: .point)
    static let mode = K<CAEmitterLayerEmitterMode>(8, "emitterMode", .of(CAEmitterLayerEmitterMode.self), .object, default: .volume)
    static let renderMode = K<CAEmitterLayerRenderMode>(9, "renderMode", .of(CAEmitterLayerRenderMode.self), .object,
                                                        default: .unordered)
    static let preservesDepth = K<Bool>(10, "preservesDepth", .bool, .bool, default: false)
    static let velocity = K<Float>(11, "velocity", .float, .float, default: 1, animatable: true)
    static let scale = K<Float>(12, "scale", .float, .float, default: 1, animatable: true)
    static let spin = K<Float>(13, "spin", .float, .float, default: 1, animatable: true)
    static let seed = K<UInt32>(14, "seed", .int, .uint32, default: 0)
    /// The media time of the layer's first commit (the table's
    /// `firstCommit`), from which its particles are timed (not one of
    /// Apple's keys; NaN before).
    static let start = K<Double>(15, "_emitterStart", .double, .double, default: .nan)

    static let table = _ClassKeys([cells, birthRate, lifetime, position, zPosition, size, depth, shape, mode, renderMode,
                                   preservesDepth, velocity, scale, spin, seed, start], content: _EmitterContent.self,
                                  firstCommit: start)
}

extension _Codec where T == UInt32 {
    /// A 32-bit seed, kept as a number.
    static var uint32: _Codec {
        _Codec(wrap: { .number(CGFloat($0)) },
               unwrap: { $0.number.map { UInt32(max(0, min(4_294_967_295, $0.rounded()))) } })
    }
}

// Key-value coding takes these as themselves or as their raw strings.
extension CAEmitterLayerEmitterShape: _StringConstantValue {}
extension CAEmitterLayerEmitterMode: _StringConstantValue {}
extension CAEmitterLayerRenderMode: _StringConstantValue {}

/// `emitterCells` by key-value coding: an array of cells (nil clears
/// them), kept with what the cells held when set, handed back as the array.
extension _EmitterCellList: _ClassValue {
    static var typeName: String { "[CAEmitterCell]?" }

    static func convert(_ value: Any?) -> _Value? {
        if value == nil { return .object(nil) }
        return (value as? [CAEmitterCell]).map { .object(_EmitterCellList($0)) }
    }

    static func box(_ value: _Value) -> Any? {
        if case .object(let v) = value { return (v as? _EmitterCellList)?.cells }
        return _ValueKind.any.box(value)
    }
}
