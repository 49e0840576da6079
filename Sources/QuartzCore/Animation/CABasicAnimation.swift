/// Interpolates one property between two values (Apple's
/// `CABasicAnimation`). Which two depends on which of from, to and by are
/// set; the missing end is the layer's current (model) value.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value to start from. Default nil: the layer's current value, or
    /// `toValue - byValue` when both of those are set.
    open var fromValue: Any?
    /// The value to end at. Default nil: the layer's current value, or
    /// `fromValue + byValue` when both of those are set.
    open var toValue: Any?
    /// The change over the animation, relative to whichever end is set (or to
    /// the current value); ignored when both ends are set. Default nil.
    open var byValue: Any?

    override func _copyState(from o: CAAnimation) {
        super._copyState(from: o)
        guard let o = o as? CABasicAnimation else { return }
        fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue
    }

    override var _valueProperties: [(String, String)] {
        var p: [(String, String)] = []
        if let fromValue { p.append(("fromValue", _describe(fromValue))) }
        if let toValue { p.append(("toValue", _describe(toValue))) }
        if let byValue { p.append(("byValue", _describe(byValue))) }
        return p
    }
}
