import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A view's picture, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// A view's picture: the view put in a window of its size (or `size`)
    /// under a view controller, given `traits`, laid out, and its layer
    /// drawn with `render(in:)` at `traits.displayScale` (0: the screen's).
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: On iOS, draws through the app's key
    ///     window (for `UIAppearance` and visual effects). Here every view
    ///     draws the same either way: the picture is the same one.
    ///   - precision: The share of the pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match
    ///     (1: equal; 0.98: a CIE 1994 ΔE of 2, about what an eye notices).
    ///   - size: The view's size, instead of its frame's.
    ///   - traits: Traits the view is given.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { view in
                SnapshotWindow.image(of: view, in: UIViewController(),
                                     config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size), traits: traits)
            }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A view controller's view, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// A view controller's view as a device shows it: in a window of the
    /// device's size (or `size`) with its safe area insets, given the
    /// device's traits and `traits`, after its appearance callbacks, laid
    /// out and drawn at `traits.displayScale` (0: the screen's).
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { viewController in
                let config = size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config
                return SnapshotWindow.image(of: viewController.view, in: viewController, config: config, traits: traits)
            }
    }

    /// A view controller's view at its own size (or `size`), with no safe
    /// area, given `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { viewController in
                SnapshotWindow.image(of: viewController.view, in: viewController,
                                     config: ViewImageConfig(safeArea: .zero, size: size, traits: traits), traits: .init())
            }
    }
}

/// The window a snapshot is taken in: the device's size, safe area and
/// traits. It is never shown: a test process may also have a preview
/// window, whose window list a snapshot must not join.
final class SnapshotWindow: UIWindow {
    private let config: ViewImageConfig

    init(config: ViewImageConfig, size: CGSize) {
        self.config = config
        super.init(frame: CGRect(origin: .zero, size: size))
    }

    required init?(coder: NSCoder) { nil }

    /// The device's insets; none for a status bar the root controller hides.
    override var safeAreaInsets: UIEdgeInsets {
        if config.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
           rootViewController?.prefersStatusBarHidden ?? false {
            return .zero
        }
        return config.safeArea
    }

    override var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [super.traitCollection, config.traits])
    }

    /// `view` (the view controller's view, or a view put in it) drawn as a
    /// device shows it; the view is put back as it was after.
    static func image(of view: UIView, in viewController: UIViewController, config: ViewImageConfig,
                      traits: UITraitCollection) -> UIImage {
        let initialFrame = view.frame
        let size = config.size ?? viewController.view.frame.size
        view.frame.size = size
        if view !== viewController.view {
            viewController.view.bounds = view.bounds
            viewController.view.addSubview(view)
        }
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        let window = SnapshotWindow(config: ViewImageConfig(safeArea: config.safeArea, size: size, traits: traits),
                                    size: size)
        let root = install(viewController, in: window, traits: traits)
        if size.width == 0 || size.height == 0 {
            view.sizeToFit()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        // Far from the window's edges, a view has no safe area to lay out by.
        if config.safeArea == .zero { view.frame.origin = CGPoint(x: 10_000, y: 10_000) }
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: UIGraphicsImageRendererFormat(for: traits)).image {
            view.layer.render(in: $0.cgContext)
        }
        view.frame = initialFrame
        uninstall(viewController, root: root, from: window)
        return image
    }

    /// Makes `viewController` the window's root (under a plain root when it
    /// is not one already, which gives it `traits`), shows it (appearance
    /// callbacks) and lays it out; returns the root.
    private static func install(_ viewController: UIViewController, in window: UIWindow,
                                traits: UITraitCollection) -> UIViewController {
        let root: UIViewController
        if viewController !== window.rootViewController {
            root = UIViewController()
            root.view.backgroundColor = .clear
            root.view.frame = window.frame
            root.preferredContentSize = root.view.frame.size
            viewController.view.frame = root.view.frame
            root.view.addSubview(viewController.view)
            if viewController.view.translatesAutoresizingMaskIntoConstraints {
                viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            } else {
                NSLayoutConstraint.activate([
                    viewController.view.topAnchor.constraint(equalTo: root.view.topAnchor),
                    viewController.view.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
                    viewController.view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                    viewController.view.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                ])
            }
            root.addChild(viewController)
        } else {
            root = viewController
        }
        root.setOverrideTraitCollection(traits, forChild: viewController)
        viewController.didMove(toParent: root)
        window.rootViewController = root
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        root.view.setNeedsLayout()
        root.view.layoutIfNeeded()
        viewController.view.setNeedsLayout()
        viewController.view.layoutIfNeeded()
        return root
    }

    /// Takes `viewController` off the window again (disappearance callbacks).
    private static func uninstall(_ viewController: UIViewController, root: UIViewController, from window: UIWindow) {
        root.beginAppearanceTransition(false, animated: false)
        if root !== viewController {
            viewController.willMove(toParent: nil)
            viewController.view.removeFromSuperview()
            viewController.removeFromParent()
            viewController.didMove(toParent: nil)
        }
        root.endAppearanceTransition()
        window.rootViewController = nil
    }
}
