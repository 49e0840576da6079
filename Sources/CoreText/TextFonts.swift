import CoreGraphics
import Foundation

/// Font values as a text layer holds them (a name, a CGFont, a CTFont,
/// nil) turned into faces, each name resolved once per process and a
/// missing one reported once.
package enum TextFonts {
    nonisolated(unsafe) private static var byName: [String: CGFont] = [:]
    private static let lock = NSLock()

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
        lock.lock()
        if let f = byName[name] { lock.unlock(); return f }
        lock.unlock()
        guard let (font, found) = CGFont.resolving(name) else {
            report("no font could be loaded for '\(name)' (is fontconfig set up?); text is not drawn")
            return nil
        }
        if !found { report("font '\(name)' not found; using '\(font.fullName ?? "the default face")'") }
        lock.lock()
        byName[name] = font
        lock.unlock()
        return font
    }
}
