import Foundation
import QuartzCore

/// A view that shows a visual effect (Apple's `UIVisualEffectView`): with
/// a `UIBlurEffect`, what is behind it blurred, its colour saturated and
/// tinted, as frosted glass; with a `UIVibrancyEffect`, its content made
/// to read over a blur. Put content in `contentView`, not in the view.
///
/// Its layers are as iOS builds them: a backdrop view (the blur of what
/// is behind), a tint view over it, and the content view on top, each
/// filling the view. `effect` animates in UIKit's animation blocks and
/// property animators: set from nil to a blur inside
/// `UIView.animate(withDuration:animations:)`, the blur's radius grows
/// from 0 and the tint fades in, and an animator's `fractionComplete`
/// holds it part way (the usual way to get a lighter blur).
open class UIVisualEffectView: UIView, @unchecked Sendable {
    /// The effect shown; nil shows what is behind as it is. Animatable.
    open var effect: UIVisualEffect? {
        get { currentEffect }
        set {
            currentEffect = newValue?.copy() as? UIVisualEffect
            applyEffect()
        }
    }
    private var currentEffect: UIVisualEffect?

    /// The view content goes in, drawn over the effect.
    open var contentView: UIView { content }
    // Made before UIView's initialiser builds the content (`_buildContent`).
    private let content = UIView()
    private let backdrop = _BackdropView()
    private let tint = UIView()

    /// A view showing `effect` (nil: none yet).
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        UIView.performWithoutAnimation { self.effect = effect }
    }

    /// A view with no effect at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view from an archive, with no effect (nothing is read from `coder`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func _buildContent() {
        super._buildContent()
        for v in [backdrop, tint, content] {
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(v)
        }
        tint.isUserInteractionEnabled = false
        backdrop.isUserInteractionEnabled = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for v in [backdrop, tint, content] where v.frame != bounds { v.frame = bounds }
    }

    /// A blur's style follows the interface style (light or dark).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyEffect()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        applyEffect()
    }

    /// Sets the backdrop's blur, the tint and the content's opacity for
    /// the effect (inside an animation block, each animates).
    private func applyEffect() {
        let dark = traitCollection.userInterfaceStyle == .dark
        var material = _BlurMaterial.none
        var contentAlpha: CGFloat = 1
        switch currentEffect {
        case let blur as UIBlurEffect:
            material = _BlurMaterial.of(blur.style, dark: dark)
        case let vibrancy as UIVibrancyEffect:
            contentAlpha = vibrancy.contentAlpha
        default:
            break
        }
        let layer = backdrop.backdropLayer
        if layer.blurRadius != material.blurRadius { layer.blurRadius = material.blurRadius }
        if layer.saturation != material.saturation { layer.saturation = material.saturation }
        // Without an effect the tint fades out in its own grey, not
        // towards black.
        let shown = material == .none ? _BlurMaterial(blurRadius: 0, saturation: 1, white: tintWhite, alpha: 0) : material
        tintWhite = shown.white
        let color = shown.tint
        if tint.backgroundColor != color { tint.backgroundColor = color }
        if content.alpha != contentAlpha { content.alpha = contentAlpha }
    }
    private var tintWhite: CGFloat = 1
}

/// The view under a visual effect whose layer blurs what is behind it.
final class _BackdropView: UIView, @unchecked Sendable {
    override class var layerClass: AnyClass { _BackdropLayer.self }
    var backdropLayer: _BackdropLayer { layer as! _BackdropLayer }
}
