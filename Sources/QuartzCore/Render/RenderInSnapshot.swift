import Synchronization

/// A count of model changes, on every thread: any property written, any
/// sublayer added or removed, moves it on. A picture of the model made at
/// one count is still the model's while the count stays.
enum _ModelGeneration {
    private static let counter = Atomic<Int>(0)

    static func advance() { counter.add(1, ordering: .relaxed) }

    static var current: Int { counter.load(ordering: .acquiring) }
}

/// What `render(in:)` drew last on this thread: the layer, the model
/// generation it was drawn at, and the render tree made from its model.
/// Drawing the same unchanged layer again (a snapshot taken every frame, a
/// thumbnail redrawn) reuses the tree instead of copying and evaluating
/// every layer again, so it costs what drawing the committed tree costs.
final class _RenderInSnapshot {
    private static let perThread = _ThreadLocal { _RenderInSnapshot() }

    private weak var layer: CALayer?
    private var generation = -1
    private var node: _RenderNode?

    /// The evaluated model tree of `layer`, made anew when the layer or
    /// anything in the model changed since the last one.
    static func tree(of layer: CALayer) -> _RenderNode {
        let cache = perThread.value
        let now = _ModelGeneration.current
        if let node = cache.node, cache.layer === layer, cache.generation == now { return node }
        let node = layer._snapshotModelTree()
        node.evaluateTree(parentTime: 0)
        cache.layer = layer
        cache.generation = now
        cache.node = node
        return node
    }
}
