/// One committed layer as a render thread receives it: everything its
/// node holds after a commit (values, the tree around it by serial, the
/// animations), copied so the committing thread can go on changing its
/// own node. The animation instances are shared: after their commit
/// the render side only reads what no one writes any more (their timing
/// and body); the committing thread keeps writing only its bookkeeping
/// flags.
struct _NodeRecord {
    let serial: UInt64
    let classKeys: _ClassKeys
    let model: _LayerProperties
    let extra: [_Value]
    let custom: [String: Any]
    let children: [UInt64]
    let mask: UInt64?
    let animations: [_AnimationInstance]

    init(_ n: _RenderNode) {
        serial = n.serial
        classKeys = n.classKeys
        model = n.model
        extra = n.extra
        custom = n.custom
        children = n.children.map(\.serial)
        mask = n.mask?.serial
        animations = n.animations
    }
}
