/// UIKit's control: a view that sends actions for events. Linux has no
/// selectors, so actions are `UIAction`s (UIKit's closure form since
/// iOS 14): `addAction(_:for:)`.
open class UIControl: UIView {
    private var actions: [(action: UIAction, events: Event)] = []
    /// Whether the control responds to touches. Default true; a disabled one
    /// ignores them and its state holds `.disabled`.
    open var isEnabled = true { didSet { stateChanged() } }
    /// Whether the control is selected. Default false.
    open var isSelected = false { didSet { stateChanged() } }
    /// Whether a touch is down on the control; touches set it. Default false.
    open var isHighlighted = false { didSet { stateChanged() } }
    /// The state the control's flags add up to.
    open var state: State {
        var s = State.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Runs `action` whenever any of `controlEvents` happens; UIKit's closure form,
    /// as Linux has no target/selector actions.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for exactly the events it was added for.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Runs the handlers of every action added for any of `controlEvents`, in
    /// the order they were added.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.intersection(controlEvents).isEmpty {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
    }

    /// Subclasses show the state (pressed, selected, disabled).
    func stateChanged() {}

    /// Whether any action was added for one of `controlEvents`.
    func hasActions(for controlEvents: Event) -> Bool {
        actions.contains { !$0.events.intersection(controlEvents).isEmpty }
    }

    /// Whether a touch lifting inside triggers the control's primary
    /// action (a button's; a text field's is the return key).
    var touchUpIsPrimaryAction: Bool { true }

    /// Whether the control is following a touch it began tracking.
    open private(set) var isTracking = false
    /// Whether the touch being tracked is within the control's bounds (and
    /// their 20-point margin).
    open private(set) var isTouchInside = false

    /// A touch went down in the control: return false to stop following
    /// it. UIKit's tracking hook; true by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved: return false to stop following it. True by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted. Does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was taken away. Does nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    /// A touch went down: highlights the control, sends `.touchDown` and
    /// begins tracking (nothing when disabled).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let t = touches.first else { return }
        isHighlighted = true
        isTouchInside = true
        isTracking = beginTracking(t, with: event)
        sendActions(for: .touchDown)
    }

    /// A touch moved: the control stays highlighted while the touch is within
    /// 20 points of its bounds.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let t = touches.first else { return }
        isTouchInside = bounds.insetBy(dx: -20, dy: -20).contains(t.location(in: self))
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(t, with: event) }
    }

    /// A touch lifted: sends `.touchUpInside` and `.primaryActionTriggered` within
    /// 20 points of the bounds, `.touchUpOutside` beyond.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let t = touches.first else { return }
        isHighlighted = false
        isTouchInside = bounds.insetBy(dx: -20, dy: -20).contains(t.location(in: self))
        if isTracking { endTracking(t, with: event) }
        isTracking = false
        sendActions(for: isTouchInside ? (touchUpIsPrimaryAction ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside)
                                       : .touchUpOutside)
    }

    /// The touch was taken away: unhighlights and sends `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        sendActions(for: .touchCancel)
    }
}

/// An action with a title and a handler (UIKit's `UIAction`).
open class UIAction: NSObject {
    /// The action's title; a button made from the action shows it. Default empty.
    open var title: String
    /// The control running the action, while its handler runs; nil otherwise.
    open internal(set) var sender: Any?
    let handler: (UIAction) -> Void

    /// An action running `handler`, with the action itself, when its event happens.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

/// A button: a title and an image, each per control state, over an
/// optional background image; its primary action runs when a touch lifts
/// inside it.
open class UIButton: UIControl {
    /// The label showing the current title, laid out after the image.
    public let titleLabel: UILabel?
    /// The image view showing the current image, before the title.
    public let imageView: UIImageView?
    /// The kind of button it was made as: `.custom` for one made with a
    /// frame (white title, no tint), as UIKit's `UIButton(frame:)` makes it.
    public private(set) var buttonType: ButtonType = .custom
    private let backgroundView = UIImageView()
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// A button of `buttonType`, with no title or image yet.
    public init(type buttonType: ButtonType) {
        titleLabel = UILabel()
        imageView = UIImageView()
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// A system button titled with `primaryAction`'s title that runs it when
    /// tapped (`.primaryActionTriggered`).
    public convenience init(primaryAction: UIAction?) {
        self.init(type: .system)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button with `frame`, of type `.custom` (as UIKit's: a subclass
    /// made with a frame draws its title white unless told otherwise).
    public override init(frame: CGRect) {
        titleLabel = UILabel()
        imageView = UIImageView()
        super.init(frame: frame)
    }

    /// A button from an archive (nothing is read from `coder`).
    public required init?(coder: NSCoder) {
        titleLabel = UILabel()
        imageView = UIImageView()
        super.init(coder: coder)
    }

    override func _buildContent() {
        super._buildContent()
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

    /// Sets the title for `state` (nil removes it, falling back to `.normal`'s).
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; stateChanged() }
    /// The title for `state`, or for `.normal` when it has none.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    /// Sets the styled title for `state`, shown in place of the plain
    /// title (nil removes it).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title; stateChanged()
    }
    /// The styled title for `state`, or for `.normal` when it has none.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }
    /// Sets the title colour for `state` (nil removes it).
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color; stateChanged() }
    /// The title colour for `state`, else `.normal`'s, else white for a custom
    /// button and the tint colour for the others.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor)
    }
    /// Sets the image for `state` (nil removes it).
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; stateChanged() }
    /// The image for `state`, or for `.normal` when it has none.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    /// Sets the background image for `state`, which fills the button (nil removes it).
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image; stateChanged() }
    /// The background image for `state`, or for `.normal` when it has none.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The title shown in the current state.
    open var currentTitle: String? { title(for: state) }
    /// The styled title shown in the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour in the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .systemBlue }
    /// The image shown in the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown in the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    override func stateChanged() {
        CATransaction.withoutActions {
            titleLabel?.textColor = currentTitleColor
            titleLabel?.attributedText = currentAttributedTitle
            titleLabel?.text = currentTitle
            imageView?.image = currentImage
            backgroundView.image = currentBackgroundImage
            // A system button dims while pressed.
            let dim: CGFloat = buttonType == .system && isHighlighted ? 0.4 : 1
            titleLabel?.alpha = dim
            imageView?.alpha = dim
        }
        setNeedsLayout()
    }

    /// Called when the tint colour changes: a system button retints its title.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        stateChanged()
    }

    /// Room kept around the image and title, inside the bounds. Default zero.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// Room kept around the title (moves it by the difference of opposite insets).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Room kept around the image (moves it by the difference of opposite insets).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// The image, then the title, centred together inside the content
    /// insets; the background image fills the button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds.inset(by: contentEdgeInsets)
        backgroundView.frame = b
        let imageSize = currentImage?.size ?? .zero
        let titleSize = (currentTitle?.isEmpty ?? true) ? .zero : (titleLabel?.sizeThatFits(b.size) ?? .zero)
        let gap: CGFloat = imageSize.width > 0 && titleSize.width > 0 ? 4 : 0
        let total = min(imageSize.width + gap + titleSize.width, b.width)
        var x = b.midX - total / 2
        func shifted(_ r: CGRect, _ i: UIEdgeInsets) -> CGRect { r.offsetBy(dx: (i.left - i.right) / 2, dy: (i.top - i.bottom) / 2) }
        imageView?.frame = shifted(CGRect(x: x, y: b.midY - imageSize.height / 2, width: imageSize.width,
                                          height: imageSize.height), imageEdgeInsets)
        x += imageSize.width + gap
        titleLabel?.frame = shifted(CGRect(x: x, y: b.minY, width: max(0, b.maxX - x - (b.width - total) / 2),
                                           height: b.height), titleEdgeInsets)
    }

    /// The image and title side by side, plus the content insets (20 points
    /// of width and 12 of height when there are none).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let imageSize = currentImage?.size ?? .zero
        let titleSize = titleLabel?.sizeThatFits(size) ?? .zero
        let i = contentEdgeInsets
        let pad = i == .zero ? CGSize(width: 20, height: 12) : CGSize(width: i.left + i.right, height: i.top + i.bottom)
        return CGSize(width: imageSize.width + titleSize.width + pad.width, height: max(imageSize.height, titleSize.height) + pad.height)
    }

    /// The size that fits the image and title unconstrained, with padding.
    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) }
}

/// A slider: a thumb dragged along a track, sending `.valueChanged`.
open class UISlider: UIControl {
    /// The value at the left end of the track. Default 0.
    open var minimumValue: Float = 0 { didSet { layoutThumb() } }
    /// The value at the right end of the track. Default 1.
    open var maximumValue: Float = 1 { didSet { layoutThumb() } }
    /// The current value. Default 0; not clamped, but the thumb stops at the
    /// ends of the track. Changes move the thumb at once, not animated.
    open var value: Float = 0 { didSet { layoutThumb() } }
    private let track = CALayer(), fill = CALayer(), thumb = CALayer()

    override func _buildContent() {
        super._buildContent()
        CATransaction.withoutActions {
            track.backgroundColor = UIColor(white: 0.85, alpha: 1).cgColor
            fill.backgroundColor = UIColor.systemBlue.cgColor
            thumb.backgroundColor = UIColor.white.cgColor
            thumb.shadowOpacity = 0.25
            thumb.shadowRadius = 3
            thumb.shadowOffset = CGSize(width: 0, height: 2)
            thumb.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
            thumb.borderWidth = 0.5
            for l in [track, fill, thumb] { layer.addSublayer(l) }
        }
    }

    /// Sets `value`; the thumb jumps there (`animated` is not honoured here).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    private var fraction: CGFloat {
        let span = maximumValue - minimumValue
        guard span > 0, value.isFinite else { return 0 }
        return CGFloat(min(max((value - minimumValue) / span, 0), 1))
    }

    private func layoutThumb() {
        CATransaction.withoutActions {
            let b = bounds, d: CGFloat = 26
            let x = d / 2 + (b.width - d) * fraction
            track.frame = CGRect(x: d / 2, y: b.midY - 2, width: max(0, b.width - d), height: 4)
            track.cornerRadius = 2
            fill.frame = CGRect(x: d / 2, y: b.midY - 2, width: max(0, x - d / 2), height: 4)
            fill.cornerRadius = 2
            thumb.frame = CGRect(x: x - d / 2, y: b.midY - d / 2, width: d, height: d)
            thumb.cornerRadius = d / 2
        }
    }

    /// Lays out the track and thumb to the bounds and the value.
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

    /// A touch went down: the value jumps to the touch and `.valueChanged` is sent.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        track(touches)
    }

    /// A touch moved: the value follows it, sending `.valueChanged` when it changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        track(touches)
    }
}
