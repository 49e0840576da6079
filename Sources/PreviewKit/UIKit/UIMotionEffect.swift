import Foundation

/// Effects that move a view with the device's tilt (the parallax of a
/// home screen's icons). A desktop has no device to tilt: effects are
/// kept on their views, and the views stay where their model puts them,
/// as on a device lying flat (as in the iOS Simulator).
open class UIMotionEffect: NSObject {
    /// The changes to the view's key paths for a device tilted by
    /// `viewerOffset` (each axis −1...1). None by default.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// A motion effect that moves one key path between two values as the
/// device tilts along one axis.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The key path moved (`"center.x"`, `"layer.shadowOffset"`).
    public let keyPath: String
    /// The tilt it follows.
    public let type: EffectType
    /// The change at full tilt one way (default nil: none).
    open var minimumRelativeValue: Any?
    /// The change at full tilt the other way (default nil: none).
    open var maximumRelativeValue: Any?

    /// An effect moving `keyPath` as the device tilts along `type`.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The change for `viewerOffset`: between the minimum and maximum
    /// numbers, by the tilt along the effect's axis (nothing for values
    /// that are not numbers).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let lo = minimumRelativeValue.flatMap(numericValue(of:)),
              let hi = maximumRelativeValue.flatMap(numericValue(of:)) else { return nil }
        let t = Double(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical)
        let f = (min(max(t, -1), 1) + 1) / 2
        return [keyPath: lo + (hi - lo) * f]
    }
}

/// Several motion effects applied together.
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects. Default nil.
    open var motionEffects: [UIMotionEffect]?

    /// The effects' changes together.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var all: [String: Any] = [:]
        for e in motionEffects ?? [] {
            for (k, v) in e.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] { all[k] = v }
        }
        return all.isEmpty ? nil : all
    }
}

extension UIView {
    /// The view's motion effects (see `UIMotionEffect`).
    public var motionEffects: [UIMotionEffect] {
        get { _motionEffects }
        set { _motionEffects = newValue }
    }

    /// Adds `effect` to the view's motion effects.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !_motionEffects.contains(where: { $0 === effect }) else { return }
        _motionEffects.append(effect)
    }

    /// Removes `effect` from the view's motion effects.
    public func removeMotionEffect(_ effect: UIMotionEffect) { _motionEffects.removeAll { $0 === effect } }
}
