// Plays Lottie files in a Quartzite window with lottie-ios's Core
// Animation engine: one screen per .json or .lottie (dotLottie) file in
// the folder given by LOTTIE_FILES (default assets/lottie; or the one file
// it names), named after the file
// (`lottie-play --list`, `lottie-play heart`). A click pauses and plays;
// the window's developer tools (slow animations, pause and step, HUD,
// snapshots and recordings) work as for any Quartzite program.
import Foundation
import Lottie
import UIKit

final class LottieViewController: UIViewController {
    private let file: URL
    private var animationView: LottieAnimationView?

    init(file: URL) {
        self.file = file
        super.init(nibName: nil, bundle: nil)
        title = file.deletingPathExtension().lastPathComponent
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let configuration = LottieConfiguration(renderingEngine: .coreAnimation)
        let player: LottieAnimationView
        if file.pathExtension == "lottie" {
            // A dotLottie file is read off the main thread; the view shows
            // it when it has loaded, and plays it.
            let path = file.path
            player = LottieAnimationView(dotLottieFilePath: path, configuration: configuration) { view, error in
                if let error {
                    print("lottie-play: \(path) is not a dotLottie file: \(error)")
                } else {
                    view.play()
                }
            }
        } else {
            guard let animation = LottieAnimation.filepath(file.path) else {
                print("lottie-play: \(file.path) is not a Lottie animation")
                return
            }
            player = LottieAnimationView(animation: animation, configuration: configuration)
        }
        player.contentMode = .scaleAspectFit
        player.loopMode = .loop
        player.frame = view.bounds
        player.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(player)
        animationView = player
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
            guard let player = self?.animationView else { return }
            if player.isAnimationPlaying { player.pause() } else { player.play() }
        })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        animationView?.play()
    }
}

// A folder of .json files, or one file.
let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["LOTTIE_FILES"] ?? "assets/lottie")
let playable: Set<String> = ["json", "lottie"]
let files = playable.contains(folder.pathExtension) && FileManager.default.fileExists(atPath: folder.path) ? [folder]
    : ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
        .filter { playable.contains($0.pathExtension) }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
guard !files.isEmpty else {
    print("lottie-play: no .json or .lottie files in \(folder.path) (give a folder of Lottie files or one file)")
    exit(2)
}
PreviewApp.main(title: "Lottie", screens: files.map { file in
    PreviewScreen(file.deletingPathExtension().lastPathComponent) { LottieViewController(file: file) }
})
