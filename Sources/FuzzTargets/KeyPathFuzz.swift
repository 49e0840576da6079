import QuartzCore

/// Key-value coding and key-path parsing: key paths assembled from real
/// key and component names, separators and garbage, set and read on
/// layers of each class with values of every type (right and wrong),
/// and used as animation key paths that are then evaluated.
enum KeyPathFuzz {
    static let tokens = [
        "position", "bounds", "frame", "transform", "sublayerTransform", "anchorPoint", "opacity", "size",
        "origin", "width", "height", "x", "y", "z", "rotation", "scale", "translation", "m34", "shadowOffset",
        "contentsRect", "cornerRadius", "backgroundColor", "strokeEnd", "path", "colors", "locations",
        "instanceTransform", "fontSize", "mask", "sublayers", "custom", ".", ".", ".", "..", "", " ", "é", "\u{0}",
        "@count", "0", "-1", "transform.rotation", "bounds.size", "position.x",
    ]

    static func run(_ input: inout FuzzInput) {
        let layer: CALayer = input.pick([CALayer(), CAShapeLayer(), CAGradientLayer(), CATextLayer(),
                                         CAReplicatorLayer(), CATransformLayer()])
        layer.frame = CGRect(x: 5, y: 5, width: 30, height: 20)
        let root = CALayer()
        root.addSublayer(layer)
        CATransaction.flush()
        for _ in 0..<1 + input.index(8) {
            let path = input.string(max: 6, alphabet: tokens)
            switch input.byte() % 5 {
            case 0: layer.setValue(TimingFuzz.value(&input), forKeyPath: path)
            case 1: layer.setValue(TimingFuzz.value(&input), forKey: path)
            case 2: _ = layer.value(forKeyPath: path)
            case 3: _ = type(of: layer).defaultValue(forKey: path)
            default:
                let a = CABasicAnimation(keyPath: path)
                a.fromValue = TimingFuzz.value(&input)
                a.toValue = TimingFuzz.value(&input)
                a.byValue = input.bool() ? TimingFuzz.value(&input) : nil
                a.isAdditive = input.bool()
                a.duration = 1
                layer.add(a, forKey: path)
            }
        }
        CATransaction.flush()
        root._evaluatePresentationTree(at: CACurrentMediaTime() + input.moderate(1))
        _ = layer.presentation()?.value(forKeyPath: input.string(max: 4, alphabet: tokens))
        if input.bool(), let ctx = FuzzCanvas.context(&input) { root.render(in: ctx) }
    }
}
