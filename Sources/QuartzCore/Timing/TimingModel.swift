/// Core Animation's timing model as a pure function (Apple's `CAMediaTiming`).
///
///     parent time T ──(beginTime, speed)──▶ elapsed e = (T − beginTime)·|speed|
///                                              │ active while 0 ≤ e ≤ AD (end inclusive)
///                                              ▼
///                     local t = e (or AD − e when speed < 0), + timeOffset, wrapped into AD
///                                              │ cycle C = duration·(autoreverses ? 2 : 1)
///                                              ▼
///                     u = t mod C, mirrored in the reverse half → progress u / duration
///
/// AD, the active duration, is C·repeatCount, else repeatDuration, else C.
/// Outside the active interval the fill mode decides whether the animation
/// shows its start (backwards) or end (forwards) value.
struct _Timing: Equatable {
    var beginTime: Double = 0
    var duration: Double = 0 { didSet { derive() } }
    var speed: Double = 1
    var timeOffset: Double = 0
    var repeatCount: Double = 0 { didSet { derive() } }
    var repeatDuration: Double = 0 { didSet { derive() } }
    var autoreverses = false { didSet { derive() } }
    var fillsBackwards = false
    var fillsForwards = false

    // Derived from the fields above when they change, not per call: a
    // frame evaluates the timing of every animation on every layer, and
    // these cost branches and a division each.
    /// One cycle: forward, plus back again when autoreversing.
    private(set) var cycle: Double = 0
    /// The active duration in local time (infinite for endless repeats):
    /// the cycle times repeatCount, else repeatDuration, else one cycle.
    private(set) var activeDuration: Double = 0
    /// 1 / duration (0 for a zero duration).
    private var inverseDuration: Double = 0

    init() {}

    private mutating func derive() {
        cycle = duration * (autoreverses ? 2 : 1)
        if repeatCount > 0 {
            activeDuration = repeatCount >= Double(Float.greatestFiniteMagnitude) ? .infinity : cycle * repeatCount
        } else {
            activeDuration = repeatDuration > 0 ? repeatDuration : cycle
        }
        inverseDuration = duration > 0 ? 1 / duration : 0
    }

    init(_ m: CAMediaTiming) {
        beginTime = m.beginTime
        duration = m.duration
        speed = Double(m.speed)
        timeOffset = m.timeOffset
        repeatCount = Double(m.repeatCount)
        repeatDuration = m.repeatDuration
        autoreverses = m.autoreverses
        fillsBackwards = m.fillMode == .backwards || m.fillMode == .both
        fillsForwards = m.fillMode == .forwards || m.fillMode == .both
        derive()
    }

    /// The parent time the active interval ends at (nil: never, as with
    /// speed 0 or endless repeats).
    var endInParentTime: Double? {
        let ad = activeDuration
        guard speed != 0, ad.isFinite else { return nil }
        return beginTime + ad / abs(speed)
    }

    /// Where `parentTime` falls in this timing.
    func evaluate(at parentTime: Double) -> _TimingState {
        let ad = activeDuration
        let elapsed = (parentTime - beginTime) * abs(speed)
        let phase: _TimingState.Phase
        var t: Double
        if elapsed < 0 {
            phase = .before
            t = 0
        } else if elapsed > ad {
            phase = .after
            t = ad
        } else {
            phase = .active
            t = elapsed
        }
        if speed < 0, ad.isFinite { t = ad - t }
        if timeOffset != 0, ad.isFinite, ad > 0 {
            // timeOffset fast-forwards and wraps within the active duration.
            t = (t + timeOffset).truncatingRemainder(dividingBy: ad)
            if t < 0 { t += ad }
        } else if timeOffset != 0 {
            t += timeOffset
        }
        let shows = phase == .active || (phase == .before && fillsBackwards) || (phase == .after && fillsForwards)
        // Position within the cycle.
        let c = cycle
        guard c > 0, duration > 0 else {
            return _TimingState(phase: phase, isApplied: shows, progress: 1, iteration: 0, cycleTime: 0)
        }
        // The whole cycles so far, by a multiplication (half the inverse
        // duration for a cycle that goes there and back); where that
        // rounds across a whole number, the remainder puts it back.
        var k = _floor(t * (autoreverses ? 0.5 * inverseDuration : inverseDuration))
        var u = t - k * c
        if u < 0 { k -= 1; u += c } else if u >= c { k += 1; u -= c }
        if u <= 0, k > 0, t >= ad - 1e-12 * max(1, ad) {
            // The inclusive end of a whole number of cycles: the last cycle's end.
            k -= 1
            u = c
        }
        // Which way progress moves as parent time advances: backwards
        // under a negative speed and on an autoreversing cycle's way back.
        var direction: Double = speed < 0 ? -1 : 1
        if autoreverses, u > duration { u = 2 * duration - u; direction = -direction }
        // Divided, not multiplied by the inverse: progress lands exactly on
        // the fractions an app expects (a third of the way is 1/3 of it).
        return _TimingState(phase: phase, isApplied: shows, progress: min(max(u / duration, 0), 1),
                            iteration: k.isNaN ? 0 : Int(min(max(k, Double(Int32.min)), Double(Int32.max))), cycleTime: u,
                            rate: phase == .active ? direction * abs(speed) * inverseDuration : 0)
    }
}

/// The outcome of `_Timing.evaluate`.
struct _TimingState: Equatable {
    enum Phase: Equatable { case before, active, after }
    var phase: Phase
    /// Whether the animation affects the value now (active, or filling).
    var isApplied: Bool
    /// Linear progress through the current cycle's forward pass, 0...1.
    var progress: Double
    /// Which repeat this is (0 first), for cumulative animations.
    var iteration: Int
    /// Seconds into the current cycle's forward pass (what group children
    /// and springs see).
    var cycleTime: Double
    /// d progress / d parent time: 0 while filling, negative on the way
    /// back (what velocities scale by).
    var rate: Double = 0
}

/// A layer's own timing maps its parent's time linearly: beginTime, speed
/// and timeOffset (durations and repeats do not clip a layer's subtree).
@inline(__always)
func _layerLocalTime(_ parentTime: Double, beginTime: Double, speed: Float, timeOffset: Double) -> Double {
    (parentTime - beginTime) * Double(speed) + timeOffset
}

/// The local time at absolute time `now` of `leaf`, the last of a chain of
/// layers' timing spaces: `now` carried down from the chain's root
/// through each one's beginTime, speed and timeOffset (`_layerLocalTime`).
/// `parent` walks up from `leaf` and `timing` reads each one's values: a
/// layer's model values at commit, a render node's committed ones each
/// frame. The chain is gathered in an array rather than on the stack (it
/// may be a hundred thousand deep).
func _localTimeThroughAncestors<Node>(at now: Double, of leaf: Node, parent: (Node) -> Node?,
                                      timing: (Node) -> (beginTime: Double, speed: Float, timeOffset: Double)) -> Double {
    var chain: [Node] = []
    var n: Node? = leaf
    while let c = n {
        chain.append(c)
        n = parent(c)
    }
    var t = now
    for c in chain.reversed() {
        let m = timing(c)
        t = _layerLocalTime(t, beginTime: m.beginTime, speed: m.speed, timeOffset: m.timeOffset)
    }
    return t
}

/// The inverse of `_layerLocalTime`; nil when speed is 0 (every parent time
/// maps to the same local time).
@inline(__always)
func _layerParentTime(_ localTime: Double, beginTime: Double, speed: Float, timeOffset: Double) -> Double? {
    guard speed != 0 else { return nil }
    return (localTime - timeOffset) / Double(speed) + beginTime
}

/// `x.rounded(.down)` without a call into the C library, which the x86-64
/// baseline Swift compiles for makes it (it has no rounding instruction):
/// timing is evaluated for every animation of every frame.
@inline(__always)
func _floor(_ x: Double) -> Double {
    // Beyond 2^52 every double is whole; NaN and infinities go this way too.
    guard abs(x) < 4_503_599_627_370_496 else { return x.rounded(.down) }
    let t = Double(Int64(x))
    return t > x ? t - 1 : t
}
