import Foundation

/// A layer that shows what is behind it blurred (Core Animation's backdrop
/// layer, private on iOS, under every `UIVisualEffectView`): the pixels
/// already drawn under its bounds, blurred by a Gaussian of standard
/// deviation `blurRadius` (in points) and their saturation scaled by
/// `saturation`. Both animate, explicitly and in UIKit's animation blocks
/// (a blur fading in is its radius growing from 0). It draws nothing of
/// its own below its radius's visible threshold with saturation 1, so a
/// backdrop whose effect is gone costs nothing.
///
/// What is behind is what the frame drew under it before it, on the
/// screen's pixel grid: inside a group (opacity, a rounded clip, a mask)
/// the backdrop still reads the screen; on a 3D plane it reads nothing
/// and draws nothing (Core Animation's backdrops are flat too). A frame
/// that holds a backdrop is drawn on one thread, and whatever changes
/// within its reach (its bounds grown by the blur's spread) redraws the
/// whole reach, so the blur always reads a fresh picture.
package final class _BackdropLayer: CALayer {
    override class var _classKeys: _ClassKeys { _BackdropKeys.table }

    /// The blur's standard deviation, in points. Default 0 (no blur).
    package var blurRadius: CGFloat {
        get { _extra[_BackdropKeys.blurRadius] }
        set { _setClassKey(_BackdropKeys.blurRadius, newValue.isFinite ? max(newValue, 0) : 0) }
    }

    /// The colour saturation the blurred picture is shown with: 1 as it
    /// is, 0 grey, above 1 more vivid. Default 1.
    package var saturation: CGFloat {
        get { _extra[_BackdropKeys.saturation] }
        set { _setClassKey(_BackdropKeys.saturation, newValue.isFinite ? max(newValue, 0) : 1) }
    }
}

/// The backdrop layer's key table (see `_ClassKeys`).
enum _BackdropKeys {
    typealias K = _ClassKey
    static let blurRadius = K<CGFloat>(0, "blurRadius", .cgFloat, .number, default: 0, animatable: true)
    static let saturation = K<CGFloat>(1, "saturation", .cgFloat, .number, default: 1, animatable: true)

    /// Both animate in UIKit's animation blocks, as the backdrop's filter
    /// values do on iOS when a visual effect changes in one.
    static let table = _ClassKeys([blurRadius, saturation], content: _BackdropContent.self,
                                  inViewBlocks: [blurRadius, saturation])
}
