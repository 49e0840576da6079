import Raster

/// The display path: `display()` asks the delegate's `display(_:)`, or
/// draws into a backing store with `draw(in:)` and makes it the contents.
/// The display pass that calls `displayIfNeeded` on every marked layer runs
/// at commit time (the transaction).
extension CALayer {
    func _display() {
        if let d = _delegate {
            d.display(self)
        } else {
            _drawIntoBackingStore()
        }
    }

    /// Makes a backing store of bounds.size × contentsScale pixels, sets up
    /// its CTM so drawing uses the layer's bounds coordinates y-down (as on
    /// iOS, the flip `contentsAreFlipped()` reports; y-up under geometry
    /// flips), asks `draw(in:)`, and sets the result as `contents`. Empty
    /// bounds clear the contents. After `setNeedsDisplay(_:)` only the
    /// marked rect is cleared and redrawn (the context is clipped to it)
    /// and the rest keeps its pixels.
    package func _drawIntoBackingStore() {
        let dirty = _invalidation.needsDisplayRect
        _invalidation.needsDisplayRect = nil
        let scale = _props.contentsScale
        let b = _props.bounds.standardized
        let w = Int((b.width * scale).rounded(.up)), h = Int((b.height * scale).rounded(.up))
        guard w > 0, h > 0 else {
            if _props.contents != nil { _setBackingStore(nil) }
            return
        }
        guard w <= Surface.maxSide, h <= Surface.maxSide else {
            _report("backing store of \(w)x\(h) pixels is too large to draw (max \(Surface.maxSide) per side); contents unchanged")
            return
        }
        let flipped = _drawsYUp
        var clip = b
        let surface: Surface
        if let dirty, let old = _props.contents as? CGImage, old.width == w, old.height == h,
           let copy = old._surface.copy() {
            // The rect in pixels, rows counted the way the context maps y.
            let r = dirty.intersection(b)
            guard !r.isEmpty else { return }
            let x0 = max(0, Int(((r.minX - b.minX) * scale).rounded(.down)))
            let x1 = min(w, Int(((r.maxX - b.minX) * scale).rounded(.up)))
            let top = max(0, Int(((r.minY - b.minY) * scale).rounded(.down)))
            let bottom = min(h, Int(((r.maxY - b.minY) * scale).rounded(.up)))
            let (y0, y1) = flipped ? (h - bottom, h - top) : (top, bottom)
            copy.clear(PixelRect(x0: x0, y0: y0, x1: x1, y1: y1))
            // Clip to exactly the cleared pixels, back in bounds coordinates.
            clip = CGRect(x: b.minX + CGFloat(x0) / scale, y: b.minY + CGFloat(top) / scale,
                          width: CGFloat(x1 - x0) / scale, height: CGFloat(bottom - top) / scale)
            surface = copy
        } else {
            guard let fresh = Surface(width: w, height: h) else { return }
            surface = fresh
        }
        _delegate?.layerWillDraw(self)
        let ctx = _drawingContext(surface, scale: scale, origin: b.origin)
        ctx.clip(to: clip)
        draw(in: ctx)
        _setBackingStore(CGImage(_surface: surface))
    }

    /// A context onto `surface` in the layer's coordinates: `origin` at
    /// the surface's corner, `scale` pixels a point, y down as on iOS (up
    /// under an odd number of geometry-flipped layers).
    func _drawingContext(_ surface: Surface, scale: CGFloat, origin: CGPoint) -> CGContext {
        let ctx = CGContext(_surface: surface)
        ctx._baseScale = scale
        if _drawsYUp {
            ctx.scaleBy(x: scale, y: scale)
        } else {
            ctx.translateBy(x: 0, y: CGFloat(surface.height))
            ctx.scaleBy(x: scale, y: -scale)
        }
        ctx.translateBy(x: -origin.x, y: -origin.y)
        return ctx
    }

    /// The backing store becomes the contents without an action (Core
    /// Animation does not animate its own redraws).
    func _setBackingStore(_ image: CGImage?) {
        _props.contents = image
        _didChange(_LayerKey.contents.keyName)
    }
}
