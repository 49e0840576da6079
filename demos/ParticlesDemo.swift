import Foundation
import PreviewKit

/// `CAEmitterLayer`: a fire (an additive circle of embers rising and
/// fading), sparkles around a button (the outline of a circle), and
/// confetti bursting wherever you click (one emitter per click, emitting
/// for a tenth of a second).
final class ParticlesDemo: DemoViewController {
    override class var name: String { "particles" }
    override class var displayTitle: String { "Particles: CAEmitterLayer" }
    override class var instruction: String { "a fire, sparkles around a button, and confetti wherever you click" }

    private let fire = CAEmitterLayer()
    private let sparkles = CAEmitterLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        let ember = Self.dot(radius: 8, color: UIColor(red: 1, green: 0.55, blue: 0.15, alpha: 1))
        fire.frame = CGRect(x: 60, y: contentTop + 40, width: 260, height: 360)
        // Additive particles brighten what is under them: a night sky.
        fire.backgroundColor = UIColor(red: 0.08, green: 0.07, blue: 0.12, alpha: 1).cgColor
        fire.cornerRadius = 16
        fire.masksToBounds = true
        fire.emitterPosition = CGPoint(x: 130, y: 330)
        fire.emitterShape = .circle
        fire.emitterSize = CGSize(width: 60, height: 0)
        fire.renderMode = .additive
        let flame = CAEmitterCell()
        flame.name = "flame"
        flame.contents = ember
        flame.birthRate = 160
        flame.lifetime = 1.4
        flame.lifetimeRange = 0.4
        flame.velocity = 110
        flame.velocityRange = 30
        flame.emissionLongitude = -.pi / 2
        flame.emissionRange = 0.25
        flame.scale = 0.9
        flame.scaleSpeed = -0.5
        flame.alphaSpeed = -0.6
        flame.greenSpeed = -0.25
        flame.color = UIColor(red: 1, green: 0.8, blue: 0.5, alpha: 0.8).cgColor
        fire.emitterCells = [flame]
        view.layer.addSublayer(fire)

        let button = UIButton(type: .system)
        button.setTitle("Sparkle", for: .normal)
        button.frame = CGRect(x: 440, y: contentTop + 180, width: 140, height: 44)
        button.backgroundColor = UIColor(white: 0.93, alpha: 1)
        button.layer.cornerRadius = 22
        view.addSubview(button)
        sparkles.frame = CGRect(x: 400, y: contentTop + 100, width: 220, height: 200)
        sparkles.emitterPosition = CGPoint(x: 110, y: 102)
        sparkles.emitterShape = .circle
        sparkles.emitterMode = .outline
        sparkles.emitterSize = CGSize(width: 170, height: 0)
        let spark = CAEmitterCell()
        spark.contents = Self.dot(radius: 4, color: .white)
        spark.birthRate = 40
        spark.lifetime = 0.9
        spark.velocity = 12
        spark.emissionRange = .pi
        spark.scale = 0.8
        spark.scaleSpeed = -0.8
        spark.color = UIColor(red: 1, green: 0.85, blue: 0.2, alpha: 1).cgColor
        spark.blueRange = 0.3
        spark.alphaSpeed = -1
        sparkles.emitterCells = [spark]
        view.layer.insertSublayer(sparkles, below: button.layer)

        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] g in
            guard let self else { return }
            self.confetti(at: g.location(in: self.view))
        })
    }

    /// A burst: an emitter at `point` whose cells emit for a tenth of a
    /// second, taken away once the last piece has fallen.
    private func confetti(at point: CGPoint) {
        let burst = CAEmitterLayer()
        burst.frame = view.bounds
        burst.emitterPosition = point
        burst.seed = UInt32.random(in: 0...UInt32.max)
        let colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemOrange, .systemPurple]
        burst.emitterCells = colors.map { color in
            let piece = CAEmitterCell()
            piece.contents = Self.square(color: .white)
            piece.color = color.cgColor
            piece.birthRate = 300
            piece.duration = 0.1
            piece.lifetime = 3
            piece.velocity = 260
            piece.velocityRange = 120
            piece.emissionLongitude = -.pi / 2
            piece.emissionRange = .pi / 2.5
            piece.yAcceleration = 300
            piece.spin = 4
            piece.spinRange = 8
            piece.scale = 0.7
            piece.scaleRange = 0.3
            piece.alphaSpeed = -0.3
            return piece
        }
        view.layer.addSublayer(burst)
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.5) { burst.removeFromSuperlayer() }
    }

    static func dot(radius: CGFloat, color: UIColor) -> CGImage? {
        let size = CGSize(width: radius * 2, height: radius * 2)
        return UIGraphicsImageRenderer(size: size).image { ctx in
            color.setFill()
            UIBezierPath(ovalIn: CGRect(origin: .zero, size: size)).fill()
        }.cgImage
    }

    static func square(color: UIColor) -> CGImage? {
        UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6)).image { _ in
            color.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 6))
        }.cgImage
    }
}
