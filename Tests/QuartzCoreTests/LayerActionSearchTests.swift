import Testing
@testable import QuartzCore

final class RecordingAction: NSObject, CAAction {
    let tag: String
    var runs: [(String, [AnyHashable: Any]?)] = []
    init(_ tag: String) { self.tag = tag }
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append((event, dict))
    }
}

final class ActionDelegate: NSObject, CALayerDelegate {
    var answer: CAAction?
    func action(for layer: CALayer, forKey event: String) -> CAAction? { event == "position" ? answer : nil }
}

final class DefaultActionLayer: CALayer {
    static let fallback = RecordingAction("default")
    override class func defaultAction(forKey event: String) -> CAAction? {
        event == "position" ? fallback : nil
    }
}

/// The order of `action(forKey:)` (Apple's CALayer.action(forKey:)).
@Suite struct LayerActionSearchTests {
    @Test func delegateThenActionsThenStyleThenDefaultAction() {
        let l = DefaultActionLayer()
        let d = ActionDelegate()
        let fromDelegate = RecordingAction("delegate"), fromActions = RecordingAction("actions"), fromStyle = RecordingAction("style")
        #expect((l.action(forKey: "position") as? RecordingAction)?.tag == "default")
        l.style = ["actions": ["position": fromStyle]]
        #expect((l.action(forKey: "position") as? RecordingAction)?.tag == "style")
        l.actions = ["position": fromActions]
        #expect((l.action(forKey: "position") as? RecordingAction)?.tag == "actions")
        l.delegate = d
        d.answer = fromDelegate
        #expect((l.action(forKey: "position") as? RecordingAction)?.tag == "delegate")
        d.answer = nil
        #expect((l.action(forKey: "position") as? RecordingAction)?.tag == "actions", "a nil from the delegate continues the search")
    }

    @Test func nsNullStopsTheSearchAndBecomesNil() {
        let l = DefaultActionLayer()
        l.actions = ["position": NSNull()]
        #expect(l.action(forKey: "position") == nil)
        let d = ActionDelegate()
        d.answer = NSNull()
        l.actions = ["position": RecordingAction("actions")]
        l.delegate = d
        #expect(l.action(forKey: "position") == nil)
        let s = DefaultActionLayer()
        s.style = ["actions": ["position": NSNull()]]
        #expect(s.action(forKey: "position") == nil)
    }

    @Test func nestedStylesAreSearched() {
        let l = CALayer()
        l.style = ["style": ["actions": ["opacity": RecordingAction("deep")]]]
        #expect((l.action(forKey: "opacity") as? RecordingAction)?.tag == "deep")
    }

    @Test func plainLayersHaveNoActionYet() {
        #expect(CALayer().action(forKey: "opacity") == nil)
    }

    @Test func customActionsRunWithTheirArguments() {
        let l = CALayer()
        let a = RecordingAction("custom")
        l.actions = ["moveRight": a]
        l.action(forKey: "moveRight")?.run(forKey: "transform", object: l, arguments: ["k": 1])
        #expect(a.runs.count == 1)
        #expect(a.runs[0].0 == "transform")
        #expect(a.runs[0].1?["k"] as? Int == 1)
        NSNull().run(forKey: "x", object: l, arguments: nil)
    }
}
