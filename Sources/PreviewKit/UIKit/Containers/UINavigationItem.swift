import Foundation

/// What a view controller shows in a navigation bar while it is on top
/// (Apple's `UINavigationItem`): its title (nil: the controller's), and
/// what its back button says to the controller above it.
open class UINavigationItem: NSObject {
    /// The title in the bar (nil: the view controller's `title`).
    open var title: String?
    /// A view for the title's place (kept; the bar shows the title).
    open var titleView: UIView?
    /// The back button's title when this item is under the top one (nil:
    /// this item's title, or "Back").
    open var backButtonTitle: String?
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false

    /// An item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() { super.init() }
}
