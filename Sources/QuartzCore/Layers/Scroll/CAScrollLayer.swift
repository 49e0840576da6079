/// A layer that shows part of content larger than its bounds (Apple's
/// `CAScrollLayer`): scrolling moves its bounds' origin, which moves every
/// sublayer together, and it clips to its bounds (`masksToBounds` is true
/// by default, unlike `CALayer`'s), so it is a window onto its sublayers.
/// It handles no touches and draws no scroll bars; a sublayer at any depth
/// can ask it to scroll (`CALayer.scroll(_:)`,
/// `CALayer.scrollRectToVisible(_:)`). The bounds change as any other
/// change does: animated when actions are on, as Apple's is.
open class CAScrollLayer: CALayer {
    override class var _classKeys: _ClassKeys { _ScrollLayerKeys.table }

    /// The axes scrolling may move. Default `.both`; a mode not defined
    /// here moves neither. Not animatable.
    open var scrollMode: CAScrollLayerScrollMode {
        get { _extra[_ScrollLayerKeys.scrollMode] }
        set { _setClassKey(_ScrollLayerKeys.scrollMode, newValue) }
    }

    /// Changes the origin of the bounds to `p`, on the axes `scrollMode`
    /// allows (the other coordinate stays).
    open func scroll(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else {
            _report("scroll(to: \(p)) is not finite; ignored")
            return
        }
        bounds.origin = _ScrollGeometry.origin(scrolling: bounds, to: p, mode: scrollMode)
    }

    /// Moves the bounds' origin as little as makes `r` (in the layer's
    /// coordinates) visible, on the axes `scrollMode` allows; a rect larger
    /// than the bounds shows its minimum edge.
    open func scroll(to r: CGRect) {
        let r = r.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            _report("scroll(to: \(r)) is not finite; ignored")
            return
        }
        bounds.origin = _ScrollGeometry.origin(showing: r, in: bounds, mode: scrollMode)
    }

    /// Scrolling shows other parts of the tiled layers below: their tiles
    /// in view are drawn (see `CATiledLayer`).
    open override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { _tiledLayersBelowNeedTiles() } }
    }

    /// Every `CATiledLayer` below, however deep (with a worklist).
    private func _tiledLayersBelowNeedTiles() {
        var stack = sublayers ?? []
        while let l = stack.popLast() {
            (l as? CATiledLayer)?._needsTilesInView()
            stack.append(contentsOf: l.sublayers ?? [])
        }
    }

    /// A scroll layer clips to its bounds unless told otherwise.
    open override class func defaultValue(forKey key: String) -> Any? {
        key == "masksToBounds" ? true : super.defaultValue(forKey: key)
    }
}

/// CAScrollLayer's key table (see `_ClassKeys`).
enum _ScrollLayerKeys {
    static let scrollMode = _ClassKey<CAScrollLayerScrollMode>(0, "scrollMode", .of(CAScrollLayerScrollMode.self), .object, default: .both)
    static let table = _ClassKeys([scrollMode], content: nil)
}

/// Where scrolling puts a scroll layer's bounds' origin: pure functions.
enum _ScrollGeometry {
    /// `bounds`' origin moved to `p` on the axes `mode` allows.
    static func origin(scrolling bounds: CGRect, to p: CGPoint, mode: CAScrollLayerScrollMode) -> CGPoint {
        CGPoint(x: mode.movesX ? p.x : bounds.origin.x, y: mode.movesY ? p.y : bounds.origin.y)
    }

    /// `bounds`' origin moved as little as shows `r`, on the axes `mode`
    /// allows: an edge of `r` past the bounds' edge brings that edge in; a
    /// rect longer than the bounds on an axis shows its minimum edge.
    static func origin(showing r: CGRect, in bounds: CGRect, mode: CAScrollLayerScrollMode) -> CGPoint {
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ origin: CGFloat, _ length: CGFloat) -> CGFloat {
            if hi - lo > length || lo < origin { return lo }
            if hi > origin + length { return hi - length }
            return origin
        }
        let b = bounds.standardized
        return CGPoint(x: mode.movesX ? axis(r.minX, r.maxX, b.origin.x, b.width) : bounds.origin.x,
                       y: mode.movesY ? axis(r.minY, r.maxY, b.origin.y, b.height) : bounds.origin.y)
    }
}

extension CAScrollLayerScrollMode {
    var movesX: Bool { self == .both || self == .horizontally }
    var movesY: Bool { self == .both || self == .vertically }
}

// Key-value coding takes it as itself or as its raw string.
extension CAScrollLayerScrollMode: _StringConstantValue {}
