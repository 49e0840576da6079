import Foundation
import CoreImage
import ImageIO

/// UIKit's image, as far as layers use it: decoded from a PNG or JPEG
/// file, with its `cgImage` and size in points.
///
/// `UIImage(named:)` looks for NAME (with .png or .jpg added when it has
/// no extension) in each of `UIImage.searchDirectories`, in order: an
/// app's asset catalogue, here a folder.
open class UIImage: NSObject {
    /// The decoded pixels; nil for an empty image.
    public let cgImage: CGImage?
    /// Pixels per point. Default 1; 2 or 3 for an `@2x` or `@3x` file.
    open var scale: CGFloat
    /// How the image is drawn: as itself, or (a template) as a shape in a tint.
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// The tint a template image is drawn in (the view's when nil).
    var tint: UIColor?
    /// Whether the image is a symbol (`UIImage(systemName:)`).
    public internal(set) var isSymbolImage = false
    /// What the image was made for (`withConfiguration(_:)`).
    public internal(set) var configuration: Configuration?
    /// The last picture of the image in a tint, and the tint (`UIImage+Tint.swift`).
    var tinted: (color: CGColor, image: CGImage)?
    /// An animated image's frames and their duration (`UIImage+Animated.swift`).
    var animationFrames: [UIImage]?
    var animationDuration: TimeInterval = 0
    /// The Core Image image this one was rendered from (`UIImage+CoreImage.swift`).
    var madeFromCIImage: CIImage?
    /// Which way up the pixels are drawn. Default `.up`.
    public internal(set) var imageOrientation: Orientation = .up
    /// The pixels upright, as the image is drawn (what an image view shows
    /// as its layer's contents), made once: shown again, it is the same
    /// picture, not a new copy that would repaint as new contents.
    lazy var uprightCGImage: CGImage? = makeUprightCGImage()
    /// The size in points as drawn: the pixel size divided by `scale`,
    /// width and height exchanged for an image turned a quarter (zero
    /// when empty).
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let w = CGFloat(cgImage.width) / scale, h = CGFloat(cgImage.height) / scale
        return imageOrientation.isQuarterTurn ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
    }

    /// Where `init(named:)` looks: `assets` in the working directory and
    /// next to the executable, then anything a host adds.
    nonisolated(unsafe) package static var searchDirectories: [URL] = {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
        return [cwd.appendingPathComponent("assets"), exe.appendingPathComponent("assets"), cwd]
    }()

    /// Images already loaded by name.
    nonisolated(unsafe) private static var named: [String: UIImage] = [:]

    /// An image of `cgImage`'s pixels at `scale` pixels per point (1 when not positive).
    public init(cgImage: CGImage, scale: CGFloat = 1) {
        _installImageDecoder()
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point, drawn
    /// turned or mirrored as `orientation` says.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale)
        imageOrientation = orientation
    }

    /// An empty image (no pixels, zero size).
    public override init() {
        _installImageDecoder()
        cgImage = nil
        scale = 1
    }

    /// An image literal, `#imageLiteral(resourceName:)`: the named image,
    /// or an empty one (with a diagnostic) when there is none.
    public required convenience init(imageLiteralResourceName name: String) {
        if let image = UIImage(named: name), let cg = image.cgImage {
            self.init(cgImage: cg, scale: image.scale)
        } else {
            self.init()
        }
    }

    /// An image decoded from PNG, JPEG, GIF, BMP, WebP or TIFF bytes.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let source = CGImageSourceCreateWithData(data, nil),
              let image = CGImageSourceCreateImageAtIndex(source, 0, nil) else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// The image as PNG bytes (nil for an empty image).
    open func pngData() -> Data? { encoded("public.png", options: nil) }

    /// The image as JPEG bytes at `compressionQuality` (0...1).
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        encoded("public.jpeg", options: [kCGImageDestinationLossyCompressionQuality: Double(min(max(compressionQuality, 0), 1))])
    }

    private func encoded(_ type: String, options: [String: Any]?) -> Data? {
        guard let cgImage else { return nil }
        let data = NSMutableData()
        guard let dest = CGImageDestinationCreateWithData(data, type, 1, nil) else { return nil }
        CGImageDestinationAddImage(dest, cgImage, options)
        return CGImageDestinationFinalize(dest) ? data as Data : nil
    }

    /// The image decoded from the file at `path`; nil when it cannot be read.
    /// Its scale comes from a `@2x` or `@3x` in the name.
    public convenience init?(contentsOfFile path: String) {
        guard let source = CGImageSourceCreateWithURL(URL(fileURLWithPath: path), nil),
              let image = CGImageSourceCreateImageAtIndex(source, 0, nil) else { return nil }
        // "name@2x.png" is drawn at two pixels per point, as on iOS.
        let scale: CGFloat = path.contains("@3x.") ? 3 : path.contains("@2x.") ? 2 : 1
        self.init(cgImage: image, scale: scale)
    }

    /// The image called `name`, found in `UIImage.searchDirectories` (with
    /// `.png` or `.jpg` added when it has no extension) instead of an asset
    /// catalogue, and cached; nil, with a diagnostic, when there is none.
    public convenience init?(named name: String) {
        if let cached = UIImage.named[name], let cg = cached.cgImage {
            self.init(cgImage: cg, scale: cached.scale)
            return
        }
        if let image = UIImage.file(named: name, in: UIImage.searchDirectories), let cg = image.cgImage {
            UIImage.named[name] = image
            self.init(cgImage: cg, scale: image.scale)
            return
        }
        _Diagnostics.report("UIImage(named: \"\(name)\"): no such image in \(UIImage.searchDirectories.map(\.path))")
        return nil
    }

    /// The first image file called `name` (with `.png` or `.jpg` added when
    /// it has no extension) in `dirs`.
    private static func file(named name: String, in dirs: [URL]) -> UIImage? {
        let candidates = name.contains(".") ? [name] : [name + ".png", name + ".jpg", name]
        for dir in dirs {
            for file in candidates {
                let path = dir.appendingPathComponent(file).path
                if FileManager.default.fileExists(atPath: path), let image = UIImage(contentsOfFile: path) {
                    return image
                }
            }
        }
        return nil
    }

    /// The image called `name` in `bundle`'s resources (default: the main
    /// bundle), else as `init(named:)` finds it. The traits are not read:
    /// there is one screen.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        if let dir = (bundle ?? .main).resourceURL, let image = UIImage.file(named: name, in: [dir]),
           let cg = image.cgImage {
            self.init(cgImage: cg, scale: image.scale)
            return
        }
        self.init(named: name)
    }
}
