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

    init(scale: CGFloat = 0, style: UIUserInterfaceStyle = .unspecified,
         horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
         idiom: UIUserInterfaceIdiom = .unspecified) {
        displayScale = scale; userInterfaceStyle = style
        horizontalSizeClass = horizontal; verticalSizeClass = vertical; userInterfaceIdiom = idiom
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(scale: 0) }
    /// A collection that specifies only the display scale.
    public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }
    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init(style: style) }

    /// Whether colours that depend on the traits (light or dark appearance)
    /// could look different under `traitCollection`.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// The traits of the screen the preview window shows: its scale, light,
    /// regular in both directions, a desktop (`.mac`).
    public static var current: UITraitCollection {
        UITraitCollection(scale: UIScreen.main.scale, style: .light, horizontal: .regular, vertical: .regular,
                          idiom: .mac)
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
