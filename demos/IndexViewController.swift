import PreviewKit

/// The gallery's first screen: every demo as a row with its name and
/// instruction. A click opens it; Escape comes back here.
final class IndexViewController: UIViewController {
    /// Opens a demo (the window pushes it).
    var open: (DemoViewController.Type) -> Void = { _ in }
    private var rows: [UIView] = []
    private let header = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Index"
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        header.text = "Quartzite demos — click one to open it, Escape to come back, ? for the developer tools"
        header.font = .boldSystemFont(ofSize: 18)
        view.addSubview(header)
        for type in Catalog.demos {
            let row = UIView()
            row.backgroundColor = .white
            row.layer.cornerRadius = 10
            let name = UILabel()
            name.text = type.name
            name.font = .boldSystemFont(ofSize: 15)
            let line = UILabel()
            line.text = type.displayTitle
            line.font = .systemFont(ofSize: 12)
            line.textColor = .darkGray
            row.addSubview(name)
            row.addSubview(line)
            row.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.open(type) })
            view.addSubview(row)
            rows.append(row)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        header.frame = CGRect(x: 24, y: 12, width: b.width - 48, height: 28)
        // Two columns when the window is wide enough.
        let columns = b.width >= 900 ? 2 : 1
        let w = (b.width - 48 - CGFloat(columns - 1) * 12) / CGFloat(columns)
        let perColumn = (rows.count + columns - 1) / columns
        let h = max(34, min(56, (b.height - 56) / CGFloat(max(perColumn, 1)) - 6))
        for (i, row) in rows.enumerated() {
            let c = i / perColumn, r = i % perColumn
            row.frame = CGRect(x: 24 + CGFloat(c) * (w + 12), y: 50 + CGFloat(r) * (h + 6), width: w, height: h)
            let labels = row.subviews
            labels[0].frame = CGRect(x: 14, y: 4, width: 150, height: h - 8)
            labels[1].frame = CGRect(x: 170, y: 4, width: w - 184, height: h - 8)
        }
    }
}
