import Foundation

/// Something assistive technology can read that is not a view of its own
/// (UIKit's `UIAccessibilityElement`): a bar of a chart, a cell drawn in
/// one view. Its container (usually that view) lists it in
/// `accessibilityElements`; its frame is on screen, or given in the
/// container's coordinates (`accessibilityFrameInContainerSpace`) and
/// kept on screen as the container moves.
open class UIAccessibilityElement: NSObject {
    /// The element's container, not retained.
    open weak var accessibilityContainer: AnyObject?
    /// Whether assistive technology reads it. Default false.
    open var isAccessibilityElement = false
    /// A short name for it. Default nil.
    open var accessibilityLabel: String?
    /// What it does. Default nil.
    open var accessibilityHint: String?
    /// Its current value, as text. Default nil.
    open var accessibilityValue: String?
    /// What kind of element it is. Default none.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A name for finding it in tests. Default nil.
    open var accessibilityIdentifier: String?
    /// Its outline on screen, when it is not its frame. Default nil.
    open var accessibilityPath: UIBezierPath?

    /// Where it is on screen. Set directly, it stays; with
    /// `accessibilityFrameInContainerSpace` set instead, it follows the
    /// container view.
    open var accessibilityFrame: CGRect {
        get {
            if let inContainer = accessibilityFrameInContainerSpace_, let view = accessibilityContainer as? UIView {
                return UIAccessibility.convertToScreenCoordinates(inContainer, in: view)
            }
            return frame
        }
        set {
            frame = newValue
            accessibilityFrameInContainerSpace_ = nil
        }
    }
    private var frame: CGRect = .zero

    /// Where it is in its container view's coordinates. Default zero.
    open var accessibilityFrameInContainerSpace: CGRect {
        get { accessibilityFrameInContainerSpace_ ?? .zero }
        set { accessibilityFrameInContainerSpace_ = newValue }
    }
    private var accessibilityFrameInContainerSpace_: CGRect?

    /// An element of `container` (a view, or another element).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
}
