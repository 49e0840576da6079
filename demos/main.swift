import PreviewKit
import QuartzCore

// The Quartzite demo gallery. For now the window itself; the gallery's
// demos arrive with the renderer and the animation engine.
let window = PreviewWindow(title: "Quartzite Gallery", width: 1024, height: 720)
window.run()
