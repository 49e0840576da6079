import Raster

/// A replicator's drawing: nothing of its own, and its sublayers once per
/// instance. Instance k is mapped by `T(−c) · instanceTransformᵏ · T(c)`
/// (c the centre of the bounds) in the replicator's space. Its tint is
/// `instanceColor` plus k offsets, clamped; a tint other than opaque white
/// draws the instance into an offscreen first and multiplies it. With an
/// instance delay the sublayers are evaluated again for each instance at
/// `k · instanceDelay` seconds earlier (and restored after), which is why
/// such a frame is drawn on one thread.
enum _ReplicatorContent: _LayerContent {
    static func draw(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                     into target: Surface, clip: PixelRect, opacity: Double, compositor: _Compositor) {}

    static func box(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>) -> CGRect? { nil }

    static func count(_ node: _RenderNode) -> Int {
        let n = node.presentedExtra[_ReplicatorKeys.instanceCount].number ?? 1
        guard n.isFinite, n > 0 else { return 0 }
        return Int(min(n, CGFloat(_ReplicatorKeys.maxInstances)))
    }

    static func delay(_ node: _RenderNode) -> Double {
        let d = Double(node.presentedExtra[_ReplicatorKeys.instanceDelay].number ?? 0)
        return d.isFinite ? d : 0
    }

    /// Instance k's map from the replicator's sublayer space into target
    /// space, given the replicator's map `m`.
    static func instanceMaps(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                             count n: Int, _ body: (Int, Projective) -> Void) {
        let b = p.pointee.bounds
        let c = CATransform3DMakeTranslation(b.midX, b.midY, 0), back = CATransform3DMakeTranslation(-b.midX, -b.midY, 0)
        let step = node.presentedExtra[_ReplicatorKeys.instanceTransform].transform ?? CATransform3DIdentity
        var power = CATransform3DIdentity
        for k in 0..<n {
            if k > 0 { power = power * step }
            let h = _Homography(flattening: back * power * c)
            body(k, Projective(h).concatenating(m))
        }
    }

    /// Calls `body` with each instance's index and map, its sublayers
    /// evaluated `k · instanceDelay` earlier when they animate (and put back
    /// to the frame's time afterwards).
    static func forEachInstance(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                                _ body: (Int, Projective) -> Void) {
        let n = count(node)
        // Only animated sublayers differ between instances in time.
        let delay = needsSerialRendering(node) ? delay(node) : 0
        let now = node.evaluatedLocalTime
        instanceMaps(node, p, m, count: n) { k, mk in
            if delay != 0, k > 0 { for child in node.children { child.evaluateTree(parentTime: now - Double(k) * delay) } }
            body(k, mk)
        }
        if delay != 0, n > 1 { for child in node.children { child.evaluateTree(parentTime: now) } }
    }

    /// Instance k's tint as premultiplied factors (nil: opaque white).
    static func tint(_ node: _RenderNode, _ k: Int) -> (r: Double, g: Double, b: Double, a: Double)? {
        let e = node.presentedExtra
        var base = _Color(r: 1, g: 1, b: 1, a: 1)
        if case .color(let c) = e[_ReplicatorKeys.instanceColor] { base = c ?? _Color(r: 0, g: 0, b: 0, a: 0) }
        func channel(_ v: CGFloat, _ slot: Int) -> Double {
            Double(min(max(v + CGFloat(k) * (e[slot].number ?? 0), 0), 1))
        }
        let t = (channel(base.r, _ReplicatorKeys.redOffset), channel(base.g, _ReplicatorKeys.greenOffset),
                 channel(base.b, _ReplicatorKeys.blueOffset), channel(base.a, _ReplicatorKeys.alphaOffset))
        return t == (1, 1, 1, 1) ? nil : t
    }

    static func drawSublayers(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                              into target: Surface, clip: PixelRect, alpha: Double, compositor: _Compositor) -> Bool {
        forEachInstance(node, p, m) { k, mk in
            guard let t = tint(node, k) else {
                compositor.forEachChildInZOrder(node) { child in
                    compositor.draw(child, parent: p, toTarget: mk, into: target, clip: clip, alpha: alpha)
                }
                return
            }
            guard t.a > 0, let off = compositor.pushOffscreen(width: target.width, height: target.height, area: clip)
            else { return }
            defer { compositor.popOffscreen() }
            compositor.forEachChildInZOrder(node) { child in
                compositor.draw(child, parent: p, toTarget: mk, into: off, clip: clip, alpha: alpha)
            }
            let kr = UInt32((t.r * 255).rounded()), kg = UInt32((t.g * 255).rounded())
            let kb = UInt32((t.b * 255).rounded()), ka = UInt32((t.a * 255).rounded())
            for y in clip.y0..<clip.y1 {
                let src = off.row(y), dst = target.row(y)
                for x in clip.x0..<clip.x1 where src[x] != 0 {
                    let s = src[x]
                    let tinted = mul255(s >> 24, ka) << 24 | mul255((s >> 16) & 0xFF, kr * ka / 255) << 16
                        | mul255((s >> 8) & 0xFF, kg * ka / 255) << 8 | mul255(s & 0xFF, kb * ka / 255)
                    dst[x] = sourceOver(tinted, dst[x])
                }
            }
        }
        return true
    }

    static func sublayerExtraBox(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                                 compositor: _Compositor) -> (Double, Double, Double, Double)? {
        guard count(node) > 1, !node.children.isEmpty else { return nil }
        var box = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        forEachInstance(node, p, m) { k, mk in
            guard k > 0 else { return }
            for child in node.children {
                let c = UnsafePointer(child.presentedStorage)
                let cm = Projective(_LayerGeometry.toParent(c, parent: p, isMask: false)).concatenating(mk)
                let cb = compositor.subtreeBox(child, cm)
                box = (min(box.0, cb.0), min(box.1, cb.1), max(box.2, cb.2), max(box.3, cb.3))
            }
        }
        return box.0 <= box.2 ? box : nil
    }

    static func needsSerialRendering(_ node: _RenderNode) -> Bool {
        delay(node) != 0 && count(node) > 1 && node.children.contains { $0.subtreeHasAnimations() }
    }
}
