import Foundation
import Testing
@testable import QuartzCore

/// The keys whose values are types of a layer class's own convert through
/// those types (`_ClassValue`), declared in the class's folder: a string
/// constant by key-value coding as itself or as its raw string, read back
/// typed; a value of another type refused with a line naming the type the
/// key wants; lists of cells and colours both ways.
@Suite struct ClassValueTests {
    /// Each string-constant key of every class: (layer, key, a raw value
    /// that is not the default, how to read the property back as a string).
    static let constants: [(CALayer, String, String, (CALayer) -> String)] = [
        (CAShapeLayer(), "fillRule", "even-odd", { ($0 as! CAShapeLayer).fillRule.rawValue }),
        (CAShapeLayer(), "lineCap", "round", { ($0 as! CAShapeLayer).lineCap.rawValue }),
        (CAShapeLayer(), "lineJoin", "bevel", { ($0 as! CAShapeLayer).lineJoin.rawValue }),
        (CAGradientLayer(), "type", "conic", { ($0 as! CAGradientLayer).type.rawValue }),
        (CATextLayer(), "truncationMode", "middle", { ($0 as! CATextLayer).truncationMode.rawValue }),
        (CATextLayer(), "alignmentMode", "right", { ($0 as! CATextLayer).alignmentMode.rawValue }),
        (CAScrollLayer(), "scrollMode", "vertically", { ($0 as! CAScrollLayer).scrollMode.rawValue }),
        (CAEmitterLayer(), "emitterShape", "circle", { ($0 as! CAEmitterLayer).emitterShape.rawValue }),
        (CAEmitterLayer(), "emitterMode", "outline", { ($0 as! CAEmitterLayer).emitterMode.rawValue }),
        (CAEmitterLayer(), "renderMode", "additive", { ($0 as! CAEmitterLayer).renderMode.rawValue }),
    ]

    @Test(arguments: 0..<constants.count)
    func aStringConstantTakesItsRawStringAndRefusesANumber(_ i: Int) {
        let (layer, key, raw, read) = Self.constants[i]
        let before = read(layer)
        #expect(before != raw)
        let refused = diagnostics { layer.setValue(7, forKey: key) }
        #expect(read(layer) == before)
        #expect(refused.count == 1)
        // The message names the type the key holds, which the class declares.
        let typeName = String(describing: type(of: layer.value(forKey: key)!))
        #expect(refused.first?.contains(typeName) == true, "\(refused)")
        layer.setValue(raw, forKey: key)
        #expect(read(layer) == raw)
        #expect(String(describing: layer.value(forKey: key)!).contains(raw))
    }

    @Test func emitterCellsAndGradientColoursBothWays() {
        let e = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.name = "spark"
        e.setValue([cell], forKey: "emitterCells")
        #expect((e.value(forKey: "emitterCells") as? [CAEmitterCell])?.first === cell)
        e.setValue(nil, forKey: "emitterCells")
        #expect(e.emitterCells == nil)
        let wrong = diagnostics { e.setValue("cells", forKey: "emitterCells") }
        #expect(wrong.first?.contains("[CAEmitterCell]?") == true, "\(wrong)")

        let g = CAGradientLayer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        g.setValue([red, blue], forKey: "colors")
        #expect((g.value(forKey: "colors") as? [CGColor]) == [red, blue])
        let notColours = diagnostics { g.setValue([1, 2], forKey: "colors") }
        #expect(notColours.first?.contains("[CGColor]?") == true, "\(notColours)")
        #expect((g.colors as? [CGColor]) == [red, blue])
    }
}
