/// A render node's values, committed (`model`) and presented this frame,
/// behind pointers allocated once for the node's life: evaluating a frame
/// reads and writes them in place, with no struct copies, no exclusivity
/// bookkeeping and no allocation. Freed by the node (`free()`).
struct _NodeStorage {
    let model = UnsafeMutablePointer<_LayerProperties>.allocate(capacity: 1)
    let presented = UnsafeMutablePointer<_LayerProperties>.allocate(capacity: 1)
    let custom = UnsafeMutablePointer<[String: Any]>.allocate(capacity: 1)
    let presentedCustom = UnsafeMutablePointer<[String: Any]>.allocate(capacity: 1)
    /// The class's key values, committed and presented, one per slot.
    let modelExtra: UnsafeMutablePointer<_Value>
    let presentedExtra: UnsafeMutablePointer<_Value>
    /// The presented class-key values of the last evaluation (to tell
    /// when they changed).
    let lastExtra: UnsafeMutablePointer<_Value>
    /// How many class keys there are.
    let slotCount: Int

    init(defaults: [_Value]) {
        model.initialize(to: _LayerProperties())
        presented.initialize(to: _LayerProperties())
        custom.initialize(to: [:])
        presentedCustom.initialize(to: [:])
        slotCount = defaults.count
        modelExtra = .allocate(capacity: max(slotCount, 1))
        presentedExtra = .allocate(capacity: max(slotCount, 1))
        lastExtra = .allocate(capacity: max(slotCount, 1))
        for p in [modelExtra, presentedExtra, lastExtra] {
            _ = UnsafeMutableBufferPointer(start: p, count: slotCount).initialize(from: defaults)
        }
    }

    func free() {
        model.deinitialize(count: 1); model.deallocate()
        presented.deinitialize(count: 1); presented.deallocate()
        custom.deinitialize(count: 1); custom.deallocate()
        presentedCustom.deinitialize(count: 1); presentedCustom.deallocate()
        for p in [modelExtra, presentedExtra, lastExtra] { p.deinitialize(count: slotCount); p.deallocate() }
    }

    var modelState: _LayerState { _LayerState(props: model, extra: modelExtra, custom: custom) }
    var presentedState: _LayerState { _LayerState(props: presented, extra: presentedExtra, custom: presentedCustom) }

    /// The presented values become the committed ones.
    func presentModel() {
        presented.pointee = model.pointee
        presentedCustom.pointee = custom.pointee
        for i in 0..<slotCount { presentedExtra[i] = modelExtra[i] }
    }

    /// Whether the presented class-key values changed since the last call
    /// (and remembers them).
    func presentedExtraChanged() -> Bool {
        for i in 0..<slotCount where !presentedExtra[i].isIdentical(to: lastExtra[i]) {
            for j in i..<slotCount { lastExtra[j] = presentedExtra[j] }
            return true
        }
        return false
    }

    /// The same for the given slots only (and remembers them): those that
    /// animations write, when the model has not changed since the last
    /// evaluation, so no other slot can have.
    func presentedExtraChanged(in slots: UnsafeBufferPointer<Int>) -> Bool {
        var changed = false
        for i in slots where !presentedExtra[i].isIdentical(to: lastExtra[i]) {
            lastExtra[i] = presentedExtra[i]
            changed = true
        }
        return changed
    }
}
