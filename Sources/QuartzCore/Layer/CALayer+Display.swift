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
    /// iOS; y-up when the contents are not flipped), asks `draw(in:)`, and
    /// sets the result as `contents`. Empty bounds clear the contents.
    func _drawIntoBackingStore() {
        let scale = _props.contentsScale
        let b = _props.bounds.standardized
        let w = Int((b.width * scale).rounded(.up)), h = Int((b.height * scale).rounded(.up))
        guard w > 0, h > 0 else {
            if _props.contents != nil { _setBackingStore(nil) }
            return
        }
        guard w <= Surface.maxSide, h <= Surface.maxSide, let surface = Surface(width: w, height: h) else {
            _report("backing store of \(w)x\(h) pixels is too large to draw (max \(Surface.maxSide) per side); contents unchanged")
            return
        }
        _delegate?.layerWillDraw(self)
        let ctx = CGContext(_surface: surface)
        ctx._baseScale = scale
        if _contentsAreFlipped {
            ctx.translateBy(x: 0, y: CGFloat(h))
            ctx.scaleBy(x: scale, y: -scale)
        } else {
            ctx.scaleBy(x: scale, y: scale)
        }
        ctx.translateBy(x: -b.origin.x, y: -b.origin.y)
        ctx.clip(to: b)
        draw(in: ctx)
        _setBackingStore(CGImage(_surface: surface))
    }

    /// The backing store becomes the contents without an action (Core
    /// Animation does not animate its own redraws).
    func _setBackingStore(_ image: CGImage?) {
        _props.contents = image
        _didChange(_LayerKey.contents.rawValue)
    }
}
