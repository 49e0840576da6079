// Created by Cal Stephens on 2/11/22.
// Copyright © 2022 Airbnb Inc. All rights reserved.

import Lottie
import QuartzCore
#if os(iOS) || os(Linux)
import UIKit
#endif

// MARK: - HardcodedFontProvider

/// An `AnimationFontProvider` that always returns a specific hardcoded font
struct HardcodedFontProvider: AnimationFontProvider {
  let font: CTFont

  /// A UIFont is not a CTFont here (no toll-free bridging): made from its name and size.
  init(font: UIFont) {
    self.font = CTFontCreateWithName(font.fontName as CFString, font.pointSize, nil)
  }

  func fontFor(family _: String, size _: CGFloat) -> CTFont? {
    font
  }
}
