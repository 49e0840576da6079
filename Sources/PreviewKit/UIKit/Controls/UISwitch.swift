/// UIKit's on/off switch (Apple's `UISwitch`): 51 by 31 points, a white
/// knob that slides across a track filled green when on. A tap flips it
/// (animated) and sends `.valueChanged`.
open class UISwitch: UIControl {
    /// Whether it is on. Setting it moves the knob at once.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on. Default the system green.
    open var onTintColor: UIColor? { didSet { recolour() } }
    /// The knob's colour. Default white.
    open var thumbTintColor: UIColor? { didSet { recolour() } }

    private var on = false
    private let track = CALayer(), knob = CALayer()
    private static let size = CGSize(width: 51, height: 31)

    /// A switch, off, 51 by 31 points at `frame`'s origin.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// A switch from an archive (nothing is read from `coder`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func _buildContent() {
        super._buildContent()
        CATransaction.withoutActions {
            layer.addSublayer(track)
            layer.addSublayer(knob)
            knob.shadowOpacity = 0.2
            knob.shadowRadius = 2
            knob.shadowOffset = CGSize(width: 0, height: 2)
            // Laid out now as well as in layoutSubviews: a subclass that
            // overrides layoutSubviews without calling super (as
            // RAMPaperSwitch does) still has a track and a knob, as UIKit's
            // switch, whose parts are its own, does.
            layoutParts()
        }
        recolour()
    }

    private func recolour() {
        CATransaction.withoutActions {
            track.backgroundColor = (on ? (onTintColor ?? .systemGreen) : UIColor(white: 0.9, alpha: 1)).cgColor
            knob.backgroundColor = (thumbTintColor ?? .white).cgColor
        }
    }

    /// Sets `isOn`; with `animated` the knob slides and the track fades
    /// over a quarter second.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        CATransaction.begin()
        if animated { CATransaction.setAnimationDuration(0.25) } else { CATransaction.setDisableActions(true) }
        track.backgroundColor = (on ? (onTintColor ?? .systemGreen) : UIColor(white: 0.9, alpha: 1)).cgColor
        placeKnob()
        CATransaction.commit()
    }

    private func placeKnob() {
        let b = bounds, d = b.height - 4
        knob.frame = CGRect(x: on ? b.width - d - 2 : 2, y: 2, width: d, height: d)
        knob.cornerRadius = d / 2
    }

    /// Sizes the track and places the knob.
    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.withoutActions {
            layoutParts()
        }
    }

    private func layoutParts() {
        track.frame = bounds
        track.cornerRadius = bounds.height / 2
        placeKnob()
    }

    /// 51 by 31 points, whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }
    /// 51 by 31 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// A touch lifted inside flips the switch and sends `.valueChanged`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        super.touchesEnded(touches, with: event)
        guard inside, isEnabled else { return }
        setOn(!on, animated: true)
        sendActions(for: .valueChanged)
    }
}
