@_implementationOnly import CPrefetch
import Raster

/// The render side's copy of one committed layer: the values and tree of
/// the last commit, the animations running on it, and the values presented
/// this frame. The model layer keeps changing between commits; what is on
/// screen comes from these nodes only.
///
/// The node is split by concern: its values (`_NodeStorage`), its
/// animations as tracks (`_NodeTracks`), its transition
/// (`_NodeTransition`) and its redraws of animated keys
/// (`_NodeRedisplay`); here are the tree and the evaluation that ties
/// them together. The fields a frame reads skip dynamic exclusivity checks
/// (a third of a frame's cost): commits and frames run on the main
/// thread, one after the other, and no access to a node's fields overlaps
/// another.
final class _RenderNode {
    // Stored in this order on purpose: what `evaluateTree` reads of a
    // node every frame comes first, within the four cache lines it asks
    // for ahead of the walk (`prefetchFrameData`); the rest follows.

    /// The committed and presented values.
    let storage: _NodeStorage
    /// The layer class's keys and content (fixed for the node's life).
    let classKeys: _ClassKeys
    /// `children` without reference counting, for the per-frame walks (the
    /// array below keeps them alive). A node is weakly referenced (its
    /// children's `parent`), so each strong retain of one takes the
    /// runtime's slow path: the walks borrow nodes instead.
    @exclusivity(unchecked)
    private(set) var childRefs: [Unmanaged<_RenderNode>] = []
    @exclusivity(unchecked)
    var mask: _RenderNode?
    /// The animations as a frame applies them (rebuilt when they change).
    @exclusivity(unchecked)
    private var tracks = _NodeTracks()
    /// Committed animations in evaluation order: by beginTime, then by
    /// the order they were added.
    private(set) var animations: [_AnimationInstance] = []
    /// The local time of the last `evaluateTree` (where a replicator's
    /// instances take their delays from).
    @exclusivity(unchecked)
    private(set) var evaluatedLocalTime: Double = 0
    /// Bumped whenever a presented value of the class's keys changes, so
    /// damage tracking compares one number instead of paths and colours.
    @exclusivity(unchecked)
    private(set) var contentVersion: UInt64 = 0
    /// The running CATransition and where it is this frame (set by
    /// `evaluateTree`).
    @exclusivity(unchecked)
    private(set) var transition = _NodeTransition()
    /// `presented` no longer matches `model` plus animations at rest.
    @exclusivity(unchecked)
    private var presentedIsStale = true
    /// Some layer of the subtree re-evaluates its sublayers while drawing
    /// (a replicator with an instance delay): draw the frame on one thread.
    @exclusivity(unchecked)
    private(set) var subtreeNeedsSerialRendering = false
    /// Animated keys whose change redraws the layer.
    @exclusivity(unchecked)
    var redisplay = _NodeRedisplay()

    /// The model layer, for delegate callbacks and display.
    weak var layer: CALayer?
    /// What a class's content keeps from frame to frame (an emitter's
    /// clock and this frame's particles).
    var contentState: AnyObject?
    /// The content changes with time by itself (an emitter with particles
    /// alive or to come): frames keep coming while it does.
    var contentIsLive = false

    /// The class's content changed without a key changing (an emitter's
    /// particles moved): what it draws must be drawn again.
    func contentChanged() { contentVersion &+= 1 }
    /// What the class's content keeps between frames (nil without content).
    let contentCache: _ContentCache?
    @exclusivity(unchecked)
    var children: [_RenderNode] = [] {
        didSet { childRefs = children.map { Unmanaged.passUnretained($0) } }
    }
    /// The parent node (for a mask: the masked layer's node).
    weak var parent: _RenderNode?
    var isMask = false
    /// Diagnostics already given for this node.
    var reported: _ReportedOnce = []
    /// Bumped by every commit that reaches this node or a node under it:
    /// a renderer of this tree has a new frame to draw when it changed.
    @exclusivity(unchecked)
    var treeGeneration: UInt64 = 0
    /// Which keys were set explicitly at the last commit (presentation
    /// copies take it from here, not from a model layer in flux).
    var explicit = _LayerKeySet()
    /// The commit (`_RenderTreeLock.commitStamp`) that last bumped
    /// `treeGeneration`.
    var bumpedInCommit: UInt64 = 0

    /// Names this node across threads: a render thread's copy of the
    /// tree (`_MirrorTree`) finds its node for a commit record by it.
    let serial: UInt64
    private static let serials = _Locked<UInt64>(0)

    /// A committed layer's node (not a copy): its going away is told to
    /// render threads.
    private var isCommittedNode = false

    convenience init(layer: CALayer?) {
        self.init(classKeys: layer.map { type(of: $0)._classKeys } ?? .none)
        self.layer = layer
        isCommittedNode = layer != nil
    }

    /// A node with no model layer: a frozen transition picture, or a
    /// render thread's copy of a committed node.
    init(classKeys: _ClassKeys) {
        serial = _RenderNode.serials.withLock { n in
            n &+= 1
            return n
        }
        storage = _NodeStorage(defaults: classKeys.defaults)
        self.classKeys = classKeys
        contentCache = classKeys.content == nil ? nil : _ContentCache()
    }

    deinit {
        if isCommittedNode { _RenderHandover.shared.publishRemoval(serial) }
        // As for layers: children no one else holds are released here in a
        // loop rather than by recursive deinitialisation.
        _releaseIteratively(detachChildren()) { $0.detachChildren() }
        storage.free()
        tracks.free()
    }

    /// Lets go of the children and the mask, and returns them.
    private func detachChildren() -> [_RenderNode] {
        var held = children
        children = []
        if let m = mask { held.append(m); mask = nil }
        return held
    }

    /// Committed values of the class's keys.
    var extra: [_Value] {
        get { Array(UnsafeBufferPointer(start: storage.modelExtra, count: storage.slotCount)) }
        set {
            guard newValue.count == storage.slotCount else { return }
            for i in newValue.indices { storage.modelExtra[i] = newValue[i] }
            presentedIsStale = true
        }
    }

    /// Committed values.
    var model: _LayerProperties {
        get { storage.model.pointee }
        set { storage.model.pointee = newValue; presentedIsStale = true }
    }

    var custom: [String: Any] {
        get { storage.custom.pointee }
        set { storage.custom.pointee = newValue; presentedIsStale = true }
    }

    /// This frame's values (model plus animations), kept by the renderer.
    var presented: _LayerProperties { storage.presented.pointee }
    var presentedCustom: [String: Any] { storage.presentedCustom.pointee }
    /// This frame's values of the class's keys.
    var presentedExtra: [_Value] { Array(UnsafeBufferPointer(start: storage.presentedExtra, count: storage.slotCount)) }

    func setAnimations(_ list: [_AnimationInstance]) {
        animations = list.sorted { a, b in
            a.timing.beginTime != b.timing.beginTime ? a.timing.beginTime < b.timing.beginTime : a.serial < b.serial
        }
        let (slots, custom) = tracks.rebuild(animations)
        // Apple's redraw rule: animated keys the class draws from
        // (`needsDisplay(forKey:)`) redisplay the presentation copy.
        if let cls = layer.map({ type(of: $0) }) {
            redisplay.keys = (custom + slots.map { classKeys.specs[$0].name }).filter { cls.needsDisplay(forKey: $0) }
        } else {
            redisplay.keys = []
        }
        redisplay.values = nil
        if isCommittedNode { _RenderHandover.shared.setRedrawnEachFrame(self, !redisplay.keys.isEmpty) }
        transition.attach(from: animations)
        presentedIsStale = true
    }

    func removeAnimation(_ a: _AnimationInstance) {
        guard let i = animations.firstIndex(where: { $0 === a }) else { return }
        var list = animations
        list.remove(at: i)
        setAnimations(list)
    }

    /// The node's local time at absolute time `now`, through every
    /// ancestor's committed beginTime, speed and timeOffset.
    func localTime(at now: Double) -> Double {
        _localTimeThroughAncestors(at: now, of: self, parent: \.parent) { c in
            let m = c.storage.model
            return (m.pointee.beginTime, m.pointee.speed, m.pointee.timeOffset)
        }
    }

    /// The absolute time at which this node's local time reaches `local`,
    /// or nil when some speed on the way is 0.
    func absoluteTime(forLocal local: Double) -> Double? {
        var t = local
        var n: _RenderNode? = self
        while let c = n {
            let m = c.storage.model
            guard let up = _layerParentTime(t, beginTime: m.pointee.beginTime, speed: m.pointee.speed,
                                            timeOffset: m.pointee.timeOffset) else { return nil }
            t = up
            n = c.parent
        }
        return t
    }

    /// The committed values with every animation applied at `localTime`,
    /// into fresh storage (presentation copies, "previous" values).
    func evaluate(localTime: Double, into values: inout _LayerValues) {
        values.props = storage.model.pointee
        values.extra = extra
        values.custom = storage.custom.pointee
        let model = storage.modelState
        values.withState { state in
            for a in animations { a.apply(at: localTime, to: state, model: model) }
        }
    }

    /// Evaluates this node and its subtree into `presented` (what the
    /// renderer draws), given the parent's local time.
    func evaluateTree(parentTime: Double) {
        if _stackIsLow && (!childRefs.isEmpty || mask != nil) {
            _StackSegment.run { evaluateTree(parentTime: parentTime) }
            return
        }
        let m = storage.model
        let t = _layerLocalTime(parentTime, beginTime: m.pointee.beginTime, speed: m.pointee.speed,
                                timeOffset: m.pointee.timeOffset)
        let committed = presentedIsStale
        if presentedIsStale {
            redisplay.values = nil
            storage.presentModel()
            presentedIsStale = false
        }
        // Only what the animations touch goes back to the model value. A
        // layer its visibility animation hides applies nothing else
        // (lottie-ios hides most of a file's layers most of the time).
        if !isMask && tracks.hides(at: t, storage) {
            storage.presented.pointee.isHidden = true
        } else {
            tracks.apply(at: t, storage)
        }
        if !redisplay.keys.isEmpty { redisplayIfNeeded() }
        if redisplay.hasContentsOverride { storage.presented.pointee.contents = redisplay.contentsOverride }
        // The class's presented values changed: its content must redraw.
        // Unless the model changed, only the slots animations write can
        // have: comparing the others each frame (strings and enums by
        // dynamic cast) cost a fifth of a small Lottie file's frame.
        if committed ? storage.presentedExtraChanged() : tracks.animatedExtraChanged(storage) { contentVersion &+= 1 }
        transition.evaluate(at: t)
        evaluatedLocalTime = t
        if let content = classKeys.content { content.advance(self, to: t) }
        var serial = classKeys.content?.needsSerialRendering(self) ?? false
        if showsNoSublayers {
            // Nothing under it is drawn, so nothing under it is evaluated
            // (lottie-ios hides every layer outside its frames: most of a
            // file's tree, most of the time). The frame plan does not
            // look below such a layer (`_FramePlan.walk`); a
            // presentation copy is built from the model, not from here.
            subtreeNeedsSerialRendering = serial
            return
        }
        if let m = mask {
            m.evaluateTree(parentTime: t)
            serial = serial || m.subtreeNeedsSerialRendering
        }
        childRefs.withUnsafeBufferPointer { kids in
            let n = kids.count
            // A wide level may be shared out to the band threads.
            if n >= _LevelEvaluation.minimumWidth, let shared = _LevelEvaluation.evaluate(kids, at: t) {
                serial = serial || shared
                return
            }
            for j in 0..<n {
                _RenderNode.prefetch(kids, ahead: j, before: n)
                kids[j]._withUnsafeGuaranteedRef {
                    $0.evaluateTree(parentTime: t)
                    serial = serial || $0.subtreeNeedsSerialRendering
                }
            }
        }
        subtreeNeedsSerialRendering = serial
    }
}

extension _RenderNode {
    /// Hidden, or so transparent that nothing of it or its sublayers shows
    /// (the compositors draw nothing under half a level of opacity), and
    /// not a mask (whose opacity the compositors do not apply). Read after
    /// the node's own values are evaluated.
    var showsNoSublayers: Bool {
        let p = storage.presented
        return !isMask && (p.pointee.isHidden || Double(p.pointee.opacity) <= _RenderNode.invisibleOpacity)
    }

    /// The opacity at or under which a layer is drawn as nothing.
    static let invisibleOpacity = 0.5 / 255

    /// No sublayers, no mask, no class content and no animated keys that
    /// redraw: evaluating the node reads and writes its own storage and
    /// nothing else (no callbacks into the app), so any thread may do it
    /// (`_LevelEvaluation`).
    var evaluatesAlone: Bool {
        childRefs.isEmpty && mask == nil && classKeys.content == nil && redisplay.keys.isEmpty
    }

    /// A wide level is a walk over thousands of small objects: while the
    /// node at `j` evaluates, ask for the nodes a few steps ahead (their
    /// fields span four lines) and for the values of the next ones,
    /// staying before `end`.
    @inline(__always)
    static func prefetch(_ kids: UnsafeBufferPointer<Unmanaged<_RenderNode>>, ahead j: Int, before end: Int) {
        if j + 8 < end {
            let object = UnsafeRawPointer(kids[j + 8].toOpaque())
            qz_prefetch(object); qz_prefetch(object + 64); qz_prefetch(object + 128); qz_prefetch(object + 192)
        }
        if j + 4 < end { kids[j + 4]._withUnsafeGuaranteedRef { $0.prefetchFrameData() } }
    }

    /// Asks for the memory `evaluateTree` reads first: the committed and
    /// presented values' timing and geometry lines and the tracks.
    @inline(__always)
    func prefetchFrameData() {
        let transform = MemoryLayout<_LayerProperties>.offset(of: \.transform)!
        // From the timing fields at the start through the transform.
        func values(_ bytes: UnsafeRawPointer) {
            var offset = 0
            while offset < transform + MemoryLayout<CATransform3D>.size {
                qz_prefetch(bytes + offset)
                offset += 64
            }
        }
        values(storage.model)
        values(storage.presented)
        tracks.prefetch()
    }
}

extension _AnimationBody {
    /// The layer properties this animation writes.
    func collectKeys(into keys: inout [_LayerKey], slots: inout [Int], custom: inout [String]) {
        switch self {
        case .property(let p):
            switch p.target {
            case .property(let k), .field(let k, _): if !keys.contains(k) { keys.append(k) }
            case .classKey(let i, _): if !slots.contains(i) { slots.append(i) }
            case .custom(let name): if !custom.contains(name) { custom.append(name) }
            case .none: break
            }
            if let k = p.keyframes, k.rotation != nil, !keys.contains(.transform) {
                keys.append(.transform)
            }
        case .group(let children, _):
            for c in children { c.body.collectKeys(into: &keys, slots: &slots, custom: &custom) }
        case .transition, .inert:
            break
        }
    }
}

extension CALayer {
    /// Evaluates the committed tree under this layer at absolute time `t`
    /// into the render side's presented values (what a frame draws).
    /// Allocation-free in steady state; the compositor and `qz-bench` use it.
    package func _evaluatePresentationTree(at t: CFTimeInterval) {
        guard let n = _node else { return }
        _RenderTreeLock.withLock {
            let parentTime = n.parent?.localTime(at: t) ?? t
            n.evaluateTree(parentTime: parentTime)
        }
    }

    /// The presented value of a property, CALayer's or the class's, after
    /// `_evaluatePresentationTree` (for checks and benchmarks).
    package func _presentedValue(forKey key: String) -> Any? {
        guard let n = _node else { return nil }
        // A key of the layer's class (a shape's `strokeColor`).
        if let slot = n.classKeys.slot(key) {
            return n.classKeys.specs[slot].kind.box(n.storage.presentedExtra[slot])
        }
        guard let k = _LayerKey(name: key), k.isStored else { return nil }
        return k.kind.box(n.presented[k])
    }
}

extension _RenderNode {
    /// Whether any node of the subtree has animations attached (finished
    /// ones are removed by the scheduler, so this is "still moving").
    func subtreeHasAnimations() -> Bool {
        if !animations.isEmpty || contentIsLive { return true }
        if let m = mask, _withSufficientStack({ m.subtreeHasAnimations() }) { return true }
        for c in children {
            // Asked every frame: a leaf answers without the stack check.
            if c.children.isEmpty && c.mask == nil {
                if !c.animations.isEmpty || c.contentIsLive { return true }
            } else if _withSufficientStack({ c.subtreeHasAnimations() }) {
                return true
            }
        }
        return false
    }
}
