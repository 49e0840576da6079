/// Something a layer runs when one of its properties changes or it is
/// ordered in or out: usually a `CAAnimation`, which adds itself to the
/// layer under the event's key.
public protocol CAAction {
    /// Called when the action is triggered: `event` is the key (a property name or
    /// an event such as `kCAOnOrderIn`), `anObject` the layer; layers pass nil arguments.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action, and stop searching": return it
/// from `action(for:forKey:)` or put it in `actions` to disable an implicit
/// animation.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
