import Foundation

/// Animated images (Apple's `UIImage.animatedImage(with:duration:)`): an
/// image of several frames, which an image view showing it plays over
/// `duration`, forever. Drawn or read as one picture, it is its first frame.
extension UIImage {
    /// An image playing `images` in turn over `duration` seconds; nil for no images.
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first, let cg = first.cgImage else { return nil }
        let image = UIImage(cgImage: cg, scale: first.scale)
        image.animationFrames = images
        image.animationDuration = duration.isFinite && duration > 0 ? duration : 0
        return image
    }

    /// The frames of an animated image; nil for one picture.
    open var images: [UIImage]? { animationFrames }

    /// Seconds for one pass through `images`; 0 for one picture.
    open var duration: TimeInterval { animationDuration }
}
