/// Interpolates one property between two values (Apple's
/// `CABasicAnimation`). Which two depends on which of from, to and by are
/// set; the missing end is the layer's current (model) value.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
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
