/// The examples about model and presentation, implicit animation, layer
/// geometry and transactions.
extension Catalog {
    static let articleDemos: [DemoViewController.Type] = [
        PKBarDemo.self,
        PKShapesDemo.self,
        StrokeCircleDemo.self,
        ImplicitDemo.self,
        StickyBallDemo.self,
        AnchorDemo.self,
        LayerDelegateDemo.self,
        TransactionsDemo.self,
    ]
}
