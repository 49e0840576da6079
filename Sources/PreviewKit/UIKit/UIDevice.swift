import Foundation

/// The device the app runs on: here the Linux desktop. Its idiom is the
/// trait collection's (`.mac`), it stands upright (`.portrait`, as
/// `UIApplication.statusBarOrientation` says) and never turns, and it
/// reports no battery.
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    /// The machine's host name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// The kind of device: `"Linux"`.
    open var model: String { "Linux" }
    /// The kind of device, in the user's language.
    open var localizedModel: String { model }
    /// The operating system's name: `"Linux"`.
    open var systemName: String { "Linux" }
    /// The kernel's version, as `major.minor.patch`.
    open var systemVersion: String {
        let v = ProcessInfo.processInfo.operatingSystemVersion
        return "\(v.majorVersion).\(v.minorVersion).\(v.patchVersion)"
    }
    /// The interface idiom: `.mac`, as `UITraitCollection.current` has it.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .mac }
    /// How the device is held: `.portrait`, always.
    open var orientation: UIDeviceOrientation { .portrait }
    /// Whether orientation notifications are on (they would never come).
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }
    /// Several apps can run at once.
    open var isMultitaskingSupported: Bool { true }
    /// An identifier for this machine, the same for every run of the
    /// program on it (from `/etc/machine-id` when there is one).
    open var identifierForVendor: UUID? { Self.machineUUID }
    /// Whether battery monitoring is on. Default false.
    open var isBatteryMonitoringEnabled = false
    /// The battery's charge, 0...1: −1, as for a device that has none.
    open var batteryLevel: Float { -1 }
    /// The battery's state: `.unknown`.
    open var batteryState: BatteryState { .unknown }
    /// Whether the proximity sensor is on. Default false; there is none.
    open var isProximityMonitoringEnabled = false

    /// Turns orientation notifications on (counted, as UIKit's are).
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationRequests += 1
    }

    /// Turns them off after as many calls as turned them on.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationRequests = max(0, orientationRequests - 1)
    }

    /// Plays the keyboard's click: a desktop plays none.
    open func playInputClick() {}

    private var orientationRequests = 0

    /// `/etc/machine-id` as a UUID, or one made for this run.
    private static let machineUUID: UUID? = {
        let hex = (try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard hex.count == 32, hex.allSatisfy(\.isHexDigit) else { return UUID() }
        let c = Array(hex)
        let s = "\(String(c[0..<8]))-\(String(c[8..<12]))-\(String(c[12..<16]))-\(String(c[16..<20]))-\(String(c[20..<32]))"
        return UUID(uuidString: s) ?? UUID()
    }()
}

extension UIDeviceOrientation {
    /// Upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// On either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Lying flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Held in a way an interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
