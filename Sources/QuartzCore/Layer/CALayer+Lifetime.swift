/// A layer's beginning and end beyond `init()`: the copy `init(layer:)`
/// makes, and the release of a subtree that `deinit` starts.
extension CALayer {
    /// What `init(layer:)` copies from `layer`: every property and custom
    /// key (not its sublayers, superlayer or animations). A presentation
    /// copy being made from the committed node takes only the delegate;
    /// `_makePresentation` fills in the rest.
    func _copyValues(of layer: Any) {
        guard let other = layer as? CALayer else {
            _Diagnostics.report("CALayer(layer:): expected a CALayer, got \(_typeDescription(layer)); made a default layer")
            _applyClassDefaults()
            return
        }
        _delegate = other._delegate
        let keys = type(of: self)._classKeys
        if _TransactionState.current.makingPresentation {
            _extra = keys.defaults
            return
        }
        _props = other._props
        _extra = other._extra.count == keys.specs.count ? other._extra : keys.defaults
        _custom = other._custom
        _explicit = other._explicit
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
