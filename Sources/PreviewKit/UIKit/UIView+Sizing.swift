/// UIKit's sizing: intrinsic sizes, content modes and autoresizing (how a
/// view's contents fit its bounds, and how subviews follow its size).
extension UIView {
    /// UIKit's "no size of its own" value.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Puts the layer of the subview at `index` among this layer's
    /// sublayers as UIKit does: the top subview's layer on top of every
    /// sublayer (a layer the app added stays below a view added after
    /// it), any other just below the next subview's layer.
    func placeLayer(of view: UIView, at index: Int) {
        if index + 1 < subviews.count, subviews[index + 1].layer.superlayer === layer {
            layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    /// Runs `change` (a new frame or bounds); if the size changed,
    /// subviews follow by their autoresizing masks.
    func resizing(_ change: () -> Void) {
        let old = layer.bounds.size
        change()
        let new = layer.bounds.size
        guard autoresizesSubviews, new != old, old.width.isFinite, old.height.isFinite else { return }
        for v in subviews where !v.autoresizingMask.isEmpty {
            v.frame = UIView.autoresized(v.frame, mask: v.autoresizingMask, from: old, to: new)
        }
    }

    /// `frame` in a superview of size `old` after it became `new`: the
    /// change in each direction shared by the flexible parts (margins and
    /// size) in proportion to their current lengths, as UIKit does.
    static func autoresized(_ frame: CGRect, mask: AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
        func share(_ delta: CGFloat, _ parts: [(flexible: Bool, length: CGFloat)]) -> [CGFloat] {
            let flexible = parts.filter(\.flexible)
            guard !flexible.isEmpty, delta != 0 else { return parts.map { _ in 0 } }
            let total = flexible.reduce(0) { $0 + max($1.length, 0) }
            return parts.map { p in
                guard p.flexible else { return 0 }
                return total > 0 ? delta * max(p.length, 0) / total : delta / CGFloat(flexible.count)
            }
        }
        let h = share(new.width - old.width, [(mask.contains(.flexibleLeftMargin), frame.minX),
                                              (mask.contains(.flexibleWidth), frame.width),
                                              (mask.contains(.flexibleRightMargin), old.width - frame.maxX)])
        let v = share(new.height - old.height, [(mask.contains(.flexibleTopMargin), frame.minY),
                                                (mask.contains(.flexibleHeight), frame.height),
                                                (mask.contains(.flexibleBottomMargin), old.height - frame.maxY)])
        return CGRect(x: frame.minX + h[0], y: frame.minY + v[0], width: frame.width + h[1], height: frame.height + v[1])
    }

    /// Redraws the part of the view in `rect`.
    public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Draws the view and its subviews into the current context at `rect`
    /// (UIKit's snapshot drawing). True when there was a context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }
}

extension UIView.ContentMode {
    /// The layer's gravity for the mode, in UIKit's y-down geometry.
    var gravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }
}
