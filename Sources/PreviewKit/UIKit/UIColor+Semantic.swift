// The rest of UIKit's system and semantic colours, with their values in
// the light appearance (the only one here).

extension UIColor {
    private static func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// The system brown (162, 132, 94).
    public static var systemBrown: UIColor { rgb255(162, 132, 94) }
    /// The system cyan (50, 173, 230).
    public static var systemCyan: UIColor { rgb255(50, 173, 230) }
    /// The system mint (0, 199, 190).
    public static var systemMint: UIColor { rgb255(0, 199, 190) }
    /// The second system grey (174, 174, 178).
    public static var systemGray2: UIColor { rgb255(174, 174, 178) }
    /// The third system grey (199, 199, 204).
    public static var systemGray3: UIColor { rgb255(199, 199, 204) }
    /// The fourth system grey (209, 209, 214).
    public static var systemGray4: UIColor { rgb255(209, 209, 214) }
    /// The fifth system grey (229, 229, 234).
    public static var systemGray5: UIColor { rgb255(229, 229, 234) }
    /// The lightest system grey (242, 242, 247).
    public static var systemGray6: UIColor { rgb255(242, 242, 247) }

    /// Secondary text: dark grey at 60%.
    public static var secondaryLabel: UIColor { rgb255(60, 60, 67, 0.6) }
    /// Tertiary text: dark grey at 30%.
    public static var tertiaryLabel: UIColor { rgb255(60, 60, 67, 0.3) }
    /// Quaternary text: dark grey at 18%.
    public static var quaternaryLabel: UIColor { rgb255(60, 60, 67, 0.18) }
    /// Placeholder text in fields: dark grey at 30%.
    public static var placeholderText: UIColor { rgb255(60, 60, 67, 0.3) }
    /// Links: the system blue.
    public static var link: UIColor { rgb255(0, 122, 255) }
    /// Thin lines between content: dark grey at 29%.
    public static var separator: UIColor { rgb255(60, 60, 67, 0.29) }
    /// Separators that hide what is below: (198, 198, 200).
    public static var opaqueSeparator: UIColor { rgb255(198, 198, 200) }

    /// The background of content over `systemBackground`: (242, 242, 247).
    public static var secondarySystemBackground: UIColor { rgb255(242, 242, 247) }
    /// The background of content over the secondary one: white.
    public static var tertiarySystemBackground: UIColor { .white }
    /// The background of grouped content (a settings screen): (242, 242, 247).
    public static var systemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    /// The grouped table background before iOS 13 (deprecated there;
    /// `systemGroupedBackground`'s light colour).
    public static var groupTableViewBackground: UIColor { rgb255(242, 242, 247) }
    /// Groups over the grouped background: white.
    public static var secondarySystemGroupedBackground: UIColor { .white }
    /// Content in groups: (242, 242, 247).
    public static var tertiarySystemGroupedBackground: UIColor { rgb255(242, 242, 247) }

    /// Fills of thin shapes (a slider's track): grey at 20%.
    public static var systemFill: UIColor { rgb255(120, 120, 128, 0.2) }
    /// Fills of medium shapes (a switch's background): grey at 16%.
    public static var secondarySystemFill: UIColor { rgb255(120, 120, 128, 0.16) }
    /// Fills of large shapes (a field): grey at 12%.
    public static var tertiarySystemFill: UIColor { rgb255(118, 118, 128, 0.12) }
    /// Fills of large areas with complex content: grey at 8%.
    public static var quaternarySystemFill: UIColor { rgb255(116, 116, 128, 0.08) }

    /// Text over dark backgrounds: white at 60%.
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Text over light backgrounds: black.
    public static var darkText: UIColor { .black }
}
