/// A font face (Apple's `CGFont`), found by name through fontconfig and
/// read with FreeType. Apple's initialiser takes a `CFString`; on Linux
/// pass a `String`. As on Apple's platforms it is nil when no font has
/// that name; Apple's common family names (Helvetica, Arial, the system
/// font, Times, Courier, Menlo) stand for this machine's sans-serif,
/// serif and monospaced faces.
public final class CGFont: @unchecked Sendable {
    package let face: FontFace

    package init(face: FontFace) { self.face = face }

    public convenience init?(_ name: String) {
        guard let m = FontMatching.match(name), m.found, let face = FontFace.open(path: m.path) else { return nil }
        self.init(face: face)
    }

    public var fullName: String? { face.familyName }
    public var postScriptName: String? { face.postScriptName }
    public var unitsPerEm: Int32 { Int32(face.unitsPerEm) }
    public var ascent: Int32 { Int32(face.ascender) }
    public var descent: Int32 { Int32(face.descender) }
    public var leading: Int32 { Int32(max(0, face.lineHeight - face.ascender + face.descender)) }
    public var capHeight: Int32 { Int32(face.capHeight) }
    public var xHeight: Int32 { Int32(face.xHeight) }

    /// The face a name resolves to, falling back to the machine's default
    /// sans-serif when it has none: what a text layer draws with. `found`
    /// is false when the name was not there.
    package static func resolving(_ name: String) -> (font: CGFont, found: Bool)? {
        if let m = FontMatching.match(name), let face = FontFace.open(path: m.path) {
            return (CGFont(face: face), m.found)
        }
        guard let d = FontMatching.match("sans-serif"), let face = FontFace.open(path: d.path) else { return nil }
        return (CGFont(face: face), false)
    }
}
