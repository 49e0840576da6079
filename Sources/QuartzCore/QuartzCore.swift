// QuartzCore for Linux: Core Animation's layers, animations and
// transactions with Apple's names and behaviour.
//
// `import QuartzCore` is all client code needs: it brings CoreGraphics
// (CGPath, CGColor, CGContext...), Foundation, CoreFoundation (for
// CFTimeInterval and the run loop) and the Objective-C runtime's associated objects,
// as Apple's framework does.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import CoreFoundation
@_exported import AssociatedObjects
// Ahead of Core Foundation's: the types Swift values bridge to here.
@_exported import typealias CoreGraphics.CFArray
@_exported import typealias CoreGraphics.CFData
@_exported import typealias CoreGraphics.CFMutableData
@_exported import typealias CoreGraphics.CFURL
@_exported import typealias CoreGraphics.CFString
