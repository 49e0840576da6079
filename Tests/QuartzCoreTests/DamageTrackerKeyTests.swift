import Raster
import Testing
@testable import QuartzCore

/// Every layer key that changes what a layer draws (`.pixels` in the
/// layer key table) repaints it when it changes on a committed layer, in
/// the renderer the window draws with, and no other key does: enumerated
/// from the table, so a key that says the wrong thing of itself fails here.
@Suite(.serialized) struct DamageTrackerKeyTests {
    /// A value for `key` that differs from `layer`'s.
    func differentValue(for key: _LayerKey, of layer: CALayer) -> Any? {
        let current = layer.value(forKey: key.keyName)
        switch key.kind {
        case .cgFloat, .double: return ((current as? CGFloat) ?? CGFloat((current as? Double) ?? 0)) + 3
        case .float:
            let f = (current as? Float) ?? 0
            return f >= 1 ? Float(0.5) : f + 0.5
        case .bool: return !((current as? Bool) ?? false)
        case .point: let p = (current as? CGPoint) ?? .zero; return CGPoint(x: p.x + 3, y: p.y + 4)
        case .size: let s = (current as? CGSize) ?? .zero; return CGSize(width: s.width + 3, height: s.height + 4)
        case .rect:
            let r = (current as? CGRect) ?? .zero
            return key == .bounds ? CGRect(x: 0, y: 0, width: r.width + 5, height: r.height + 5)
                                  : CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        case .transform: return CATransform3DMakeRotation(0.3, 0, 0, 1)
        case .color: return CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        case .path: return CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        case .cornerMask: return CACornerMask.layerMinXMinYCorner
        case .edgeMask: return CAEdgeAntialiasingMask.layerLeftEdge
        case .cornerCurve: return CALayerCornerCurve.continuous
        case .gravity: return CALayerContentsGravity.topLeft
        case .contentsFilter:
            return (current as? CALayerContentsFilter) == .nearest ? CALayerContentsFilter.trilinear : .nearest
        case .any:
            if key == .contents {
                let ctx = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
                return ctx.makeImage()
            }
            return ["a filter"]
        default: return nil
        }
    }

    /// The damage of changing `key` to another value on a committed layer
    /// (nil when the test has no other value for it).
    func damage(changing key: _LayerKey) -> [PixelRect]? {
        let layer = CALayer()
        let root = committedScene(width: 60, height: 60) { root in
            layer.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.addSublayer(layer)
        }
        let tracker = _DamageTracker()
        let target = Surface(width: 60, height: 60)!
        _ = tracker.renderFrame(root, into: target, at: CACurrentMediaTime())
        guard let value = differentValue(for: key, of: layer) else { return nil }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.setValue(value, forKey: key.keyName)
        CATransaction.commit()
        CATransaction.flush()
        return tracker.renderFrame(root, into: target, at: CACurrentMediaTime())
    }

    /// The plain pixel keys are compared as runs of bytes: every such
    /// key's bytes lie in exactly one run, the runs hold nothing else, and
    /// neighbours are joined.
    @Test func pixelRunsHoldExactlyThePlainPixelKeys() {
        let keys = _LayerKey.pixelKeys.map(\.layout).filter(\.isTrivial)
        let runs = _LayerKey.plainPixelRanges
        #expect(runs.reduce(0) { $0 + $1.size } == keys.reduce(0) { $0 + Int($1.size) })
        for l in keys {
            let holding = runs.filter { $0.offset <= Int(l.offset) && Int(l.offset + l.size) <= $0.offset + $0.size }
            #expect(holding.count == 1, "offset \(l.offset)")
        }
        #expect(runs.count < keys.count)
    }

    @Test func everyKeyThatDrawsRepaintsWhenItChanges() {
        let drawn: Set<_LayerKey> = [.bounds, .transform, .backgroundColor, .contents, .allowsGroupOpacity,
                                     .minificationFilter, .magnificationFilter, .allowsEdgeAntialiasing]
        #expect(drawn.isSubset(of: _LayerKey.pixelKeys), "the table marks the keys that draw")
        var missed: [String] = []
        for key in _LayerKey.pixelKeys {
            guard let damage = damage(changing: key) else {
                missed.append("\(key.keyName) (no test value)")
                continue
            }
            if damage.isEmpty { missed.append(key.keyName) }
        }
        #expect(missed.isEmpty, "keys whose change repainted nothing: \(missed)")
    }

    @Test func keysThatDrawNothingRepaintNothing() {
        var repainted: [String] = []
        for key in _LayerKey.allCases where key.isStored && !_LayerKey.pixelKeys.contains(key) {
            if let damage = damage(changing: key), !damage.isEmpty { repainted.append(key.keyName) }
        }
        #expect(repainted.isEmpty, "keys marked as drawing nothing whose change repainted: \(repainted)")
    }
}
