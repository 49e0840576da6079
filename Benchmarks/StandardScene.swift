import QuartzCore

/// The standard benchmark scene of `shared/bench/scene.h`, exactly: the same
/// xorshift32 generator and seed, the same 500 rectangles in the same order.
struct StandardScene {
    static let width = 1280, height = 720, count = 500

    struct Rect {
        var x, y, w, h: Int
        var r, g, b: Double
        var shadow: Bool
    }

    let rects: [Rect]

    init() {
        var state: UInt32 = 0x1234_5678
        func next() -> UInt32 {
            var x = state
            x ^= x << 13; x ^= x >> 17; x ^= x << 5
            state = x
            return x
        }
        func randint(_ lo: Int, _ hi: Int) -> Int { lo + Int(next() % UInt32(hi - lo + 1)) }
        var out: [Rect] = []
        for i in 0..<StandardScene.count {
            let w = randint(40, 120), h = randint(40, 120)
            let x = randint(0, StandardScene.width - w), y = randint(0, StandardScene.height - h)
            let r = Double(randint(0, 255)) / 255, g = Double(randint(0, 255)) / 255, b = Double(randint(0, 255)) / 255
            out.append(Rect(x: x, y: y, w: w, h: h, r: r, g: g, b: b, shadow: i % 10 == 0))
        }
        rects = out
    }

    /// What a scene draws of each rectangle: the whole layer, or only its
    /// fill, or fill and border (the peers time the parts the same way).
    enum Parts { case full, fills, fillsAndBorders }

    /// One rectangle as a layer: its frame, corner radius 12, fill at
    /// alpha 0.8 and an opaque 2 pt border in half the fill colour.
    static func card(_ s: Rect, parts: Parts = .full, offset: CGPoint = .zero) -> CALayer {
        let l = CALayer()
        l.frame = CGRect(x: CGFloat(s.x) + offset.x, y: CGFloat(s.y) + offset.y, width: CGFloat(s.w), height: CGFloat(s.h))
        l.cornerRadius = 12
        l.backgroundColor = CGColor(red: s.r, green: s.g, blue: s.b, alpha: 0.8)
        if parts != .fills {
            l.borderWidth = 2
            l.borderColor = CGColor(red: s.r / 2, green: s.g / 2, blue: s.b / 2, alpha: 1)
        }
        return l
    }

    /// The scene as Core Animation layers: 500 sublayers of a 1280x720
    /// root, corner radius 12, fill at alpha 0.8, an opaque 2 pt border in
    /// half the fill colour, and every 10th with a shadow (opacity 0.5,
    /// radius 4, offset (0, 4)). `offset` moves every rectangle (its fill,
    /// border and shadow) off the pixel grid.
    func makeLayers(parts: Parts = .full, offset: CGPoint = .zero) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: StandardScene.width, height: StandardScene.height)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        for s in rects {
            let l = StandardScene.card(s, parts: parts, offset: offset)
            if s.shadow && parts == .full {
                l.shadowOpacity = 0.5
                l.shadowRadius = 4
                l.shadowOffset = CGSize(width: 0, height: 4)
            }
            root.addSublayer(l)
        }
        return root
    }
}

extension CALayer {
    /// Moves each sublayer through every sub-pixel phase, a new one each
    /// frame: two additive, linear, repeating one-point moves (x and y with
    /// different periods, different for each layer), as a layer gliding
    /// across the screen meets them.
    func addSubpixelMotion() {
        // Begun well before the timed frames, and before the warm-up frames
        // qz-bench draws ahead of them (at earlier times).
        let begin = CACurrentMediaTime() - 60
        for (i, l) in (sublayers ?? []).enumerated() {
            for (key, period) in [("position.x", 0.31 + Double(i % 13) * 0.017), ("position.y", 0.43 + Double(i % 7) * 0.023)] {
                let move = CABasicAnimation(keyPath: key)
                move.fromValue = 0
                move.toValue = 1
                move.isAdditive = true
                move.duration = period
                move.repeatCount = .infinity
                move.beginTime = begin
                l.add(move, forKey: key)
            }
        }
    }
}
