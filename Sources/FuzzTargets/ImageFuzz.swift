import Foundation
import ImageIO
import QuartzCore

/// Image decoding through ImageIO: the bytes as a file of any format,
/// its properties, its image and a thumbnail, then drawn into a context
/// and shown as a layer's contents.
enum ImageFuzz {
    static func run(_ input: inout FuzzInput) {
        let thumbnail = input.byte()
        let data = Data(input.rest())
        guard let source = CGImageSourceCreateWithData(data, nil) else { return }
        _ = CGImageSourceGetType(source)
        let count = CGImageSourceGetCount(source)
        _ = CGImageSourceGetStatus(source)
        guard count > 0 else { return }
        _ = CGImageSourceCopyPropertiesAtIndex(source, 0, nil)
        if thumbnail & 1 == 1 {
            let options: [String: Any] = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                                          kCGImageSourceThumbnailMaxPixelSize: Int(thumbnail)]
            _ = CGImageSourceCreateThumbnailAtIndex(source, 0, options)
        }
        guard let image = CGImageSourceCreateImageAtIndex(source, count - 1, nil) else { return }
        guard let ctx = CGContext(data: nil, width: 32, height: 32, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return }
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 32, height: 32))
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
        layer.contents = image
        layer.contentsGravity = .resizeAspect
        layer.render(in: ctx)
    }
}
