extension CACornerMask {
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

extension CAEdgeAntialiasingMask {
    static let all: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}

extension CALayerContentsGravity {
    static let allValues: [CALayerContentsGravity] = [.center, .top, .bottom, .left, .right, .topLeft, .topRight,
                                                      .bottomLeft, .bottomRight, .resize, .resizeAspect, .resizeAspectFill]
}
