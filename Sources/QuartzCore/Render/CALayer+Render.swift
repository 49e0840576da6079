import Raster

extension CALayer {
    /// Renders the layer and its sublayers into `ctx` as Apple's does: the
    /// model values (no animations), in the layer's own bounds space mapped
    /// by the context's CTM. Its position and transform do not apply.
    func _render(in ctx: CGContext) {
        // Layers waiting for their first drawing draw now, as a commit
        // would draw them: a view made off screen and rendered into an
        // image shows what its draw(_:) draws.
        _displaySubtreeIfNeeded()
        let node = _RenderInSnapshot.tree(of: self)
        // The compositor writes pixels directly; a clip path, alpha, shadow
        // or blend mode is applied by drawing through a transparency layer.
        let grouped = ctx._needsTransparencyLayer
        if grouped { ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
        defer { if grouped { ctx.endTransparencyLayer() } else { ctx._didDrawAll() } }
        let t = ctx.ctm
        // User space → device (y up) → surface rows (y down).
        let h = Double(ctx.height)
        let m = Projective(a: Double(t.a), b: -Double(t.b), c: Double(t.c), d: -Double(t.d),
                           tx: Double(t.tx), ty: h - Double(t.ty))
        let clip = ctx._clipPixelRect
        _Compositor.shared.renderContent(node, localToTarget: m, into: ctx._surface, clip: clip)
    }

    /// `displayIfNeeded()` on this layer and every layer under it (masks
    /// too), parents first, with a worklist (a chain may be deep).
    func _displaySubtreeIfNeeded() {
        var stack: [CALayer] = [self]
        while let l = stack.popLast() {
            l.displayIfNeeded()
            if let m = l._mask { stack.append(m) }
            stack.append(contentsOf: l._sublayers.reversed())
        }
    }

    /// A throwaway render tree of the model values, for `render(in:)`
    /// (not yet evaluated).
    func _snapshotModelTree() -> _RenderNode {
        let n = _RenderNode(layer: self)
        // Everything a commit copies: the class's own keys too (a shape's
        // path, a gradient's colours, a text layer's string), which its
        // content draws from. A presentation copy's sublayers and mask are
        // copies made when asked for (`render(in:)` of `presentation()`,
        // as snapshot code does): its subtree is theirs.
        let mask = _presentationLink.isCopy ? _presentationMask : _mask
        n.fill(model: _props, extra: _extra, custom: _custom, explicit: _explicit,
               children: _childLayers.map { k in _withSufficientStack { k._snapshotModelTree() } },
               mask: mask.map { m in _withSufficientStack { m._snapshotModelTree() } })
        return n
    }

    /// Evaluates the committed tree under this layer at `time` and renders
    /// its presentation into `surface` within `clip`: what the window does
    /// each frame. `scale` maps points to pixels. False before the first
    /// commit.
    @discardableResult
    package func _renderPresentation(into surface: Surface, clip: PixelRect, at time: CFTimeInterval, scale: Double = 1,
                                    threads: Int = 1) -> Bool {
        guard let n = _node else { return false }
        _RenderTreeLock.withLock {
            _evaluatePresentationTree(at: time)
            _RenderBands.render(n, into: surface, clip: clip, base: Projective(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0),
                                threads: threads)
        }
        return true
    }
}

extension _Compositor {
    /// One compositor per thread (layers live on the main thread; tests
    /// and tools render on others), each with its own scratch and caches.
    private static let perThread = _ThreadLocal { _Compositor() }
    static var shared: _Compositor { perThread.value }

    /// Draws `node` with its own bounds space mapped by `m` (no position or
    /// transform of its own): `render(in:)`.
    func renderContent(_ node: _RenderNode, localToTarget m: Projective, into target: Surface, clip: PixelRect) {
        let clip = clip.intersection(target.bounds)
        let p = UnsafePointer(node.storage.presented)
        guard !clip.isEmpty, !p.pointee.isHidden else { return }
        let opacity = Double(p.pointee.opacity)
        // A backdrop blurs what the context already holds under it.
        withBackdropBase(target) {
            onGrid(target.bounds, toFinal: nil) {
                drawMapped(node, m, into: target, clip: clip, opacity: opacity)
            }
        }
    }
}
