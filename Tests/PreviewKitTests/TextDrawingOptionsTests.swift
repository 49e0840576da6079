import CoreGraphics
import Foundation
@testable import PreviewKit
import QuartzCore
import Testing

/// `draw(with:options:attributes:context:)` and `boundingRect` with
/// `NSStringDrawingOptions`, as a chart draws its labels.
extension MainThreadSuites {
    @Suite(.serialized) struct TextDrawingOptionsTests {
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black]
        let text = "one two three four five six seven eight nine ten"

        /// The rows of an image that hold ink, top to bottom.
        func inkedRows(_ image: UIImage) -> [Int] {
            let cg = image.cgImage!
            let ctx = CGContext(data: nil, width: cg.width, height: cg.height, bitsPerComponent: 8, bytesPerRow: cg.width * 4,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.draw(cg, in: CGRect(x: 0, y: 0, width: cg.width, height: cg.height))
            let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
            return (0..<cg.height).filter { y in (0..<cg.width).contains { x in p[(y * cg.width + x) * 4 + 3] > 128 } }
        }

        @Test func withoutLineFragmentOriginTheOriginIsTheBaseline() {
            let box = "Hello".boundingRect(with: CGSize(width: 500, height: 500), options: [], attributes: attrs, context: nil)
            let font = UIFont.systemFont(ofSize: 20)
            #expect(abs(box.minY + font.ascender) < 0.5, "the box starts the ascent above the baseline: \(box)")
            #expect(abs(box.height - (font.ascender - font.descender)) < 0.5)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60)).image { _ in
                "Hello".draw(with: CGRect(x: 5, y: 40, width: 90, height: 20), options: [], attributes: attrs, context: nil)
            }
            let rows = inkedRows(image)
            #expect(rows.last! <= 41 && rows.last! >= 37, "letters sit on the baseline at y 40: \(rows.first!)...\(rows.last!)")
            #expect(rows.first! < 30, "and rise above it")
        }

        @Test func theLastVisibleLineIsTruncatedWithAnEllipsis() {
            let tall = text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                         attributes: attrs, context: nil)
            let lineHeight = "one".boundingRect(with: CGSize(width: 120, height: 100), options: .usesLineFragmentOrigin,
                                                attributes: attrs, context: nil).height
            #expect(tall.height > 3 * lineHeight)
            // Two lines' height: without truncation the box is all the text's...
            let limit = CGSize(width: 120, height: lineHeight * 2 + 2)
            let all = text.boundingRect(with: limit, options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
            #expect(all.height == tall.height)
            // ... with it, the two lines that fit.
            let context = NSStringDrawingContext()
            let two = text.boundingRect(with: limit, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                        attributes: attrs, context: context)
            #expect(abs(two.height - 2 * lineHeight) < 1, "\(two) against \(lineHeight)")
            #expect(context.totalBounds == two)

            let (lines, _) = _OptionsDrawing.layout(_StringDrawing.attributed(text, attrs), in: limit,
                                                    options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine])
            #expect(lines.count == 2)
            let last = lines[1].line
            let range = CTLineGetStringRange(last)
            #expect(CGFloat(CTLineGetTypographicBounds(last, nil, nil, nil)) <= 120)
            let shown = lines.map { l -> Int in CTLineGetStringRange(l.line).length }
            #expect(range.length > 1 && shown.reduce(0, +) < text.count, "the text is cut: \(shown)")

            let image = UIGraphicsImageRenderer(size: CGSize(width: 130, height: 100)).image { _ in
                text.draw(with: CGRect(x: 0, y: 0, width: 120, height: limit.height),
                          options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attrs, context: nil)
            }
            #expect(inkedRows(image).last! < Int(limit.height) + 1, "nothing drawn below the rectangle")
        }

        /// A string in a 10-point font is spaced by that font, not by the
        /// default 12-point Helvetica an attributed string falls back to:
        /// `draw(at:)` puts its baseline the font's ascender below the point.
        @Test func aLineIsAsTallAsItsOwnFont() {
            let font = UIFont.systemFont(ofSize: 10)
            let line = CTLineCreateWithAttributedString(NSAttributedString(string: "104", attributes: [.font: font]))
            var ascent: CGFloat = 0, descent: CGFloat = 0
            _ = CTLineGetTypographicBounds(line, &ascent, &descent, nil)
            #expect(abs(ascent - font.ascender) < 0.01 && abs(descent + font.descender) < 0.01, "\(ascent) \(descent)")
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
                ("104" as NSString).draw(at: CGPoint(x: 2, y: 10), withAttributes: [.font: font])
            }
            let rows = inkedRows(image)
            // Digits sit on the baseline: 10 + ascender (19.05).
            #expect(rows.last! == 18 || rows.last! == 19, "\(rows)")
        }

        @Test func anEllipsisEndsTheTruncatedLine() {
            let line = _OptionsDrawing.truncated(_StringDrawing.attributed("abcdefghijklmnopqrstuvwxyz", attrs), from: 0, width: 80)
            let runs = CTLineGetGlyphRuns(line)
            #expect(!runs.isEmpty)
            let s = CTLineGetStringRange(line)
            #expect(s.length < 26 && s.length > 3, "\(s)")
        }
    }
}

extension MainThreadSuites {
    /// `CGLayer`: drawn once at the device scale of the context it was
    /// made for, then drawn into it where asked.
    @Suite(.serialized) struct CGLayerTests {
        @Test func aLayerIsDrawnOnceAndStampedWhereAsked() {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            var layerPixels = (0, 0)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { r in
                let ctx = r.cgContext
                guard let layer = CGLayer(ctx, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil),
                      let lc = layer.context else { return }
                layerPixels = (lc.width, lc.height)
                // A red square with a blue bottom half (y up in the layer).
                lc.setFillColor(UIColor.red.cgColor)
                lc.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                lc.setFillColor(UIColor.blue.cgColor)
                lc.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
                ctx.draw(layer, at: CGPoint(x: 0, y: 0))
                ctx.draw(layer, in: CGRect(x: 20, y: 0, width: 20, height: 20))
            }
            #expect(layerPixels == (20, 20), "at the context's scale")
            let px = pixels(image)
            // The layer's context is y up, UIKit's y down: like an image
            // drawn with Core Graphics, the layer's bottom (blue) lands at
            // the top of the rectangle (the picture is upside down, as on iOS).
            #expect(px(5, 2) == [0, 0, 255, 255] && px(5, 8) == [255, 0, 0, 255])
            #expect(px(30, 5) == [0, 0, 255, 255] && px(30, 15) == [255, 0, 0, 255])
            #expect(px(15, 5) == [0, 0, 0, 0], "nothing between them")
            let plain = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            let said = _Diagnostics.capture { CGLayer(plain, size: .zero, auxiliaryInfo: nil) == nil }
            #expect(said.result && said.messages.count == 1, "an empty layer is nil, said once")
            #expect(CGLayer(plain, size: CGSize(width: 3, height: 2), auxiliaryInfo: nil)?.size == CGSize(width: 3, height: 2))
        }

        /// Reads the image's pixels at points (x, y), y down, as RGBA bytes.
        func pixels(_ image: UIImage) -> (Int, Int) -> [UInt8] {
            let cg = image.cgImage!
            let ctx = CGContext(data: nil, width: cg.width, height: cg.height, bitsPerComponent: 8, bytesPerRow: cg.width * 4,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.draw(cg, in: CGRect(x: 0, y: 0, width: cg.width, height: cg.height))
            let data = ctx.data!.assumingMemoryBound(to: UInt8.self)
            let scale = Int(image.scale)
            return { x, y in
                let i = ((y * scale) * cg.width + x * scale) * 4
                return [data[i], data[i + 1], data[i + 2], data[i + 3]]
            }
        }
    }
}
