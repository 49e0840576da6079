// CoreText for Linux: Apple's text layout and drawing API (`CTFont`,
// `CTLine`, `CTRun`, `CTFramesetter`, `CTFrame`) over the FreeType faces
// and the layout a text layer (`CATextLayer`) draws with, so the two agree
// glyph for glyph.
//
// Where Apple's functions take or return Core Foundation objects, they
// take the Swift types: a `String` for a `CFString` (and what
// `"name" as CFString` makes), an `NSAttributedString` for a
// `CFAttributedString`, and Swift arrays for a `CFArray` (with
// `CFArrayGetCount(_:)` for them). `CFRange` is Core Foundation's own.
@_exported import CoreGraphics
@_exported import CoreFoundation
// Ahead of Core Foundation's: the types Swift values bridge to here.
@_exported import typealias CoreGraphics.CFArray
@_exported import typealias CoreGraphics.CFData
@_exported import typealias CoreGraphics.CFMutableData
@_exported import typealias CoreGraphics.CFURL
@_exported import typealias CoreGraphics.CFString

/// The number of elements of an array a Core Text function returned
/// (`CTFrameGetLines(_:)`, `CTLineGetGlyphRuns(_:)`): on Linux they are
/// Swift arrays, which do not bridge to `CFArray`.
public func CFArrayGetCount<Element>(_ theArray: [Element]) -> CFIndex { theArray.count }

/// The number of elements of a `CFArray` (an `NSArray` here: what
/// `array as CFArray` makes).
public func CFArrayGetCount(_ theArray: CFArray) -> CFIndex { theArray.count }
