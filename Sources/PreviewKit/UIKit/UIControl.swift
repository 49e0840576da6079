/// UIKit's control: a view that sends actions for events. Linux has no
/// selectors, so actions are `UIAction`s (UIKit's closure form since
/// iOS 14): `addAction(_:for:)`.
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// A control's states (UIKit's `UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    private var actions: [(action: UIAction, events: Event)] = []
    open var isEnabled = true { didSet { stateChanged() } }
    open var isSelected = false { didSet { stateChanged() } }
    open var isHighlighted = false { didSet { stateChanged() } }
    open var state: State {
        var s = State.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.intersection(controlEvents).isEmpty {
            action.handler(action)
        }
    }

    /// Subclasses show the state (pressed, selected, disabled).
    func stateChanged() {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let t = touches.first else { return }
        isHighlighted = bounds.insetBy(dx: -20, dy: -20).contains(t.location(in: self))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let t = touches.first else { return }
        isHighlighted = false
        let inside = bounds.insetBy(dx: -20, dy: -20).contains(t.location(in: self))
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}

/// An action with a title and a handler (UIKit's `UIAction`).
open class UIAction: NSObject {
    open var title: String
    let handler: (UIAction) -> Void

    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

/// A button: a title and an image, each per control state, over an
/// optional background image; its primary action runs when a touch lifts
/// inside it.
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    public let titleLabel: UILabel?
    public let imageView: UIImageView?
    public private(set) var buttonType: ButtonType = .system
    private let backgroundView = UIImageView()
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    public init(type buttonType: ButtonType) {
        titleLabel = UILabel()
        imageView = UIImageView()
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUp()
    }

    public convenience init(primaryAction: UIAction?) {
        self.init(type: .system)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public override init(frame: CGRect) {
        titleLabel = UILabel()
        imageView = UIImageView()
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        titleLabel = UILabel()
        imageView = UIImageView()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        if let imageView {
            imageView.isUserInteractionEnabled = false
            addSubview(imageView)
        }
        if let titleLabel {
            titleLabel.textAlignment = .center
            addSubview(titleLabel)
        }
        stateChanged()
    }

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; stateChanged() }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color; stateChanged() }
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor)
    }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; stateChanged() }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image; stateChanged() }
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .systemBlue }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    override func stateChanged() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        titleLabel?.text = currentTitle
        titleLabel?.textColor = currentTitleColor
        imageView?.image = currentImage
        backgroundView.image = currentBackgroundImage
        // A system button dims while pressed.
        let dim: CGFloat = buttonType == .system && isHighlighted ? 0.4 : 1
        titleLabel?.alpha = dim
        imageView?.alpha = dim
        CATransaction.commit()
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        stateChanged()
    }

    /// The image, then the title, centred together; the background image
    /// fills the button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgroundView.frame = b
        let imageSize = currentImage?.size ?? .zero
        let titleSize = (currentTitle?.isEmpty ?? true) ? .zero : (titleLabel?.sizeThatFits(b.size) ?? .zero)
        let gap: CGFloat = imageSize.width > 0 && titleSize.width > 0 ? 4 : 0
        let total = min(imageSize.width + gap + titleSize.width, b.width)
        var x = b.midX - total / 2
        imageView?.frame = CGRect(x: x, y: b.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        x += imageSize.width + gap
        titleLabel?.frame = CGRect(x: x, y: b.minY, width: max(0, b.maxX - x - (b.width - total) / 2), height: b.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let imageSize = currentImage?.size ?? .zero
        let titleSize = titleLabel?.sizeThatFits(size) ?? .zero
        return CGSize(width: imageSize.width + titleSize.width + 20, height: max(imageSize.height, titleSize.height) + 12)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) }
}

/// A slider: a thumb dragged along a track, sending `.valueChanged`.
open class UISlider: UIControl {
    open var minimumValue: Float = 0 { didSet { layoutThumb() } }
    open var maximumValue: Float = 1 { didSet { layoutThumb() } }
    open var value: Float = 0 { didSet { layoutThumb() } }
    private let track = CALayer(), fill = CALayer(), thumb = CALayer()

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
        track.backgroundColor = UIColor(white: 0.85, alpha: 1).cgColor
        fill.backgroundColor = UIColor.systemBlue.cgColor
        thumb.backgroundColor = UIColor.white.cgColor
        thumb.shadowOpacity = 0.25
        thumb.shadowRadius = 3
        thumb.shadowOffset = CGSize(width: 0, height: 2)
        thumb.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
        thumb.borderWidth = 0.5
        for l in [track, fill, thumb] { layer.addSublayer(l) }
        CATransaction.commit()
    }

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    private var fraction: CGFloat {
        let span = maximumValue - minimumValue
        guard span > 0, value.isFinite else { return 0 }
        return CGFloat(min(max((value - minimumValue) / span, 0), 1))
    }

    private func layoutThumb() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let b = bounds, d: CGFloat = 26
        let x = d / 2 + (b.width - d) * fraction
        track.frame = CGRect(x: d / 2, y: b.midY - 2, width: max(0, b.width - d), height: 4)
        track.cornerRadius = 2
        fill.frame = CGRect(x: d / 2, y: b.midY - 2, width: max(0, x - d / 2), height: 4)
        fill.cornerRadius = 2
        thumb.frame = CGRect(x: x - d / 2, y: b.midY - d / 2, width: d, height: d)
        thumb.cornerRadius = d / 2
        CATransaction.commit()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutThumb()
    }

    private func track(_ touches: Set<UITouch>) {
        guard let t = touches.first else { return }
        let d: CGFloat = 26, x = t.location(in: self).x
        let f = Float(min(max((x - d / 2) / max(bounds.width - d, 1), 0), 1))
        let v = minimumValue + f * (maximumValue - minimumValue)
        if v != value {
            value = v
            sendActions(for: .valueChanged)
        }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        track(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        track(touches)
    }
}
