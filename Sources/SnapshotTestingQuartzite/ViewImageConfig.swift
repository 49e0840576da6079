import UIKit

/// A device a view controller is drawn as (swift-snapshot-testing's
/// `ViewImageConfig`, which it declares for iOS only): the screen's size in
/// points, the insets its notch, status bar and home indicator leave (the
/// window's `safeAreaInsets`) and its traits. The screen's scale is not
/// part of it: as on iOS, it is the screen's (`UIScreen.main.scale`, which
/// `withScreenScale(_:operation:)` or `SIMULATOR_MAIN_SCREEN_SCALE` sets
/// for a test), unless the snapshot's `traits` give a `displayScale`.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone in `orientation` from its screen: the portrait size, the
    /// safe area in each orientation.
    private static func phone(_ phone: PhoneScreen, _ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: phone.portraitSafeArea, size: phone.size, traits: phone.traits(orientation))
        case .landscape:
            return ViewImageConfig(safeArea: phone.landscapeSafeArea,
                                   size: CGSize(width: phone.size.height, height: phone.size.width),
                                   traits: phone.traits(orientation))
        }
    }

    /// A tablet in `orientation`, sharing the screen with another app as
    /// `orientation` says.
    private static func tablet(_ tablet: TabletScreen, _ orientation: TabletOrientation) -> ViewImageConfig {
        let (width, height, compact): (CGFloat, CGFloat, Bool)
        switch orientation {
        case .landscape(let split):
            let widths = tablet.landscapeWidths
            switch split {
            case .oneThird: (width, compact) = (widths.oneThird, true)
            case .oneHalf: (width, compact) = (widths.oneHalf, tablet.halfIsCompact)
            case .twoThirds: (width, compact) = (widths.twoThirds, false)
            case .full: (width, compact) = (tablet.size.height, false)
            }
            height = tablet.size.width
        case .portrait(let split):
            switch split {
            case .oneThird: (width, compact) = (tablet.portraitWidths.oneThird, true)
            case .twoThirds: (width, compact) = (tablet.portraitWidths.twoThirds, true)
            case .full: (width, compact) = (tablet.size.width, false)
            }
            height = tablet.size.height
        }
        return ViewImageConfig(safeArea: tablet.safeArea, size: CGSize(width: width, height: height),
                               traits: compact ? .iPadCompactSplitView : .iPad)
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { phone(.se, orientation) }
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { phone(.eight, orientation) }
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig { phone(.eightPlus, orientation) }
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { phone(.x, orientation) }
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig { phone(.xsMax, orientation) }
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { phone(.xr, orientation) }
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { phone(.twelve, orientation) }
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { phone(.twelve, orientation) }
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig { phone(.twelveProMax, orientation) }
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { phone(.twelve, orientation) }
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig { phone(.thirteenMini, orientation) }
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { phone(.twelve, orientation) }
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { phone(.twelveProMax, orientation) }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(.full(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.mini, orientation) }
    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(.full(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.tenTwo, orientation) }
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(.full(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.pro10_5, orientation) }
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(.full(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.pro11, orientation) }
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(.full(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.pro12_9, orientation) }
}

extension ViewImageConfig.TabletOrientation {
    /// The whole screen in `orientation`.
    fileprivate static func full(_ orientation: ViewImageConfig.Orientation) -> Self {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
}

/// A phone's screen in points, portrait, and what its notch or status bar
/// and home indicator cover in each orientation.
private struct PhoneScreen {
    var size: CGSize
    var portraitSafeArea: UIEdgeInsets
    var landscapeSafeArea: UIEdgeInsets
    /// Plus and Max phones are regular-width in landscape.
    var regularInLandscape = false
    var forceTouch = UIForceTouchCapability.available

    func traits(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        let landscape = orientation == .landscape
        return UITraitCollection(traitsFrom: [
            .init(forceTouchCapability: forceTouch), .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium), .init(userInterfaceIdiom: .phone),
            .init(horizontalSizeClass: landscape && regularInLandscape ? .regular : .compact),
            .init(verticalSizeClass: landscape ? .compact : .regular),
        ])
    }

    static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    static let notch44 = (UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    static let notch47 = (UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    static let se = PhoneScreen(size: CGSize(width: 320, height: 568), portraitSafeArea: statusBar, landscapeSafeArea: .zero)
    static let eight = PhoneScreen(size: CGSize(width: 375, height: 667), portraitSafeArea: statusBar, landscapeSafeArea: .zero)
    static let eightPlus = PhoneScreen(size: CGSize(width: 414, height: 736), portraitSafeArea: statusBar,
                                       landscapeSafeArea: .zero, regularInLandscape: true)
    static let x = PhoneScreen(size: CGSize(width: 375, height: 812), portraitSafeArea: notch44.0, landscapeSafeArea: notch44.1)
    static let xsMax = PhoneScreen(size: CGSize(width: 414, height: 896), portraitSafeArea: notch44.0,
                                   landscapeSafeArea: notch44.1, regularInLandscape: true)
    static let xr = PhoneScreen(size: CGSize(width: 414, height: 896), portraitSafeArea: notch44.0,
                                landscapeSafeArea: notch44.1, regularInLandscape: true, forceTouch: .unavailable)
    static let twelve = PhoneScreen(size: CGSize(width: 390, height: 844), portraitSafeArea: notch47.0, landscapeSafeArea: notch47.1)
    static let twelveProMax = PhoneScreen(size: CGSize(width: 428, height: 926), portraitSafeArea: notch47.0,
                                          landscapeSafeArea: notch47.1, regularInLandscape: true)
    static let thirteenMini = PhoneScreen(size: CGSize(width: 375, height: 812),
                                          portraitSafeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
                                          landscapeSafeArea: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
}

/// A tablet's screen in points, portrait, the widths an app has in split
/// view, and its status bar.
private struct TabletScreen {
    var size: CGSize
    var landscapeWidths: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat)
    var portraitWidths: (oneThird: CGFloat, twoThirds: CGFloat)
    var safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    /// Half the 12.9-inch iPad Pro's landscape screen is still regular-width.
    var halfIsCompact = true

    static let mini = TabletScreen(size: CGSize(width: 768, height: 1024), landscapeWidths: (320, 507, 694),
                                   portraitWidths: (320, 438))
    static let tenTwo = TabletScreen(size: CGSize(width: 810, height: 1080), landscapeWidths: (320, 535, 750),
                                     portraitWidths: (320, 480))
    static let pro10_5 = TabletScreen(size: CGSize(width: 834, height: 1112), landscapeWidths: (320, 551, 782),
                                      portraitWidths: (320, 504))
    static let pro11 = TabletScreen(size: CGSize(width: 834, height: 1194), landscapeWidths: (375, 592, 809),
                                    portraitWidths: (320, 504), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    static let pro12_9 = TabletScreen(size: CGSize(width: 1024, height: 1366), landscapeWidths: (375, 678, 981),
                                      portraitWidths: (375, 639), halfIsCompact: false)
}

/// The devices' traits, as swift-snapshot-testing names them.
extension UITraitCollection {
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.se.traits(orientation) }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.eight.traits(orientation) }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.eightPlus.traits(orientation) }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.x.traits(orientation) }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.xsMax.traits(orientation) }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.xr.traits(orientation) }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.twelve.traits(orientation) }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.twelveProMax.traits(orientation) }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.twelve.traits(orientation) }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.twelveProMax.traits(orientation) }
    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView

    /// A tablet's traits: regular both ways.
    fileprivate static let iPad = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])
    /// A tablet's traits in a narrow split view: compact-width.
    fileprivate static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])
}
