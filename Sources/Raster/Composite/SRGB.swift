import Foundation

/// The sRGB transfer function, both ways.
package enum SRGB {
    /// Linear values of the 256 sRGB codes.
    package static let decodeTable: [Float] = (0..<256).map { decode(Float($0) / 255) }

    package static func decode(_ c: Float) -> Float {
        c <= 0.04045 ? c / 12.92 : Float(pow((Double(c) + 0.055) / 1.055, 2.4))
    }

    /// `decode`, through the table when `c` is a code (the usual case).
    package static func decode(_ c: Float, table: [Float]) -> Float {
        let code = c * 255, i = Int(code.rounded())
        return abs(code - Float(i)) < 1e-3 ? table[i] : decode(c)
    }

    package static func encode(_ l: Float) -> Float {
        l <= 0.0031308 ? l * 12.92 : Float(1.055 * pow(Double(l), 1 / 2.4) - 0.055)
    }
}
