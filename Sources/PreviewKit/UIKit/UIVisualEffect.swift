import Foundation

/// A visual effect a `UIVisualEffectView` shows (Apple's `UIVisualEffect`):
/// a blur of what is behind it, or vibrancy for content over a blur.
/// Effects are values: two of the same kind and style are equal.
open class UIVisualEffect: NSObject, NSCopying, @unchecked Sendable {
    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A blur of what is behind the effect view, in one of UIKit's styles
/// (Apple's `UIBlurEffect`).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The style it was made with.
    package let style: Style

    /// A blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        style = .regular
        super.init(coder: coder)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIBlurEffect)?.style == style
    }

    open override var hash: Int { style.rawValue }
}

/// Content over a blur made vivid by it (Apple's `UIVibrancyEffect`): put
/// in the `contentView` of a `UIVisualEffectView` of this effect, itself
/// in a blur's content view.
///
/// On iOS the content is blended with the blurred backdrop (a colour
/// dodge that makes it glow). Here it is drawn over it at the style's
/// opacity, tinted by the blur's lightness: the same legibility, without
/// the glow.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur it is for.
    package let blurEffect: UIBlurEffect
    /// How strongly the content shows.
    package let vibrancyStyle: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy of `style` for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        vibrancyStyle = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        blurEffect = UIBlurEffect(style: .regular)
        vibrancyStyle = .label
        super.init(coder: coder)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIVibrancyEffect else { return false }
        return o.blurEffect.style == blurEffect.style && o.vibrancyStyle == vibrancyStyle
    }

    open override var hash: Int { blurEffect.style.rawValue << 8 | vibrancyStyle.rawValue }

    /// How opaque the content is drawn, by style.
    package var contentAlpha: CGFloat {
        switch vibrancyStyle {
        case .label, .fill: 1
        case .secondaryLabel, .secondaryFill: 0.6
        case .tertiaryLabel, .tertiaryFill: 0.3
        case .quaternaryLabel, .separator: 0.18
        }
    }
}
