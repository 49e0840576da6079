/// Apple's redraw rule for animated keys: when a key the layer's class
/// draws from (`needsDisplay(forKey:)` is true, as for a progress bar's
/// `progress`) is animating, the presentation copy is displayed each
/// frame with the interpolated value (`display()`, so the delegate's
/// `display(_:)` or `draw(in:)`), and what it draws is the frame's
/// contents. Only when a value changed: a paused animation draws nothing.
/// This runs user code, so it runs where frames are evaluated: on the
/// main thread, before the frame is rasterized.
extension _RenderNode {
    func redisplayIfNeeded() {
        guard let layer else { return }
        let values: [Any?] = redisplayKeys.map { key in
            if let slot = classKeys.slot(key) { return classKeys.specs[slot].kind.box(presentedExtra[slot]) }
            return presentedCustomStorage.pointee[key]
        }
        if let old = redisplayedValues, old.count == values.count, zip(old, values).allSatisfy({ _objectsEqual($0, $1) }) {
            return
        }
        redisplayedValues = values
        // The presentation copy as this frame presents it.
        let copy = type(of: layer).init(layer: layer)
        copy._isPresentation = true
        copy._modelLayer = layer
        copy._props = presentedStorage.pointee
        copy._extra = extra.indices.map { presentedExtra[$0] }
        for (k, v) in presentedCustomStorage.pointee { copy.setValue(v, forKey: k) }
        copy.display()
        presentedStorage.pointee.contents = copy._props.contents
    }
}
