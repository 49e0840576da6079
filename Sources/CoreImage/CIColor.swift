// Core Image, as far as animation and image code meets it: `CIColor`, the
// colour UIKit hands out as `UIColor.ciColor`, and images (`CIImage`),
// the filters iOS image code names most (`CIFilter`) and a context that
// renders them (`CIContext`), in the files beside this one.
@_exported import CoreGraphics

/// A colour's red, green, blue and alpha (Apple's `CIColor`).
open class CIColor: NSObject, @unchecked Sendable {
    /// The red component, as given (normally 0...1).
    public let red: CGFloat
    /// The green component, as given (normally 0...1).
    public let green: CGFloat
    /// The blue component, as given (normally 0...1).
    public let blue: CGFloat
    /// The alpha component, as given: 0 transparent, 1 opaque.
    public let alpha: CGFloat

    /// A colour from red, green and blue components and alpha, each 0...1;
    /// alpha defaults to 1 (opaque). Values are kept as given.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// The components of `cgColor`: RGB as is, gray spread to red, green and
    /// blue; any other layout gives black with the colour's alpha.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else if c.count == 2 {
            self.init(red: c[0], green: c[0], blue: c[0], alpha: c[1])
        } else {
            self.init(red: 0, green: 0, blue: 0, alpha: cgColor.alpha)
        }
    }

    /// Always 4: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }
    /// The components in the order red, green, blue, alpha.
    public var components: [CGFloat] { [red, green, blue, alpha] }
    /// The same colour as a device RGB `CGColor`.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// The four components separated by spaces, red first.
    public var stringRepresentation: String { "\(red) \(green) \(blue) \(alpha)" }
    /// The string representation wrapped as `CIColor(…)`, for debugging.
    open override var description: String { "CIColor(\(stringRepresentation))" }

    /// Opaque black.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque pure red (1, 0, 0).
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    /// Opaque pure green (0, 1, 0).
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    /// Opaque pure blue (0, 0, 1).
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
}
