import Foundation
import ImageIO
import PreviewKit

// The Quartzite demo gallery. `demos` opens the index, `demos NAME` one
// demo; `--snapshot` and `--filmstrip` render a demo without a display;
// `--headless` runs the engine with no window at all.

let usage = """
    Usage: demos [NAME]                      open the gallery, or one demo
           demos --list                      print the demos' names
           demos NAME --snapshot OUT.png --at SECONDS [--size WxH] [--scale S]
           demos NAME --filmstrip OUT.png --frames N --every SECONDS [--size WxH] [--scale S]
           demos --headless                  an animation and its callbacks, no window
           demos [NAME] --tools hud,slow,...     start with developer tools on
                                             (help, slow, paused, hud, bounds, blended, flash)
           demos NAME --run-for SECONDS [--block-main-at SECONDS]
                                             run the window a while, then report its frames
    In a window: ? or F1 lists the developer tools' keys; Escape goes back.
    """

/// Exits with a message on standard error.
func fail(_ message: String, status: Int32 = 2, list: Bool = false) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    if list { FileHandle.standardError.write(Data(("Demos: " + Catalog.demos.map(\.name).joined(separator: " ") + "\n").utf8)) }
    exit(status)
}

// The gallery's images live in assets/ at the top of the repository.
UIImage.searchDirectories.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("assets"))

var options = CommandLineOptions(CommandLine.arguments.dropFirst())
if let problem = options.problem { fail("demos: \(problem)", list: true) }
if options.flags.contains("--help") || options.flags.contains("-h") {
    print(usage)
    exit(0)
}
if options.flags.contains("--list") {
    for d in Catalog.demos { print(d.name) }
    exit(0)
}
if options.flags.contains("--headless") { exit(HeadlessDemo().run()) }

var demo: DemoViewController.Type?
if let name = options.name {
    guard let d = Catalog.demo(named: name) else { fail("demos: no demo named \"\(name)\"", list: true) }
    demo = d
}

if options.snapshot != nil || options.filmstrip != nil {
    guard let demo else { fail("demos: --snapshot and --filmstrip need a demo name", list: true) }
    exit(Headless.render(demo, options))
}

let window = PreviewWindow(title: "Quartzite", width: Int(options.size.width), height: Int(options.size.height))
let index = IndexViewController()
index.open = { window.push($0.init()) }
if let demo { window.push(demo.init()) } else { window.push(index) }
_ = window.enableTools(options.tools)
if let at = options.blockMainAt {
    // The main thread busy for 2 s, as an app doing too much work on it:
    // the render thread must go on drawing what was committed.
    _ = Timer.scheduledTimer(withTimeInterval: at, repeats: false) { _ in
        Thread.sleep(forTimeInterval: 2)
    }
}
let launched = CACurrentMediaTime()
if !window.run(seconds: options.runFor) { exit(1) }
if options.runFor != nil { FrameReport.print(window, launched: launched, blockedAt: options.blockMainAt) }
