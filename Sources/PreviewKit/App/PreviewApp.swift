import ArgumentParser
import Foundation
import ImageIO

/// One screen a program offers: its name on the command line
/// (`program NAME`) and how to make its view controller.
public struct PreviewScreen {
    /// The name `--list` prints and the command line takes.
    public let name: String
    /// Makes the screen's root view controller (each time it is opened).
    public let make: () -> UIViewController

    /// A screen called `name`, made by `make`.
    public init(_ name: String, _ make: @escaping () -> UIViewController) {
        self.name = name
        self.make = make
    }
}

/// The start of a Quartzite program, as `UIApplicationMain` starts an iOS
/// app: reads the command line, then opens a window showing the view
/// controller (or renders it without a display), runs the main run loop
/// and exits.
///
/// ```swift
/// import PreviewKit
///
/// final class SpinnerViewController: UIViewController { ... }
///
/// PreviewApp.main(SpinnerViewController())
/// ```
///
/// Every such program takes the same options: `--help`; `--snapshot
/// out.png --at 1.5` and `--filmstrip out.png --frames 6 --every 0.25`
/// render pictures without a display (`--size WxH`, `--scale S`), and
/// `--record out.gif --seconds 3` records one (GIF, APNG, or MP4 and WebM
/// through ffmpeg);
/// `--tools hud,slow` starts with the developer tools on; `--run-for 5`
/// runs the window a while and reports its frames. A mistake on the
/// command line prints one line and exits with status 2.
public enum PreviewApp {
    /// Runs a program of one screen, whose root view controller `root` makes.
    public static func main(_ root: @autoclosure @escaping () -> UIViewController,
                            title: String = ProcessInfo.processInfo.processName, file: String = #filePath) -> Never {
        main(title: title, screens: [PreviewScreen(title, root)], file: file)
    }

    /// Runs a program of several screens: `program NAME` opens the one so
    /// named; without a name the window shows `home`, given a function that
    /// opens a screen by name (an index), or else the first screen.
    /// `kind` names a screen in messages ("no demo named ..."); `file`,
    /// the caller's source, says which package `--watch` rebuilds.
    public static func main(title: String, screens: [PreviewScreen], kind: String = "screen",
                            home: ((_ open: @escaping (String) -> Void) -> UIViewController)? = nil,
                            arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                            file: String = #filePath) -> Never {
        _installImageDecoder()
        let program = ProcessInfo.processInfo.processName
        let options: PreviewOptions
        do {
            options = try PreviewOptions.parse(arguments)
        } catch {
            let message = PreviewOptions.fullMessage(for: error)
            if PreviewOptions.exitCode(for: error) == .success {
                print(message)
                exit(0)
            }
            fail("\(program): \(message.replacingOccurrences(of: "Error: ", with: ""))", screens, kind: kind)
        }
        exit(run(options, program: program, title: title, screens: screens, kind: kind, home: home, file: file))
    }

    static func run(_ options: PreviewOptions, program: String, title: String, screens: [PreviewScreen], kind: String,
                    home: ((_ open: @escaping (String) -> Void) -> UIViewController)?, file: String) -> Int32 {
        if options.list {
            for s in screens { print(s.name) }
            return 0
        }
        var screen: PreviewScreen?
        if let name = options.name {
            guard let s = screens.first(where: { $0.name == name }) else {
                fail("\(program): no \(kind) named \"\(name)\"", screens, kind: kind)
            }
            screen = s
        } else if home == nil || screens.count == 1 {
            screen = screens.first
        }
        if options.snapshot != nil || options.filmstrip != nil || options.record != nil {
            guard let screen else {
                fail("\(program): --snapshot, --filmstrip and --record need a \(kind) name", screens, kind: kind)
            }
            if options.record != nil { return PreviewRecording.record(screen.make, options, program: program) }
            return PreviewPictures.render(screen.make(), options, program: program)
        }
        let window = PreviewWindow(title: title, width: options.size.width, height: options.size.height)
        window.openPosition = options.position
        // Which screen each shown view controller is (to reopen it after a rebuild).
        var names: [ObjectIdentifier: String] = [:]
        func show(_ s: PreviewScreen) {
            let vc = s.make()
            names[ObjectIdentifier(vc)] = s.name
            window.push(vc)
        }
        if let screen {
            show(screen)
        } else if let home {
            window.push(home { name in
                guard let s = screens.first(where: { $0.name == name }) else { return }
                show(s)
            })
        }
        var restarting = false
        let live = options.watch ? LiveRebuild(file: file, program: program) : nil
        live?.start { error in
            guard let error else {
                restarting = true
                window.stop()
                return
            }
            FileHandle.standardError.write(Data("\(program): --watch: \(error)\n".utf8))
            window.showBuildError(error)
        }
        _ = window.enableTools(options.toolList)
        if let at = options.blockMainAt {
            // The main thread busy for 2 s, as an app doing too much work
            // on it: the window server must go on drawing what was committed.
            _ = Timer.scheduledTimer(withTimeInterval: at, repeats: false) { _ in Thread.sleep(forTimeInterval: 2) }
        }
        let launched = CACurrentMediaTime()
        guard window.run(seconds: options.runFor) else { return 1 }
        if let live, restarting {
            // The new program, as this one was left: the screen on top,
            // the window's size and place, the tools that were on.
            var args = ["--watch", "--size", "\(window.width)x\(window.height)"]
            if let top = window.viewControllers.last, let name = names[ObjectIdentifier(top)] { args.insert(name, at: 0) }
            if let p = window.lastPosition { args += ["--window-position", "\(p.x),\(p.y)"] }
            let tools = window.enabledTools
            if !tools.isEmpty { args += ["--tools", tools.joined(separator: ",")] }
            live.restart(args)
        }
        if options.runFor != nil { FrameReport.print(window, launched: launched, blockedAt: options.blockMainAt) }
        return 0
    }

    /// Exits with status 2 after one line on standard error and the names
    /// of the screens, when there are several.
    static func fail(_ message: String, _ screens: [PreviewScreen], kind: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        if screens.count > 1 {
            let heading = kind.prefix(1).uppercased() + kind.dropFirst() + "s: "
            FileHandle.standardError.write(Data((heading + screens.map(\.name).joined(separator: " ") + "\n").utf8))
        }
        exit(2)
    }
}
