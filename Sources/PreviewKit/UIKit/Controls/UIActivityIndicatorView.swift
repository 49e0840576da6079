/// UIKit's spinner (Apple's `UIActivityIndicatorView`): eight rounded
/// spokes around a centre, a highlight turning through them, drawn by a
/// replicator layer whose copies run one fade each a step apart, as Core
/// Animation spinners are built.
open class UIActivityIndicatorView: UIView {
    /// The style; changing it resizes the spinner and recolours it.
    open var style: Style { didSet { restyle() } }
    /// The spokes' colour. Default grey, white for the old white styles.
    open var color: UIColor! { didSet { spoke.backgroundColor = (color ?? .gray).cgColor } }
    /// Whether the spinner hides itself when stopped. Default true.
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    /// Whether it is spinning.
    open private(set) var isAnimating = false

    private let spokes = CAReplicatorLayer()
    private let spoke = CALayer()
    private static let count = 8
    /// One turn of the highlight, in seconds.
    private static let period: CFTimeInterval = 1

    /// A spinner in `style`, stopped (and so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    /// A medium spinner with `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    /// A medium spinner from an archive (nothing is read from `coder`).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    override func _buildContent() {
        super._buildContent()
        CATransaction.withoutActions {
            spokes.instanceCount = Self.count
            spokes.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.count), 0, 0, 1)
            spokes.instanceDelay = Self.period / Double(Self.count)
            spokes.addSublayer(spoke)
            layer.addSublayer(spokes)
            isHidden = true
        }
        restyle()
    }

    private var side: CGFloat { style == .large || style == .whiteLarge ? 37 : 20 }

    private func restyle() {
        let white = style == .white || style == .whiteLarge
        color = white ? .white : UIColor(white: 0.45, alpha: 1)
        if bounds.size == .zero || bounds.size == CGSize(width: 20, height: 20) || bounds.size == CGSize(width: 37, height: 37) {
            bounds.size = CGSize(width: side, height: side)
        }
        setNeedsLayout()
    }

    /// Its style's size: 20 or 37 points square.
    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    /// Its style's size, whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the spokes around the centre, sized to the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.withoutActions {
            let s = min(bounds.width, bounds.height)
            spokes.frame = CGRect(x: bounds.midX - s / 2, y: bounds.midY - s / 2, width: s, height: s)
            let w = max(s * 0.09, 1.5), h = s * 0.28
            spoke.bounds = CGRect(x: 0, y: 0, width: w, height: h)
            spoke.position = CGPoint(x: s / 2, y: h / 2)
            spoke.cornerRadius = w / 2
        }
    }

    /// Starts spinning (and shows the spinner).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.25
        fade.duration = Self.period
        fade.repeatCount = .infinity
        // The copies' delays are a step apart: the brightest spoke moves on
        // by one each step, round the circle.
        spoke.add(fade, forKey: "spin")
        spoke.opacity = 0.25
    }

    /// Stops spinning (and hides the spinner when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spoke.removeAnimation(forKey: "spin")
        if hidesWhenStopped { isHidden = true }
    }
}
