import Testing
@testable import QuartzCore

final class RoundedByDefault: CALayer {
    override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "cornerRadius": return 10
        case "backgroundColor": return CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        case "progress": return 0.5
        default: return super.defaultValue(forKey: key)
        }
    }
}

@Suite struct LayerStyleAndDefaultsTests {
    @Test func subclassDefaultValueChangesWhatNewLayersStartWith() {
        let l = RoundedByDefault()
        #expect(l.cornerRadius == 10)
        #expect(l.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(l.opacity == 1)
        #expect(l.value(forKey: "progress") as? Double == 0.5)
        l.cornerRadius = 2
        #expect(l.cornerRadius == 2)
        #expect(CALayer().cornerRadius == 0)
    }

    @Test func styleSuppliesValuesNotSetExplicitly() {
        let l = CALayer()
        l.style = ["cornerRadius": 5, "opacity": 0.5, "progress": 3]
        #expect(l.cornerRadius == 5)
        #expect(l.opacity == 0.5)
        #expect(l.value(forKey: "progress") as? Int == 3)
        l.cornerRadius = 1
        l.style = ["cornerRadius": 7]
        #expect(l.cornerRadius == 1, "an explicit value wins over style")
        #expect(l.opacity == 1, "a key dropped from the style reverts to its default")
    }

    @Test func nestedStyleDictionariesAreSearchedInOrder() {
        let l = CALayer()
        l.style = ["borderWidth": 2, "style": ["borderWidth": 9, "shadowRadius": 11]]
        #expect(l.borderWidth == 2)
        #expect(l.shadowRadius == 11)
    }

    @Test func badStyleValuesAreReported() {
        let l = CALayer()
        let m = diagnostics { l.style = ["cornerRadius": "round"] }
        #expect(m.count == 1)
        #expect(l.cornerRadius == 0)
    }
}
