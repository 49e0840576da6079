// PreviewKit stands in for UIKit: `import PreviewKit` where iOS code says
// `import UIKit` brings Core Animation, Core Graphics, Core Text (with the
// attributed-string keys and paragraph styles UIKit declares) and
// Foundation with it, as UIKit does. On Linux Foundation's networking
// (`URLSession`) is a module of its own: it comes too, as on iOS.
@_exported import QuartzCore
@_exported import CoreText
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
