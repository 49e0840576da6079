/// An animated transition of a layer's whole content (Apple's
/// `CATransition`). It is always stored under the key "transition"; how it
/// draws belongs to the renderer.
open class CATransition: CAAnimation {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// A filter overriding `type` (stored; Quartzite draws the named types).
    open var filter: Any?

    override func _copyState(from o: CAAnimation) {
        super._copyState(from: o)
        guard let o = o as? CATransition else { return }
        type = o.type; subtype = o.subtype; startProgress = o.startProgress; endProgress = o.endProgress; filter = o.filter
    }
}

public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let fade = CATransitionType("fade")
    public static let moveIn = CATransitionType("moveIn")
    public static let push = CATransitionType("push")
    public static let reveal = CATransitionType("reveal")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype("fromRight")
    public static let fromLeft = CATransitionSubtype("fromLeft")
    public static let fromTop = CATransitionSubtype("fromTop")
    public static let fromBottom = CATransitionSubtype("fromBottom")
}
