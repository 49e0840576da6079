// PreviewKit stands in for UIKit: `import PreviewKit` where iOS code says
// `import UIKit` brings Core Animation, Core Graphics, Core Text (with the
// attributed-string keys and paragraph styles UIKit declares) and
// Foundation with it, as UIKit does.
@_exported import QuartzCore
@_exported import CoreText
