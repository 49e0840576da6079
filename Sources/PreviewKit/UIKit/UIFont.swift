/// UIKit's font object, as far as text layers and attributed strings use
/// it: a face name and a size in points. An attributed string's `.font`
/// run takes both; a `CATextLayer.font` set to a UIFont takes the face
/// (the layer's `fontSize` gives the size, as on iOS).
open class UIFont: TextFontAttribute, @unchecked Sendable {
    public let fontName: String
    public let pointSize: CGFloat

    public init?(name fontName: String, size fontSize: CGFloat) {
        guard fontSize.isFinite, fontSize >= 0 else { return nil }
        self.fontName = fontName
        pointSize = fontSize
    }

    private init(_ name: String, _ size: CGFloat) {
        fontName = name
        pointSize = size
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont("Helvetica", fontSize) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont("Helvetica-Bold", fontSize) }

    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(fontName, fontSize) }
}
