/// UIKit's progress bar (Apple's `UIProgressView`): a rounded track with
/// the done part filled, animating when set with `animated`.
open class UIProgressView: UIView {
    /// The style.
    open var progressViewStyle: Style = .default
    /// How much is done, 0...1 (clamped). Default 0.
    open var progress: Float {
        get { value }
        set { setProgress(newValue, animated: false) }
    }
    /// The done part's colour. Default the tint colour.
    open var progressTintColor: UIColor? { didSet { recolour() } }
    /// The track's colour. Default light grey.
    open var trackTintColor: UIColor? { didSet { recolour() } }

    private var value: Float = 0
    private let track = CALayer(), bar = CALayer()

    /// A bar in `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
        progressViewStyle = style
    }



    override func _buildContent() {
        super._buildContent()
        CATransaction.withoutActions {
            layer.addSublayer(track)
            layer.addSublayer(bar)
            bar.anchorPoint = CGPoint(x: 0, y: 0.5)
        }
        recolour()
    }

    private func recolour() {
        CATransaction.withoutActions {
            track.backgroundColor = (trackTintColor ?? UIColor(white: 0.89, alpha: 1)).cgColor
            bar.backgroundColor = (progressTintColor ?? tintColor).cgColor
        }
    }

    /// A new tint colour recolours the bar.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        recolour()
    }

    /// Sets `progress`; with `animated` the bar grows (or shrinks) to it
    /// over a quarter second.
    open func setProgress(_ progress: Float, animated: Bool) {
        value = progress.isFinite ? min(max(progress, 0), 1) : 0
        CATransaction.begin()
        if animated {
            CATransaction.setAnimationDuration(0.25)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
        } else {
            CATransaction.setDisableActions(true)
        }
        layoutBar()
        CATransaction.commit()
    }

    private func layoutBar() {
        let b = bounds, h = min(b.height, 4)
        bar.bounds = CGRect(x: 0, y: 0, width: b.width * CGFloat(value), height: h)
        bar.position = CGPoint(x: 0, y: b.midY)
        bar.cornerRadius = h / 2
    }

    /// Sizes the track and the bar to the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.withoutActions {
            let b = bounds, h = min(b.height, 4)
            track.frame = CGRect(x: 0, y: b.midY - h / 2, width: b.width, height: h)
            track.cornerRadius = h / 2
            layoutBar()
        }
    }

    /// 4 points tall, as wide as it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width.isFinite ? size.width : 150, height: 4) }
    /// No width of its own; 4 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }
}
