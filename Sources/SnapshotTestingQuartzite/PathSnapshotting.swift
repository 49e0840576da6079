import Foundation
import SnapshotTesting
import UIKit

extension Snapshotting where Value == CGPath, Format == UIImage {
    /// A path filled even-odd in black, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// A path drawn with `drawingMode` (the context's default black fill
    /// and stroke) into an image of its bounding box at `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
                             drawingMode: CGPathDrawingMode = .eoFill) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { path in
                let format = UIGraphicsImageRendererFormat.preferred()
                format.scale = scale
                return UIGraphicsImageRenderer(bounds: path.boundingBoxOfPath, format: format).image { ctx in
                    ctx.cgContext.addPath(path)
                    ctx.cgContext.drawPath(using: drawingMode)
                }
            }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
    /// A path filled in black, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// A path filled (`UIBezierPath.fill()`, by its own fill rule) in
    /// black into an image of its bounds at `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { path in
                let format = UIGraphicsImageRendererFormat.preferred()
                format.scale = scale
                return UIGraphicsImageRenderer(bounds: path.bounds, format: format).image { _ in path.fill() }
            }
    }
}

extension Snapshotting where Value == CGPath, Format == String {
    /// A path's elements, one a line, with points to at most three decimals.
    public static var elementsDescription: Snapshotting { .elementsDescription(numberFormatter: pathNumberFormatter) }

    /// A path's elements, one a line (`MoveTo (x, y)`, `LineTo`,
    /// `QuadCurveTo`, `CurveTo`, `Close`), with points as `numberFormatter`
    /// writes them.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        SimplySnapshotting.lines.pullback { path in
            var text = ""
            path.applyWithBlock { pointer in
                let element = pointer.pointee
                let (name, count): (String, Int) = switch element.type {
                case .moveToPoint: ("MoveTo", 1)
                case .addLineToPoint: ("LineTo", 1)
                case .addQuadCurveToPoint: ("QuadCurveTo", 2)
                case .addCurveToPoint: ("CurveTo", 3)
                case .closeSubpath: ("Close", 0)
                @unknown default: ("Unknown", 0)
                }
                // A blank line between subpaths.
                if element.type == .moveToPoint && !text.isEmpty { text += "\n" }
                text += name
                // A space after every name, a close's too (iOS's text has it).
                let points = UnsafeBufferPointer(start: element.points, count: count).map { point in
                    "(\(numberFormatter.string(from: NSNumber(value: Double(point.x)))!), \(numberFormatter.string(from: NSNumber(value: Double(point.y)))!))"
                }
                text += " " + points.joined(separator: " ") + "\n"
            }
            return text
        }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
    /// A path's elements, one a line, with points to at most three decimals.
    public static var elementsDescription: Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription.pullback { $0.cgPath }
    }

    /// A path's elements, one a line, with points as `numberFormatter` writes them.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter).pullback { $0.cgPath }
    }
}

/// Points with a full stop, one to three decimals (`1.0`, `12.346`).
private let pathNumberFormatter: NumberFormatter = {
    let f = NumberFormatter()
    // Foundation on Linux keeps one decimal in the `.none` style whatever
    // the digits asked for; the decimal style without grouping writes what
    // Apple's `.none` writes.
    f.numberStyle = .decimal
    f.usesGroupingSeparator = false
    f.decimalSeparator = "."
    f.minimumFractionDigits = 1
    f.maximumFractionDigits = 3
    return f
}()
