import CoreImage

/// Images and Core Image: a `UIImage` made from a `CIImage` and back
/// (Apple's `UIImage(ciImage:)`, `UIImage.ciImage`, `CIImage(image:)`).
///
/// On iOS an image made from a `CIImage` keeps the recipe and renders it
/// when drawn, and its `cgImage` is nil. Here it is rendered once, when
/// made (over the image's extent), and `cgImage` holds that picture, so
/// code that draws it or reads its pixels works either way.
extension UIImage {
    /// An image of `ciImage`'s pixels over its extent, at scale 1.
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    /// An image of `ciImage`'s pixels at `scale`, drawn as `orientation` says.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
        if let rendered = CIContext().createCGImage(ciImage, from: ciImage.extent) {
            self.init(cgImage: rendered, scale: scale, orientation: orientation)
        } else {
            _Diagnostics.report("UIImage(ciImage:): \(ciImage) has no finite extent to render; an empty image")
            self.init()
        }
        madeFromCIImage = ciImage
    }

    /// The Core Image image this image was made from, or nil.
    public var ciImage: CIImage? { madeFromCIImage }
}

extension CIImage {
    /// An image of `image`'s pixels; nil for an image without pixels.
    public convenience init?(image: UIImage) {
        guard let cg = image.cgImage else { return nil }
        self.init(cgImage: cg)
    }

    /// The same; the options are not read.
    public convenience init?(image: UIImage, options: [CIImageOption: Any]?) {
        self.init(image: image)
    }
}
