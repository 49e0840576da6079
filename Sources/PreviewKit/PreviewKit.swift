// PreviewKit stands in for UIKit: `import PreviewKit` where iOS code says
// `import UIKit` brings Core Animation, Core Graphics and Foundation with
// it, as UIKit does.
@_exported import QuartzCore
