import Foundation
import PreviewKit

/// A layer's look, each of the article's examples in its own cell:
/// border and corner radius, clipping sublayers, a shadow, a shadow from
/// a path, contents with `contentsGravity`, and an affine rotation. The
/// code in each cell is the article's.
final class AppearanceDemo: DemoViewController {
    override class var name: String { "appearance" }
    override class var displayTitle: String { "Borders, clipping, shadows, contents" }
    override class var instruction: String { "the article's layer examples; click a cell to animate its corner radius" }

    private var cells: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let titles = ["border and cornerRadius", "masksToBounds", "shadow", "shadowPath", "contentsGravity .resizeAspect",
                      "affineTransform 45°"]
        let builders: [(CALayer) -> Void] = [borderAndCorner, clipping, shadow, shadowPath, contentsGravity, rotation]
        for (i, build) in builders.enumerated() {
            let cell = UIView()
            cell.backgroundColor = UIColor(white: 0.96, alpha: 1)
            cell.layer.cornerRadius = 8
            let label = valueLabel(titles[i], size: 12)
            label.frame = CGRect(x: 10, y: 6, width: 300, height: 18)
            cell.addSubview(label)
            view.addSubview(cell)
            cells.append(cell)
            build(cell.layer)
            cell.addGestureRecognizer(UITapGestureRecognizer { [weak cell] _ in
                guard let layer = cell?.layer.sublayers?.last else { return }
                // A standalone layer animates implicitly.
                layer.cornerRadius = layer.cornerRadius > 20 ? 10 : 40
            })
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = (view.bounds.width - 48 - 2 * 16) / 3
        for (i, cell) in cells.enumerated() {
            cell.frame = CGRect(x: 24 + CGFloat(i % 3) * (w + 16), y: contentTop + CGFloat(i / 3) * 300, width: w, height: 284)
        }
    }

    /// Border and corner radius.
    private func borderAndCorner(_ parent: CALayer) {
        let layer = CALayer()
        layer.frame = CGRect(x: 60, y: 60, width: 100, height: 100)
        layer.backgroundColor = UIColor.red.cgColor
        parent.addSublayer(layer)
        layer.borderColor = UIColor.green.cgColor
        layer.borderWidth = 3
        layer.cornerRadius = 10
    }

    /// A sublayer reaching outside its parent, clipped.
    private func clipping(_ parent: CALayer) {
        let layer = CALayer()
        layer.frame = CGRect(x: 60, y: 60, width: 100, height: 100)
        layer.backgroundColor = UIColor.red.cgColor
        parent.addSublayer(layer)
        let layer2 = CALayer()
        layer2.frame = CGRect(x: 30, y: 30, width: 100, height: 100)
        layer2.backgroundColor = UIColor.blue.cgColor
        layer.addSublayer(layer2)
        layer.masksToBounds = true
    }

    private func shadow(_ parent: CALayer) {
        let layer = CALayer()
        layer.frame = CGRect(x: 60, y: 60, width: 100, height: 100)
        layer.backgroundColor = UIColor.red.cgColor
        parent.addSublayer(layer)
        layer.shadowOpacity = 0.9
        layer.shadowColor = UIColor.yellow.cgColor
        // Offset right and up: shadowOffset is a size, y down on iOS.
        layer.shadowOffset = CGSize(width: 10, height: -10)
        layer.shadowRadius = 10
    }

    /// The shadow's shape from a path, not from the layer's alpha.
    private func shadowPath(_ parent: CALayer) {
        let layer = CALayer()
        layer.frame = CGRect(x: 60, y: 60, width: 100, height: 100)
        layer.backgroundColor = UIColor.red.cgColor
        parent.addSublayer(layer)
        layer.shadowOpacity = 1.0
        layer.shadowColor = UIColor.yellow.cgColor
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 200, height: 200))
        layer.shadowPath = path
        // The ellipse is drawn under the layer; the parent's clip is off.
        parent.masksToBounds = false
    }

    private func contentsGravity(_ parent: CALayer) {
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 40, width: 260, height: 200)
        layer.backgroundColor = UIColor.red.cgColor
        parent.addSublayer(layer)
        layer.contents = UIImage(named: "rabbit")?.cgImage
        // Like UIImageView's contentMode: .resize (the default) fills;
        // .resizeAspect fits the picture inside with its proportions.
        layer.contentsGravity = .resizeAspect
    }

    private func rotation(_ parent: CALayer) {
        let layer = CALayer()
        layer.frame = CGRect(x: 80, y: 50, width: 120, height: 180)
        layer.backgroundColor = UIColor.red.cgColor
        parent.addSublayer(layer)
        layer.contents = UIImage(named: "rabbit")?.cgImage
        layer.setAffineTransform(CGAffineTransform(rotationAngle: 45 * .pi / 180))
    }
}
