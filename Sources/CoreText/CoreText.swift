// CoreText for Linux: Apple's text layout and drawing API (`CTFont`,
// `CTLine`, `CTRun`, `CTFramesetter`, `CTFrame`) over the FreeType faces
// and the layout a text layer (`CATextLayer`) draws with, so the two agree
// glyph for glyph.
//
// Where Apple's functions take or return CoreFoundation objects that
// Swift on Linux cannot bridge to, they take the Swift types instead: a
// `String` for a `CFString`, an `NSAttributedString` for a
// `CFAttributedString`, and Swift arrays for a `CFArray` (with
// `CFArrayGetCount(_:)` for them). `CFRange` is CoreFoundation's own.
@_exported import CoreGraphics
@_exported import CoreFoundation

/// The number of elements of an array a Core Text function returned
/// (`CTFrameGetLines(_:)`, `CTLineGetGlyphRuns(_:)`): on Linux they are
/// Swift arrays, which do not bridge to `CFArray`.
public func CFArrayGetCount<Element>(_ theArray: [Element]) -> CFIndex { theArray.count }
