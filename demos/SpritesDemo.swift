import Foundation
import PreviewKit

/// `contentsRect`: nine views each show one ninth of the same image, the
/// article's 3x3 grid. Beside them the whole image, and one view that
/// steps through the nine tiles as a sprite sheet (a discrete keyframe
/// animation of `contentsRect`).
final class SpritesDemo: DemoViewController {
    override class var name: String { "sprites" }
    override class var displayTitle: String { "contentsRect: a 3x3 sprite grid" }
    override class var instruction: String { "nine views, one image, each showing a third by a third of it; click to shuffle the tiles" }

    private var tiles: [UIView] = []
    private let sheet = UIView()
    private let whole = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let image = UIImage(named: "sprites")?.cgImage
        let width = 80
        let height = 100
        let space = 3
        for i in 0..<9 {
            let view = UIView()
            view.frame = CGRect(x: 60 + (width + space) * (i % 3), y: Int(contentTop) + 40 + (height + space) * (i / 3),
                                width: width, height: height)
            view.backgroundColor = .red
            // The layer's contents, and the part of it shown: unit
            // coordinates of the image, a third by a third.
            view.layer.contents = image
            view.layer.contentsRect = CGRect(x: 1.0 / 3.0 * CGFloat(i % 3), y: 1.0 / 3.0 * CGFloat(i / 3),
                                             width: 1.0 / 3.0, height: 1.0 / 3.0)
            self.view.addSubview(view)
            tiles.append(view)
        }
        whole.frame = CGRect(x: 400, y: contentTop + 40, width: 240, height: 300)
        whole.layer.contents = image
        view.addSubview(whole)
        sheet.frame = CGRect(x: 700, y: contentTop + 40, width: 160, height: 200)
        sheet.layer.contents = image
        sheet.layer.contentsRect = CGRect(x: 0, y: 0, width: 1.0 / 3.0, height: 1.0 / 3.0)
        sheet.layer.magnificationFilter = .nearest
        view.addSubview(sheet)
        for (text, x) in [("nine views, contentsRect", 60), ("the image", 400), ("a sprite sheet", 700)] {
            let l = valueLabel(text, size: 12)
            l.frame = CGRect(x: CGFloat(x), y: contentTop + 14, width: 240, height: 18)
            view.addSubview(l)
        }
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.shuffle() })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let steps = CAKeyframeAnimation(keyPath: "contentsRect")
        steps.values = (0..<9).map { i in
            CGRect(x: 1.0 / 3.0 * CGFloat(i % 3), y: 1.0 / 3.0 * CGFloat(i / 3), width: 1.0 / 3.0, height: 1.0 / 3.0)
        }
        steps.calculationMode = .discrete
        steps.duration = 2.7
        steps.repeatCount = .infinity
        sheet.layer.add(steps, forKey: "frames")
    }

    /// Each view takes another view's tile; the change slides across the
    /// image (an explicit animation from the old rect).
    private func shuffle() {
        let rects = tiles.map(\.layer.contentsRect).shuffled()
        CATransaction.withoutActions {
            for (view, rect) in zip(tiles, rects) {
                let slide = CABasicAnimation(keyPath: "contentsRect")
                slide.fromValue = view.layer.contentsRect
                slide.duration = 0.6
                slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                view.layer.contentsRect = rect
                view.layer.add(slide, forKey: "shuffle")
            }
        }
    }
}
