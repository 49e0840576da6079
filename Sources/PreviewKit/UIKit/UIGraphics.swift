import Foundation

/// UIKit's drawing functions, on the current context of `draw(_:)`
/// (`UIGraphicsGetCurrentContext()`); without one they do nothing.

/// A thread's UIKit drawing state: its context stack and the image
/// contexts it began. Each thread has its own, as on iOS, where the
/// current context is the calling thread's: a thread drawing an image
/// never draws into another thread's context or takes its image.
final class _UIGraphicsState {
    var contexts: [CGContext] = []
    var imageContexts: [(context: CGContext, scale: CGFloat)] = []

    /// The calling thread's.
    static var current: _UIGraphicsState {
        let key = "Quartzite.UIGraphicsState"
        let dictionary = Thread.current.threadDictionary
        if let state = dictionary[key] as? _UIGraphicsState { return state }
        let state = _UIGraphicsState()
        dictionary[key] = state
        return state
    }
}

/// The context `draw(_:)` and image renderers draw into on this thread,
/// or nil outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? { _UIGraphicsState.current.contexts.last }
/// Makes `context` this thread's current context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { _UIGraphicsState.current.contexts.append(context) }
/// Restores the context current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() { _ = _UIGraphicsState.current.contexts.popLast() }

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a one-point frame just inside `rect` with the current stroke
/// colour (UIKit's frame lies inside the rect, not across its edge).
public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setLineWidth(1)
    ctx.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
    ctx.restoreGState()
}

extension UIColor {
    /// Makes this the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}

extension UIBezierPath {
    /// Fills the path in the current context with its fill colour.
    public func fill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setFlatness(flatness)
        ctx.addPath(cgPath)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    /// Strokes the path in the current context with its line width, caps,
    /// joins and dashes.
    public func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        applyStrokeStyle(to: ctx)
        ctx.setFlatness(flatness)
        ctx.addPath(cgPath)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Fills the path like `fill()`, with `blendMode` and an opacity of `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) { blending(blendMode, alpha, fill) }

    /// Strokes the path like `stroke()`, with `blendMode` and an opacity of `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { blending(blendMode, alpha, stroke) }

    /// `draw` in the current context with `blendMode` and `alpha`, the
    /// context's state restored after.
    private func blending(_ blendMode: CGBlendMode, _ alpha: CGFloat, _ draw: () -> Void) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        draw()
        ctx.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    public func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.addPath(cgPath)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    func applyStrokeStyle(to ctx: CGContext) {
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        var count = 0, phase: CGFloat = 0
        getLineDash(nil, count: &count, phase: &phase)
        var pattern = [CGFloat](repeating: 0, count: count)
        getLineDash(&pattern, count: nil, phase: nil)
        ctx.setLineDash(phase: phase, lengths: pattern)
    }
}
