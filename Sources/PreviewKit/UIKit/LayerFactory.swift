@_implementationOnly import CClassInit
import Foundation

/// Makes a view's layer from its `layerClass` with the class's `init()`,
/// as UIKit does (`[[layerClass alloc] init]`): a subclass's `init()` runs,
/// and its `init(layer:)`, which may expect a layer of its own class, is
/// left to presentation copies. See `CClassInit` for how; without it (a
/// runtime laid out otherwise) views get plain CALayers, said once.
enum LayerFactory {
    /// NSObject's `init()` slot, found once (nil if the runtime's layout
    /// is not what was expected).
    private static let initSlot: Int? = {
        let slot = qz_own_init_slot(unsafeBitCast(NSObject.self as AnyClass, to: UnsafeRawPointer.self), 0)
        return slot > 0 ? slot : nil
    }()

    /// A view's layer: an instance of its class's `layerClass`.
    static func make(for viewClass: UIView.Type) -> CALayer {
        make((viewClass.layerClass as? CALayer.Type) ?? CALayer.self)
    }

    static func make(_ cls: CALayer.Type) -> CALayer {
        if cls == CALayer.self { return CALayer() }
        if let layer = instance(of: cls) { return layer }
        _Diagnostics.reportOnce("UIView: cannot call init() of a layer class here; views get plain CALayers")
        return CALayer()
    }

    /// A new object of `cls` (a subclass of `T`, known only at run time)
    /// made by its `init()`, as `[[cls alloc] init]` makes it; nil when the
    /// runtime does not look as expected. Table and collection views make
    /// the cells registered by class this way.
    static func instance<T: NSObject>(of cls: T.Type) -> T? {
        guard let slot = initSlot,
              let raw = qz_make_object(unsafeBitCast(cls as AnyClass, to: UnsafeRawPointer.self), slot) else { return nil }
        return Unmanaged<T>.fromOpaque(raw).takeRetainedValue()
    }
}
