import CoreFoundation

// Apple's `typeID` class properties: each Core Graphics type's Core
// Foundation type identifier, for code that compares `CFGetTypeID`
// results. These types are Swift classes here, so the identifiers are
// fixed numbers of our own, distinct from each other and from Core
// Foundation's own types (which count up from 1).

private let base: CFTypeID = 0x4347_0000 // "CG"

extension CGColor { /** The colour type's identifier. */ public class var typeID: CFTypeID { base + 1 } }
extension CGColorSpace { /** The colour space type's identifier. */ public class var typeID: CFTypeID { base + 2 } }
extension CGContext { /** The context type's identifier. */ public class var typeID: CFTypeID { base + 3 } }
extension CGPath { /** The path type's identifier. */ public class var typeID: CFTypeID { base + 4 } }
extension CGImage { /** The image type's identifier. */ public class var typeID: CFTypeID { base + 5 } }
extension CGDataProvider { /** The data provider type's identifier. */ public class var typeID: CFTypeID { base + 6 } }
extension CGPattern { /** The pattern type's identifier. */ public class var typeID: CFTypeID { base + 7 } }
extension CGFunction { /** The function type's identifier. */ public class var typeID: CFTypeID { base + 8 } }
extension CGShading { /** The shading type's identifier. */ public class var typeID: CFTypeID { base + 9 } }
extension CGGradient { /** The gradient type's identifier. */ public class var typeID: CFTypeID { base + 10 } }
