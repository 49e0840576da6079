/// UIKit's toolbar (Apple's `UIToolbar`), as animation code meets it: a
/// view with a bar's translucent material behind its content, which HUD
/// and banner libraries use as a frosted background. The material is a
/// tint here, without the blur of what lies behind (see
/// `UIVisualEffectView`); it is drawn over the view's `backgroundColor`.
/// Bar button items are not shown.
open class UIToolbar: UIView {
    /// Light or dark. Default `.default`.
    open var barStyle: UIBarStyle = .default { didSet { applyMaterial() } }
    /// Whether the bar lets what is behind it show through. Default true.
    open var isTranslucent = true { didSet { applyMaterial() } }
    /// The bar's colour in place of its material's. Default nil.
    open var barTintColor: UIColor? { didSet { applyMaterial() } }

    private let material = CALayer()

    override func _buildContent() {
        super._buildContent()
        CATransaction.withoutActions {
            layer.insertSublayer(material, at: 0)
        }
        applyMaterial()
    }

    private func applyMaterial() {
        let alpha: CGFloat = isTranslucent ? 0.8 : 1
        let colour = barTintColor?.withAlphaComponent(alpha)
            ?? (barStyle == .black ? UIColor(white: 0.11, alpha: alpha) : UIColor(white: 0.97, alpha: alpha))
        CATransaction.withoutActions {
            material.backgroundColor = colour.cgColor
        }
    }

    /// The material fills the bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.withoutActions {
            material.frame = layer.bounds
            material.cornerRadius = layer.cornerRadius
        }
    }

    /// A bar's height: 44 points, as wide as it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}
