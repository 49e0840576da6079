import CoreText
/// UIKit's font object, as far as text layers and attributed strings use
/// it: a face name and a size in points. An attributed string's `.font`
/// run takes both; a `CATextLayer.font` set to a UIFont takes the face
/// (the layer's `fontSize` gives the size, as on iOS).
open class UIFont: TextFontAttribute, @unchecked Sendable {
    /// The face's name, such as `"Helvetica-Bold"`.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat

    /// A font of the face named `fontName` at `fontSize` points; nil for a
    /// negative or non-finite size. The name is not checked against installed faces.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard fontSize.isFinite, fontSize >= 0 else { return nil }
        self.fontName = fontName
        pointSize = fontSize
    }

    private init(_ name: String, _ size: CGFloat) {
        fontName = name
        pointSize = size
    }

    /// The system font at `fontSize` points: Helvetica here, not San Francisco.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont("Helvetica", fontSize) }
    /// The bold system font at `fontSize` points: Helvetica Bold here.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont("Helvetica-Bold", fontSize) }

    /// The same face at `fontSize` points.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(fontName, fontSize) }
}

extension UIFont: Hashable {
    /// Fonts of the same face at the same size are equal (UIKit's
    /// `isEqual(_:)`).
    public static func == (a: UIFont, b: UIFont) -> Bool { a.fontName == b.fontName && a.pointSize == b.pointSize }
    /// Hashes the face and the size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}
