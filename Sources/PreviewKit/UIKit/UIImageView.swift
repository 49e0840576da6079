/// UIKit's image view: its image as the layer's contents, fitted by its
/// `contentMode`; a list of `animationImages` plays as a flip-book.
open class UIImageView: UIView {
    /// The image shown, as the layer's contents fitted by `contentMode`.
    /// Default nil; the change is immediate, not animated.
    open var image: UIImage? { didSet { show() } }
    /// The configuration symbol images shown here are to be drawn with.
    /// Default nil; kept (symbols are drawn at one size and weight here).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The image shown instead while `isHighlighted` is true. Default nil.
    open var highlightedImage: UIImage? { didSet { show() } }
    /// Whether `highlightedImage` is shown (when there is one). Default false.
    open var isHighlighted = false { didSet { show() } }
    /// Images shown in turn by `startAnimating()`, over `animationDuration`
    /// (a thirtieth of a second each when 0), `animationRepeatCount`
    /// times (0: forever).
    open var animationImages: [UIImage]?
    /// Seconds for one pass through `animationImages`. Default 0: a thirtieth
    /// of a second per image.
    open var animationDuration: TimeInterval = 0
    /// How many passes `startAnimating()` plays. Default 0: forever.
    open var animationRepeatCount = 0

    /// An empty image view with `frame`; it ignores touches and scales its image to fill.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .scaleToFill
    }

    /// An image view sized to `image` (in points) that shows it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        // Set in one of its own initialisers, `image` does not call its
        // observer: shown here.
        show()
    }

    /// An image view sized to `image`, showing `highlightedImage` when highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An image view from an archive (nothing is read from `coder`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    private func show() {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        layer.contents = shown?.shown(viewTint: tintColor)
        layer.contentsScale = shown?.scale ?? UIScreen.main.scale
        playFrames(of: shown)
    }

    static let framesKey = "UIImageView.animatedImage"

    /// An animated image (`UIImage.animatedImage(with:duration:)`) plays
    /// its frames forever while it is shown, as on iOS.
    private func playFrames(of shown: UIImage?) {
        guard let shown, let frames = shown.images, frames.count > 1 else {
            layer.removeAnimation(forKey: Self.framesKey)
            return
        }
        let a = CAKeyframeAnimation(keyPath: "contents")
        a.values = frames.compactMap(\.cgImage)
        a.calculationMode = .discrete
        a.duration = shown.duration > 0 ? shown.duration : Double(frames.count) / 30
        a.repeatCount = .infinity
        layer.add(a, forKey: Self.framesKey)
    }

    /// A template or symbol image is shown in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        show()
    }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size in points, whatever `size` is (zero without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    static let animationKey = "UIImageView.animationImages"

    /// Plays `animationImages` as a flip-book, as a discrete keyframe animation
    /// of the layer's contents; nothing when there are none.
    open func startAnimating() {
        guard let images = animationImages, !images.isEmpty else { return }
        let a = CAKeyframeAnimation(keyPath: "contents")
        a.values = images.compactMap(\.cgImage)
        a.calculationMode = .discrete
        a.duration = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        a.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        layer.add(a, forKey: Self.animationKey)
    }

    /// Stops the flip-book, showing `image` again.
    open func stopAnimating() { layer.removeAnimation(forKey: Self.animationKey) }

    /// Whether the flip-book is playing.
    open var isAnimating: Bool { layer.animation(forKey: Self.animationKey) != nil }
}
