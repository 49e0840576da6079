import CoreGraphics
import Foundation
import Raster

/// Font values as a text layer holds them (a name, a CGFont, a CTFont,
/// nil) turned into faces, each name resolved once per process and a
/// missing one reported once.
package enum TextFonts {
    private static let byName = _Locked<[String: CGFont]>([:])

    package static func font(for value: Any?, report: (String) -> Void = { _ in }) -> CGFont? {
        if let f = value as? CGFont { return f }
        if let f = value as? CTFont { return f.graphicsFont }
        let name: String
        switch value {
        case nil: name = "Helvetica"
        case let s as String: name = s
        case let s as NSString: name = s as String
        case let f as TextFontAttribute: name = f.fontName
        default:
            report("font is \(value.map { String(describing: type(of: $0)) } ?? "nil"), not a font name or CGFont; using the default face")
            name = "Helvetica"
        }
        if let f = byName.withLock({ $0[name] }) { return f }
        guard let (font, found) = CGFont.resolving(name) else {
            report("no font could be loaded for '\(name)' (is fontconfig set up?); text is not drawn")
            return nil
        }
        if !found { report("font '\(name)' not found; using '\(font.fullName ?? "the default face")'") }
        byName.withLock { $0[name] = font }
        return font
    }
}
