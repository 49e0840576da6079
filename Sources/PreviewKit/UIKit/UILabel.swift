/// UIKit's label: text in a font and colour, drawn by a text layer,
/// centred vertically in the label as UIKit draws it.
open class UILabel: UIView {
    private let textLayer = CATextLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        textLayer.contentsScale = UIScreen.main.scale
        layer.addSublayer(textLayer)
        isUserInteractionEnabled = false
        apply()
        CATransaction.commit()
    }

    open var text: String? { didSet { apply() } }
    open var attributedText: NSAttributedString? { didSet { apply() } }
    open var font: UIFont = .systemFont(ofSize: 17) { didSet { apply() } }
    open var textColor: UIColor = .black { didSet { apply() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { apply() } }
    /// 1: one line, cut with an ellipsis; 0: as many lines as it takes.
    open var numberOfLines = 1 { didSet { apply() } }

    private func apply() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        textLayer.string = attributedText ?? text.map { $0 as Any }
        textLayer.font = font.fontName
        textLayer.fontSize = font.pointSize
        textLayer.foregroundColor = textColor.cgColor
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

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let h = min(textLayer.measuredTextSize(fittingWidth: b.width).height, b.height)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        textLayer.frame = CGRect(x: 0, y: ((b.height - h) / 2).rounded(), width: b.width, height: h)
        CATransaction.commit()
    }

    /// The size the text needs, lines broken to `size.width` when the
    /// label has more than one line.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        textLayer.measuredTextSize(fittingWidth: size.width)
    }

    open func sizeToFit() {
        let s = sizeThatFits(CGSize(width: numberOfLines == 1 ? .infinity : bounds.width, height: .infinity))
        frame.size = s
    }
}

/// Horizontal alignment of text (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
