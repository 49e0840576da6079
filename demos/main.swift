import Foundation
import PreviewKit
import QuartzCore

// The Quartzite demo gallery: click a card to flip it, click the white
// playground to send the ball there (click quickly: the moves overlap).
//
// `demos --headless` is the engine without a window, as a command-line
// program uses it: an animation on a layer, the main run loop, and the
// delegate callbacks arriving on it.
if CommandLine.arguments.contains("--headless") {
    exit(HeadlessDemo().run())
}
let window = PreviewWindow(title: "Quartzite Gallery", width: 1024, height: 520)
let gallery = Gallery(window: window)
window.run()
