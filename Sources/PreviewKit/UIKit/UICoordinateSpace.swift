import Foundation

/// Something with a coordinate system points and rects convert between
/// (UIKit's `UICoordinateSpace`): views, and the screen's
/// `coordinateSpace` and `fixedCoordinateSpace`.
public protocol UICoordinateSpace: NSObjectProtocol {
    /// `point` in this space, converted to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `point` in `coordinateSpace`, converted to this space.
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `rect` in this space, converted to `coordinateSpace` (the box around it).
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    /// `rect` in `coordinateSpace`, converted to this space (the box around it).
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
    /// The space's bounds.
    var bounds: CGRect { get }
}

/// How a space reaches the screen's: every conversion goes there and back
/// (views convert between themselves through their layers directly).
protocol _ScreenMapping {
    func _toScreen(_ p: CGPoint) -> CGPoint
    func _fromScreen(_ p: CGPoint) -> CGPoint
}

extension _ScreenMapping {
    func _toScreen(_ r: CGRect) -> CGRect { _box(r, _toScreen) }
    func _fromScreen(_ r: CGRect) -> CGRect { _box(r, _fromScreen) }
}

/// The box around a rect's four corners mapped by `f`.
func _box(_ r: CGRect, _ f: (CGPoint) -> CGPoint) -> CGRect {
    guard !r.isNull else { return r }
    let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                   CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(f)
    let xs = corners.map(\.x), ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
}

func _screenMapping(_ space: UICoordinateSpace) -> _ScreenMapping? { space as? _ScreenMapping }

/// The screen's coordinates: the preview window's points from its top left
/// (the window is the screen here, so both of UIKit's screen spaces are
/// this one).
final class _ScreenCoordinateSpace: NSObject, UICoordinateSpace, _ScreenMapping {
    var bounds: CGRect { UIScreen.main.bounds }
    func _toScreen(_ p: CGPoint) -> CGPoint { p }
    func _fromScreen(_ p: CGPoint) -> CGPoint { p }
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        _screenMapping(coordinateSpace)?._fromScreen(point) ?? point
    }
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        _screenMapping(coordinateSpace)?._toScreen(point) ?? point
    }
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        _screenMapping(coordinateSpace)?._fromScreen(rect) ?? rect
    }
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        _screenMapping(coordinateSpace)?._toScreen(rect) ?? rect
    }
}

extension UIScreen {
    nonisolated(unsafe) private static let space = _ScreenCoordinateSpace()
    /// The screen's coordinate space (points from the window's top left).
    public var coordinateSpace: UICoordinateSpace { Self.space }
    /// The screen's coordinate space fixed to the device's portrait
    /// orientation: the same here, where the window does not rotate.
    public var fixedCoordinateSpace: UICoordinateSpace { Self.space }
}

extension UIView: UICoordinateSpace, _ScreenMapping {
    /// A view's point on screen: through its window (its root view, which
    /// the preview window shows from the screen's top left).
    func _toScreen(_ p: CGPoint) -> CGPoint { layer.convert(p, to: nil) }
    func _fromScreen(_ p: CGPoint) -> CGPoint { layer.convert(p, from: nil) }

    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let v = coordinateSpace as? UIView { return convert(point, to: Optional(v)) }
        return _screenMapping(coordinateSpace)?._fromScreen(_toScreen(point)) ?? point
    }
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let v = coordinateSpace as? UIView { return convert(point, from: Optional(v)) }
        return _fromScreen(_screenMapping(coordinateSpace)?._toScreen(point) ?? point)
    }
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        if let v = coordinateSpace as? UIView { return convert(rect, to: Optional(v)) }
        return _screenMapping(coordinateSpace)?._fromScreen(_toScreen(rect)) ?? rect
    }
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        if let v = coordinateSpace as? UIView { return convert(rect, from: Optional(v)) }
        return _fromScreen(_screenMapping(coordinateSpace)?._toScreen(rect) ?? rect)
    }
}
