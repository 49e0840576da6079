/// UIKit's label: text in a font and colour, drawn by a text layer,
/// centred vertically in the label as UIKit draws it.
open class UILabel: UIView {
    private let textLayer = CATextLayer()



    override func _buildContent() {
        super._buildContent()
        CATransaction.withoutActions {
            textLayer.contentsScale = UIScreen.main.scale
            layer.addSublayer(textLayer)
            isUserInteractionEnabled = false
            apply()
        }
    }

    /// The text shown. Default nil; `attributedText`, when set, wins. Changes
    /// are immediate, not animated.
    open var text: String? { didSet { apply(); textSizeChanged() } }
    /// Styled text shown instead of `text`; its runs' fonts and colours win over
    /// the label's. Default nil.
    open var attributedText: NSAttributedString? { didSet { apply(); textSizeChanged() } }
    /// UIKit's `UIFont!` (nil sets the default, 17-point system font).
    open var font: UIFont! {
        get { currentFont }
        set { currentFont = newValue ?? .systemFont(ofSize: 17); apply(); textSizeChanged() }
    }
    private var currentFont: UIFont = .systemFont(ofSize: 17)
    /// UIKit's `UIColor!` (nil sets the default, black).
    open var textColor: UIColor! {
        get { currentTextColor }
        set { currentTextColor = newValue ?? .black; apply() }
    }
    private var currentTextColor: UIColor = .black
    /// Accepted; a label's text is cut at its end or wrapped by `numberOfLines`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Accepted: the text is not shrunk to fit.
    open var adjustsFontSizeToFitWidth = false
    /// Accepted: the text is never shrunk, so this smallest scale is unused. Default 0.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether letters may be drawn closer together before the text is
    /// cut. Default false. Accepted: the text is cut without tightening.
    open var allowsDefaultTighteningForTruncation = false
    /// How lines sit across the label. Default `.natural`, which is left
    /// here (no right-to-left text).
    open var textAlignment: NSTextAlignment = .natural { didSet { apply() } }
    /// 1: one line, cut with an ellipsis; 0: as many lines as it takes.
    open var numberOfLines = 1 { didSet { apply(); textSizeChanged() } }
    /// The colour of a hard shadow under the text; nil (the default) casts none.
    open var shadowColor: UIColor? { didSet { apply() } }
    /// How far the text's shadow falls. Default (0, -1), as UIKit's.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { apply() } }
    /// The text's colour while `isHighlighted`; nil keeps `textColor`.
    open var highlightedTextColor: UIColor? { didSet { apply() } }
    /// Whether the label draws highlighted (in `highlightedTextColor`). Default false.
    open var isHighlighted = false { didSet { apply() } }
    /// Whether the label is enabled; a disabled label draws its text dimmed.
    /// Default true.
    open var isEnabled = true { didSet { apply() } }
    /// Kept: text is not shrunk to fit here. Default `.alignBaselines`.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// Kept: the content size category is always `.large` here. Default false.
    open var adjustsFontForContentSizeCategory = false
    /// iOS 6's smallest font size for shrinking text; kept (key-value
    /// coding reaches it as `minimumFontSize`). Default 0.
    var minimumFontSize: CGFloat = 0

    /// The colour the text is drawn in: dimmed when disabled, the
    /// highlighted colour when highlighted.
    private var shownTextColor: UIColor {
        if !isEnabled { return currentTextColor.withAlphaComponent(currentTextColor.cgColor.alpha * 0.44) }
        return isHighlighted ? (highlightedTextColor ?? currentTextColor) : currentTextColor
    }

    /// A label placed by constraints lays out again when its text's size
    /// may have changed, as UIKit invalidates its intrinsic content size.
    private func textSizeChanged() {
        if !translatesAutoresizingMaskIntoConstraints { invalidateIntrinsicContentSize() }
    }

    private func apply() {
        // A subclass draws its text: it redraws when the text changes.
        if !usesTextLayer { setNeedsDisplay() }
        CATransaction.withoutActions {
            textLayer.string = attributedText ?? text.map { $0 as Any }
            textLayer.font = currentFont.fontName
            textLayer.fontSize = currentFont.pointSize
            textLayer.foregroundColor = shownTextColor.cgColor
            // A hard shadow (no blur) cast from the glyphs, as UIKit's.
            textLayer.shadowColor = shadowColor?.cgColor
            textLayer.shadowOpacity = shadowColor == nil ? 0 : 1
            textLayer.shadowRadius = 0
            textLayer.shadowOffset = shadowOffset
            textLayer.isWrapped = numberOfLines != 1
            textLayer.truncationMode = numberOfLines == 1 ? .end : .none
            switch textAlignment {
            case .center: textLayer.alignmentMode = .center
            case .right: textLayer.alignmentMode = .right
            case .justified: textLayer.alignmentMode = .justified
            default: textLayer.alignmentMode = .left
            }
        }
        setNeedsLayout()
    }

    /// Lays the text layer out across the label, centred vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // A subclass that draws its text its own way (in an inset rect, or
        // not at all, as MarqueeLabel, which scrolls a copy) is shown by its
        // drawing instead of the label's text layer.
        textLayer.isHidden = !usesTextLayer
        let b = bounds
        let h = min(textLayer.measuredTextSize(fittingWidth: b.width).height, b.height)
        CATransaction.withoutActions {
            textLayer.frame = CGRect(x: 0, y: ((b.height - h) / 2).rounded(), width: b.width, height: h)
        }
    }

    /// Draws the label's text into the current context within `rect`
    /// (what a label draws; a subclass may override it to draw its own).
    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let copy = CATextLayer()
        copy.string = textLayer.string
        copy.font = textLayer.font
        copy.fontSize = textLayer.fontSize
        copy.foregroundColor = textLayer.foregroundColor
        copy.isWrapped = textLayer.isWrapped
        copy.truncationMode = textLayer.truncationMode
        copy.alignmentMode = textLayer.alignmentMode
        copy.contentsScale = textLayer.contentsScale
        copy.shadowColor = textLayer.shadowColor
        copy.shadowOpacity = textLayer.shadowOpacity
        copy.shadowRadius = textLayer.shadowRadius
        copy.shadowOffset = textLayer.shadowOffset
        let h = min(copy.measuredTextSize(fittingWidth: rect.width).height, rect.height)
        copy.bounds = CGRect(x: 0, y: 0, width: rect.width, height: h)
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY + ((rect.height - h) / 2).rounded())
        copy.render(in: ctx)
        ctx.restoreGState()
    }

    /// UIKit draws a label's text with `drawText(in:)` from `draw(_:)`, at
    /// every redraw. A plain `UILabel` shows its text with its text layer
    /// instead (drawn by the render server, animating with the label). A
    /// subclass draws through `draw(_:)` and `drawText(in:)` each time it
    /// redraws, whatever they do: Swift on Linux cannot ask which methods
    /// a class overrides, and a class's drawing may change from one redraw
    /// to the next (a morphing label calls `super` when at rest and draws
    /// each character itself while it morphs).
    open override func draw(_ rect: CGRect) {
        if usesTextLayer { super.draw(rect) } else { drawText(in: rect) }
    }

    /// Whether the label shows its text with its text layer: a plain
    /// `UILabel` only.
    var usesTextLayer: Bool { type(of: self) == UILabel.self }

    override func _kvcValue(forKey key: String) -> Any?? {
        UILabel.labelKeys[key].map { $0.get(self) } ?? super._kvcValue(forKey: key)
    }
    override func _kvcSet(_ value: Any?, forKey key: String) -> Bool {
        UILabel.labelKeys[key].map { $0.set(self, value) } ?? super._kvcSet(value, forKey: key)
    }

    /// The size the text needs, lines broken to `size.width` when the label
    /// has more than one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textLayer.measuredTextSize(fittingWidth: size.width)
    }

    /// Resizes the label to its text: on one line, or broken to its width
    /// when it has more than one.
    open override func sizeToFit() {
        let s = sizeThatFits(CGSize(width: numberOfLines == 1 ? .infinity : bounds.width, height: .infinity))
        frame.size = s
    }

    /// The text's size on one line (or broken to the label's width).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: numberOfLines == 1 ? .infinity : bounds.width, height: .infinity))
    }
}
