import Foundation
import PreviewKit

/// The article's overlapping UIView animations: bounds to 200 over 3 s,
/// then, while it runs, back to 100 over 1 s. Neither interrupts the
/// other: since iOS 8 each block adds an additive animation from (old −
/// new) to zero on top of the model, which took the new value at once.
/// The plot shows, over the last seconds, the model width, each running
/// animation's contribution (its offset, easing to zero) and the
/// presented width, which is their sum: it dips below 100 when the quick
/// animation overtakes the slow one, then settles.
final class AdditiveDemo: DemoViewController {
    override class var name: String { "additive" }
    override class var displayTitle: String { "Overlapping animations add up" }
    override class var instruction: String {
        "press \"3 s\", then \"1 s\" while it runs: the two blend; the plot shows model, contributions and their sum"
    }

    let testView = UIView()
    private let plot = CALayer()
    private var series: [String: CAShapeLayer] = [:]
    private var samples: [(t: Double, model: CGFloat, presented: CGFloat, parts: [String: CGFloat])] = []
    private let legend = valueLabel(size: 12)
    private var link: CADisplayLink?
    static let window = 5.0

    override func viewDidLoad() {
        super.viewDidLoad()
        testView.frame = CGRect(x: 80, y: contentTop + 60, width: 100, height: 100)
        testView.center = CGPoint(x: 190, y: contentTop + 170)
        testView.backgroundColor = .systemOrange
        view.addSubview(testView)
        let slow = demoButton("3 s") { [weak self] in self?.animate(duration: 3) }
        let quick = demoButton("1 s") { [weak self] in self?.animate(duration: 1) }
        slow.frame = CGRect(x: 40, y: contentTop + 300, width: 140, height: 40)
        quick.frame = CGRect(x: 200, y: contentTop + 300, width: 140, height: 40)
        view.addSubview(slow)
        view.addSubview(quick)
        plot.frame = CGRect(x: 400, y: contentTop + 10, width: 580, height: 330)
        plot.backgroundColor = UIColor(white: 0.97, alpha: 1).cgColor
        plot.borderColor = UIColor(white: 0.85, alpha: 1).cgColor
        plot.borderWidth = 1
        view.layer.addSublayer(plot)
        for (key, color, width) in [("zero", UIColor(white: 0.8, alpha: 1), 1.0), ("model", UIColor.gray, 2.0),
                                    ("presented", UIColor.systemBlue, 3.0)] {
            series[key] = line(color, width)
        }
        legend.frame = CGRect(x: 400, y: contentTop + 350, width: 580, height: 60)
        view.addSubview(legend)
        let link = CADisplayLink { [weak self] _ in self?.sample() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// The article's scenario plays by itself once, when the view appears.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        animate(duration: 3)
        appeared = CACurrentMediaTime()
    }
    /// When the view appeared: the quick animation follows 0.6 s later
    /// (timed by the display link, which follows the frames' clock).
    private var appeared: Double?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        link?.invalidate()
    }

    private func line(_ color: UIColor, _ width: CGFloat) -> CAShapeLayer {
        let l = CAShapeLayer()
        l.frame = plot.bounds
        l.fillColor = nil
        l.strokeColor = color.cgColor
        l.lineWidth = width
        l.lineJoin = .round
        plot.addSublayer(l)
        return l
    }

    func animate(duration: TimeInterval) {
        let start = CACurrentMediaTime()
        UIView.animate(withDuration: duration, animations: {
            if self.testView.bounds.size.width > 150 {
                self.testView.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            } else {
                self.testView.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            }
        }, completion: { finished in
            print("\(duration) s animation: finished \(finished), took \(String(format: "%.2f", CACurrentMediaTime() - start)) s")
        })
    }

    /// Each additive bounds animation's offset now: its from-value width,
    /// eased from all of it to none over its duration.
    private func contributions() -> [String: CGFloat] {
        let layer = testView.layer
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        var parts: [String: CGFloat] = [:]
        for key in layer.animationKeys() ?? [] {
            guard let a = layer.animation(forKey: key) as? CABasicAnimation, a.isAdditive,
                  let from = a.fromValue as? CGRect else { continue }
            let p = min(max((now - a.beginTime) / a.duration, 0), 1)
            let eased = Ease.value(a.timingFunction ?? CAMediaTimingFunction(name: .linear), at: p)
            // size.width: a CGRect's width is never negative, the offset is.
            parts[key] = from.size.width * CGFloat(1 - eased)
        }
        return parts
    }

    private func sample() {
        let now = CACurrentMediaTime()
        if let t = appeared, now - t >= 0.6 {
            appeared = nil
            animate(duration: 1)
        }
        let model = testView.bounds.width
        let presented = (testView.layer.presentation() ?? testView.layer).bounds.width
        samples.append((now, model, presented, contributions()))
        samples.removeAll { now - $0.t > Self.window }
        draw(now: now)
    }

    private func draw(now: Double) {
        let b = plot.bounds
        func point(_ t: Double, _ v: CGFloat) -> CGPoint {
            // Widths from −150 to 250 points, the last few seconds.
            CGPoint(x: b.width * CGFloat(1 - (now - t) / Self.window), y: b.height * (250 - v) / 400)
        }
        func path(_ value: (Int) -> CGFloat?) -> CGPath {
            let p = CGMutablePath()
            var pen = false
            for (i, s) in samples.enumerated() {
                guard let v = value(i) else { pen = false; continue }
                if pen { p.addLine(to: point(s.t, v)) } else { p.move(to: point(s.t, v)); pen = true }
            }
            return p
        }
        CATransaction.withoutActions {
            let zero = CGMutablePath()
            zero.move(to: CGPoint(x: 0, y: b.height * 250 / 400))
            zero.addLine(to: CGPoint(x: b.width, y: b.height * 250 / 400))
            series["zero"]?.path = zero
            series["model"]?.path = path { samples[$0].model }
            series["presented"]?.path = path { samples[$0].presented }
            // One line per animation that ran within the window.
            let keys = Set(samples.flatMap { $0.parts.keys })
            let colors: [UIColor] = [.systemRed, .systemPurple, .systemGreen, .systemPink, .brown]
            for (i, key) in keys.sorted().enumerated() where series[key] == nil {
                series[key] = line(colors[i % colors.count], 2)
            }
            for (key, layer) in series where !["zero", "model", "presented"].contains(key) {
                if keys.contains(key) { layer.path = path { samples[$0].parts[key] } } else {
                    layer.removeFromSuperlayer()
                    series[key] = nil
                }
            }
        }
        let last = samples.last
        legend.text = """
            grey: model width \(Int(last?.model ?? 0))   blue: presented \(String(format: "%.1f", last?.presented ?? 0))
            coloured: each animation's offset (\((last?.parts.count ?? 0)) running); blue = grey + coloured
            """
    }
}

/// A timing function's value at linear progress `p`, from its control
/// points (Core Animation exposes the points, not the curve).
enum Ease {
    static func value(_ f: CAMediaTimingFunction, at p: Double) -> Double {
        var c1: [Float] = [0, 0], c2: [Float] = [0, 0]
        f.getControlPoint(at: 1, values: &c1)
        f.getControlPoint(at: 2, values: &c2)
        let (x1, y1, x2, y2) = (Double(c1[0]), Double(c1[1]), Double(c2[0]), Double(c2[1]))
        func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s
        }
        // x(s) rises with s: bisect for the s where x(s) = p.
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if bezier(x1, x2, mid) < p { lo = mid } else { hi = mid }
        }
        return bezier(y1, y2, (lo + hi) / 2)
    }
}
