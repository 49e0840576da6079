// What AlamofireImage's image code and tests take from Alamofire itself,
// written for this copy (Alamofire, the networking library, is not a
// dependency): the `af` namespace and the scale images are made at.

import UIKit

/// Alamofire's namespace for its extensions (`image.af.imageScaled(to:)`):
/// a value wrapping the extended one.
public struct AlamofireExtension<ExtendedType> {
    /// The value the extension's members work on.
    public private(set) var type: ExtendedType

    public init(_ type: ExtendedType) {
        self.type = type
    }
}

/// A type with an `af` namespace.
public protocol AlamofireExtended {
    associatedtype ExtendedType
    static var af: AlamofireExtension<ExtendedType>.Type { get set }
    var af: AlamofireExtension<ExtendedType> { get set }
}

extension AlamofireExtended {
    public static var af: AlamofireExtension<Self>.Type {
        get { AlamofireExtension<Self>.self }
        set {}
    }

    public var af: AlamofireExtension<Self> {
        get { AlamofireExtension(self) }
        set {}
    }
}

/// Alamofire's request type, here only for the scale AlamofireImage makes
/// downloaded images at: the screen's.
public enum DataRequest {
    public static var imageScale: CGFloat { UIScreen.main.scale }
}
