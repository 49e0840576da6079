import Foundation

/// The traits of the environment a view is shown in (UIKit's
/// `UITraitCollection`): the screen's scale, the light or dark appearance,
/// size classes and the kind of device. A preview window is a regular,
/// light, desktop-sized screen at `UIScreen.main.scale`.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point. Default 0 (unspecified).
    public let displayScale: CGFloat
    /// Light or dark appearance. Default `.unspecified`.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The width's size class. Default `.unspecified`.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class. Default `.unspecified`.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device. Default `.unspecified`.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The user's text size. Default `.unspecified`.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The direction of the layout. Default `.unspecified`.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Whether the screen senses pressure (3D Touch). Default `.unknown`.
    public let forceTouchCapability: UIForceTouchCapability

    init(scale: CGFloat = 0, style: UIUserInterfaceStyle = .unspecified,
         horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
         idiom: UIUserInterfaceIdiom = .unspecified, category: UIContentSizeCategory = .unspecified,
         direction: UITraitEnvironmentLayoutDirection = .unspecified, force: UIForceTouchCapability = .unknown) {
        displayScale = scale; userInterfaceStyle = style
        horizontalSizeClass = horizontal; verticalSizeClass = vertical; userInterfaceIdiom = idiom
        preferredContentSizeCategory = category; layoutDirection = direction; forceTouchCapability = force
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(scale: 0) }
    /// A collection that specifies only the display scale.
    public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }
    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init(style: style) }
    /// A collection that specifies only the width's size class.
    public convenience init(horizontalSizeClass sizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: sizeClass) }
    /// A collection that specifies only the height's size class.
    public convenience init(verticalSizeClass sizeClass: UIUserInterfaceSizeClass) { self.init(vertical: sizeClass) }
    /// A collection that specifies only the kind of device.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }
    /// A collection that specifies only the text size.
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) { self.init(category: category) }
    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection direction: UITraitEnvironmentLayoutDirection) { self.init(direction: direction) }
    /// A collection that specifies only the pressure sensing.
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) { self.init(force: capability) }

    /// The traits of `traitCollections` together: each trait from the last
    /// collection that specifies it (UIKit's `init(traitsFrom:)`).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last(where: { trait($0) != unspecified }).map(trait) ?? unspecified
        }
        self.init(scale: last(\.displayScale, unspecified: 0), style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  category: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  direction: last(\.layoutDirection, unspecified: .unspecified),
                  force: last(\.forceTouchCapability, unspecified: .unknown))
    }

    /// Whether every trait this collection specifies has the same value in
    /// `trait` (UIKit's `containsTraits(in:)`).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return UITraitCollection(traitsFrom: [self, t]) == self
    }

    /// Two collections are equal when every trait is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return displayScale == o.displayScale && userInterfaceStyle == o.userInterfaceStyle
            && horizontalSizeClass == o.horizontalSizeClass && verticalSizeClass == o.verticalSizeClass
            && userInterfaceIdiom == o.userInterfaceIdiom && preferredContentSizeCategory == o.preferredContentSizeCategory
            && layoutDirection == o.layoutDirection && forceTouchCapability == o.forceTouchCapability
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(displayScale); h.combine(userInterfaceStyle); h.combine(horizontalSizeClass)
        h.combine(verticalSizeClass); h.combine(userInterfaceIdiom); h.combine(preferredContentSizeCategory)
        return h.finalize()
    }

    /// Whether colours that depend on the traits (light or dark appearance)
    /// could look different under `traitCollection`.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// The traits of the screen the preview window shows: its scale, light,
    /// regular in both directions, a desktop (`.mac`), the default text
    /// size, left to right.
    public static var current: UITraitCollection {
        UITraitCollection(scale: UIScreen.main.scale, style: .light, horizontal: .regular, vertical: .regular,
                          idiom: .mac, category: .large, direction: .leftToRight, force: .unavailable)
    }
}

/// An object that has traits and hears of their changes (UIKit's
/// `UITraitEnvironment`): views and view controllers.
public protocol UITraitEnvironment: AnyObject {
    /// The traits the object is shown with.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits change.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A data file from the app's assets (UIKit's `NSDataAsset`): here the
/// file called `name` (with any extension, `.json` first) in the bundle's
/// resources or the image search folders (`assets/` in the working
/// directory and next to the executable).
open class NSDataAsset: NSObject, @unchecked Sendable {
    /// The asset's name.
    public let name: String
    /// The file's bytes.
    public let data: Data
    /// The file's type, from its extension (`public.json`, `public.data`...).
    public let typeIdentifier: String

    /// The asset called `name` in `bundle`'s resources (default: the main
    /// bundle) or the asset folders; nil when there is none.
    public init?(name: String, bundle: Bundle = .main) {
        let fm = FileManager.default
        var dirs = bundle.resourceURL.map { [$0] } ?? []
        dirs += UIImage.searchDirectories
        for dir in dirs {
            let exact = dir.appendingPathComponent(name)
            var candidates = [exact]
            if let names = try? fm.contentsOfDirectory(atPath: dir.path) {
                let matching = names.filter { ($0 as NSString).deletingPathExtension == name }.sorted {
                    $0.hasSuffix(".json") && !$1.hasSuffix(".json")
                }
                candidates += matching.map { dir.appendingPathComponent($0) }
            }
            var isDirectory: ObjCBool = false
            for url in candidates where fm.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue {
                guard let data = try? Data(contentsOf: url) else { continue }
                self.name = name
                self.data = data
                let ext = url.pathExtension.lowercased()
                typeIdentifier = ext.isEmpty ? "public.data" : ext == "json" ? "public.json" : "public.\(ext)"
                super.init()
                return
            }
        }
        return nil
    }
}
