import PreviewKit

/// The command line, read once: a demo name, flags, and the headless
/// options with their values. `problem` says what was wrong with it.
struct CommandLineOptions {
    var name: String?
    var flags: Set<String> = []
    var snapshot: String?
    var filmstrip: String?
    var at = 1.0
    var frames = 6
    var every = 0.25
    var size = CGSize(width: 1024, height: 720)
    var scale = 1.0
    /// For tests and figures: run the window this long, then quit and
    /// report frames; block the main thread for 2 s at this time.
    var runFor: Double?
    var blockMainAt: Double?
    /// Developer tools on from the start (the keys' names: hud, slow...).
    var tools: [String] = []
    var problem: String?

    static let known: Set<String> = ["--help", "-h", "--list", "--headless"]
    static let valued: Set<String> = ["--snapshot", "--filmstrip", "--at", "--frames", "--every", "--size", "--scale",
                                      "--run-for", "--block-main-at", "--tools"]

    init<S: Sequence>(_ arguments: S) where S.Element == String {
        var args = Array(arguments)[...]
        while let a = args.popFirst() {
            if Self.valued.contains(a) {
                guard let v = args.popFirst() else { problem = "\(a) needs a value"; return }
                guard set(a, v) else { problem = "\(a): cannot use \"\(v)\""; return }
            } else if Self.known.contains(a) {
                flags.insert(a)
            } else if a.hasPrefix("-") {
                problem = "unknown option \(a)"
                return
            } else if name == nil {
                name = a
            } else {
                problem = "unexpected argument \(a)"
                return
            }
        }
    }

    private mutating func set(_ option: String, _ v: String) -> Bool {
        switch option {
        case "--snapshot": snapshot = v
        case "--filmstrip": filmstrip = v
        case "--at":
            guard let t = Double(v), t.isFinite, t >= 0 else { return false }
            at = t
        case "--frames":
            guard let n = Int(v), (1...120).contains(n) else { return false }
            frames = n
        case "--every":
            guard let t = Double(v), t.isFinite, t > 0 else { return false }
            every = t
        case "--size":
            let parts = v.lowercased().split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, (16...8192).contains(parts[0]), (16...8192).contains(parts[1]) else { return false }
            size = CGSize(width: parts[0], height: parts[1])
        case "--run-for", "--block-main-at":
            guard let t = Double(v), t.isFinite, t >= 0 else { return false }
            if option == "--run-for" { runFor = t } else { blockMainAt = t }
        case "--tools":
            tools = v.split(separator: ",").map(String.init)
            guard tools.allSatisfy(PreviewWindow.toolNames.contains) else { return false }
        case "--scale":
            guard let s = Double(v), s.isFinite, s >= 0.25, s <= 4 else { return false }
            scale = s
        default:
            return false
        }
        return true
    }
}
