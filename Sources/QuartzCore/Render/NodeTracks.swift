@_implementationOnly import CPrefetch

/// A render node's animations as a frame applies them, in buffers the node
/// owns rather than arrays, so the per-frame walk touches no reference
/// counts: the properties the animations touch (restored from the model
/// each frame before the animations apply), the animations as tracks, and
/// the direct tracks' keyframes. Rebuilt when the animations change,
/// freed by the node (`free()`).
struct _NodeTracks {
    private var keys = _OwnedBuffer<_LayerKey>()
    /// The class-key slots the animations touch.
    private var slots = _OwnedBuffer<Int>()
    private var tracks = _OwnedBuffer<_Track>()
    /// The clocks of the groups whose children are tracks of their own.
    private var groups = _OwnedBuffer<_GroupClock>()
    /// The animations the tracks that are not direct apply (a group's
    /// children stand for their group), by `_Track.slowIndex`: unretained,
    /// kept alive by the node's animations (which a rebuild follows), so
    /// the tracks stay trivial to copy.
    private var leaves = _OwnedBuffer<Unmanaged<_AnimationInstance>>()
    /// The direct tracks' keyframes, copied next to each other so a frame
    /// reads them from one block instead of one per animation.
    private var pool = _OwnedBuffer<Double>()
    /// Some animation writes a custom key (a subclass's "progress"), so the
    /// presented custom values go back to the model's each frame.
    private var writesCustomKeys = false
    /// The direct track that alone writes `isHidden` (lottie-ios's
    /// visibility keyframes, on every layer; −1: none, or not alone): a
    /// frame reads it first, and a layer it hides applies nothing else
    /// (`hides(at:_:)`).
    private var visibility: Int32 = -1

    /// Builds the tracks of `animations` (in evaluation order); returns the
    /// class-key slots and custom keys they write.
    ///
    /// A `CAAnimationGroup` of property animations becomes one track per
    /// child, reading the group's clock (`_GroupClock`), so its children
    /// can be direct tracks too: lottie-ios wraps every animation it adds
    /// in a group that clips it to the played range, which would
    /// otherwise send all of them down the general path.
    mutating func rebuild(_ animations: [_AnimationInstance]) -> (slots: [Int], custom: [String]) {
        var keys: [_LayerKey] = []
        var slots: [Int] = []
        var custom: [String] = []
        for a in animations { a.body.collectKeys(into: &keys, slots: &slots, custom: &custom) }
        var newTracks: [_Track] = []
        var newLeaves: [_AnimationInstance] = []
        var clocks: [_GroupClock] = []
        for a in animations {
            if case .group(let children, let curve) = a.body, children.allSatisfy(\.body.isFlatLeaf) {
                let g = Int32(clocks.count)
                clocks.append(_GroupClock(timing: a.timing, curve: curve))
                for c in children {
                    var t = _Track.make(c, index: newLeaves.count)
                    t.group = g
                    newTracks.append(t)
                    newLeaves.append(c)
                }
            } else {
                newTracks.append(_Track.make(a, index: newLeaves.count))
                newLeaves.append(a)
            }
        }
        for i in newTracks.indices.dropFirst() {
            let (t, before) = (newTracks[i], newTracks[i - 1])
            let sameTime = t.group == before.group
                || (t.group >= 0 && before.group >= 0 && clocks[Int(t.group)] == clocks[Int(before.group)])
            newTracks[i].sharesClock = t.group >= 0 && sameTime
        }
        var numbers: [Double] = []
        for t in newTracks where t.isDirect && t.curve.storageCount > 0 {
            numbers.append(contentsOf: UnsafeBufferPointer(start: t.curve.keys, count: t.curve.storageCount))
        }
        pool.replace(with: numbers)
        var offset = 0
        for i in newTracks.indices where newTracks[i].isDirect && newTracks[i].curve.storageCount > 0 {
            newTracks[i].curve.keys = UnsafePointer(pool.base + offset)
            offset += newTracks[i].curve.storageCount
        }
        visibility = Self.visibilityTrack(newTracks, newLeaves)
        self.keys.replace(with: keys)
        self.slots.replace(with: slots)
        tracks.replace(with: newTracks)
        groups.replace(with: clocks)
        leaves.replace(with: newLeaves.map { Unmanaged.passUnretained($0) })
        writesCustomKeys = !custom.isEmpty
        return (slots, custom)
    }

    /// The index of the direct track that writes `isHidden`, neither
    /// added to what is there nor joined by another animation writing the
    /// key (−1 otherwise).
    private static func visibilityTrack(_ tracks: [_Track], _ leaves: [_AnimationInstance]) -> Int32 {
        var found: Int32 = -1, writers = 0
        for (i, t) in tracks.enumerated() {
            if t.isDirect {
                guard t.key == .hidden, t.field == nil, t.slot < 0 else { continue }
                writers += 1
                found = t.adds ? -1 : Int32(i)
            } else {
                var keys: [_LayerKey] = [], slots: [Int] = [], custom: [String] = []
                leaves[Int(t.slowIndex)].body.collectKeys(into: &keys, slots: &slots, custom: &custom)
                if keys.contains(.hidden) { writers += 1 }
            }
        }
        return writers == 1 ? found : -1
    }

    /// Whether the layer is hidden at local time `t`, when its visibility
    /// track alone decides it (false otherwise): its value, or the model's
    /// while it does not apply. Such a layer's other animations need not
    /// be applied: nothing of it or under it is drawn, and its other
    /// presented values are not read until it shows again, when `apply`
    /// puts them back from the model first.
    @inline(__always)
    func hides(at t: Double, _ s: _NodeStorage) -> Bool {
        guard visibility >= 0 else { return false }
        let track = tracks.base + Int(visibility)
        var now = t
        let g = track.pointee.group
        if g >= 0 {
            guard let groupNow = time(inGroup: g, at: t) else { return s.model.pointee.isHidden }
            now = groupNow
        }
        let state = track.pointee.timing.evaluate(at: now)
        guard state.isApplied else { return s.model.pointee.isHidden }
        return track.pointee.curve.number(state) != 0
    }

    /// The time group `g`'s children run at when the node's local time is
    /// `t` (nil while the group does not apply).
    @inline(__always)
    private func time(inGroup g: Int32, at t: Double) -> Double? {
        let clock = groups.base + Int(g)
        let state = clock.pointee.timing.evaluate(at: t)
        guard state.isApplied else { return nil }
        return _AnimationBody.groupTime(state, duration: clock.pointee.timing.duration, curve: clock.pointee.curve)
    }

    mutating func free() {
        keys.free(); slots.free(); tracks.free(); groups.free(); pool.free(); leaves.free()
    }

    /// Puts back the model's values of what the animations touch, then
    /// applies every track at local time `t` (direct tracks on their own,
    /// the rest through their animation).
    @inline(__always)
    func apply(at t: Double, _ s: _NodeStorage) {
        guard tracks.count > 0 else { return }
        let presented = s.presented, model = s.model
        for i in 0..<keys.count { presented.pointee.copyField(keys.base[i], from: model) }
        for i in 0..<slots.count { s.presentedExtra[slots.base[i]] = s.modelExtra[slots.base[i]] }
        if writesCustomKeys { s.presentedCustom.pointee = s.custom.pointee }
        let state = s.presentedState, modelState = s.modelState
        // A group's children are consecutive tracks: its clock is read once,
        // and once for a run of groups timed alike. (Each track evaluates
        // its own timing: a state kept across tracks to share between
        // those timed alike slowed every other frame's loop, 10,000
        // layers' by a quarter.)
        var group: Int32 = -1, groupNow: Double?
        for i in 0..<tracks.count {
            let track = tracks.base + i
            var now = t
            let g = track.pointee.group
            if g >= 0 {
                if g != group {
                    group = g
                    if !track.pointee.sharesClock { groupNow = time(inGroup: g, at: t) }
                }
                guard let groupNow else { continue }
                now = groupNow
            }
            if track.pointee.isDirect {
                track.pointee.apply(track.pointee.timing.evaluate(at: now), to: presented, extra: s.presentedExtra)
            } else {
                leaves.base[Int(track.pointee.slowIndex)]._withUnsafeGuaranteedRef {
                    $0.apply(at: now, to: state, model: modelState)
                }
            }
        }
    }

    /// Whether the class-key values the animations write came out other
    /// than last frame (see `_NodeStorage.presentedExtraChanged(in:)`).
    @inline(__always)
    func animatedExtraChanged(_ s: _NodeStorage) -> Bool {
        slots.count > 0 && s.presentedExtraChanged(in: UnsafeBufferPointer(start: slots.base, count: slots.count))
    }

    /// Asks for the tracks' memory ahead of `apply`.
    @inline(__always)
    func prefetch() {
        let bytes = UnsafeRawPointer(tracks.base)
        var offset = 0
        while offset < tracks.count * MemoryLayout<_Track>.stride {
            qz_prefetch(bytes + offset)
            offset += 64
        }
        if pool.count > 0 { qz_prefetch(pool.base) }
        if keys.count > 0 { qz_prefetch(keys.base) }
    }
}

/// A group's timing as its children's tracks read it: the group's own
/// timing and its `timingFunction` curve (`_AnimationBody.groupTime`).
struct _GroupClock: Equatable {
    var timing: _Timing
    var curve: _BezierCurve?
}

extension _AnimationBody {
    /// A group's child that can be a track of its own: a property
    /// animation, or one that does nothing (a nested group or a
    /// transition keeps its group whole).
    var isFlatLeaf: Bool {
        switch self {
        case .property, .inert: return true
        case .group, .transition: return false
        }
    }
}

/// A node's running CATransition, when one is attached, and where it is
/// this frame (progress −1 when it is not showing).
struct _NodeTransition {
    private(set) var instance: _AnimationInstance?
    private(set) var progress: Double = -1

    /// The last transition of `animations`, if any.
    mutating func attach(from animations: [_AnimationInstance]) {
        instance = animations.last { $0.transition != nil }
        if instance == nil { progress = -1 }
    }

    mutating func evaluate(at t: Double) {
        guard let tr = instance else { return }
        let state = tr.timing.evaluate(at: t)
        progress = state.isApplied ? tr.transition!.fraction(state.progress) : -1
    }
}

/// Diagnostics a node gives once in its life.
struct _ReportedOnce: OptionSet {
    let rawValue: UInt8
    /// A replicator drew fewer copies than asked, nested in others.
    static let nestedCopies = _ReportedOnce(rawValue: 1 << 0)
    /// It was nested past `_Compositor.maxOffscreenDepth` and not drawn.
    static let offscreenDepth = _ReportedOnce(rawValue: 1 << 1)
}
