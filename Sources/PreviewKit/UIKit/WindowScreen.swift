import Foundation

/// The screen's windows: the app's own (the preview's, a snapshot's) and
/// any a program makes and shows, as HUD and alert libraries do
/// (`UIWindow(windowScene:)`, `windowLevel = .alert + 1`,
/// `makeKeyAndVisible()`). Their layers are the sublayers of the layer the
/// host shows, back to front by `windowLevel`; the host hit-tests them
/// front to back. The list is the layer tree itself, so nothing else has
/// to be kept in step with it: a window that goes away takes its layer
/// with it.
enum _WindowScreen {
    /// Where shown windows go: the host's layer (held weakly; nil, when no
    /// host is showing windows, shows nothing).
    nonisolated(unsafe) private static weak var root: CALayer?

    /// Shows windows in `layer` from now on; the layer before is returned
    /// so that a snapshot can give it back.
    @discardableResult
    static func showWindows(in layer: CALayer?) -> CALayer? {
        defer { root = layer }
        return root
    }

    /// The windows shown, back to front.
    static var windows: [UIWindow] {
        root?.sublayers?.compactMap { $0.delegate as? UIWindow } ?? []
    }

    static func isShowing(_ window: UIWindow) -> Bool {
        root != nil && window.layer.superlayer === root
    }

    /// Puts `window` on the screen in front of every window of its level
    /// or lower. A window inside another layer tree (added as a view or a
    /// sublayer by the program) stays where it is.
    static func show(_ window: UIWindow) {
        guard let root, window.layer.superlayer == nil || window.layer.superlayer === root else { return }
        let others = (root.sublayers ?? []).filter { $0 !== window.layer }
        let index = others.firstIndex { ($0.delegate as? UIWindow).map { $0.windowLevel.rawValue > window.windowLevel.rawValue } ?? false }
        CATransaction.withoutActions {
            root.insertSublayer(window.layer, at: UInt32(index ?? others.count))
        }
    }

    /// Takes `window` off the screen.
    static func remove(_ window: UIWindow) {
        guard isShowing(window) else { return }
        CATransaction.withoutActions {
            window.layer.removeFromSuperlayer()
        }
    }
}
