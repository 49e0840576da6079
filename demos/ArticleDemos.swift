/// The examples about model and presentation, implicit animation, layer
/// geometry and transactions.
extension Catalog {
    static let articleDemos: [DemoViewController.Type] = []
}
