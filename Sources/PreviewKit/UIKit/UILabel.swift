/// UIKit's label: text in a font and colour, drawn by a text layer,
/// centred vertically in the label as UIKit draws it.
open class UILabel: UIView {
    private let textLayer = CATextLayer()



    override func _buildContent() {
        super._buildContent()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        textLayer.contentsScale = UIScreen.main.scale
        layer.addSublayer(textLayer)
        isUserInteractionEnabled = false
        apply()
        CATransaction.commit()
    }

    /// The text shown. Default nil; `attributedText`, when set, wins. Changes
    /// are immediate, not animated.
    open var text: String? { didSet { apply() } }
    /// Styled text shown instead of `text`; its runs' fonts and colours win over
    /// the label's. Default nil.
    open var attributedText: NSAttributedString? { didSet { apply() } }
    /// UIKit's `UIFont!` (nil sets the default, 17-point system font).
    open var font: UIFont! {
        get { currentFont }
        set { currentFont = newValue ?? .systemFont(ofSize: 17); apply() }
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
    /// How lines sit across the label. Default `.natural`, which is left
    /// here (no right-to-left text).
    open var textAlignment: NSTextAlignment = .natural { didSet { apply() } }
    /// 1: one line, cut with an ellipsis; 0: as many lines as it takes.
    open var numberOfLines = 1 { didSet { apply() } }

    private func apply() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        textLayer.string = attributedText ?? text.map { $0 as Any }
        textLayer.font = currentFont.fontName
        textLayer.fontSize = currentFont.pointSize
        textLayer.foregroundColor = currentTextColor.cgColor
        textLayer.isWrapped = numberOfLines != 1
        textLayer.truncationMode = numberOfLines == 1 ? .end : .none
        switch textAlignment {
        case .center: textLayer.alignmentMode = .center
        case .right: textLayer.alignmentMode = .right
        case .justified: textLayer.alignmentMode = .justified
        default: textLayer.alignmentMode = .left
        }
        CATransaction.commit()
        setNeedsLayout()
    }

    /// Lays the text layer out across the label, centred vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let h = min(textLayer.measuredTextSize(fittingWidth: b.width).height, b.height)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        textLayer.frame = CGRect(x: 0, y: ((b.height - h) / 2).rounded(), width: b.width, height: h)
        CATransaction.commit()
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
        let h = min(copy.measuredTextSize(fittingWidth: rect.width).height, rect.height)
        copy.bounds = CGRect(x: 0, y: 0, width: rect.width, height: h)
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY + ((rect.height - h) / 2).rounded())
        copy.render(in: ctx)
        ctx.restoreGState()
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
