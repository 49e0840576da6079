import Foundation
import PreviewKit
import QuartzCore

// The Quartzite demo gallery. For now the window itself; the gallery's
// demos arrive with the renderer.
//
// `demos --headless` is the engine without a window, as a command-line
// program uses it: an animation on a layer, the main run loop, and the
// delegate callbacks arriving on it.
if CommandLine.arguments.contains("--headless") {
    exit(HeadlessDemo().run())
}
let window = PreviewWindow(title: "Quartzite Gallery", width: 1024, height: 720)
window.run()
