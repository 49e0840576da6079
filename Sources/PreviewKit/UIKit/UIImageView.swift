/// UIKit's image view: its image as the layer's contents, fitted by its
/// `contentMode`; a list of `animationImages` plays as a flip-book.
open class UIImageView: UIView {
    open var image: UIImage? { didSet { show() } }
    open var highlightedImage: UIImage? { didSet { show() } }
    open var isHighlighted = false { didSet { show() } }
    /// Images shown in turn by `startAnimating()`, over `animationDuration`
    /// (a thirtieth of a second each when 0), `animationRepeatCount`
    /// times (0: forever).
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .scaleToFill
    }

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    private func show() {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        layer.contents = shown?.cgImage
        layer.contentsScale = shown?.scale ?? UIScreen.main.scale
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    static let animationKey = "UIImageView.animationImages"

    open func startAnimating() {
        guard let images = animationImages, !images.isEmpty else { return }
        let a = CAKeyframeAnimation(keyPath: "contents")
        a.values = images.compactMap(\.cgImage)
        a.calculationMode = .discrete
        a.duration = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        a.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        layer.add(a, forKey: Self.animationKey)
    }

    open func stopAnimating() { layer.removeAnimation(forKey: Self.animationKey) }

    open var isAnimating: Bool { layer.animation(forKey: Self.animationKey) != nil }
}
