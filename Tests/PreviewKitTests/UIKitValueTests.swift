import Testing
import PreviewKit
import CoreText
@testable import QuartzCore

/// The UIKit value types animation code uses, with UIKit's spellings and
/// values.
extension MainThreadSuites {
    @Suite struct UIColorTests {
        func rgba(_ c: UIColor) -> [CGFloat] { c.cgColor.components ?? [] }

        @Test func constructorsAndNamedColours() {
            #expect(rgba(UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.5)) == [1, 0.5, 0.25, 0.5])
            #expect(rgba(UIColor(white: 0.25, alpha: 1)) == [0.25, 0.25, 0.25, 1])
            #expect(rgba(.red) == [1, 0, 0, 1] && rgba(.clear) == [0, 0, 0, 0] && rgba(.orange) == [1, 0.5, 0, 1])
            #expect(rgba(.systemBlue) == [0, 122.0 / 255, 1, 1])
            #expect(rgba(UIColor.red.withAlphaComponent(0.3)) == [1, 0, 0, 0.3])
            #expect(UIColor(cgColor: UIColor.systemPink.cgColor) == .systemPink)
        }

        static let hues: [(Double, [Double])] = [
            (0, [1, 0, 0]), (1.0 / 3, [0, 1, 0]), (2.0 / 3, [0, 0, 1]), (1.0 / 6, [1, 1, 0]), (0.5, [0, 1, 1]),
        ]

        @Test func hueSaturationBrightness() {
            for (hue, expected) in Self.hues {
                let got = rgba(UIColor(hue: CGFloat(hue), saturation: 1, brightness: 1, alpha: 1))
                for i in 0..<3 { #expect(abs(got[i] - CGFloat(expected[i])) < 1e-9, "hue \(hue)") }
            }
            let grey = rgba(UIColor(hue: 0.3, saturation: 0, brightness: 0.4, alpha: 1))
            #expect(grey[0] == 0.4 && grey[1] == 0.4 && grey[2] == 0.4)
        }
    }
}

extension MainThreadSuites {
    @Suite struct UIBezierPathTests {
        @Test func constructorsGiveTheirShapes() {
            #expect(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
            let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
            #expect(oval.contains(CGPoint(x: 10, y: 5)) && !oval.contains(CGPoint(x: 1, y: 1)))
            #expect(UIBezierPath().isEmpty)
        }

        /// UIKit's clockwise is clockwise on screen (y down): from angle 0 to
        /// π/2 clockwise is the short quarter through the lower right.
        @Test func clockwiseIsClockwiseOnScreen() {
            let short = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            #expect(abs(short.bounds.minX) < 1e-6 && abs(short.bounds.maxX - 10) < 1e-6 && abs(short.bounds.maxY - 10) < 1e-6
                    && abs(short.bounds.minY) < 1e-6, "\(short.bounds)")
            let long = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            #expect(abs(long.bounds.minX + 10) < 1e-6 && abs(long.bounds.minY + 10) < 1e-6, "the other three quarters: \(long.bounds)")
        }

        /// Spinners draw their circles as arcs of a whole turn, written
        /// either way round: each is the whole circle.
        @Test func wholeTurnArcsAreCircles() {
            for clockwise in [true, false] {
                for (a, b) in [(CGFloat(0), 2 * CGFloat.pi), (-.pi / 2, 3 * .pi / 2), (2 * .pi, 0)] {
                    let p = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: a, endAngle: b,
                                         clockwise: clockwise)
                    let box = p.cgPath.boundingBoxOfPath
                    #expect(abs(box.width - 20) < 1e-6 && abs(box.height - 20) < 1e-6, "\(a)→\(b) \(clockwise): \(box)")
                    #expect(p.contains(CGPoint(x: 20, y: 20)))
                }
            }
        }

        /// `bounds` includes control points (UIKit's, like
        /// `CGPath.boundingBox`); the curve itself stays inside.
        @Test func boundsIncludeControlPoints() {
            let p = UIBezierPath()
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 10, y: 0), controlPoint1: CGPoint(x: 0, y: 10), controlPoint2: CGPoint(x: 10, y: 10))
            #expect(p.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(abs(p.cgPath.boundingBoxOfPath.height - 7.5) < 1e-9, "the curve peaks at 3/4 of its control points' height")
        }

        @Test func buildingAppendingAndTransforming() {
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
            p.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 8, y: 12), controlPoint2: CGPoint(x: 2, y: 12))
            p.close()
            #expect(p.currentPoint == .zero)
            p.append(UIBezierPath(rect: CGRect(x: 20, y: 20, width: 5, height: 5)))
            #expect(p.bounds.maxX == 25)
            p.apply(CGAffineTransform(translationX: 100, y: 0))
            #expect(p.bounds.minX == 100)
            let copy = p.cgPath
            p.removeAllPoints()
            #expect(p.isEmpty && !copy.isEmpty, "cgPath is a copy")
        }
    }
}

extension MainThreadSuites {
    @Suite struct AttributedTextKeysTests {
        /// UIKit's attribute names and objects reach a text layer's runs.
        @Test func uiKitAttributesStyleATextLayer() {
            let text = NSMutableAttributedString(string: "Hi", attributes: [
                .font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.systemRed, .kern: 2,
            ])
            #expect(NSAttributedString.Key.font.rawValue == "NSFont")
            #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
            #expect(NSAttributedString.Key.kern.rawValue == "NSKern")
            let layer = CATextLayer()
            layer.string = text
            layer.font = UIFont.systemFont(ofSize: 12)
            #expect((layer.string as? NSAttributedString)?.string == "Hi")
            // The runs take UIKit's objects: the bold face at 30 points, the
            // system red, 2 points of kern.
            let base = TextStyle(face: TextFonts.font(for: "Helvetica")!.face, size: 12, color: nil, kern: 0)
            let styled = StyledText(text, base: base)!
            #expect(styled.styles.count == 2)
            #expect(styled.styles[1].size == 30 && styled.styles[1].kern == 2)
            #expect(styled.styles[1].face !== base.face, "the bold face")
            #expect(styled.styles[1].color == UIColor.systemRed.cgColor)
            #expect(UIFont(name: "Helvetica", size: -1) == nil)
            #expect(UIFont.systemFont(ofSize: 12).withSize(20).pointSize == 20)
        }
    }
}
