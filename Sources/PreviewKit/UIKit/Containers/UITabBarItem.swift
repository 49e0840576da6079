import CoreGraphics
import Foundation

/// One tab's button in a tab bar (Apple's `UITabBarItem`): a title, an
/// image (drawn as a template in the bar's tint), an image for when it is
/// selected, a badge and a tag.
open class UITabBarItem: NSObject {
    /// The tab's title, under its image.
    open var title: String? { didSet { changed() } }
    /// The tab's image, drawn as a template.
    open var image: UIImage? { didSet { changed() } }
    /// The image shown while the tab is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { changed() } }
    /// A short text in a red badge at the image's top right (nil: none).
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's colour (nil: system red).
    open var badgeColor: UIColor? { didSet { changed() } }
    /// A number the app uses to tell items apart.
    open var tag = 0
    /// Whether the tab can be selected. Default true.
    open var isEnabled = true { didSet { changed() } }

    /// The system items' titles; Linux has no SF Symbols of Apple's, so
    /// their images are simple shapes drawn here.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
             mostViewed
    }

    /// Called when a property changes: the bar redraws the item's button.
    var onChange: (() -> Void)?
    private func changed() { onChange?() }

    public override init() { super.init() }

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// An item with a title, an image and the image shown when it is selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    /// One of the system's items, with its title.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        let titles: [SystemItem: String] = [
            .more: "More", .favorites: "Favorites", .featured: "Featured", .topRated: "Top Rated",
            .recents: "Recents", .contacts: "Contacts", .history: "History", .bookmarks: "Bookmarks",
            .search: "Search", .downloads: "Downloads", .mostRecent: "Most Recent", .mostViewed: "Most Viewed",
        ]
        self.title = titles[systemItem]
        self.tag = tag
        super.init()
    }
}
