/// UIKit's older way of animating: `beginAnimations(_:context:)`, the
/// `setAnimation…` calls, the changes, then `commitAnimations()`, which
/// older code (and code that still compiles against it) uses where newer
/// code passes a closure to `animate(withDuration:animations:)`. The block
/// between them animates as such a closure does.
extension UIView {
    /// Open old-style blocks, innermost last, with the block each replaced.
    nonisolated(unsafe) private static var openBlocks: [(block: _ViewAnimationState, outer: _ViewAnimationState?)] = []

    /// Begins a block: changes to views' animatable properties until
    /// `commitAnimations()` animate, over 0.2 seconds with the ease-in-out
    /// curve unless set otherwise. `animationID` and `context` are kept by
    /// UIKit for a delegate's selectors, which Swift on Linux has not.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = _ViewAnimationState(duration: 0.2, delay: 0, options: [], completion: nil)
        openBlocks.append((block, currentAnimation))
        currentAnimation = block
        CATransaction.begin()
    }

    /// Ends the innermost block begun by `beginAnimations(_:context:)`: its
    /// changes animate from here. Ignored, with a diagnostic, with no block open.
    public class func commitAnimations() {
        guard let (block, outer) = openBlocks.popLast() else {
            _Diagnostics.report("UIView.commitAnimations: no beginAnimations to commit; ignored")
            return
        }
        CATransaction.setCompletionBlock { block.blockEnded() }
        CATransaction.commit()
        currentAnimation = outer
    }

    /// The open block's duration in seconds (default 0.2).
    public class func setAnimationDuration(_ duration: TimeInterval) {
        openBlock?.duration = duration.isFinite ? max(duration, 0) : 0
    }

    /// The open block's delay in seconds (default 0).
    public class func setAnimationDelay(_ delay: TimeInterval) { openBlock?.delay = delay.isFinite ? max(delay, 0) : 0 }

    /// The open block's curve (default `.easeInOut`).
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        guard let block = openBlock else { return }
        // The options' curve bits are the curve's raw value (as
        // UIViewPropertyAnimator reads them back).
        block.options = AnimationOptions(rawValue: block.options.rawValue & ~(3 << 16) | UInt(curve.rawValue) << 16)
    }

    /// Whether the open block's animations reverse at the end of each pass.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        guard let block = openBlock else { return }
        if repeatAutoreverses { block.options.insert(.autoreverse) } else { block.options.remove(.autoreverse) }
    }

    /// Whether the open block starts from what is on screen (default false).
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let block = openBlock else { return }
        if fromCurrentState { block.options.insert(.beginFromCurrentState) } else {
            block.options.remove(.beginFromCurrentState)
        }
    }

    /// The innermost old-style block, when it is the one changes go to.
    private static var openBlock: _ViewAnimationState? {
        guard let last = openBlocks.last?.block, last === currentAnimation else { return nil }
        return last
    }
}
