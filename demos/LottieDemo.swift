import Foundation
import Lottie
import PreviewKit

/// Lottie files played by lottie-ios's Core Animation engine: the three
/// files in assets/lottie (a bouncing ball, a spinner drawn with a trim
/// path, pulsing rings around a gradient dot), each its own layer tree of
/// keyframe animations. A click pauses and plays them; the gallery's slow
/// and step tools scrub them like any animation.
final class LottieDemo: DemoViewController {
    override class var name: String { "lottie" }
    override class var displayTitle: String { "Lottie: After Effects files through lottie-ios" }
    override class var instruction: String { "click to pause and play; the slow and step tools work on them too" }

    private var players: [LottieAnimationView] = []

    /// assets/lottie next to the working directory or the program.
    static func files() -> [URL] {
        for dir in UIImage.searchDirectories where dir.lastPathComponent == "assets" {
            let folder = dir.appendingPathComponent("lottie")
            let found = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "json" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
            if !found.isEmpty { return found }
        }
        return []
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let files = Self.files()
        if files.isEmpty {
            let label = valueLabel("No Lottie files: run the gallery from the checkout (assets/lottie).")
            label.frame = CGRect(x: 40, y: contentTop + 40, width: 700, height: 24)
            view.addSubview(label)
        }
        for (i, file) in files.prefix(3).enumerated() {
            guard let animation = LottieAnimation.filepath(file.path) else { continue }
            let player = LottieAnimationView(animation: animation,
                                             configuration: LottieConfiguration(renderingEngine: .coreAnimation))
            player.contentMode = .scaleAspectFit
            player.loopMode = .loop
            player.frame = CGRect(x: 40 + CGFloat(i) * 320, y: contentTop + 60, width: 280, height: 280)
            player.backgroundColor = UIColor(white: 0.96, alpha: 1)
            player.layer.cornerRadius = 16
            view.addSubview(player)
            let caption = valueLabel(file.deletingPathExtension().lastPathComponent)
            caption.textAlignment = .center
            caption.frame = CGRect(x: player.frame.minX, y: player.frame.maxY + 12, width: 280, height: 22)
            view.addSubview(caption)
            players.append(player)
        }
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
            guard let self else { return }
            for p in self.players { if p.isAnimationPlaying { p.pause() } else { p.play() } }
        })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for p in players { p.play() }
    }
}
