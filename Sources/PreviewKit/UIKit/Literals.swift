/// Colour and image literals (`#colorLiteral(red:green:blue:alpha:)`,
/// `#imageLiteral(resourceName:)`) make UIKit's types, as in Xcode.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}
extension UIImage: _ExpressibleByImageLiteral {}
