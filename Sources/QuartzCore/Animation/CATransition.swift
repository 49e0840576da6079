/// An animated transition of a layer's whole content (Apple's
/// `CATransition`). It is always stored under the key "transition"; how it
/// draws belongs to the renderer.
open class CATransition: CAAnimation {
    /// How the new content replaces the old. Default `.fade`; unknown types fade.
    open var type = CATransitionType.fade
    /// The side a moveIn, push or reveal comes from. Default nil, which acts as
    /// `.fromLeft`; fades ignore it.
    open var subtype: CATransitionSubtype?
    /// Where in the transition to begin, 0...1 (clamped; not finite is 0). Default 0.
    open var startProgress: Float = 0
    /// Where in the transition to end, 0...1 (clamped; not finite is 0). Default 1.
    open var endProgress: Float = 1
    /// A filter overriding `type` (stored; Quartzite draws the named types).
    open var filter: Any?

    override func _copyState(from o: CAAnimation) {
        super._copyState(from: o)
        guard let o = o as? CATransition else { return }
        type = o.type; subtype = o.subtype; startProgress = o.startProgress; endProgress = o.endProgress; filter = o.filter
    }
}

/// The effect a `CATransition` uses to replace a layer's content.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's name, e.g. `"fade"`.
    public let rawValue: String
    /// A type from its name; one not defined here draws as `.fade`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The same as `init(rawValue:)`, without the label.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The old content cross-fades into the new.
    public static let fade = CATransitionType("fade")
    /// The new content slides in over the old, which stays where it is.
    public static let moveIn = CATransitionType("moveIn")
    /// The new content slides in and pushes the old out the opposite side.
    public static let push = CATransitionType("push")
    /// The old content slides away, uncovering the new beneath it.
    public static let reveal = CATransitionType("reveal")
}

/// The side of the layer a sliding `CATransition` comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The direction's name, e.g. `"fromLeft"`.
    public let rawValue: String
    /// A direction from its name; one not defined here acts as `.fromLeft`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The same as `init(rawValue:)`, without the label.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The new content enters from the right edge, moving left.
    public static let fromRight = CATransitionSubtype("fromRight")
    /// The new content enters from the left edge, moving right (the default).
    public static let fromLeft = CATransitionSubtype("fromLeft")
    /// The new content enters from the top edge, moving down.
    public static let fromTop = CATransitionSubtype("fromTop")
    /// The new content enters from the bottom edge, moving up.
    public static let fromBottom = CATransitionSubtype("fromBottom")
}
