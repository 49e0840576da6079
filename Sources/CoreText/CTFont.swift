import CoreGraphics

/// A font at a size (Apple's `CTFont`): a face found by name through
/// fontconfig (Apple's common families stand for faces with their
/// widths, as a text layer's fonts do), its size in points and an optional matrix. Metrics are the
/// face's, scaled to the size. Immutable and safe to share.
public final class CTFont: TextFontAttribute, @unchecked Sendable {
    /// The face, as Core Graphics draws it.
    package let graphicsFont: CGFont
    package var face: FontFace { graphicsFont.face }
    /// The size in points (an em).
    package let size: CGFloat
    package let matrix: CGAffineTransform
    /// The name the font was asked for.
    package let requestedName: String

    package init(_ font: CGFont, size: CGFloat, matrix: CGAffineTransform, name: String) {
        graphicsFont = font
        // Apple's default size, for 0 (and here anything not usable).
        self.size = size > 0 && size.isFinite ? size : 12
        self.matrix = matrix
        requestedName = name
    }

    /// Font units to points.
    var scale: CGFloat { size / CGFloat(face.unitsPerEm) }

    // TextFontAttribute: an attributed string's `.font` value.
    package var fontName: String { requestedName }
    package var pointSize: CGFloat { size }
}

/// A description of a font by name and size (Apple's `CTFontDescriptor`),
/// from which fonts are made.
public final class CTFontDescriptor: @unchecked Sendable {
    package let name: String
    package let size: CGFloat
    package init(name: String, size: CGFloat) { self.name = name; self.size = size }
}

/// A descriptor of the font named `name` (a family or PostScript name) at
/// `size` points.
public func CTFontDescriptorCreateWithNameAndSize(_ name: String, _ size: CGFloat) -> CTFontDescriptor {
    CTFontDescriptor(name: name, size: size)
}

/// The same, as iOS code calls it, with a `CFString` name.
public func CTFontDescriptorCreateWithNameAndSize(_ name: CFString, _ size: CGFloat) -> CTFontDescriptor {
    CTFontDescriptor(name: String(name), size: size)
}

/// The font named `name` (a family or PostScript name such as
/// `"Helvetica-Bold"`) at `size` points (0: 12), with `matrix` applied to
/// its glyphs. A name not installed gives the machine's default
/// sans-serif face, as on Apple's platforms a missing name gives a
/// fallback.
public func CTFontCreateWithName(_ name: String, _ size: CGFloat,
                                 _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let font = TextFonts.font(for: name, report: { _Diagnostics.report("CTFontCreateWithName: " + $0) })
        ?? TextFonts.font(for: nil)
    guard let font else {
        // No face at all: fontconfig found nothing on this machine.
        fatalError("CTFontCreateWithName: no font could be loaded (is fontconfig set up?)")
    }
    return CTFont(font, size: size, matrix: matrix?.pointee ?? .identity, name: name)
}

/// The same, as iOS code calls it: `CTFontCreateWithName("Helvetica" as CFString, 14, nil)`.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat,
                                 _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFontCreateWithName(String(name), size, matrix)
}

/// The font a descriptor names, at `size` points (0: the descriptor's size).
public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat,
                                           _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFontCreateWithName(descriptor.name, size > 0 ? size : descriptor.size, matrix)
}

/// The font of a Core Graphics face at `size` points.
public func CTFontCreateWithGraphicsFont(_ graphicsFont: CGFont, _ size: CGFloat,
                                         _ matrix: UnsafePointer<CGAffineTransform>?,
                                         _ attributes: CTFontDescriptor?) -> CTFont {
    CTFont(graphicsFont, size: size, matrix: matrix?.pointee ?? .identity,
           name: graphicsFont.postScriptName ?? "")
}

/// The same face at another size (0: the same size) and matrix.
public func CTFontCreateCopyWithAttributes(_ font: CTFont, _ size: CGFloat,
                                           _ matrix: UnsafePointer<CGAffineTransform>?,
                                           _ attributes: CTFontDescriptor?) -> CTFont {
    CTFont(font.graphicsFont, size: size > 0 ? size : font.size, matrix: matrix?.pointee ?? font.matrix,
           name: font.requestedName)
}

/// The font's face as a `CGFont`.
public func CTFontCopyGraphicsFont(_ font: CTFont,
                                   _ attributes: UnsafeMutablePointer<Unmanaged<CTFontDescriptor>?>?) -> CGFont {
    font.graphicsFont
}

/// The font's size in points.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }
/// The font's matrix (identity unless one was given).
public func CTFontGetMatrix(_ font: CTFont) -> CGAffineTransform { font.matrix }
/// How far the face reaches above the baseline, in points.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { CGFloat(font.face.ascender) * font.scale }
/// How far the face reaches below the baseline, in points (positive).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -CGFloat(font.face.descender) * font.scale }
/// The extra space between lines the face asks for, in points.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat {
    let f = font.face
    return CGFloat(max(0, f.lineHeight - f.ascender + f.descender)) * font.scale
}
/// The height of capital letters, in points.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { CGFloat(font.face.capHeight) * font.scale }
/// The height of a lower-case x, in points.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { CGFloat(font.face.xHeight) * font.scale }
/// Font units per em.
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 { UInt32(font.face.unitsPerEm) }
/// Where an underline goes, in points below the baseline (negative).
public func CTFontGetUnderlinePosition(_ font: CTFont) -> CGFloat { -0.1 * font.size }
/// An underline's thickness, in points.
public func CTFontGetUnderlineThickness(_ font: CTFont) -> CGFloat { 0.05 * font.size }
/// The face's slant in degrees (0 for upright faces).
public func CTFontGetSlantAngle(_ font: CTFont) -> CGFloat { 0 }
/// The box every glyph of the face fits, in points.
public func CTFontGetBoundingBox(_ font: CTFont) -> CGRect {
    let f = font.face, k = font.scale
    return CGRect(x: 0, y: CGFloat(f.descender) * k, width: CGFloat(f.unitsPerEm) * k,
                  height: CGFloat(f.ascender - f.descender) * k)
}

/// The face's PostScript name. Apple's returns a `CFString`.
public func CTFontCopyPostScriptName(_ font: CTFont) -> String { font.graphicsFont.postScriptName ?? "" }
/// The face's family name. Apple's returns a `CFString`.
public func CTFontCopyFamilyName(_ font: CTFont) -> String { font.face.familyName }
/// The face's full name. Apple's returns a `CFString`.
public func CTFontCopyFullName(_ font: CTFont) -> String { font.face.familyName }
/// The face's name for display. Apple's returns a `CFString`.
public func CTFontCopyDisplayName(_ font: CTFont) -> String { font.face.familyName }
