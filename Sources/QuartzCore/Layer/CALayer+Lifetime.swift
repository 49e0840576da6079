/// A layer's beginning and end beyond `init()`: the copy `init(layer:)`
/// makes, and the release of a subtree that `deinit` starts.
extension CALayer {
    /// What `init(layer:)` takes from `layer`: for a copy Core Animation
    /// makes (a presentation copy, a copy redrawn for a frame), the
    /// delegate, its maker filling in the values it presents; called by
    /// code, nothing (a layer at its class's defaults).
    func _copyValues(of layer: Any) {
        guard let other = layer as? CALayer else {
            _Diagnostics.report("CALayer(layer:): expected a CALayer, got \(_typeDescription(layer)); made a default layer")
            _applyClassDefaults()
            return
        }
        // Called by code rather than by Core Animation making a copy, it
        // is a fresh layer, as on iOS: Core Animation copies a layer's
        // state into its copies itself, and `init(layer:)` only lets a
        // subclass add its own (libraries call `CAShapeLayer(layer:
        // view.layer)` for a new layer).
        guard _TransactionState.current.makingPresentation else {
            _applyClassDefaults()
            return
        }
        _delegate = other._delegate
        _extra = type(of: self)._classKeys.defaults
    }

    /// Releasing a layer releases its sublayers, which release theirs: on
    /// a deep chain that recursion would exhaust the stack. The sublayers
    /// no one else holds are taken apart here (`_releaseIteratively`); a
    /// presentation copy's hold on its ancestors' copies, the same, upward.
    func _releaseSubtreeIteratively() {
        _releaseIteratively(_detachSublayers()) { $0._detachSublayers() }
        var next = _presentationLink.parent
        _presentationLink.parent = nil
        while var p = next {
            next = nil
            guard isKnownUniquelyReferenced(&p) else { break }
            next = p._presentationLink.parent
            p._presentationLink.parent = nil
        }
    }

    /// Lets go of the sublayers and the mask, and returns them.
    private func _detachSublayers() -> [CALayer] {
        var held = _sublayers
        _sublayers = []
        if let m = _mask { held.append(m); _mask = nil }
        return held
    }
}
