// Swift Testing ships a cross-import overlay list naming
// `_Testing_CoreGraphics` for any file that imports both Testing and a
// module called CoreGraphics. On Apple platforms that overlay adds image
// attachments; on Linux it does not exist, so a file importing Testing and
// our CoreGraphics (or QuartzCore, which re-exports it) would fail with
// "no such module '_Testing_CoreGraphics'". This module satisfies that
// lookup. It deliberately adds nothing: the overlay's features are Apple's.
@_exported import CoreGraphics
