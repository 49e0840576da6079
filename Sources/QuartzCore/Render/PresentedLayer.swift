/// A layer as the frame being drawn presents it: its render node and its
/// presented values, read in place (no copy). What a layer class's content
/// is given to draw and measure: `layer.bounds`, `layer.contentsScale`,
/// `layer[_ShapeKeys.strokeEnd]`.
struct _PresentedLayer {
    let node: _RenderNode
    /// The presented values: the node's, or a copy being drawn (a
    /// replicator instance's sublayers are re-evaluated at their delay).
    let values: UnsafePointer<_LayerProperties>

    @inline(__always)
    init(_ node: _RenderNode, _ values: UnsafePointer<_LayerProperties>) {
        self.node = node
        self.values = values
    }

    /// The node as it presents itself this frame.
    @inline(__always)
    init(_ node: _RenderNode) {
        self.init(node, UnsafePointer(node.storage.presented))
    }

    /// The presented bounds. (Named fields read in place: a key-path
    /// subscript here copied the whole values struct on every read.)
    @inline(__always)
    var bounds: CGRect { values.pointee.bounds }

    @inline(__always)
    var contentsScale: CGFloat { values.pointee.contentsScale }

    /// A presented value of one of the class's own keys.
    @inline(__always)
    subscript<T>(key: _ClassKey<T>) -> T { node.storage.presentedExtra[key] }
}
