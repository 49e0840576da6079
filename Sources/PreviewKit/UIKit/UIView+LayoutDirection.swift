/// Left-to-right and right-to-left layout, and what a view's text size
/// limits say. Quartzite lays everything out left to right unless a view
/// asks for right to left.
extension UIView {
    /// The direction a view with `attribute` lays its content out in:
    /// right to left only for `.forceRightToLeft` (the app's language is
    /// read left to right here).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction this view lays its content out in.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// `appliedContentSizeCategoryLimitsDescription`'s text (in the class
    /// body, where a subclass can override it, as MarqueeLabel does).
    var contentSizeLimitsDescription: String {
        minimumContentSizeCategory == nil && maximumContentSizeCategory == nil ? "No limits"
            : "\(minimumContentSizeCategory?.rawValue ?? "none") ... \(maximumContentSizeCategory?.rawValue ?? "none")"
    }
}
