// Apple's Core Foundation types as Swift on Linux can reach them. Core
// Foundation's own types take no Swift values here (Swift values bridge
// only to Foundation's classes), so this module names those classes after
// them: `colors as CFArray`, `data as CFData`, `url as CFURL` and
// `name as CFString` compile as iOS code writes them, and the functions iOS code hands them to
// (`CGGradient(colorsSpace:colors:locations:)`, `CGDataProvider(data:)`,
// `CGImageSourceCreateWithData(_:_:)`, `CTFontCreateWithName(_:_:_:)`...)
// take them. QuartzCore, CoreText and ImageIO re-export these names ahead
// of Core Foundation's. `CFDictionary` stays Core Foundation's (on Linux
// the same object as an `NSDictionary`: geometry's
// `dictionaryRepresentation` hands one out).

/// Apple's `CFArray`: `NSArray`, what Swift arrays bridge to here.
public typealias CFArray = NSArray
/// Apple's `CFData`: `NSData`, what `Data` bridges to here.
public typealias CFData = NSData
/// Apple's `CFMutableData`: `NSMutableData` (`data as CFMutableData` for
/// a destination's bytes).
public typealias CFMutableData = NSMutableData
/// Apple's `CFURL`: `NSURL`, what `URL` bridges to here.
public typealias CFURL = NSURL
/// Apple's `CFString`: `NSString`, what `String` bridges to here.
public typealias CFString = NSString

/// Foundation's `NSInteger` (Swift's `Int`), which Apple's Foundation
/// declares and Swift's Foundation on Linux does not.
public typealias NSInteger = Int
/// Foundation's `NSUInteger` (Swift's `UInt`).
public typealias NSUInteger = UInt
