@_implementationOnly import CFreeType
import Foundation
import Raster

/// Finding a font file for a font name, through fontconfig. Apple's names
/// (PostScript style, "Helvetica-Bold", or family names) are matched as
/// a family and a style. The families iOS code names most (Helvetica,
/// Arial, the system font, Times, Courier, Menlo...) resolve without
/// complaint to faces with their metrics where the machine has them
/// (Liberation Sans, Serif and Mono: Arial's, Times New Roman's and
/// Courier New's widths, so text breaks and truncates where it does on
/// iOS), else to fontconfig's generic sans-serif, serif and monospaced
/// faces; any other name that fontconfig can only answer with some other
/// family counts as missing.
package enum FontMatching {
    /// The font file and family for `name`, and whether the family is the
    /// one asked for (or a known stand-in). Nil only when fontconfig finds
    /// no font at all.
    package static func match(_ name: String) -> (path: String, family: String, found: Bool)? {
        let (family, style) = split(name)
        let generic = genericFamily(for: family)
        func query(_ f: String) -> String {
            f.replacingOccurrences(of: "-", with: "\\-") + (style.map { ":style=\($0)" } ?? "")
        }
        if let generic, let metric = metricCompatible[generic],
           let hit = fontconfig.withLock({ _ in lookup(query(metric)) }), hit.family == metric {
            return (hit.path, hit.family, true)
        }
        guard let hit = fontconfig.withLock({ _ in lookup(query(generic ?? family)) }) else { return nil }
        let found = generic != nil || normalised(hit.family) == normalised(family)
        return (hit.path, hit.family, found)
    }

    /// The faces with the metrics of Apple's common families, by generic
    /// family (Debian's fonts-liberation2).
    static let metricCompatible = ["sans-serif": "Liberation Sans", "serif": "Liberation Serif",
                                   "monospace": "Liberation Mono"]

    /// "Helvetica-BoldOblique" → ("Helvetica", "Bold Italic"); "Menlo" →
    /// ("Menlo", nil).
    static func split(_ name: String) -> (String, String?) {
        guard let dash = name.lastIndex(of: "-"), dash != name.startIndex else { return (name, nil) }
        let family = String(name[..<dash])
        let raw = String(name[name.index(after: dash)...])
        guard !raw.isEmpty else { return (family, nil) }
        // Split camel case: "BoldOblique" → "Bold Oblique".
        var style = ""
        for ch in raw {
            if ch.isUppercase, !style.isEmpty, style.last != " " { style.append(" ") }
            style.append(ch)
        }
        // Apple's sans and mono faces call their slanted style Oblique;
        // the faces standing in for them call it Italic.
        style = style.replacingOccurrences(of: "Oblique", with: "Italic")
        return (family, style == "Regular" || style == "Roman" ? nil : style)
    }

    /// fontconfig's generic family for Apple's common family names.
    static func genericFamily(for family: String) -> String? {
        let f = normalised(family)
        if f.isEmpty || f.hasPrefix(".sf") || f.hasPrefix("sfpro") || f.hasPrefix("sfui") || f.hasPrefix("helvetica")
            || f.hasPrefix("arial") || f == "system" || f == "sansserif" || f == "applesystemuifont"
            || f.hasPrefix("avenir") || f.hasPrefix("gillsans") || f.hasPrefix("verdana") {
            return "sans-serif"
        }
        if f.hasPrefix("times") || f.hasPrefix("georgia") || f == "serif" || f.hasPrefix("newyork")
            || f.hasPrefix("palatino") || f.hasPrefix("baskerville") {
            return "serif"
        }
        if f.hasPrefix("courier") || f.hasPrefix("menlo") || f.hasPrefix("monaco") || f.hasPrefix("sfmono")
            || f == "monospace" {
            return "monospace"
        }
        return nil
    }

    static func normalised(_ s: String) -> String {
        s.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    }

    /// fontconfig is not thread-safe before initialisation and its
    /// configuration is process-wide: one lock around every use.
    private static let fontconfig = _Locked<Bool>(false)

    private static func lookup(_ query: String) -> (path: String, family: String)? {
        if FcInit() == 0 { return nil }
        guard let pattern = query.withCString({ FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) })
        else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        func string(_ key: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, key, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        guard let path = string("file") else { return nil }
        return (path, string("family") ?? "")
    }
}
