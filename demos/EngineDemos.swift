/// Beyond the articles: keyframes, springs, transitions, the layer
/// classes, perspective, and a stress test.
extension Catalog {
    static let engineDemos: [DemoViewController.Type] = []
}
