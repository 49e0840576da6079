/// The list of the developer tools' keys, over the content, drawn with a
/// text layer. `?` or F1 shows and hides it.
final class HelpOverlay {
    let layer = CALayer()
    private let text = CATextLayer()
    private(set) var isShown = false

    static let lines = [
        "Developer tools",
        "",
        "?  or  F1     this help",
        "s             slow animations (x10)",
        "p  or  space  pause / resume",
        ".  or  →      step one frame (paused)",
        "h             frame-time HUD",
        "b             layer bounds and anchor points",
        "f             flash redrawn regions",
        "c             colour blended layers",
        "r             record the window to a GIF / stop",
        "right click   print the layer under the pointer",
        "Escape        back / quit",
    ]

    init() {
        layer.name = "help"
        layer.isHidden = true
        layer.backgroundColor = CGColor(red: 0.08, green: 0.08, blue: 0.1, alpha: 0.88)
        layer.cornerRadius = 14
        text.string = Self.lines.joined(separator: "\n")
        text.font = "DejaVu Sans Mono"
        text.fontSize = 15
        text.foregroundColor = CGColor(gray: 1, alpha: 1)
        text.contentsScale = UIScreen.main.scale
        layer.addSublayer(text)
    }

    func layout(in bounds: CGRect) {
        // In a window too small for it, as much as fits (never a negative size).
        let size = CGSize(width: max(0, min(540, bounds.width - 20)),
                          height: max(0, min(CGFloat(Self.lines.count) * 19 + 40, bounds.height - 20)))
        layer.frame = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                             width: size.width, height: size.height)
        text.frame = CGRect(x: 20, y: 20, width: max(0, size.width - 40), height: max(0, size.height - 40))
        text.contentsScale = UIScreen.main.scale
    }

    func toggle() {
        isShown.toggle()
        CATransaction.withoutActions {
            layer.isHidden = !isShown
        }
    }
}
