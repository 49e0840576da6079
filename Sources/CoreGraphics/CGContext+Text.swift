/// Drawing glyphs (Apple's `CGContext` text functions): each glyph is its
/// font's outline, scaled to the font size, placed at its position in
/// text space, mapped by the text matrix and then the CTM, and painted as
/// a path is (fill, stroke, both, or added to the clip). Outlines are
/// read once per glyph and drawn unhinted, so text keeps its shape under
/// any transform, as it does on Apple's platforms.
extension CGContext {
    /// The map from text space to user space, applied to every glyph before
    /// the CTM. Default identity. Not part of the graphics state: saving
    /// and restoring leave it alone, as on Apple's platforms.
    public var textMatrix: CGAffineTransform {
        get { _textMatrix }
        set { _textMatrix = newValue }
    }

    /// Where text is drawn next: the text matrix's translation.
    public var textPosition: CGPoint {
        get { CGPoint(x: _textMatrix.tx, y: _textMatrix.ty) }
        set { _textMatrix.tx = newValue.x; _textMatrix.ty = newValue.y }
    }

    /// The font `showGlyphs(_:at:)` draws with. Part of the graphics state.
    public func setFont(_ font: CGFont) { gstate.text.font = font }

    /// The size `showGlyphs(_:at:)` draws at, in text space units (an em).
    /// Default 0; not finite is ignored with a diagnostic.
    public func setFontSize(_ size: CGFloat) {
        guard size.isFinite else {
            _Diagnostics.report("CGContext.setFontSize: \(size) is not finite; ignored")
            return
        }
        gstate.text.size = size
    }

    /// Extra space after each glyph of drawn text, in text space units.
    /// Stored; `showGlyphs(_:at:)` places glyphs where it is told.
    public func setCharacterSpacing(_ spacing: CGFloat) { gstate.text.characterSpacing = spacing }

    /// How glyphs are painted: filled, stroked, both, not at all, and
    /// whether their shapes are added to the clip.
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { gstate.text.mode = mode }

    /// Draws `glyphs` of the current font at `positions` (text space, one
    /// per glyph), through the text matrix and the CTM, as the text
    /// drawing mode says. Counts that differ draw the shorter list.
    public func showGlyphs(_ glyphs: [CGGlyph], at positions: [CGPoint]) {
        guard let font = gstate.text.font else {
            if !glyphs.isEmpty { _Diagnostics.report("CGContext.showGlyphs: no font set (setFont(_:)); nothing drawn") }
            return
        }
        let face = font.face, k = gstate.text.size / CGFloat(face.unitsPerEm)
        guard k != 0 else { return }
        let toUser = _textMatrix.concatenating(gstate.ctm)
        let device = CGMutablePath()
        for (g, p) in zip(glyphs, positions) where p.x.isFinite && p.y.isFinite {
            guard let outline = face.outline(UInt32(g)) else { continue }
            let place = CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: p.x, ty: p.y).concatenating(toUser)
            device.addPath(outline, transform: place)
        }
        let mode = gstate.text.mode
        if device.isEmpty {
            if mode.clips { clip(toElements: [], rule: .nonZero) }
            return
        }
        let elements = device._elements
        if mode.fills { paint(elements, rule: .nonZero, color: gstate.fillColor) }
        if mode.strokes { stroke(elements) }
        if mode.clips { clip(toElements: elements, rule: .nonZero) }
    }

    /// Whether glyphs may be smoothed. Accepted: glyphs here are always
    /// drawn with anti-aliased coverage, never with sub-pixel colour.
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) { gstate.text.smooths = shouldSmoothFonts }
    /// Whether `setShouldSmoothFonts(_:)` may turn smoothing on. Accepted.
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) { gstate.text.allowsSmoothing = allowsFontSmoothing }
    /// Whether glyphs may sit between pixels. Accepted: outlines are always
    /// placed exactly where they fall.
    public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {
        gstate.text.subpixelPositions = shouldSubpixelPositionFonts
    }
    /// Whether `setShouldSubpixelPositionFonts(_:)` may take effect. Accepted.
    public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {
        gstate.text.allowsSubpixelPositioning = allowsFontSubpixelPositioning
    }
    /// Whether sub-pixel positions are rounded to a few phases. Accepted.
    public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {
        gstate.text.subpixelQuantizes = shouldSubpixelQuantizeFonts
    }
    /// Whether `setShouldSubpixelQuantizeFonts(_:)` may take effect. Accepted.
    public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {
        gstate.text.allowsSubpixelQuantization = allowsFontSubpixelQuantization
    }
}

/// An index into a font's glyphs (Apple's `CGFontIndex`).
public typealias CGFontIndex = UInt16
/// A glyph of a font, by index (Apple's `CGGlyph`).
public typealias CGGlyph = CGFontIndex

/// The text part of a graphics state.
struct _TextState {
    var font: CGFont?
    var size: CGFloat = 0
    var characterSpacing: CGFloat = 0
    var mode = CGTextDrawingMode.fill
    var smooths = true
    var allowsSmoothing = true
    var subpixelPositions = true
    var allowsSubpixelPositioning = true
    var subpixelQuantizes = true
    var allowsSubpixelQuantization = true
}

extension CGTextDrawingMode {
    var fills: Bool { self == .fill || self == .fillStroke || self == .fillClip || self == .fillStrokeClip }
    var strokes: Bool { self == .stroke || self == .fillStroke || self == .strokeClip || self == .fillStrokeClip }
    var clips: Bool { rawValue >= 4 }
}
