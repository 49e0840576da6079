import Foundation
import Testing
@testable import PreviewKit

/// The colour (a, r, g, b) at the middle of what an image view shows.
private func middle(of view: UIImageView) throws -> (a: UInt32, r: UInt32, g: UInt32, b: UInt32) {
    let shown = try #require(view.layer.contents as! CGImage?)
    let p = shown._surface[shown.width / 2, shown.height / 2]
    return (p >> 24, p >> 16 & 255, p >> 8 & 255, p & 255)
}

/// What porting KDCircularProgress, SSSpinnerButton, SwiftSpinner,
/// GradientCircularProgress, PKHUD and ProgressHUD found, each pinned as
/// UIKit behaves.
extension MainThreadSuites {
    @Suite(.serialized) struct PortedLibraryFindings4Tests {
        /// An image view shows a symbol or template image in its tint
        /// colour, and again in the new one when the tint changes; a symbol
        /// given a colour with `.alwaysOriginal` keeps it; other images are
        /// shown as they are.
        @Test func symbolAndTemplateImagesAreShownInTheTint() throws {
            let view = UIImageView(image: UIImage(systemName: "star.fill"))
            view.tintColor = .red
            let red = try middle(of: view)
            #expect(red.a == 255 && red.r == 255 && red.g == 0 && red.b == 0)
            view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            #expect(try middle(of: view).b == 255 && middle(of: view).r == 0)
            let green = try #require(UIImage(systemName: "star.fill")?
                .withTintColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1), renderingMode: .alwaysOriginal))
            view.image = green
            #expect(try middle(of: view).g == 255 && middle(of: view).b == 0, "its own colour, not the view's")
            #expect(UIImage.checkmark.isSymbolImage && !UIImage().isSymbolImage)
            let plain = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
                UIColor.black.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            view.image = plain
            #expect(try middle(of: view).r == 0 && middle(of: view).b == 0, "a picture is not tinted")
        }

        /// Symbol configurations are kept with the image, combined and
        /// compared; only symbols take them.
        @Test func symbolConfigurationsAreKeptAndCombined() throws {
            let bold = UIImage.SymbolConfiguration(weight: .bold)
            let star = try #require(UIImage(systemName: "star")?.applyingSymbolConfiguration(bold))
            #expect(star.symbolConfiguration == bold && star.isSymbolImage)
            let sized = try #require(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30)))
            #expect(sized.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))
            #expect(UIImage().applyingSymbolConfiguration(bold) == nil)
            let view = UIImageView()
            view.preferredSymbolConfiguration = bold
            view.image = UIImage(systemName: "star")
            #expect(view.preferredSymbolConfiguration == bold, "the view's, whatever image it shows")
            #expect(UIImage.SymbolWeight.bold.rawValue == 7 && UIImage.SymbolScale.default.rawValue == -1)
            #expect(CGRectZero == .zero && CGPointZero == .zero && CGSizeZero == .zero && CGRectNull.isNull)
        }

        /// iOS 17's symbol effects play as animations of the image view's
        /// layer: a repeating bounce until removed, a held scale, a counted
        /// pulse that says when it is done.
        @Test func symbolEffectsAnimateTheImageView() throws {
            let view = UIImageView(image: UIImage(systemName: "heart.fill"))
            view.addSymbolEffect(.bounce, options: .repeating)
            let bounce = try #require(view.layer.animation(forKey: "symbolEffect.BounceSymbolEffect"))
            #expect(bounce.repeatCount == .infinity)
            var heard: [Bool] = []
            view.removeSymbolEffect(ofType: BounceSymbolEffect.self) { heard.append($0.isFinished) }
            #expect(view.layer.animation(forKey: "symbolEffect.BounceSymbolEffect") == nil && heard == [false])
            view.addSymbolEffect(.scale.up)
            let scale = try #require(view.layer.animation(forKey: "symbolEffect.ScaleSymbolEffect") as? CABasicAnimation)
            #expect(scale.toValue as? CGFloat == 1.2 && !scale.isRemovedOnCompletion)
            view.addSymbolEffect(.pulse, options: .repeat(3).speed(2))
            let pulse = try #require(view.layer.animation(forKey: "symbolEffect.PulseSymbolEffect"))
            #expect(pulse.repeatCount == 3 && (pulse as? CAAnimationGroup)?.animations?.first?.speed == 2)
            view.removeAllSymbolEffects()
            #expect(view.layer.animationKeys() == nil)
        }

        /// A toolbar is a translucent bar behind its content, light or dark,
        /// 44 points high.
        @Test func aToolbarIsATranslucentBar() throws {
            let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            bar.layoutIfNeeded()
            let material = try #require(bar.layer.sublayers?.first)
            #expect(material.frame == bar.bounds && material.backgroundColor?.alpha == 0.8)
            bar.barStyle = .black
            bar.isTranslucent = false
            #expect(material.backgroundColor?.alpha == 1 && (material.backgroundColor?.components?[0] ?? 1) < 0.2)
            #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 44))
        }
    }
}
