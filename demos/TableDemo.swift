import Foundation
import PreviewKit

/// A table of a thousand rows: the first screen's rows rise into place
/// one after another (the `willDisplay` hook cell-animation libraries
/// use), the buttons insert, delete, move and reload rows with each of
/// UIKit's row animations in turn, and a tap selects a row.
final class TableDemo: DemoViewController, UITableViewDataSource, UITableViewDelegate {
    override class var name: String { "table" }
    override class var displayTitle: String { "A table whose rows animate" }
    override class var instruction: String { "insert, delete, move or reload rows (each with the next row animation); scroll; tap a row" }

    private let table = UITableView(frame: .zero, style: .plain)
    private var rows = (0..<1000).map { $0 }
    private var nextNumber = 1000
    private let animations: [(UITableView.RowAnimation, String)] = [
        (.fade, "fade"), (.right, "right"), (.left, "left"), (.top, "top"), (.bottom, "bottom"),
        (.middle, "middle"), (.automatic, "automatic"), (.none, "none"),
    ]
    private var turn = 0
    private let caption = valueLabel(size: 13)
    private var risen = Set<Int>()
    private var buttons: [UIButton] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(DotCell.self, forCellReuseIdentifier: "dot")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
        let actions: [(String, () -> Void)] = [
            ("insert", { [weak self] in self?.insert() }), ("delete", { [weak self] in self?.delete() }),
            ("move", { [weak self] in self?.move() }), ("reload", { [weak self] in self?.reload() }),
        ]
        for (title, action) in actions {
            let b = demoButton(title, action)
            buttons.append(b)
            view.addSubview(b)
        }
        view.addSubview(caption)
        showTurn()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = view.bounds.width
        for (i, b) in buttons.enumerated() { b.frame = CGRect(x: 24 + CGFloat(i) * 110, y: contentTop, width: 96, height: 34) }
        caption.frame = CGRect(x: 24 + CGFloat(buttons.count) * 110, y: contentTop + 6, width: max(0, w - 480), height: 22)
        table.frame = CGRect(x: 0, y: contentTop + 46, width: w, height: max(0, view.bounds.height - contentTop - 46))
    }

    private var animation: UITableView.RowAnimation { animations[turn % animations.count].0 }

    private func showTurn() { caption.text = "next: .\(animations[turn % animations.count].1)" }

    /// The first visible row a change lands on: a little way down the screen, so the rows above and below show it.
    private var target: Int {
        let first = table.indexPathsForVisibleRows?.first?.row ?? 0
        return min(first + 2, max(0, rows.count - 1))
    }

    private func insert() {
        let at = min(target, rows.count)
        rows.insert(nextNumber, at: at)
        nextNumber += 1
        table.insertRows(at: [IndexPath(row: at, section: 0)], with: animation)
        advance()
    }

    private func delete() {
        guard !rows.isEmpty else { return }
        let at = target
        rows.remove(at: at)
        table.deleteRows(at: [IndexPath(row: at, section: 0)], with: animation)
        advance()
    }

    private func move() {
        guard rows.count > 5 else { return }
        let from = target, to = from + 3
        rows.insert(rows.remove(at: from), at: to)
        table.moveRow(at: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0))
    }

    private func reload() {
        guard !rows.isEmpty else { return }
        let at = target
        rows[at] = nextNumber
        nextNumber += 1
        table.reloadRows(at: [IndexPath(row: at, section: 0)], with: animation)
        advance()
    }

    private func advance() {
        turn += 1
        showTurn()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "dot", for: indexPath)
        let n = rows[indexPath.row]
        cell.textLabel?.text = "Row \(n)"
        cell.detailTextLabel?.text = n >= 1000 ? "new" : "one of a thousand"
        (cell as? DotCell)?.hue = CGFloat(n % 12) / 12
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// The rows of the first screen rise and fade in, each a little after the one above.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard indexPath.row < 14, risen.insert(rows[indexPath.row]).inserted, rows[indexPath.row] < 1000 else { return }
        cell.alpha = 0
        cell.transform = CGAffineTransform(translationX: 0, y: 40)
        UIView.animate(withDuration: 0.5, delay: 0.06 * Double(indexPath.row), options: [.curveEaseOut], animations: {
            cell.alpha = 1
            cell.transform = .identity
        })
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        caption.text = "selected row \(rows[indexPath.row])"
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// A subtitle cell with a coloured dot for its image.
final class DotCell: UITableViewCell {
    var hue: CGFloat = 0 { didSet { imageView?.image = DotCell.dot(hue) } }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }

    nonisolated(unsafe) private static var dots: [CGFloat: UIImage] = [:]

    private static func dot(_ hue: CGFloat) -> UIImage {
        if let d = dots[hue] { return d }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 28, height: 28)).image { _ in
            UIColor(hue: hue, saturation: 0.7, brightness: 0.95, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 28, height: 28)).fill()
        }
        dots[hue] = image
        return image
    }
}
