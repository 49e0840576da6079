/// One animation as the render side evaluates it each frame: a plain
/// struct (no references) stored contiguously per node, so a frame walks
/// memory in order and counts no references. A track whose animation
/// writes a number, a point or a colour straight into the layer, or adds
/// one to what is there (an additive animation of a number, a point, or a
/// number inside a point, size or rect), carries the animation's
/// `_NumberCurve` (for numbers and points the same curve `presentation()`
/// evaluates) and where the value goes; the others (value functions,
/// additive colours, transforms, additive transform fields, paths...)
/// keep their place in the order and go through `_AnimationInstance.apply`.
struct _Track {
    // Field order keeps the track small: the one-byte fields fill the
    // timing's last word, the indices pack into 32-bit words.
    var timing: _Timing
    /// The property and, for a structure field, which field (trivial
    /// values, so copying a track counts no references).
    var key: _LayerKey = .opacity
    var field: _StructField?
    /// A key of the layer class's table instead (−1: `key` and `field`).
    var slot: Int32 = -1
    /// The animation's index in its node's list of leaves when the track
    /// is not direct (−1: the curve is written here).
    var slowIndex: Int32
    /// The group whose time this animation runs in (index into the node's
    /// group clocks; −1: the layer's time).
    var group: Int32 = -1
    /// The curve's value is added to what the layer holds (`isAdditive`).
    var adds = false
    /// Its group's clock is the clock of the track before it (the same
    /// group, or another timed alike: lottie-ios clips each animation it
    /// adds in a group of its own, every one of a layer's alike), so the
    /// group's time is read rather than evaluated again.
    var sharesClock = false
    var curve: _NumberCurve

    init(timing: _Timing, curve: _NumberCurve, slowIndex: Int) {
        self.timing = timing; self.curve = curve; self.slowIndex = Int32(slowIndex)
    }

    var isDirect: Bool { slowIndex < 0 }

    /// The direct track for `instance`, or one that defers to it.
    static func make(_ instance: _AnimationInstance, index: Int) -> _Track {
        var t = _Track(timing: instance.timing,
                       curve: _NumberCurve(shape: .ramp, progression: _Progression(duration: 0)), slowIndex: index)
        guard case .property(let p) = instance.body, p.valueFunction == nil else { return t }
        if let c = p.colors { return colorTrack(t, p, c) }
        guard let c = p.numbers else { return t }
        switch p.target {
        case .property(let k): t.key = k
        case .field(let k, let f): t.key = k; t.field = f
        case .classKey(let i, nil) where !p.isAdditive && (c.isPoint ? p.kind == .point : p.kind.isNumber):
            t.slot = Int32(i)
        default: return t
        }
        guard t.slot >= 0 || (c.isPoint ? p.target.canWritePoint : p.target.canWriteNumber) else { return t }
        // Added to what is there: numbers, points and the numbers inside
        // a point, size or rect add as they are (a transform's fields
        // compose, and keep to the general path).
        if p.isAdditive {
            guard c.isPoint ? p.target.canReadPoint : p.target.canReadNumber else { return t }
            t.adds = true
        }
        t.curve = c
        t.slowIndex = -1
        return t
    }

    /// A colour animation's direct track: a layer colour or a class's
    /// colour key (a shape's fill and stroke), not added to what is there.
    private static func colorTrack(_ t: _Track, _ p: _PropertyAnimation, _ c: _NumberCurve) -> _Track {
        var t = t
        guard !p.isAdditive, p.kind == .color else { return t }
        switch p.target {
        case .property(let k) where k.layout.kind == .color && k.layout.isStored: t.key = k
        case .classKey(let i, nil): t.slot = Int32(i)
        default: return t
        }
        t.curve = c
        t.slowIndex = -1
        return t
    }

    /// Applies a direct track in the timing state `state` (its timing's
    /// at its parent's time).
    @inline(__always)
    func apply(_ state: _TimingState, to props: UnsafeMutablePointer<_LayerProperties>,
               extra: UnsafeMutablePointer<_Value>) {
        guard state.isApplied else { return }
        if curve.isColor {
            let c = curve.color(state)
            let color = _Color(r: c.r, g: c.g, b: c.b, a: c.a)
            if slot >= 0 { extra[Int(slot)] = .color(color) } else { _ = props.writeColor(color, key) }
            return
        }
        if curve.isPoint {
            var q = curve.point(state)
            if adds, let base = props.readPoint(key, field) { q = CGPoint(x: base.x + q.x, y: base.y + q.y) }
            if slot >= 0 { extra[Int(slot)] = .point(q) } else { _ = props.writePoint(q, key, field) }
        } else {
            var x = curve.number(state)
            if adds, let base = props.readNumber(key, field) { x += base }
            if slot >= 0 { extra[Int(slot)] = .number(x) } else { _ = props.writeNumber(x, key, field) }
        }
    }
}

extension _AnimationTarget {
    private var keyAndField: (_LayerKey, _StructField?)? {
        switch self {
        case .property(let k): return (k, nil)
        case .field(let k, let f): return (k, f)
        default: return nil
        }
    }

    var canWriteNumber: Bool {
        guard let (k, f) = keyAndField else { return false }
        var scratch = _LayerProperties.defaults
        return withUnsafeMutablePointer(to: &scratch) { $0.writeNumber(1, k, f) }
    }

    /// Whether an additive direct track can read what it adds to.
    var canReadNumber: Bool {
        guard let (k, f) = keyAndField else { return false }
        var scratch = _LayerProperties.defaults
        return withUnsafeMutablePointer(to: &scratch) { $0.readNumber(k, f) != nil }
    }

    var canReadPoint: Bool {
        guard let (k, f) = keyAndField else { return false }
        var scratch = _LayerProperties.defaults
        return withUnsafeMutablePointer(to: &scratch) { $0.readPoint(k, f) != nil }
    }

    var canWritePoint: Bool {
        guard let (k, f) = keyAndField else { return false }
        var scratch = _LayerProperties.defaults
        return withUnsafeMutablePointer(to: &scratch) { $0.writePoint(.zero, k, f) }
    }
}
