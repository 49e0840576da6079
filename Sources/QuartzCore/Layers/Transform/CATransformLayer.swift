import Raster

/// A layer that keeps its sublayers in 3D (Apple's `CATransformLayer`):
/// they are not flattened into its plane but placed in its parent's space
/// with their full 3D transforms, and drawn back to front by depth
/// together, so a cube of six faces turning about two axes shows the
/// right faces in front. It draws nothing of its own: background, border,
/// contents, shadow, corner radius and masks are ignored (as Apple's
/// header says), with a diagnostic when set.
open class CATransformLayer: CALayer {
    override class var _classKeys: _ClassKeys { _TransformLayerKeys.table }

    /// A transform layer has no 2D space of its own to be hit in: only its
    /// sublayers are hit (Apple's `CATransformLayer`), never itself.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        let hit = super.hitTest(p)
        return hit === self ? nil : hit
    }

    override func _didSetIgnoredProperty(_ key: _LayerKey) {
        switch key {
        case .backgroundColor, .borderWidth, .contents, .shadowOpacity, .cornerRadius, .masksToBounds:
            guard !_props[key].isSame(as: _LayerProperties.defaults[key]) else { return }
            _report("\(key.keyName) is ignored: a CATransformLayer draws only its sublayers")
        default:
            break
        }
    }
}

enum _TransformLayerKeys {
    static let table = _ClassKeys(inheriting: nil, [], content: _TransformLayerContent.self)
}

/// The transform layer's rendering: its sublayers as leaves of one 3D
/// space, each with its own map, sorted by depth.
enum _TransformLayerContent: _LayerContent {
    static var flattensSublayers: Bool { false }

    static func draw(_ layer: _PresentedLayer, _ m: Projective,
                     into target: Surface, clip: PixelRect, opacity: Double, compositor: _Compositor) {}

    static func box(_ layer: _PresentedLayer) -> CGRect? { nil }

    /// One sublayer placed in the transform layer's parent's space.
    struct Leaf {
        let node: _RenderNode
        /// The leaf's parent's properties (for its own sublayer maps).
        let parent: UnsafePointer<_LayerProperties>
        let map: Projective
        let depth: Double
    }

    /// The leaves under transform layer `node` (whose 3D map into its
    /// parent's space is `toParent3D`), nested transform layers opened up,
    /// back to front.
    static func leaves(_ node: _RenderNode, toParent3D: CATransform3D, parentToTarget: Projective) -> [Leaf] {
        var out: [Leaf] = []
        collect(node, toParent3D, parentToTarget, into: &out)
        // Stable: equal depths keep sublayer order.
        return out.enumerated().sorted { a, b in
            a.element.depth != b.element.depth ? a.element.depth < b.element.depth : a.offset < b.offset
        }.map(\.element)
    }

    private static func collect(_ node: _RenderNode, _ m3: CATransform3D, _ parentToTarget: Projective,
                                into out: inout [Leaf]) {
        let p = UnsafePointer(node.storage.presented)
        for child in node.children {
            let c = UnsafePointer(child.storage.presented)
            guard !c.pointee.isHidden else { continue }
            var local = _LayerGeometry.toParentIgnoringSublayerTransform(c.pointee)
            if let s = _LayerGeometry.sublayerSpaceToParent(p.pointee) { local = local * s }
            let full = local * m3
            if child.classKeys.content?.flattensSublayers == false {
                // (A transparent one's leaves are not evaluated: see
                // `_RenderNode.showsNoSublayers`.)
                if !child.showsNoSublayers { _withSufficientStack { collect(child, full, parentToTarget, into: &out) } }
                continue
            }
            let b = c.pointee.bounds
            let x = b.midX, y = b.midY
            let z = x * full.m13 + y * full.m23 + full.m43, w = x * full.m14 + y * full.m24 + full.m44
            let depth = w != 0 ? Double(z / w) : 0
            out.append(Leaf(node: child, parent: p, map: Projective(_Homography(flattening: full)).concatenating(parentToTarget),
                            depth: depth))
        }
    }

    /// The 3D map of transform layer `p` into its parent's space.
    static func toParent3D(_ p: UnsafePointer<_LayerProperties>, parent: UnsafePointer<_LayerProperties>?,
                           isMask: Bool) -> CATransform3D {
        var m = _LayerGeometry.toParentIgnoringSublayerTransform(p.pointee)
        if let parent, !isMask, let s = _LayerGeometry.sublayerSpaceToParent(parent.pointee) { m = m * s }
        return m
    }
}
