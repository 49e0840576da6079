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

/// The first of the bytes (Apple's `CFDataGetBytePtr`), as iOS code reads
/// an image's pixels: `CFDataGetBytePtr(image.dataProvider!.data)`. A
/// provider's `data` is a `Data` here; the pointer is good while that
/// value lives, unchanged, as Core Foundation's is while the CFData
/// does. Nil for no data or no bytes.
public func CFDataGetBytePtr(_ theData: Data?) -> UnsafePointer<UInt8>! {
    guard let theData, !theData.isEmpty else { return nil }
    // A few bytes (one pixel's) Data keeps inside the value itself, which
    // moves: they are copied where they stay long enough (SmallBytes).
    if theData.count <= SmallBytes.size { return SmallBytes.shared.keep(theData) }
    // Larger, Data's storage does not move while the value lives unmutated.
    return theData.withUnsafeBytes { $0.bindMemory(to: UInt8.self).baseAddress }
}

/// Where `CFDataGetBytePtr` copies data too small for Data to keep in
/// storage of its own: a ring of slots, each good until 4096 more small
/// reads have passed (code reads a pixel's bytes at once).
final class SmallBytes: @unchecked Sendable {
    static let size = 16
    static let shared = SmallBytes()
    private let slots = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096 * size)
    private var next = 0
    private let lock = NSLock()

    func keep(_ data: Data) -> UnsafePointer<UInt8> {
        lock.lock(); defer { lock.unlock() }
        let slot = slots + next * Self.size
        next = (next + 1) % 4096
        data.copyBytes(to: slot, count: data.count)
        return UnsafePointer(slot)
    }
}

/// The same for a `CFData` (`NSData`), whose bytes stay while it lives.
public func CFDataGetBytePtr(_ theData: CFData?) -> UnsafePointer<UInt8>! {
    guard let theData, theData.length > 0 else { return nil }
    return theData.bytes.assumingMemoryBound(to: UInt8.self)
}

/// How many bytes (Apple's `CFDataGetLength`); 0 for none.
public func CFDataGetLength(_ theData: Data?) -> Int { theData?.count ?? 0 }

/// How many bytes a `CFData` (`NSData`) holds.
public func CFDataGetLength(_ theData: CFData?) -> Int { theData?.length ?? 0 }
