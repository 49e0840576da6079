import Foundation
import PreviewKit

/// A layer that says when an animation is added to it, to show what a
/// view's action lookup hands its layer inside an animation block.
final class LXDActionLayer: CALayer {
    override func add(_ anim: CAAnimation, forKey key: String?) {
        print("***********************************************")
        print("Layer will add an animation: \(anim)")
        ImplicitDemo.log("layer will add \(type(of: anim)) for \(key ?? "nil")")
        super.add(anim, forKey: key)
    }
}

final class LXDActionView: UIView {
    override class var layerClass: AnyClass { LXDActionLayer.self }
}

/// Implicit animation and the view's veto: a standalone layer animates
/// every change by itself, while a view's own layer does not, because
/// the view, its delegate, answers `NSNull` from `action(for:forKey:)`
/// outside an animation block. Inside `UIView.animate` the same change
/// animates (and the action-view's layer reports the animation added).
final class ImplicitDemo: DemoViewController {
    override class var name: String { "implicit" }
    override class var displayTitle: String { "Implicit animation, and a view's layer" }
    override class var instruction: String { "left button: change both squares directly; right: the same inside UIView.animate" }

    let standalone = CALayer()
    let actionView = LXDActionView()
    private let logLabel = valueLabel(size: 12)
    nonisolated(unsafe) static weak var current: ImplicitDemo?
    private var lines: [String] = []
    private var flipped = false

    static func log(_ line: String) { current?.append(line) }

    private func append(_ line: String) {
        lines = Array((lines + [line]).suffix(12))
        logLabel.text = lines.joined(separator: "\n")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        Self.current = self
        standalone.frame = CGRect(x: 80, y: contentTop + 90, width: 120, height: 120)
        standalone.backgroundColor = UIColor.systemOrange.cgColor
        view.layer.addSublayer(standalone)
        actionView.frame = CGRect(x: 320, y: contentTop + 90, width: 120, height: 120)
        actionView.backgroundColor = .systemPurple
        view.addSubview(actionView)
        for (i, text) in ["a standalone CALayer", "a UIView's layer"].enumerated() {
            let l = valueLabel(text, size: 13)
            l.frame = CGRect(x: 80 + CGFloat(i) * 240, y: contentTop + 220, width: 220, height: 20)
            view.addSubview(l)
        }
        let direct = demoButton("change directly") { [weak self] in self?.change(animated: false) }
        let block = demoButton("inside UIView.animate") { [weak self] in self?.change(animated: true) }
        direct.frame = CGRect(x: 80, y: contentTop + 20, width: 200, height: 40)
        block.frame = CGRect(x: 300, y: contentTop + 20, width: 220, height: 40)
        view.addSubview(direct)
        view.addSubview(block)
        logLabel.frame = CGRect(x: 580, y: contentTop + 20, width: 420, height: 240)
        view.addSubview(logLabel)

        print("===========normal call===========")
        print("\(String(describing: self.view.action(for: self.view.layer, forKey: "opacity")))")
        append("outside a block: action(for:forKey: \"opacity\") = \(describe(view.action(for: view.layer, forKey: "opacity")))")
        UIView.animate(withDuration: 0.25) {
            print("===========animate block call===========")
            print("\(String(describing: self.view.action(for: self.view.layer, forKey: "opacity")))")
            self.append("inside a block: = \(self.describe(self.view.action(for: self.view.layer, forKey: "opacity")))")
        }
    }

    private func describe(_ action: CAAction?) -> String {
        switch action {
        case nil: return "nil"
        case is NSNull: return "NSNull (no animation)"
        case let a?: return "\(type(of: a))"
        }
    }

    func change(animated: Bool) {
        flipped.toggle()
        let dy: CGFloat = flipped ? 120 : -120
        let opacity: Float = flipped ? 0.4 : 1
        let changes = {
            self.standalone.position.y += dy
            self.standalone.opacity = opacity
            self.actionView.layer.position.y += dy
            self.actionView.layer.opacity = opacity
        }
        append(animated ? "— inside UIView.animate(withDuration: 0.6):" : "— directly:")
        if animated {
            UIView.animate(withDuration: 0.6, animations: changes)
        } else {
            changes()
        }
    }
}
