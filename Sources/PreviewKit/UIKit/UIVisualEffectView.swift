/// A visual effect (Apple's `UIVisualEffect`).
open class UIVisualEffect: NSObject {}

/// A blurred material (Apple's `UIBlurEffect`). Here the view behind is
/// not blurred: the material is drawn as its translucent tint, which keeps
/// text over it readable as the real material does.
open class UIBlurEffect: UIVisualEffect {
    /// The material.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The tint the material is drawn as: light materials whiten, dark ones
    /// darken, thicker ones more.
    var tint: UIColor {
        switch style {
        case .dark: return UIColor(white: 0.11, alpha: 0.73)
        case .systemUltraThinMaterialDark: return UIColor(white: 0.1, alpha: 0.35)
        case .systemThinMaterialDark: return UIColor(white: 0.1, alpha: 0.55)
        case .systemMaterialDark, .systemChromeMaterialDark: return UIColor(white: 0.11, alpha: 0.72)
        case .systemThickMaterialDark: return UIColor(white: 0.1, alpha: 0.85)
        case .extraLight: return UIColor(white: 0.97, alpha: 0.8)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return UIColor(white: 0.98, alpha: 0.35)
        case .systemThinMaterial, .systemThinMaterialLight: return UIColor(white: 0.98, alpha: 0.55)
        case .systemThickMaterial, .systemThickMaterialLight, .prominent: return UIColor(white: 0.98, alpha: 0.85)
        default: return UIColor(white: 0.98, alpha: 0.7)
        }
    }
}

/// Content made to stand out over a blur (Apple's `UIVibrancyEffect`):
/// drawn as it is here.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on.
    public let blurEffect: UIBlurEffect

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// A view showing an effect behind its content (Apple's
/// `UIVisualEffectView`): subviews go in `contentView`. Setting `effect`
/// inside an animation block fades the material in or out.
open class UIVisualEffectView: UIView {
    /// Where subviews go.
    public let contentView = UIView()
    /// The effect; nil shows nothing.
    open var effect: UIVisualEffect? { didSet { applyEffect() } }

    /// A view with `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    /// A view with no effect at `frame`.
    public override init(frame: CGRect) {
        effect = nil
        super.init(frame: frame)
    }

    /// A view from an archive, with no effect (nothing is read from `coder`).
    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
    }

    override func _buildContent() {
        super._buildContent()
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.frame = bounds
        addSubview(contentView)
        UIView.performWithoutAnimation { applyEffect() }
    }

    private func applyEffect() {
        backgroundColor = (effect as? UIBlurEffect)?.tint ?? .clear
    }

    /// The content view fills the effect view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
