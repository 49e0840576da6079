//
//  AnimationTime.swift
//  lottie-swift-iOS
//
//  Created by Brandon Withrow on 2/6/19.
//

import CoreGraphics
import Foundation

/// Defines animation time in Frames (Seconds * Framerate).
public typealias AnimationFrameTime = CGFloat

/// Defines animation time by a progress from 0 (beginning of the animation) to 1 (end of the animation)
public typealias AnimationProgressTime = CGFloat
