/// Which view classes draw. UIKit gives a backing store only to views
/// whose class overrides `draw(_:)`, found with the Objective-C runtime;
/// Swift on Linux has none, so each class is asked once: its drawing runs
/// into a one-pixel context that covers its bounds. A class draws when
/// its drawing did not reach UIView's empty `draw(_:)`, or reached it
/// after painting something.
extension UIView {
    nonisolated(unsafe) static var reachedBaseDraw = false
    nonisolated(unsafe) private static var drawingClasses: [ObjectIdentifier: Bool] = [:]

    /// A one-pixel context showing all of `b` (nil for an empty `b`): what
    /// a class draws there tells whether it draws at all.
    static func probeContext(_ b: CGRect) -> CGContext? {
        guard b.width > 0, b.height > 0,
              let probe = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        probe.scaleBy(x: 1 / b.width, y: 1 / b.height)
        probe.translateBy(x: -b.minX, y: -b.minY)
        return probe
    }

    static func classDraws(_ view: UIView) -> Bool {
        let id = ObjectIdentifier(type(of: view))
        if let known = drawingClasses[id] { return known }
        let b = view.bounds
        guard let probe = probeContext(b) else { return false }
        reachedBaseDraw = false
        view.draw(view.layer, in: probe)
        let painted = probe.data.map { $0.load(as: UInt32.self) != 0 } ?? false
        let draws = !reachedBaseDraw || painted
        drawingClasses[id] = draws
        return draws
    }
}

extension UIView {
    nonisolated(unsafe) private static var drawingLayerClasses: [ObjectIdentifier: Bool] = [:]

    /// Whether the layer draws itself (its class overrides `draw(in:)`):
    /// asked once per layer class, as `classDraws` asks views, with the
    /// layer drawing into a one-pixel context.
    static func layerClassDraws(_ layer: CALayer) -> Bool {
        let id = ObjectIdentifier(type(of: layer))
        if let known = drawingLayerClasses[id] { return known }
        if type(of: layer) == CALayer.self { return false }
        let b = layer.bounds
        guard let probe = probeContext(b) else { return false }
        reachedBaseDraw = false
        layer.draw(in: probe)
        let painted = probe.data.map { $0.load(as: UInt32.self) != 0 } ?? false
        let draws = !reachedBaseDraw || painted
        drawingLayerClasses[id] = draws
        return draws
    }
}
