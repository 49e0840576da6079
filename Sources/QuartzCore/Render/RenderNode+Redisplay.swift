/// Apple's redraw rule for animated keys: when a key the layer's class
/// draws from (`needsDisplay(forKey:)` is true, as for a progress bar's
/// `progress`) is animating, the presentation copy is displayed each
/// frame with the interpolated value (`display()`, so the delegate's
/// `display(_:)` or `draw(in:)`), and what it draws is the frame's
/// contents. Only when a value changed: a paused animation draws nothing.
/// This runs user code, so it runs where frames are evaluated: on the
/// main thread, before the frame is rasterized.
struct _NodeRedisplay {
    /// Animated keys whose change redraws the layer.
    var keys: [String] = []
    /// `contentsOverride` holds this frame's contents (read every frame,
    /// so stored beside `keys`).
    var hasContentsOverride = false
    /// Their values at the last redraw (nil: none since the last commit).
    var values: [Any?]?
    /// Contents drawn on the layer's thread for this frame (a custom key's
    /// redraw), shown by a render thread's copy in place of the committed
    /// contents.
    var contentsOverride: Any?
}

extension _RenderNode {
    func redisplayIfNeeded() {
        guard let layer else { return }
        let values: [Any?] = redisplay.keys.map { key in
            if let slot = classKeys.slot(key) { return classKeys.specs[slot].kind.box(storage.presentedExtra[slot]) }
            return storage.presentedCustom.pointee[key]
        }
        if let old = redisplay.values, old.count == values.count, zip(old, values).allSatisfy({ _objectsEqual($0, $1) }) {
            return
        }
        redisplay.values = values
        // The presentation copy as this frame presents it.
        let tx = _TransactionState.current
        let outer = tx.makingPresentation
        tx.makingPresentation = true
        let copy = type(of: layer).init(layer: layer)
        tx.makingPresentation = outer
        copy._presentationLink.isCopy = true
        copy._presentationLink.model = layer
        copy._props = storage.presented.pointee
        copy._extra = extra.indices.map { storage.presentedExtra[$0] }
        for (k, v) in storage.presentedCustom.pointee { copy.setValue(v, forKey: k) }
        copy.display()
        storage.presented.pointee.contents = copy._props.contents
    }
}
